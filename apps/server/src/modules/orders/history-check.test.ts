import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  favoriteOrdersResponseSchema,
  recentOrdersResponseSchema,
  reorderCheckResponseSchema,
  transferResponseSchema,
} from "@coop/contract/orders";

import { restaurantUnavailableProducts } from "../../db/schema/catalog.ts";
import { orderLines, orders } from "../../db/schema/orders.ts";
import { restaurants } from "../../db/seed/demo-data.ts";
import { zonedInstant } from "../../domain/local-time.ts";
import { bearer, type SignedIn, signUp } from "../../test-support/members.ts";
import { orderClient } from "../../test-support/orders.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { RECENT_LIMIT } from "./history.ts";

/**
 * Order history for the account pages: recent orders, the reorder check, the reorders' lists
 * of what they leave out, and deleting a favorite order.
 */
const r = restaurants.find(
  (x) => x.handoffModes.length === 3 && x.timeZone === "America/New_York",
)!;
let clock = zonedInstant("2026-11-20", 12 * 60, r.timeZone);
let t: TestApp;
let api: ReturnType<typeof orderClient>;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
  api = orderClient(t);
});
afterAll(async () => t.close());

const auth = (m: SignedIn) => bearer(m.ordering);

/** Places an order for the member (paid by card) and answers its id. */
async function placeOrder(m: SignedIn, products: unknown[]): Promise<string> {
  const o = await api.create(r.menuId, auth(m));
  const added = await api.add(o.id, products);
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const total = (await api.call("GET", `/api/v1/orders/${o.id}`)).body.totals.total as number;
  const token = (await api.token(o.id)).body.token as string;
  const placed = await api.submit(
    o.id,
    { usertype: "user", payments: [{ token, amount: total }] },
    undefined,
    auth(m),
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return o.id;
}

const memberOrders = async (memberId: string) =>
  (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.memberId, memberId)))[0]!
    .n;

describe("GET orders/recent: what the history page shows", () => {
  it("order.history-recent: newest first, with items and choices, totals, status, restaurant and placed time", async () => {
    const m = await signUp(t.app);
    const older = await placeOrder(m, [{ id: "SD-MAC", quantity: 2 }]);
    clock = new Date(clock.getTime() + 5 * 60_000);
    const newer = await placeOrder(m, [{ id: "SD-FRY", quantity: 1 }]);
    const res = await api.call("GET", "/api/v1/orders/recent", undefined, auth(m));
    expect(res.status).toBe(200);
    const body = recentOrdersResponseSchema.parse(res.body);
    expect(body.orders.map((o) => o.id)).toEqual([newer, older]);
    const [last] = body.orders;
    expect(last!.restaurant).toEqual({
      id: r.id,
      name: r.name,
      address: r.address,
      city: r.city,
      state: r.state,
      zip: r.zip,
    });
    expect(last!.placed).toBe(clock.toISOString());
    expect(last!.status).not.toBe("open");
    expect(last!.products[0]).toMatchObject({ sku: "SD-FRY", quantity: 1 });
    expect(last!.products[0]!.choices.length).toBeGreaterThan(0);
    expect(last!.totals.total).toBeGreaterThan(0);
  });

  it(`order.history-recent: at most ${RECENT_LIMIT} orders, the newest`, async () => {
    const m = await signUp(t.app);
    const id = await placeOrder(m, [{ id: "SD-MAC", quantity: 1 }]);
    const db = t.database.db;
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, id));
    // Copies placed one hour apart before the real one.
    for (let n = 1; n <= RECENT_LIMIT + 2; n++) {
      const copy = `${id}-c${n}`;
      await db.insert(orders).values({
        ...row!,
        id: copy,
        number: null,
        submittedAt: new Date(row!.submittedAt!.getTime() - n * 3_600_000),
      });
      await db
        .insert(orderLines)
        .values(lines.map((l) => ({ ...l, id: `${l.id}-c${n}`, orderId: copy })));
    }
    const res = await api.call("GET", "/api/v1/orders/recent", undefined, auth(m));
    const body = recentOrdersResponseSchema.parse(res.body);
    expect(body.orders).toHaveLength(RECENT_LIMIT);
    expect(body.orders[0]!.id).toBe(id);
    expect(body.orders.at(-1)!.id).toBe(`${id}-c${RECENT_LIMIT - 1}`);
  });
});

