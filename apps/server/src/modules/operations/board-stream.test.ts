import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { restaurants } from "../../db/seed/demo-data.ts";
import {
  type BoardWorld,
  customerStatus,
  local,
  placeOrder,
  runningClock,
  startBoard,
} from "../../test-support/board.ts";
import { orderClient } from "../../test-support/orders.ts";
import { staffDemo, staffSignIn } from "../../test-support/staff.ts";
import type { TestApp } from "../../test-support/test-app.ts";
import { MAX_BOARD_STREAMS_PER_SESSION } from "./board-stream.ts";

const r101 = restaurants.find((r) => r.id === 101)!;
const r102 = restaurants.find((r) => r.id === 102)!;
const clock = runningClock(local("12:00"));
let t: TestApp;
let ops: BoardWorld["ops"];
let tokens: BoardWorld["tokens"];
let base: string;

beforeAll(async () => {
  ({ t, ops, tokens } = await startBoard(clock, {
    deps: { boardHeartbeatMs: 200 },
    manual: [101, 102],
    settings: {
      auto_advance: false,
      make_time: {
        base_minutes: 20,
        per_item_minutes: 1,
        catering_base_minutes: 90,
        categories: [],
      },
    },
  }));
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
});

type Event = { event: string; data: { id: string; status: string; [k: string]: unknown } };

