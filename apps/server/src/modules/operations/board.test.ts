import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { UNDO_SECONDS } from "@coop/contract/ops-board";

import { orderEvents } from "../../db/schema/orders.ts";
import { orderPayments } from "../../db/schema/payments.ts";
import { staffAudit } from "../../db/schema/staff.ts";
import { restaurants } from "../../db/seed/demo-data.ts";
import {
  type BoardWorld,
  customerStatus,
  local,
  MANUAL,
  placeOrder,
  runningClock,
  startBoard,
} from "../../test-support/board.ts";
import type { TestApp } from "../../test-support/test-app.ts";

// Restaurant 101: Mary (crew) works there; Dorothy (manager) at 101–104.
const r101 = restaurants.find((r) => r.id === 101)!;
const r102 = restaurants.find((r) => r.id === 102)!;
const clock = runningClock(local("12:00"));
let t: TestApp;
let ops: BoardWorld["ops"];
let tokens: BoardWorld["tokens"];
let advance: BoardWorld["advance"];

beforeAll(async () => {
  // Staff drive restaurant 101's orders (the demo chain auto-advances by default).
  ({ t, ops, tokens, advance } = await startBoard(clock, { manual: [101] }));
}, 60_000);
afterAll(async () => t.close());

describe("ops.status-model: staff drive statuses", () => {
  it("ops.status-model: without auto-advance the clock does not move an order; a board move does, for the customer too", async () => {
    clock.set(local("12:00"));
    const id = await placeOrder(t, r101.menuId);
    clock.set(local("13:30"));
    expect(await customerStatus(t, id)).toMatchObject({ status: "scheduled" });
    expect((await advance(id, "scheduled")).body.data.status).toBe("in_progress");
    const status = await customerStatus(t, id);
    expect(status).toMatchObject({ status: "in_progress", can_cancel: false });
    const order = await t.app.inject({ url: `/api/v1/orders/${id}` });
    expect(order.json().status).toBe("in_progress");
  });

  it("ops.status-model, ops.auto-advance: with auto-advance (the demo chain) the clock still moves it, and a board move counts when further along", async () => {
    clock.set(local("12:00"));
    const id = await placeOrder(t, r102.menuId);
    const moved = await advance(id, "scheduled", tokens.manager);
    expect(moved.body.data).toMatchObject({ status: "in_progress", auto_advance: true });
    expect((await advance(id, "in_progress", tokens.manager)).body.data.status).toBe("ready");
    expect((await customerStatus(t, id)).status).toBe("ready");
    clock.set(local("15:00"));
    expect((await customerStatus(t, id)).status).toBe("completed");
  });

  it("ops.status-model: the customer can cancel before the kitchen starts, and not once staff moved it", async () => {
    clock.set(local("12:00"));
    const id = await placeOrder(t, r101.menuId, { at: local("14:00") });
    expect(await customerStatus(t, id)).toMatchObject({ status: "scheduled", can_cancel: true });
    await advance(id, "scheduled");
    await ops("POST", `orders/${id}/undo`, tokens.crew, { from: "in_progress" });
    expect((await customerStatus(t, id)).status).toBe("scheduled");
    // Undone or not, staff touched it: staff status is back to none, so it may be canceled again.
    expect((await customerStatus(t, id)).can_cancel).toBe(true);
    await advance(id, "scheduled");
    const cancel = await t.app.inject({ method: "DELETE", url: `/api/v1/orders/${id}` });
    expect(cancel.statusCode).toBe(409);
  });
});

