import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { restaurants } from "../../db/seed/demo-data.ts";
import { zonedInstant } from "../../domain/local-time.ts";
import { guest, orderClient } from "../../test-support/orders.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

const r = restaurants.find(
  (x) => x.handoffModes.length === 3 && x.timeZone === "America/New_York",
)!;
let clock = zonedInstant("2026-11-20", 12 * 60, r.timeZone); // Friday noon
let t: TestApp;
let api: ReturnType<typeof orderClient>;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
  api = orderClient(t);
});
afterAll(async () => t.close());

describe("order flow over HTTP", () => {
  it("create → add → coupon → handoff → time → validate → token → submit → status", async () => {
    const order = await api.create(r.menuId);
    expect(order.id.length).toBeGreaterThanOrEqual(22);
    expect(order.created).toMatch(/^20261120 12:00$/);

    // A combo with no choices gets its default side and drink (how upsells are added).
    const added = await api.add(order.id, [
      { id: "CB-3PC", quantity: 2, choices: [] },
      { id: "SD-MAC", quantity: 1 },
    ]);
    expect(added.status).toBe(200);
    expect(added.body.products).toHaveLength(2);
    expect(added.body.products[0].choices.length).toBeGreaterThan(0);
    const subtotal = added.body.totals.subtotal;
    expect(subtotal).toBeGreaterThan(0);

    const coupon = await api.call("PUT", `/api/v1/orders/${order.id}/coupon`, { code: "coop10" });
    expect(coupon.status).toBe(200);
    expect(coupon.body.coupon).toEqual({ couponcode: "COOP10" });
    expect(coupon.body.discounts[0]).toMatchObject({ type: "Coupon" });
    expect(coupon.body.totals.discount).toBeCloseTo(Math.round(subtotal * 10) / 100, 2);

    expect(
      (await api.call("PUT", `/api/v1/orders/${order.id}/handoff/curbside`)).body.messages.map(
        (m: { code: string }) => m.code,
      ),
    ).toContain("vehicle_required");
    const custom = await api.call("PUT", `/api/v1/orders/${order.id}/custom`, {
      fields: { make: "Ford", model: "F-150", color: "Blue" },
    });
    expect(custom.body.customfields).toEqual({ make: "Ford", model: "F-150", color: "Blue" });

    const times = (
      await api.call(
        "GET",
        `/api/v1/menus/${r.menuId}/times?handoff=curbside&from=2026-11-20&to=2026-11-20`,
      )
    ).body;
    const slot = times.times[3].time as string;
    const timed = await api.call("PUT", `/api/v1/orders/${order.id}/time`, { time: slot });
    expect(timed.status).toBe(200);
    expect(timed.body.time).toMatchObject({ mode: "scheduled", wanted: slot });

    const validated = await api.call("POST", `/api/v1/orders/${order.id}/validate`);
    expect(validated.status).toBe(200);
    expect(validated.body.valid).toBe(true);
    expect(validated.body.taxes[0].rate).toBe(r.taxRateBps / 100);
    expect(validated.body.billing[0].type).toBe("creditcard");
    const total = validated.body.totals.total as number;

    const token = await api.token(order.id);
    expect(token.status).toBe(200);
    const placed = await api.submit(order.id, {
      usertype: "guest",
      contact: guest,
      payments: [{ type: "creditcard", token: token.body.token, amount: total }],
    });
    expect(placed.status).toBe(200);
    expect(placed.body.number).toBeGreaterThan(0);
    expect(placed.body.ready_at).toBe(slot);
    expect(placed.body.status).toBe("scheduled");

    // The make-time model moves it along with the clock.
    clock = new Date(new Date(slot).getTime() - 5 * 60_000);
    expect((await api.call("GET", `/api/v1/orders/${order.id}/status`)).body.status).toBe(
      "in_progress",
    );
    const arrived = await api.call("POST", `/api/v1/orders/${order.id}/arrival`);
    expect(arrived.body.arrived).toBe(true);
    clock = new Date(new Date(slot).getTime() + 1 * 60_000);
    expect((await api.call("GET", `/api/v1/orders/${order.id}/status`)).body.status).toBe("ready");
    clock = zonedInstant("2026-11-20", 12 * 60, r.timeZone);

    // A placed order can no longer change.
    const late = await api.add(order.id, [{ id: "SD-MAC", quantity: 1 }]);
    expect(late.status).toBe(409);
  });
});
