import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { slotReservations } from "../../db/schema/catalog.ts";
import { restaurants } from "../../db/seed/demo-data.ts";
import { zonedInstant } from "../../domain/local-time.ts";
import { bearer } from "../../test-support/members.ts";
import { guest, orderClient } from "../../test-support/orders.ts";
import { staffDemo, staffSignIn } from "../../test-support/staff.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { reserveSlot } from "../menus/repository.ts";

/** Pacing that holds (`ops.pacing`): limits per handoff, make-minutes, the race for a last place. */
const r = restaurants.find((x) => x.id === 102)!;
const at = (minutes: number, date = "2026-11-20") => zonedInstant(date, minutes, r.timeZone);
const clock = at(12 * 60);
let t: TestApp;
let api: ReturnType<typeof orderClient>;
let manager = "";

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
  api = orderClient(t);
  manager = await staffSignIn(t.app, staffDemo.manager.email, staffDemo.manager.password);
}, 60_000);
afterAll(async () => t.close());

const limit = (orders: number, minutes: number | null = null) => ({
  orders_per_slot: orders,
  make_minutes_per_slot: minutes,
});
const setPacing = (body: unknown) =>
  api.call("PUT", `/api/ops/restaurants/${r.id}/pacing`, body, bearer(manager));
const defaults = () => ({
  pickup: limit(r.slotCapacity),
  curbside: limit(r.slotCapacity),
  dispatch: limit(r.slotCapacity),
  catering: limit(r.cateringSlotCapacity),
});
const offered = async (handoff = "pickup") =>
  (
    await api.call(
      "GET",
      `/api/v1/menus/${r.menuId}/times?from=2026-11-21&to=2026-11-21&handoff=${handoff}`,
    )
  ).body.times.map((s: { time: string }) => s.time) as string[];
const slot = at(12 * 60, "2026-11-21");

async function scheduledOrder(quantity = 1) {
  const o = await api.create(r.menuId);
  expect((await api.add(o.id, [{ id: "SD-MAC", quantity }])).status).toBe(200);
  const time = await api.call("PUT", `/api/v1/orders/${o.id}/time`, { time: slot.toISOString() });
  expect(time.status).toBe(200);
  const total = (await api.call("GET", `/api/v1/orders/${o.id}`)).body.totals.total as number;
  const token = (await api.token(o.id)).body.token as string;
  const body = {
    usertype: "guest",
    contact: guest,
    payments: [{ type: "creditcard", token, amount: total }],
  };
  return { id: o.id, submit: () => api.submit(o.id, body) };
}
const taken = async () =>
  (
    await t.database.db
      .select()
      .from(slotReservations)
      .where(and(eq(slotReservations.restaurantId, r.id), eq(slotReservations.slotStart, slot)))
  ).map((row) => ({ handoff: row.handoff, count: row.count, minutes: row.minutes }));