/** A board stream read event by event (heartbeat comments skipped). */
async function openBoard(restaurantId: number, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/ops/restaurants/${restaurantId}/board/events`, {
    headers: { authorization: `Bearer ${token}`, "accept-encoding": "gzip, br" },
    signal: controller.signal,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    res,
    /** The next event, or null when none comes within `ms`. */
    async next(ms = 3000): Promise<Event | null> {
      const deadline = Date.now() + ms;
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) continue;
            const at = line.indexOf(": ");
            fields[line.slice(0, at)] = line.slice(at + 2);
          }
          if (fields.event) return { event: fields.event, data: JSON.parse(fields.data!) };
          continue;
        }
        const left = deadline - Date.now();
        if (left <= 0) return null;
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
        ]);
        if (chunk === null || chunk.done) return null;
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    /** Whether the server ends the stream within `ms` (events in between are skipped). */
    async ends(ms: number): Promise<boolean> {
      const deadline = Date.now() + ms;
      for (;;) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
        ]);
        if (chunk === null) return false;
        if (chunk.done) return true;
      }
    },
    close: () => controller.abort(),
  };
}

/** Events until one for `id` with `event` comes (others skipped). */
async function nextFor(
  stream: Awaited<ReturnType<typeof openBoard>>,
  id: string,
  event = "ticket",
  ms = 3000,
) {
  for (;;) {
    const e = await stream.next(ms);
    if (!e) return null;
    if (e.event === event && e.data.id === id) return e;
  }
}

describe("ops.board-live: the board's server-sent events", () => {
  it("ops.board-live: a placed order and each board move reach the board at once, uncompressed", async () => {
    clock.set(local("12:00"));
    const stream = await openBoard(101, tokens.crew);
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(stream.res.headers.get("content-encoding")).toBeNull();
      const id = await placeOrder(t, r101.menuId);
      expect((await nextFor(stream, id))?.data).toMatchObject({ id, status: "scheduled" });
      await ops("POST", `orders/${id}/advance`, tokens.crew, { from: "scheduled" });
      expect((await nextFor(stream, id))?.data).toMatchObject({ id, status: "in_progress" });
      expect((await customerStatus(t, id)).status).toBe("in_progress");
    } finally {
      stream.close();
    }
  });

  it("ops.board-live: a curbside customer's \"I'm here\" is an arrival event with the vehicle", async () => {
    clock.set(local("12:00"));
    const stream = await openBoard(102, tokens.manager);
    try {
      const api = orderClient(t);
      const o = await api.create(r102.menuId);
      await api.add(o.id, [{ id: "SD-MAC", quantity: 1 }]);
      await api.call("PUT", `/api/v1/orders/${o.id}/handoff/curbside`);
      await api.call("PUT", `/api/v1/orders/${o.id}/custom`, {
        fields: { make: "Ford", model: "F-150", color: "Blue" },
      });
      const total = (await api.call("GET", `/api/v1/orders/${o.id}`)).body.totals.total;
      const token = (await api.token(o.id)).body.token;
      const submitted = await api.submit(o.id, {
        usertype: "guest",
        contact: {
          first_name: "Ida",
          last_name: "Wells",
          email: "ida@example.com",
          phone: "919-555-0101",
        },
        payments: [{ type: "creditcard", token, amount: total }],
      });
      expect(submitted.status).toBe(200);
      expect(await nextFor(stream, o.id)).not.toBeNull();
      const here = await api.call("POST", `/api/v1/orders/${o.id}/arrival`);
      expect(here.status, JSON.stringify(here.body)).toBe(200);
      const arrival = await nextFor(stream, o.id, "arrival");
      expect(arrival?.data).toMatchObject({
        vehicle: { make: "Ford", model: "F-150", color: "Blue" },
        customer: { name: "Ida Wells" },
      });
      expect(arrival?.data.arrived_at).not.toBeNull();
    } finally {
      stream.close();
    }
  });

  it(
    "ops.fire-time: a scheduled order reaches the board at its fire time, without a call",
    { timeout: 30_000 },
    async () => {
      // 12:30 less 21 minutes of make time (20 + 1 item): it fires at 12:09:00, 6 s from now
      // (placing the order takes a moment of the running clock).
      clock.set(new Date(local("12:09").getTime() - 6000));
      const stream = await openBoard(101, tokens.crew);
      try {
        const id = await placeOrder(t, r101.menuId, { at: local("12:30") });
        const placed = await nextFor(stream, id);
        expect(placed?.data).toMatchObject({ fire_at: local("12:09").toISOString() });
        const board = (await ops("GET", "restaurants/101/board", tokens.crew)).body.data;
        expect(board.upcoming.map((u: { id: string }) => u.id)).toContain(id);
        // No call in between: the stream's fire timer sends the ticket when it fires.
        const fired = await nextFor(stream, id, "ticket", 12_000);
        expect(fired).not.toBeNull();
        expect(clock.now().getTime()).toBeGreaterThanOrEqual(local("12:09").getTime());
        const after = (await ops("GET", "restaurants/101/board", tokens.crew)).body.data;
        expect(after.tickets.map((x: { id: string }) => x.id)).toContain(id);
        expect(after.upcoming.map((u: { id: string }) => u.id)).not.toContain(id);
      } finally {
        stream.close();
      }
    },
  );

  it("ops.board-live: the staff token is checked before the stream opens, and a session has a stream limit", async () => {
    const anonymous = await fetch(`${base}/api/ops/restaurants/101/board/events`);
    expect(anonymous.status).toBe(401);
    const elsewhere = await fetch(`${base}/api/ops/restaurants/102/board/events`, {
      headers: { authorization: `Bearer ${tokens.crew}` },
    });
    expect(elsewhere.status).toBe(403);
    const streams = [];
    try {
      for (let i = 0; i < MAX_BOARD_STREAMS_PER_SESSION; i++)
        streams.push(await openBoard(101, tokens.admin));
      expect(streams.every((s) => s.res.status === 200)).toBe(true);
      const more = await fetch(`${base}/api/ops/restaurants/101/board/events`, {
        headers: { authorization: `Bearer ${tokens.admin}` },
      });
      expect(more.status).toBe(429);
    } finally {
      for (const s of streams) s.close();
    }
  });

  it("ops.board-live: signing out ends the session's board streams at the next heartbeat", async () => {
    const session = await staffSignIn(t.app, staffDemo.crew.email, staffDemo.crew.password);
    const stream = await openBoard(101, session);
    try {
      expect(stream.res.status).toBe(200);
      expect(await stream.ends(600)).toBe(false);
      const out = await ops("POST", "signout", session);
      expect(out.status).toBe(200);
      expect(await stream.ends(3000)).toBe(true);
    } finally {
      stream.close();
    }
  });
});