describe("ops.make-time, ops.fire-time at submit", () => {
  it("ops.make-time: the restaurant's model and the items' categories make the ticket's minutes; ops.fire-time: fired at promised − make time", async () => {
    clock.set(local("12:00"));
    const settings = await ops("GET", "restaurants/101/settings", tokens.crew);
    const sides = settings.body.data.menu_categories.find((c: { name: string }) =>
      /side/i.test(c.name),
    );
    expect(sides).toBeDefined();
    const put = await ops("PUT", "restaurants/101/settings", tokens.manager, {
      ...MANUAL,
      make_time: {
        ...MANUAL.make_time,
        base_minutes: 10,
        categories: [{ category_id: sides.id, minutes_per_item: 2.5 }],
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    try {
      const id = await placeOrder(t, r101.menuId, {
        items: [{ id: "SD-MAC", quantity: 2 }],
        at: local("14:00"),
      });
      const board = (await ops("GET", "restaurants/101/board", tokens.crew)).body.data;
      const upcoming = board.upcoming.find((u: { id: string }) => u.id === id);
      expect(upcoming).toBeDefined();
      // 10 + 2 × 2.5 = 15 minutes before 14:00.
      expect(upcoming.fire_at).toBe(local("13:45").toISOString());
      clock.set(local("13:46"));
      const later = (await ops("GET", "restaurants/101/board", tokens.crew)).body.data;
      const ticket = later.tickets.find((x: { id: string }) => x.id === id);
      expect(ticket).toMatchObject({ make_minutes: 15, scheduled: true, status: "scheduled" });
      expect(ticket.items[0]).toMatchObject({
        name: expect.any(String),
        quantity: 2,
        make_minutes: 5,
      });
    } finally {
      await ops("PUT", "restaurants/101/settings", tokens.manager, MANUAL);
    }
  });
});

describe("ops.board: the board and its moves", () => {
  it("ops.board: a placed order is a ticket with the customer, items and times; a scheduled one is upcoming until it fires", async () => {
    clock.set(local("12:00"));
    const now = await placeOrder(t, r101.menuId);
    const later = await placeOrder(t, r101.menuId, { at: local("15:00") });
    const res = await ops("GET", "restaurants/101/board", tokens.crew);
    expect(res.status).toBe(200);
    const board = res.body.data;
    expect(board.restaurant).toMatchObject({
      id: 101,
      auto_advance: false,
      time_zone: r101.timeZone,
    });
    const ticket = board.tickets.find((x: { id: string }) => x.id === now);
    expect(ticket).toMatchObject({
      status: "scheduled",
      handoff: "pickup",
      customer: { name: "Grace Hopper" },
      scheduled: false,
      undo_until: null,
    });
    expect(ticket.items).toHaveLength(1);
    expect(board.tickets.some((x: { id: string }) => x.id === later)).toBe(false);
    expect(board.upcoming.some((x: { id: string }) => x.id === later)).toBe(true);
  });

  it("ops.board-moves: pickup goes scheduled → in progress → ready → completed, each with an event and an audit row", async () => {
    clock.set(local("12:00"));
    const id = await placeOrder(t, r101.menuId);
    for (const [from, to] of [
      ["scheduled", "in_progress"],
      ["in_progress", "ready"],
      ["ready", "completed"],
    ]) {
      const res = await advance(id, from!);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.status).toBe(to);
    }
    expect((await customerStatus(t, id)).status).toBe("completed");
    const end = await advance(id, "completed");
    expect(end.status).toBe(409);
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id));
    expect(events.filter((e) => e.type === "board_advance")).toHaveLength(3);
    const audit = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.target, `order:${id}`));
    expect(audit.map((a) => a.after)).toContainEqual({ status: "ready" });
    expect(audit[0]).toMatchObject({ action: "order.advance", before: { status: "scheduled" } });
  });

  it("ops.board-moves: delivery goes in progress → out for delivery → delivered; ops.board: the ticket shows the address", async () => {
    clock.set(local("12:00"));
    const id = await placeOrder(t, r101.menuId, {
      items: [{ id: "SD-MAC", quantity: 5 }],
      address: {
        address: "1 Main St",
        apt: "4B",
        city: r101.city,
        state: r101.state,
        zip: r101.zip,
      },
    });
    const first = (await advance(id, "scheduled")).body.data;
    expect(first).toMatchObject({
      handoff: "dispatch",
      status: "in_progress",
      address: { street: "1 Main St", apt: "4B", zip: r101.zip },
    });
    expect((await advance(id, "in_progress")).body.data.status).toBe("out_for_delivery");
    expect((await customerStatus(t, id)).status).toBe("out_for_delivery");
    expect((await advance(id, "out_for_delivery")).body.data.status).toBe("delivered");
    expect((await advance(id, "delivered")).status).toBe(409);
  });

  it("ops.board-moves: a move from a status the order has left is a 409 in words (two tablets)", async () => {
    clock.set(local("12:00"));
    const id = await placeOrder(t, r101.menuId);
    await advance(id, "scheduled");
    const stale = await advance(id, "scheduled");
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: "ticket_moved" });
    expect(stale.body.message).toMatch(/in progress now, not scheduled/);
    expect(stale.body.errors[0]).toMatchObject({ path: "body.from" });
  });

  it("ops.board-moves: two advances at once — one wins, the other is a 409", async () => {
    clock.set(local("12:00"));
    const id = await placeOrder(t, r101.menuId);
    const both = await Promise.all([
      advance(id, "scheduled"),
      advance(id, "scheduled", tokens.manager),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await customerStatus(t, id)).status).toBe("in_progress");
  });

  it("ops.undo: the last move is taken back within the undo seconds, and not after", async () => {
    clock.set(local("12:00"));
    const id = await placeOrder(t, r101.menuId);
    await advance(id, "scheduled");
    const ready = (await advance(id, "in_progress")).body.data;
    expect(ready.undo_until).not.toBeNull();
    const undone = await ops("POST", `orders/${id}/undo`, tokens.crew, { from: "ready" });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.data.status).toBe("in_progress");
    await advance(id, "in_progress");
    clock.advance((UNDO_SECONDS + 1) * 1000);
    const late = await ops("POST", `orders/${id}/undo`, tokens.crew, { from: "ready" });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/too late to undo/);
    expect((await customerStatus(t, id)).status).toBe("ready");
  });

  it("ops.cancel: cancel with a reason voids the payment and the customer sees canceled; a completed order cannot be canceled", async () => {
    clock.set(local("12:00"));
    const id = await placeOrder(t, r101.menuId);
    await advance(id, "scheduled");
    const noReason = await ops("POST", `orders/${id}/cancel`, tokens.crew, { from: "in_progress" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors[0]).toMatchObject({ path: "body.reason" });
    const res = await ops("POST", `orders/${id}/cancel`, tokens.crew, {
      from: "in_progress",
      reason: "Out of chicken",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: "canceled", cancel_reason: "Out of chicken" });
    expect(await customerStatus(t, id)).toMatchObject({
      status: "canceled",
      cancel_reason: "Out of chicken",
    });
    const payments = await t.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, id));
    expect(payments.map((p) => p.status)).toEqual(["voided"]);

    const done = await placeOrder(t, r101.menuId);
    for (const from of ["scheduled", "in_progress", "ready"]) await advance(done, from);
    const refused = await ops("POST", `orders/${done}/cancel`, tokens.crew, {
      from: "completed",
      reason: "Changed mind",
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/already completed/);
  });
});