describe("reorders: the check, and nothing left out silently", () => {
  let m: SignedIn;
  let orderId: string;
  let faveId: string;

  beforeAll(async () => {
    m = await signUp(t.app);
    orderId = await placeOrder(m, [
      { id: "SD-MAC", quantity: 2 },
      { id: "SD-FRY", quantity: 1 },
      { id: "SD-HR", quantity: 1 },
      { id: "SD-SLW", quantity: 3 },
    ]);
    const fave = await api.call(
      "POST",
      "/api/v1/orders/faves",
      { id: orderId, description: "Sides night" },
      auth(m),
    );
    expect(fave.status).toBe(200);
    faveId = fave.body.faves[0].id;
    const db = t.database.db;
    // What changed since: Hash Rounds left the menu, Coleslaw's choice is gone (both in the
    // past order's lines), and fries are sold out today at this restaurant.
    const line = (sku: string) => and(eq(orderLines.orderId, orderId), eq(orderLines.sku, sku));
    await db.update(orderLines).set({ sku: "SD-RETIRED" }).where(line("SD-HR"));
    const [slaw] = await db.select().from(orderLines).where(line("SD-SLW"));
    await db
      .update(orderLines)
      .set({
        choices: [
          {
            optionId: 999_999,
            name: "Retired dressing",
            quantity: 1,
            unitDeltaCents: 0,
            groupId: 999_999,
            groupName: "Dressing",
            parentOptionId: null,
          },
        ],
      })
      .where(eq(orderLines.id, slaw!.id));
    const [fries] = await db.select().from(orderLines).where(line("SD-FRY"));
    await db
      .insert(restaurantUnavailableProducts)
      .values({ restaurantId: r.id, productId: fries!.productId });
  });
  afterAll(async () => {
    await t.database.db
      .delete(restaurantUnavailableProducts)
      .where(eq(restaurantUnavailableProducts.restaurantId, r.id));
  });

  const expectedLeftOut = [
    { id: "SD-FRY", name: "Seasoned Fries", reason: `sold out today at ${r.name}` },
    { id: "SD-RETIRED", name: "Hash Rounds", reason: "no longer on the menu" },
    { id: "SD-SLW", name: "Coleslaw", reason: "a choice in it is no longer offered" },
  ];
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

  it("order.reorder-check: a past order: what would be added and every line left out with its reason; nothing is created", async () => {
    const before = await memberOrders(m.id);
    const res = await api.call("POST", "/api/v1/orders/reorder/check", { id: orderId }, auth(m));
    expect(res.status).toBe(200);
    const body = reorderCheckResponseSchema.parse(res.body);
    expect(body.menu_id).toBe(r.menuId);
    expect(body.available).toEqual([{ name: "Mac & Cheese", quantity: 2 }]);
    expect([...body.unavailable].sort(byId)).toMatchObject(expectedLeftOut);
    expect(await memberOrders(m.id)).toBe(before);
  });

  it("order.reorder-unavailable: orders/reorder names every line it leaves out, with the same reasons as the check", async () => {
    const res = await api.call("POST", "/api/v1/orders/reorder", { id: orderId }, auth(m));
    expect(res.status).toBe(200);
    const body = transferResponseSchema.parse(res.body);
    expect(body.order.products.map((p) => [p.sku, p.quantity])).toEqual([["SD-MAC", 2]]);
    expect([...body.unavailable].sort(byId)).toMatchObject(expectedLeftOut);
  });

  it("order.reorder-check, order.reorder-unavailable: a favorite order is checked and reordered the same way", async () => {
    // The favorite kept the lines as they were when it was saved: only the fries are out.
    const check = await api.call(
      "POST",
      "/api/v1/orders/reorder/check",
      { id: faveId, kind: "favorite" },
      auth(m),
    );
    expect(check.status).toBe(200);
    const body = reorderCheckResponseSchema.parse(check.body);
    expect(body.available.map((a) => a.name).sort()).toEqual([
      "Coleslaw",
      "Hash Rounds",
      "Mac & Cheese",
    ]);
    expect(body.unavailable).toEqual([
      { id: "SD-FRY", name: "Seasoned Fries", reason: `sold out today at ${r.name}` },
    ]);
    const again = await api.call("POST", "/api/v1/orders/faves/reorder", { id: faveId }, auth(m));
    expect(again.status).toBe(200);
    const placed = transferResponseSchema.parse(again.body);
    expect(placed.unavailable).toEqual(body.unavailable);
    expect(placed.order.products.map((p) => p.sku).sort()).toEqual(["SD-HR", "SD-MAC", "SD-SLW"]);
  });

  it("order.reorder-check: another member's order or favorite is a 404, like one that does not exist", async () => {
    const other = await signUp(t.app);
    for (const body of [{ id: orderId }, { id: faveId, kind: "favorite" }, { id: "nothing" }]) {
      const res = await api.call("POST", "/api/v1/orders/reorder/check", body, auth(other));
      expect(res.status, JSON.stringify(body)).toBe(404);
    }
    const bad = await api.call(
      "POST",
      "/api/v1/orders/reorder/check",
      { id: orderId, kind: "cart" },
      auth(other),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toEqual({ path: "body.kind", message: "must be order or favorite" });
    const anonymous = await api.call("POST", "/api/v1/orders/reorder/check", { kind: "cart" });
    expect(anonymous.status).toBe(401);
  });
});

describe("DELETE orders/faves/{id}", () => {
  it("order.favorite-delete: deletes the member's own favorite and answers the rest; another member's is a 404 and stays", async () => {
    const m = await signUp(t.app);
    const other = await signUp(t.app);
    const id = await placeOrder(m, [{ id: "SD-MAC", quantity: 1 }]);
    await api.call("POST", "/api/v1/orders/faves", { id, description: "One" }, auth(m));
    const two = await api.call("POST", "/api/v1/orders/faves", { id, description: "Two" }, auth(m));
    const faves = favoriteOrdersResponseSchema.parse(two.body).faves;
    expect(faves).toHaveLength(2);
    expect(faves[0]!.restaurant).toMatchObject({ id: r.id, name: r.name });
    const one = faves.find((f) => f.description === "One")!;

    const stolen = await api.call(
      "DELETE",
      `/api/v1/orders/faves/${one.id}`,
      undefined,
      auth(other),
    );
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe(`You have no favorite order ${one.id}.`);

    const gone = await api.call("DELETE", `/api/v1/orders/faves/${one.id}`, undefined, auth(m));
    expect(gone.status).toBe(200);
    expect(favoriteOrdersResponseSchema.parse(gone.body).faves.map((f) => f.description)).toEqual([
      "Two",
    ]);
    const again = await api.call("DELETE", `/api/v1/orders/faves/${one.id}`, undefined, auth(m));
    expect(again.status).toBe(404);
  });
});
