import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { slotReservations } from "../../db/schema/catalog.ts";
import { restaurants } from "../../db/seed/demo-data.ts";
import { zonedInstant } from "../../domain/local-time.ts";
import { guest, orderClient } from "../../test-support/orders.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { reserveSlot } from "../menus/repository.ts";

/**
 * Catering times: the restaurant's catering lead time and the catering pacing pool (one pool
 * per restaurant for every catering order, whatever its handoff), apart from the default menu's.
 */
const r = restaurants.find((x) => x.id === 102)!;
const at = (minutes: number, date = "2026-11-20") => zonedInstant(date, minutes, r.timeZone);
const clock = at(12 * 60); // Friday noon at the restaurant
let t: TestApp;
let api: ReturnType<typeof orderClient>;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
  api = orderClient(t);
}, 60_000);
afterAll(async () => t.close());

const times = async (menuId: string, day: string, handoff = "pickup") => {
  const res = await api.call(
    "GET",
    `/api/v1/menus/${menuId}/times?from=${day}&to=${day}&handoff=${handoff}`,
  );
  expect(res.status).toBe(200);
  return res.body.times.map((s: { time: string }) => s.time) as string[];
};
const setTime = (orderId: string, time: Date) =>
  api.call("PUT", `/api/v1/orders/${orderId}/time`, { time: time.toISOString() });

async function cateringOrder(handoff: "pickup" | "curbside" = "pickup") {
  const o = await api.create(r.cateringMenuId);
  expect((await api.add(o.id, [{ id: "CAT-BIS12", quantity: 1 }])).status).toBe(200);
  if (handoff !== "pickup") {
    expect((await api.call("PUT", `/api/v1/orders/${o.id}/handoff/${handoff}`)).status).toBe(200);
    const vehicle = { make: "Ford", model: "Transit", color: "White" };
    expect(
      (await api.call("PUT", `/api/v1/orders/${o.id}/custom`, { fields: vehicle })).status,
    ).toBe(200);
  }
  return o;
}

async function submit(orderId: string) {
  const total = (await api.call("GET", `/api/v1/orders/${orderId}`)).body.totals.total as number;
  const token = (await api.token(orderId)).body.token as string;
  return api.submit(orderId, {
    usertype: "guest",
    contact: guest,
    payments: [{ type: "creditcard", token, amount: total }],
  });
}

describe("catering times", () => {
  it("catering-server.slots-lead-time: a catering slot earlier than now + the catering lead time is not offered, and refused on the order", async () => {
    const lead = r.cateringLeadTimeMinutes;
    expect(lead).toBeGreaterThan(r.leadTimeMinutes);
    const catering = await times(r.cateringMenuId, "2026-11-20");
    const plain = await times(r.menuId, "2026-11-20");
    const earliest = clock.getTime() + lead * 60_000;
    expect(catering.length).toBeGreaterThan(0);
    for (const time of catering) expect(new Date(time).getTime()).toBeGreaterThanOrEqual(earliest);
    // The default menu offers times the catering menu does not: its own, shorter lead time.
    const tooSoon = plain.filter((time) => new Date(time).getTime() < earliest);
    expect(tooSoon.length).toBeGreaterThan(0);
    const o = await cateringOrder();
    const refused = await setTime(o.id, new Date(tooSoon.at(-1)!));
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].path).toBe("body.time");
    expect((await setTime(o.id, new Date(catering[0]!))).status).toBe(200);
  });

  it("catering-server.slots-pool: a slot whose catering pool is full is not offered, and refused on the order", async () => {
    const slot = at(12 * 60, "2026-11-21");
    expect(await times(r.cateringMenuId, "2026-11-21")).toContain(slot.toISOString());
    // Catering orders of every handoff count in one pool: fill it but one place with a
    // curbside order and direct reservations, then take the last place with a pickup order.
    const curbside = await cateringOrder("curbside");
    expect((await setTime(curbside.id, slot)).status).toBe(200);
    expect((await submit(curbside.id)).status).toBe(200);
    for (let i = 1; i < r.cateringSlotCapacity - 1; i++) {
      const ok = await reserveSlot(t.database.db, {
        restaurantId: r.id,
        kind: "catering",
        pool: "catering",
        slotStart: slot,
        limit: { orders: r.cateringSlotCapacity, minutes: null },
        minutes: 1,
      });
      expect(ok).toBe(true);
    }
    const last = await cateringOrder("pickup");
    expect((await setTime(last.id, slot)).status).toBe(200);
    expect((await submit(last.id)).status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(slotReservations)
      .where(and(eq(slotReservations.restaurantId, r.id), eq(slotReservations.slotStart, slot)));
    expect(rows.map((x) => ({ kind: x.kind, pool: x.handoff, count: x.count }))).toEqual([
      { kind: "catering", pool: "catering", count: r.cateringSlotCapacity },
    ]);
    for (const handoff of ["pickup", "curbside"]) {
      expect(await times(r.cateringMenuId, "2026-11-21", handoff)).not.toContain(
        slot.toISOString(),
      );
    }
    const refused = await setTime((await cateringOrder()).id, slot);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].path).toBe("body.time");
  });

  it("catering-server.slots-pool: the default menu's slots have their own pool, untouched by catering orders", async () => {
    const slot = at(12 * 60, "2026-11-21");
    // The catering pool of this slot is full (the test above); the default menu still offers it.
    expect(await times(r.cateringMenuId, "2026-11-21")).not.toContain(slot.toISOString());
    expect(await times(r.menuId, "2026-11-21")).toContain(slot.toISOString());
    const o = await api.create(r.menuId);
    expect((await api.add(o.id, [{ id: "SD-MAC", quantity: 1 }])).status).toBe(200);
    expect((await setTime(o.id, slot)).status).toBe(200);
    expect((await submit(o.id)).status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(slotReservations)
      .where(and(eq(slotReservations.restaurantId, r.id), eq(slotReservations.slotStart, slot)));
    const byPool = new Map(rows.map((x) => [`${x.kind}/${x.handoff}`, x.count]));
    expect(byPool.get("default/pickup")).toBe(1);
    expect(byPool.get("catering/catering")).toBe(r.cateringSlotCapacity);
  });
});
