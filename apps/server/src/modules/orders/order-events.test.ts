import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { restaurants } from "../../db/seed/demo-data.ts";
import { zonedInstant } from "../../domain/local-time.ts";
import { nextStatusChange, orderStatus, type StatusInput } from "../../domain/order-status.ts";
import { guest, orderClient } from "../../test-support/orders.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createInProcessOrderEventBus, type OrderEvent } from "./order-events.ts";

const r = restaurants.find(
  (x) => x.handoffModes.length === 3 && x.timeZone === "America/New_York",
)!;
const noon = zonedInstant("2026-11-20", 12 * 60, r.timeZone);
// A clock that runs, from an instant the tests set (the watcher's timers wait real time).
let clock = { at: noon, since: Date.now() };
const now = () => new Date(clock.at.getTime() + Date.now() - clock.since);
const setClock = (at: Date) => (clock = { at, since: Date.now() });
const bus = createInProcessOrderEventBus();
let t: TestApp;
let api: ReturnType<typeof orderClient>;
let base: string;

beforeAll(async () => {
  t = await createTestApp({
    deps: { now, orderEvents: bus, maxOrderStreamsPerIp: 2 },
  });
  api = orderClient(t);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  // The test fetch client keeps its pooled keep-alive connections open.
  t.app.server.closeAllConnections();
  await t.close();
});