describe("ops.cancel: a member's order", () => {
  it("ops.cancel: a board cancel reverses the member's points; ops.board: the ticket carries the member's name", async () => {
    clock.set(local("12:00"));
    const signin = await t.app.inject({
      method: "POST",
      url: "/api/v1/members/signin",
      payload: { email: "ada@coop.example", password: "Biscuits&Gravy42" },
    });
    expect(signin.statusCode).toBe(200);
    const tk = signin.json().data.tokens;
    const balance = async () =>
      (
        await t.app.inject({
          url: `/api/v1/members/balance?memberID=${tk.id}`,
          headers: { authorization: `Bearer ${tk.access.token}` },
        })
      ).json();
    const start = await balance();
    const id = await placeOrder(t, r101.menuId, {
      items: [{ id: "SD-MAC", quantity: 3 }],
      auth: { authorization: `Bearer ${tk.ordering.access.token}` },
    });
    expect(JSON.stringify(await balance())).not.toBe(JSON.stringify(start));
    const board = (await ops("GET", "restaurants/101/board", tokens.crew)).body.data;
    const ticket = board.tickets.find((x: { id: string }) => x.id === id);
    expect(ticket.customer.name).toMatch(/^Ada /);
    await advance(id, "scheduled");
    const res = await ops("POST", `orders/${id}/cancel`, tokens.crew, {
      from: "in_progress",
      reason: "Fryer is down",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(JSON.stringify(await balance())).toBe(JSON.stringify(start));
  });
});