describe("ops.pacing", () => {
  it("ops.pacing: defaults are the restaurant's slot capacities and no minute limit; a manager sets them per handoff", async () => {
    const read = await api.call(
      "GET",
      `/api/ops/restaurants/${r.id}/pacing`,
      undefined,
      bearer(manager),
    );
    expect(read.body.data).toEqual(defaults());
    const bad = await setPacing({ ...defaults(), curbside: limit(-1) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe("body.curbside.orders_per_slot");
    const res = await setPacing({ ...defaults(), curbside: limit(0) });
    expect(res.status).toBe(200);
    expect(res.body.data.curbside).toEqual(limit(0));
    // A handoff with no place per slot offers no time; the others are untouched.
    expect(await offered("curbside")).toEqual([]);
    expect((await offered("pickup")).length).toBeGreaterThan(0);
    expect((await setPacing(defaults())).status).toBe(200);
  });

  it("ops.pacing: an order takes its make-minutes in its slot; a slot without room for another order's minutes is not offered; cancel gives both back", async () => {
    // SD-MAC ×4: 6 base + 4 × 1 = 10 make-minutes.
    expect((await setPacing({ ...defaults(), pickup: limit(10, 15) })).status).toBe(200);
    const first = await scheduledOrder(4);
    expect((await first.submit()).status).toBe(200);
    expect(await taken()).toEqual([{ handoff: "pickup", count: 1, minutes: 10 }]);
    // Another 10-minute order no longer fits at 12:00 (10 + 10 > 15): the slot is not offered to it.
    const o = await api.create(r.menuId);
    await api.add(o.id, [{ id: "SD-MAC", quantity: 4 }]);
    const refused = await api.call("PUT", `/api/v1/orders/${o.id}/time`, {
      time: slot.toISOString(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].path).toBe("body.time");
    // The menu's times (an order of a minute) still offer it: 10 + 1 ≤ 15.
    expect(await offered()).toContain(slot.toISOString());
    expect((await api.call("DELETE", `/api/v1/orders/${first.id}`)).status).toBe(200);
    expect(await taken()).toEqual([{ handoff: "pickup", count: 0, minutes: 0 }]);
    expect(
      (await api.call("PUT", `/api/v1/orders/${o.id}/time`, { time: slot.toISOString() })).status,
    ).toBe(200);
    expect((await setPacing(defaults())).status).toBe(200);
  });

  it("ops.pacing-race: 20 customers racing for a slot with room for 5: exactly 5 are accepted, the others are told the next time with room", async () => {
    expect((await setPacing({ ...defaults(), pickup: limit(5) })).status).toBe(200);
    const orders = [];
    for (let i = 0; i < 20; i++) orders.push(await scheduledOrder());
    const results = await Promise.all(orders.map((o) => o.submit()));
    const accepted = results.filter((res) => res.status === 200);
    const refused = results.filter((res) => res.status !== 200);
    expect(accepted).toHaveLength(5);
    expect(refused.map((res) => res.status)).toEqual(Array(15).fill(422));
    const next = at(12 * 60 + 15, "2026-11-21").toISOString();
    for (const res of refused) {
      expect(res.body.code).toBe("slot_full");
      expect(res.body.message).toBe(
        "The time you chose just filled up. The next time with room is 12:15 PM on 2026-11-21; choose it or another time.",
      );
      expect(res.body.errors).toEqual([
        { path: "order.time", message: `is full; the next time with room is ${next}` },
      ]);
    }
    expect(await taken()).toEqual([{ handoff: "pickup", count: 5, minutes: 35 }]);
    expect(await offered()).not.toContain(slot.toISOString());
  }, 120_000);

  it("ops.pacing-race: the reservation itself is one conditional upsert: 20 at once for 5 places (orders and minutes) → exactly 5", async () => {
    const slotStart = at(15 * 60, "2026-11-22");
    const reserve = (limit: { orders: number; minutes: number | null }, minutes: number) =>
      Promise.all(
        Array.from({ length: 20 }, () =>
          reserveSlot(t.database.db, {
            restaurantId: r.id,
            kind: "default",
            pool: "curbside",
            slotStart,
            limit,
            minutes,
          }),
        ),
      );
    expect((await reserve({ orders: 5, minutes: null }, 3)).filter(Boolean)).toHaveLength(5);
    // Minutes: 15 + 4 × 3 = 27 ≤ 28 < 15 + 5 × 3: four more fit under a 28-minute limit.
    const more = await reserve({ orders: 100, minutes: 28 }, 3);
    expect(more.filter(Boolean)).toHaveLength(4);
    const [row] = await t.database.db
      .select()
      .from(slotReservations)
      .where(
        and(eq(slotReservations.handoff, "curbside"), eq(slotReservations.slotStart, slotStart)),
      );
    expect({ count: row!.count, minutes: row!.minutes }).toEqual({ count: 9, minutes: 27 });
  });
});