async function placed(handoff: "pickup" | "curbside" = "pickup") {
  const o = await api.create(r.menuId);
  await api.add(o.id, [{ id: "SD-MAC", quantity: 1 }]);
  if (handoff === "curbside") {
    await api.call("PUT", `/api/v1/orders/${o.id}/handoff/curbside`);
    await api.call("PUT", `/api/v1/orders/${o.id}/custom`, {
      fields: { make: "Ford", model: "F-150", color: "Blue" },
    });
  }
  const total = (await api.call("GET", `/api/v1/orders/${o.id}`)).body.totals.total as number;
  const token = (await api.token(o.id)).body.token as string;
  const res = await api.submit(o.id, {
    usertype: "guest",
    contact: guest,
    payments: [{ type: "creditcard", token, amount: total }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return o.id;
}

/** Reads a live stream event by event. */
async function openStream(id: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/v1/orders/${id}/events`, {
    headers: { "accept-encoding": "gzip, br", ...headers },
    signal: controller.signal,
  });
  if (res.status !== 200) throw new Error(`${res.status}: ${await res.text()}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let ended = false;
  return {
    res,
    /** The next event's fields (comments skipped), or null once the stream ended. */
    async next(): Promise<Record<string, string> | null> {
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
          if (Object.keys(fields).length > 0) return fields;
          continue;
        }
        if (ended) return null;
        const chunk = await reader.read();
        if (chunk.done) ended = true;
        else buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    close: () => controller.abort(),
  };
}

async function until(check: () => boolean, ms = 2000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("order events bus", () => {
  it("order.live-events: delivers to the order's and the restaurant's subscribers, and unsubscribes", () => {
    const local = createInProcessOrderEventBus();
    const seen: string[] = [];
    const offOrder = local.subscribeOrder("a", (e) => seen.push(`order ${e.status}`));
    const offPlace = local.subscribeRestaurant(7, (e) => seen.push(`restaurant ${e.orderId}`));
    const event = (orderId: string, restaurantId: number): OrderEvent => ({
      orderId,
      restaurantId,
      status: "ready",
      at: new Date(0).toISOString(),
      snapshot: {
        id: orderId,
        number: 1,
        status: "ready",
        handoff: "pickup",
        ready_at: null,
        arrived: false,
        can_cancel: false,
      },
    });
    local.publish(event("a", 7));
    local.publish(event("b", 7));
    local.publish(event("c", 8));
    expect(seen).toEqual(["order ready", "restaurant a", "restaurant b"]);
    expect(local.subscriberCount()).toBe(2);
    offOrder();
    offOrder();
    offPlace();
    expect(local.subscriberCount()).toBe(0);
  });

  it("order.live-events: the clock's next change is the instant the status changes", () => {
    const submittedAt = new Date("2026-11-20T17:00:00Z");
    const o: StatusInput = {
      state: "submitted",
      handoff: "pickup",
      kitchenAt: new Date("2026-11-20T17:20:00Z"),
      readyAt: new Date("2026-11-20T17:30:00Z"),
      deliveredAt: null,
      arrivedAt: null,
      submittedAt,
    };
    for (const speed of [1, 60]) {
      let now = submittedAt;
      const seen: string[] = [orderStatus(o, now, speed)];
      for (
        let next = nextStatusChange(o, now, speed);
        next;
        next = nextStatusChange(o, now, speed)
      ) {
        // Just before the change the status is the old one; at the change it is the new one.
        expect(orderStatus(o, new Date(next.getTime() - 1), speed)).toBe(seen.at(-1));
        now = next;
        seen.push(orderStatus(o, now, speed));
      }
      expect(seen).toEqual(["scheduled", "in_progress", "ready", "completed"]);
    }
  });
});

describe("GET orders/{id}/events", () => {
  it("order.live-events: the current status first, then a change, then the end at a final state", async () => {
    const id = await placed();
    const published: OrderEvent[] = [];
    const off = bus.subscribeRestaurant(r.id as never, (e) => published.push(e));
    const stream = await openStream(id);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    // Never compressed (it would be buffered), whatever the browser accepts.
    expect(stream.res.headers.get("content-encoding")).toBeNull();
    expect(await stream.next()).toEqual({ retry: "5000" });
    const first = await stream.next();
    expect(first!.event).toBe("status");
    const status = await api.call("GET", `/api/v1/orders/${id}/status`);
    expect(JSON.parse(first!.data!)).toEqual(status.body);
    expect(status.body.status).toBe("scheduled");

    // The customer cancels: the change is published and the stream ends (canceled is final).
    expect((await api.call("DELETE", `/api/v1/orders/${id}`)).status).toBe(200);
    const change = await stream.next();
    expect(JSON.parse(change!.data!)).toMatchObject({ id, status: "canceled", can_cancel: false });
    expect(await stream.next()).toBeNull();
    await until(() => bus.subscriberCount(id) === 0);
    off();
    expect(published.map((e) => [e.orderId, e.status])).toContainEqual([id, "canceled"]);
  });

  it("order.live-events: the clock's change reaches the stream without a call", async () => {
    setClock(noon);
    const id = await placed("curbside");
    const stream = await openStream(id);
    await stream.next(); // retry
    expect(JSON.parse((await stream.next())!.data!)).toMatchObject({ status: "scheduled" });
    // "I'm here": a change of the arrival (the status stays; the event still comes).
    await api.call("POST", `/api/v1/orders/${id}/arrival`);
    expect(JSON.parse((await stream.next())!.data!)).toMatchObject({ arrived: true });
    // Just before the kitchen starts (`ops.make-time`: 6 minutes + 1 for the one item, before
    // ready); a new subscriber re-arms the watcher's timer for the new clock, and the timer
    // publishes the change to both streams.
    const status = (await api.call("GET", `/api/v1/orders/${id}/status`)).body;
    setClock(new Date(Date.parse(status.ready_at) - 7 * 60_000 - 300));
    const second = await openStream(id);
    await second.next(); // retry
    expect(JSON.parse((await second.next())!.data!)).toMatchObject({ status: "scheduled" });
    const later = await stream.next();
    expect(JSON.parse(later!.data!)).toMatchObject({ status: "in_progress", can_cancel: false });
    expect(JSON.parse((await second.next())!.data!)).toMatchObject({ status: "in_progress" });
    stream.close();
    second.close();
    await until(() => bus.subscriberCount(id) === 0);
    setClock(noon);
  });

  it("order.live-events: a reconnect with Last-Event-ID gets the current status again", async () => {
    const id = await placed();
    const stream = await openStream(id, { "last-event-id": "scheduled|false|true" });
    await stream.next();
    expect(JSON.parse((await stream.next())!.data!)).toMatchObject({ id, status: "scheduled" });
    stream.close();
    await until(() => bus.subscriberCount(id) === 0);
  });

  it("order.live-events: OpenAPI documents the stream as text/event-stream", () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>>;
    };
    const op = doc.paths["/api/v1/orders/{id}/events"]!.get!;
    expect(Object.keys(op.responses["200"]!.content ?? {})).toEqual(["text/event-stream"]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["404", "429"]));
  });

  it("order.live-events: an unknown order is a 404 in words", async () => {
    const res = await fetch(`${base}/api/v1/orders/nosuchorder0000000000000/events`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toMatch(/no order/i);
    expect(bus.subscriberCount()).toBe(0);
  });

  it("order.live-stream-limit: too many open streams from one address are refused with a 429 in words; a disconnect frees the place and the subscription", async () => {
    const id = await placed();
    const before = bus.subscriberCount();
    const a = await openStream(id);
    const b = await openStream(id);
    expect(bus.subscriberCount(id)).toBe(2);
    const third = await fetch(`${base}/api/v1/orders/${id}/events`);
    expect(third.status).toBe(429);
    expect(((await third.json()) as { message: string }).message).toMatch(/too many live/i);
    a.close();
    b.close();
    // No leak: the disconnect took the subscriptions off the bus.
    await until(() => bus.subscriberCount() === before);
    const again = await openStream(id);
    expect(again.res.status).toBe(200);
    again.close();
    await until(() => bus.subscriberCount() === before);
  });
});
