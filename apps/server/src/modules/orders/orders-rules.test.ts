import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { slotReservations } from "../../db/schema/catalog.ts";
import { restaurants } from "../../db/seed/demo-data.ts";
import { zonedInstant } from "../../domain/local-time.ts";
import { orderClient } from "../../test-support/orders.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

const full = restaurants.find(
  (x) => x.handoffModes.length === 3 && x.timeZone === "America/New_York",
)!;
const pickupOnly = restaurants.find((x) => !x.handoffModes.includes("curbside"))!;
const soldOutAt = restaurants.find((x) => x.unavailableSkus.length > 0)!;
let clock = zonedInstant("2026-11-20", 12 * 60, full.timeZone);
let t: TestApp;
let api: ReturnType<typeof orderClient>;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
  api = orderClient(t);
});
afterAll(async () => t.close());

type Err = { message: string; errors?: { path: string; message: string }[] };
const paths = (body: Err) => (body.errors ?? []).map((e) => e.path);

describe("cart lines", () => {
  it("cart.server-prices: prices always come from the server, whatever the client sends", async () => {
    const o = await api.create(full.menuId);
    const res = await api.add(o.id, [{ id: "SD-MAC", quantity: 2, cost: 0.01 }]);
    expect(res.body.products[0].cost.total).toBeGreaterThan(1);
  });

  it("product.group-min-max: a group's min/max is enforced, naming the group", async () => {
    const o = await api.create(full.menuId);
    const detail = (await api.call("GET", `/api/v1/menus/${full.menuId}/products/TND-5`)).body;
    const sauces = detail.option_groups.find(
      (g: { max_select: number; min_select: number }) => g.max_select > 1,
    );
    const tooMany = sauces.options
      .slice(0, sauces.max_select + 1)
      .map((op: { id: number }) => ({ option_id: op.id, quantity: 1 }));
    const res = await api.add(o.id, [{ id: "TND-5", quantity: 1, choices: tooMany }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(`"${sauces.name}"`);
    expect(paths(res.body as Err)[0]).toMatch(/^body\.products\.0\.choices/);
  });

  it("product.choices-belong: an option of another product is refused", async () => {
    const o = await api.create(full.menuId);
    const res = await api.add(o.id, [
      { id: "SD-MAC", quantity: 1, choices: [{ option_id: 999999, quantity: 1 }] },
    ]);
    expect(res.status).toBe(400);
    expect(paths(res.body as Err)).toContain("body.products.0.choices.0.option_id");
  });

  it.each([
    [{ id: "SD-MAC", quantity: 0 }, "body.products.0.quantity"],
    [{ id: "SD-MAC", quantity: 999 }, "body.products.0.quantity"],
    [{ id: "SD-MAC", quantity: 1, instructions: "x".repeat(129) }, "body.products.0.instructions"],
    [{ id: "SD-MAC", quantity: 1, recipient: "x".repeat(33) }, "body.products.0.recipient"],
    [{ id: "NOPE-1", quantity: 1 }, "body.products.0.id"],
  ])("bad line %j → 400 naming %s", async (product, path) => {
    const o = await api.create(full.menuId);
    const res = await api.add(o.id, [product]);
    expect(res.status).toBe(400);
    expect(paths(res.body as Err)).toContain(path);
  });

  it("menu.sold-out: an 86'd product is refused with a clear message", async () => {
    const o = await api.create(soldOutAt.menuId);
    const res = await api.add(o.id, [{ id: soldOutAt.unavailableSkus[0], quantity: 1 }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/sold out/);
  });

  it("cart.line-update: update changes quantity and re-prices; remove deletes the line; unknown line 404", async () => {
    const o = await api.create(full.menuId);
    const added = await api.add(o.id, [{ id: "SD-MAC", quantity: 1 }]);
    const line = added.body.products[0];
    const updated = await api.call("PUT", `/api/v1/orders/${o.id}/products`, {
      products: [{ id: line.id, quantity: 3 }],
    });
    expect(updated.body.products[0].cost.total).toBeCloseTo(line.cost.total * 3, 2);
    const removed = await api.call("DELETE", `/api/v1/orders/${o.id}/products/${line.id}`);
    expect(removed.body.products).toEqual([]);
    expect((await api.call("DELETE", `/api/v1/orders/${o.id}/products/nope`)).status).toBe(404);
  });

  it("cart.concurrent-changes: 50 concurrent adds to one order lose nothing", async () => {
    const o = await api.create(full.menuId);
    await Promise.all(
      Array.from({ length: 50 }, () => api.add(o.id, [{ id: "SD-MAC", quantity: 1 }])),
    );
    const order = (await api.call("GET", `/api/v1/orders/${o.id}`)).body;
    expect(order.products).toHaveLength(50);
    expect(order.totals.subtotal).toBeCloseTo(order.products[0].cost.total * 50, 2);
  });
});

describe("handoff", () => {
  it("handoff.supported-modes: only modes the restaurant supports", async () => {
    const o = await api.create(pickupOnly.menuId);
    const res = await api.call("PUT", `/api/v1/orders/${o.id}/handoff/curbside`);
    expect(res.status).toBe(400);
    expect(paths(res.body as Err)).toEqual(["params.type"]);
  });

  it("handoff.dispatch-is-delivery: asking for delivery stores and answers the handoff dispatch", async () => {
    const o = await api.create(full.menuId);
    const res = await api.call("PUT", `/api/v1/orders/${o.id}/handoff/delivery`);
    expect(res.status).toBe(200);
    expect(res.body.handoff).toBe("dispatch");
    expect((await api.call("GET", `/api/v1/orders/${o.id}`)).body.handoff).toBe("dispatch");
  });

  it("handoff.curbside-vehicle: curbside needs make, model and color", async () => {
    const o = await api.create(full.menuId);
    await api.add(o.id, [{ id: "SD-MAC", quantity: 1 }]);
    const res = await api.call("PUT", `/api/v1/orders/${o.id}/handoff/curbside`);
    expect(res.body.messages.map((m: { code: string }) => m.code)).toContain("vehicle_required");
    const bad = await api.call("PUT", `/api/v1/orders/${o.id}/custom`, {
      fields: { make: "Ford", model: "", color: "Red" },
    });
    expect(bad.status).toBe(400);
  });

  it("handoff.delivery-address, handoff.delivery-minimum: delivery: an address inside the zone sets the fee from the tiers; the minimum is checked", async () => {
    const o = await api.create(full.menuId);
    await api.add(o.id, [{ id: "DRK-TEA", quantity: 1 }]);
    const res = await api.call("PUT", `/api/v1/orders/${o.id}/address`, {
      type: "dispatch",
      address: { address: "1 Main St", city: full.city, state: full.state, zip: full.zip },
    });
    expect(res.status).toBe(200);
    expect(res.body.handoff).toBe("dispatch");
    expect(res.body.totals.handoff).toBeGreaterThan(0);
    expect(res.body.messages.map((m: { code: string }) => m.code)).toContain("delivery_minimum");
  });

  it("handoff.delivery-address: delivery to an address outside the zone is a 422 that says so", async () => {
    const o = await api.create(full.menuId);
    const res = await api.call("PUT", `/api/v1/orders/${o.id}/address`, {
      address: { address: "1 Main St", city: "Anchorage", state: "AK", zip: "99501" },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/doesn't deliver/);
  });
});

describe("time", () => {
  it("slots.chosen-time: a time outside the slots is refused naming body.time; DELETE time returns to ASAP", async () => {
    const o = await api.create(full.menuId);
    const bad = await api.call("PUT", `/api/v1/orders/${o.id}/time`, {
      time: "2026-11-20T08:07:00.000Z",
    });
    expect(bad.status).toBe(400);
    expect(paths(bad.body as Err)).toEqual(["body.time"]);
    const slots = (
      await api.call("GET", `/api/v1/menus/${full.menuId}/times?from=2026-11-21&to=2026-11-21`)
    ).body.times;
    expect(
      (await api.call("PUT", `/api/v1/orders/${o.id}/time`, { time: slots[2].time })).body.time
        .mode,
    ).toBe("scheduled");
    expect((await api.call("DELETE", `/api/v1/orders/${o.id}/time`)).body.time).toMatchObject({
      mode: "asap",
      wanted: null,
    });
  });

  it("daypart.ten-thirty: with a 10:30 item, 10:15 is refused and 10:30 accepted", async () => {
    const o = await api.create(full.menuId);
    await api.add(o.id, [{ id: "L-BOX", quantity: 1, choices: [] }]);
    const at = (m: number) => zonedInstant("2026-11-21", m, full.timeZone).toISOString();
    const early = await api.call("PUT", `/api/v1/orders/${o.id}/time`, { time: at(10 * 60 + 15) });
    expect(early.status).toBe(400);
    expect(early.body.message).toMatch(/10:30/);
    expect(
      (await api.call("PUT", `/api/v1/orders/${o.id}/time`, { time: at(10 * 60 + 30) })).status,
    ).toBe(200);
  });

  it("slots.capacity, order.validate-blockers: a slot that fills up after it was chosen shows as a message, never as an accepted order", async () => {
    const o = await api.create(full.menuId);
    await api.add(o.id, [{ id: "SD-MAC", quantity: 4 }]);
    const slot = (
      await api.call("GET", `/api/v1/menus/${full.menuId}/times?from=2026-11-21&to=2026-11-21`)
    ).body.times[5].time;
    await api.call("PUT", `/api/v1/orders/${o.id}/time`, { time: slot });
    await t.database.db.insert(slotReservations).values({
      restaurantId: full.id,
      kind: "default",
      slotStart: new Date(slot),
      count: full.slotCapacity,
    });
    const order = (await api.call("GET", `/api/v1/orders/${o.id}`)).body;
    expect(order.messages.map((m: { code: string }) => m.code)).toContain("time_unavailable");
    const validated = (await api.call("POST", `/api/v1/orders/${o.id}/validate`)).body;
    expect(validated.valid).toBe(false);
  });

  it("cart.not-available-notice: ASAP with an item not available now shows the cart notice", async () => {
    clock = zonedInstant("2026-11-20", 9 * 60, full.timeZone);
    try {
      const o = await api.create(full.menuId);
      const res = await api.add(o.id, [{ id: "L-BOX", quantity: 1, choices: [] }]);
      expect(res.body.messages.map((m: { message: string }) => m.message)).toContain(
        "You have items that are not available right now, but you can schedule your order for later at checkout.",
      );
    } finally {
      clock = zonedInstant("2026-11-20", 12 * 60, full.timeZone);
    }
  });
});

describe("the order's id, expiry and earliest time", () => {
  it("order.id-capability: a new order's id carries 128 random bits (22 base64url characters), new each time", async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++) ids.add((await api.create(full.menuId)).id);
    expect(ids.size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  });

  it("order.open-expiry: an open order expires a day after its last change", async () => {
    const day = 86_400_000;
    const o = await api.create(full.menuId);
    expect(new Date(o.expires).getTime()).toBe(clock.getTime() + day);
    const later = new Date(clock.getTime() + 60 * 60_000);
    clock = later;
    try {
      expect((await api.add(o.id, [{ id: "SD-MAC", quantity: 1 }])).status).toBe(200);
      const changed = (await api.call("GET", `/api/v1/orders/${o.id}`)).body;
      expect(new Date(changed.expires).getTime()).toBe(later.getTime() + day);
    } finally {
      clock = zonedInstant("2026-11-20", 12 * 60, full.timeZone);
    }
  });

  it("slots.earliest: time.earliest is the ASAP time of the menu's times, the 10:30 daypart applied", async () => {
    clock = zonedInstant("2026-11-20", 9 * 60, full.timeZone);
    try {
      const asapOf = async (qs: string) =>
        (await api.call("GET", `/api/v1/menus/${full.menuId}/times?${qs}`)).body.asap;
      const o = await api.create(full.menuId);
      const plain = await api.add(o.id, [{ id: "SD-MAC", quantity: 1 }]);
      expect(plain.body.time.earliest).toBe(await asapOf("handoff=pickup"));
      const with1030 = await api.add(o.id, [{ id: "L-BOX", quantity: 1, choices: [] }]);
      const earliest = with1030.body.time.earliest as string;
      expect(earliest).toBe(await asapOf("handoff=pickup&not_before=10:30"));
      expect(earliest).not.toBe(plain.body.time.earliest);
      const at1030 = zonedInstant("2026-11-20", 10 * 60 + 30, full.timeZone).getTime();
      expect(new Date(earliest).getTime()).toBeGreaterThanOrEqual(at1030);
    } finally {
      clock = zonedInstant("2026-11-20", 12 * 60, full.timeZone);
    }
  });
});

describe("coupons (their messages, word for word)", () => {
  async function cart(subtotalItems: number) {
    const o = await api.create(full.menuId);
    if (subtotalItems > 0) await api.add(o.id, [{ id: "SD-MAC", quantity: subtotalItems }]);
    return o.id;
  }

  it("promo.invalid: empty → 'Coupon code cannot be empty.'; unknown → '[200] Code is invalid'; expired → invalid", async () => {
    const id = await cart(1);
    expect(
      (await api.call("PUT", `/api/v1/orders/${id}/coupon`, { code: "  " })).body.message,
    ).toBe("Coupon code cannot be empty.");
    expect(
      (await api.call("PUT", `/api/v1/orders/${id}/coupon`, { code: "NOPE" })).body.message,
    ).toBe("[200] Code is invalid");
    expect(
      (await api.call("PUT", `/api/v1/orders/${id}/coupon`, { code: "SUMMER25" })).body.message,
    ).toBe("[200] Code is invalid");
  });

  it("promo.min-inclusive: below the minimum → 'Offer not valid - $200.00 Minimum Required'", async () => {
    const id = await cart(3);
    expect(
      (await api.call("PUT", `/api/v1/orders/${id}/coupon`, { code: "bigorder" })).body.message,
    ).toBe("Offer not valid - $200.00 Minimum Required");
  });

  it("promo.in-use: a single-use code on another open cart → 'Code is currently in use on another transaction'", async () => {
    const a = await cart(1);
    const b = await cart(1);
    expect((await api.call("PUT", `/api/v1/orders/${a}/coupon`, { code: "ONETIME" })).status).toBe(
      200,
    );
    expect(
      (await api.call("PUT", `/api/v1/orders/${b}/coupon`, { code: "ONETIME" })).body.message,
    ).toBe("Code is currently in use on another transaction");
    await api.call("DELETE", `/api/v1/orders/${a}/coupon`);
    expect((await api.call("PUT", `/api/v1/orders/${b}/coupon`, { code: "ONETIME" })).status).toBe(
      200,
    );
  });

  it("promo.one-per-order, promo.code-normalized: one coupon per order; codes are upper-cased", async () => {
    const id = await cart(10);
    expect(
      (await api.call("PUT", `/api/v1/orders/${id}/coupon`, { code: "fiveoff" })).body.coupon,
    ).toEqual({ couponcode: "FIVEOFF" });
    const second = await api.call("PUT", `/api/v1/orders/${id}/coupon`, { code: "COOP10" });
    expect(second.status).toBe(400);
    expect(second.body.message).toMatch(/one coupon/i);
  });

  it("promo.free-delivery: free delivery only on delivery orders and waives the fee", async () => {
    const id = await cart(6);
    expect(
      (await api.call("PUT", `/api/v1/orders/${id}/coupon`, { code: "FREEDELIVERY" })).status,
    ).toBe(400);
    await api.call("PUT", `/api/v1/orders/${id}/address`, {
      address: { address: "1 Main St", city: full.city, state: full.state, zip: full.zip },
    });
    const res = await api.call("PUT", `/api/v1/orders/${id}/coupon`, { code: "FREEDELIVERY" });
    expect(res.status).toBe(200);
    expect(res.body.totals.handoff).toBe(0);
  });
});

describe("transfer, donation, upsells", () => {
  it("order.transfer, locations.unavailable-after-transfer: transfer to another restaurant re-prices and reports what it could not carry", async () => {
    const o = await api.create(full.menuId);
    await api.add(o.id, [
      { id: "SD-MAC", quantity: 1 },
      { id: soldOutAt.unavailableSkus[0], quantity: 1 },
    ]);
    const res = await api.call("POST", `/api/v1/orders/${o.id}/transfer`, {
      menu_id: soldOutAt.menuId,
    });
    expect(res.status).toBe(200);
    expect(res.body.order.location_id).toBe(soldOutAt.id);
    expect(res.body.unavailable.map((u: { reason: string }) => u.reason)[0]).toMatch(/sold out/);
    expect(res.body.order.products).toHaveLength(1);
  });

  it("donation.round-up, donation.follows-changes, totals.recomputed: the round-up donation makes the total a whole dollar, and follows later changes", async () => {
    const o = await api.create(full.menuId);
    await api.add(o.id, [{ id: "SD-MAC", quantity: 1 }]);
    const res = await api.call("PUT", `/api/v2/carts/${o.id}/donations`, {
      id: "coop-foundation",
      amount: 0.5,
    });
    expect(res.status).toBe(200);
    expect(Number.isInteger(res.body.totals.total)).toBe(true);
    expect(res.body.donations[0].id).toBe("coop-foundation");
    const more = await api.add(o.id, [{ id: "DRK-TEA", quantity: 1 }]);
    expect(Number.isInteger(more.body.totals.total)).toBe(true);
  });

  it("cart.upsells: upsells suggest complements not already in the cart, with cost", async () => {
    const o = await api.create(full.menuId);
    await api.add(o.id, [{ id: "CB-3PC", quantity: 1, choices: [] }]);
    const res = await api.call("GET", `/api/v1/upsells/${o.id}`);
    expect(res.status).toBe(200);
    expect(res.body.upsells.length).toBeGreaterThan(0);
    expect(res.body.upsells.map((u: { sku: string }) => u.sku)).not.toContain("CB-3PC");
    expect(res.body.upsells[0]).toMatchObject({
      cost: expect.any(Number),
      name: expect.any(String),
    });
    const added = await api.add(o.id, [
      { id: res.body.upsells[0].id, quantity: 1, choices: [], isupsell: true },
    ]);
    expect(added.status).toBe(200);
  });

  it("order.id-capability: an unknown order is a 404; a malformed id a 400", async () => {
    expect((await api.call("GET", "/api/v1/orders/doesnotexist123")).status).toBe(404);
    expect((await api.call("GET", "/api/v1/orders/bad%20id")).status).toBe(400);
  });
});
