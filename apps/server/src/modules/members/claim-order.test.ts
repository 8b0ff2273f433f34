import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { members } from "../../db/schema/members.ts";
import { orders } from "../../db/schema/orders.ts";
import { restaurants } from "../../db/seed/demo-data.ts";
import { zonedInstant } from "../../domain/local-time.ts";
import { guest, orderClient } from "../../test-support/orders.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

// `order.claim-on-sign-up`: a guest creates an account from the order confirmation
// (createAccount) and keeps the order just placed in the new account's history.

const r = restaurants.find(
  (x) => x.handoffModes.length === 3 && x.timeZone === "America/New_York",
)!;
const clock = zonedInstant("2026-11-20", 12 * 60, r.timeZone); // Friday noon
let t: TestApp;
let api: ReturnType<typeof orderClient>;

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock } });
  api = orderClient(t);
});
afterAll(async () => t.close());

const PASSWORD = "Crispy-Tenders-2026";
const uniqueEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

async function openOrder(headers: Record<string, string> = {}) {
  const order = await api.create(r.menuId, headers);
  const added = await api.add(order.id, [{ id: "SD-MAC", quantity: 1 }]);
  expect(added.status).toBe(200);
  return { id: order.id, total: added.body.totals.total as number };
}

async function placeGuestOrder(email: string) {
  const order = await openOrder();
  const token = await api.token(order.id);
  const placed = await api.submit(order.id, {
    usertype: "guest",
    contact: { ...guest, email },
    payments: [{ token: token.body.token, amount: order.total }],
  });
  expect(placed.status).toBe(200);
  return order.id;
}

async function createAccount(email: string, orderId?: string) {
  const res = await api.call("POST", "/api/v1/members/create", {
    first_name: "Grace",
    last_name: "Hopper",
    email,
    password: PASSWORD,
    accept_terms: true,
    ...(orderId === undefined ? {} : { order_id: orderId }),
  });
  expect(res.status).toBe(201);
  return res.body.data as {
    order_claimed?: boolean;
    tokens: { ordering: { access: { token: string } } };
  };
}

async function recentIds(ordering: string): Promise<string[]> {
  const res = await api.call("GET", "/api/v1/orders/recent", undefined, {
    authorization: `Bearer ${ordering}`,
  });
  expect(res.status).toBe(200);
  return (res.body.orders as { id: string }[]).map((o) => o.id);
}

describe("order.claim-on-sign-up: createAccount from the confirmation keeps the guest order (members/create order_id)", () => {
  it("attaches the placed guest order when its contact email is the new account's, in any case", async () => {
    const email = uniqueEmail("grace");
    const orderId = await placeGuestOrder(email);
    const data = await createAccount(email.toUpperCase(), orderId);
    expect(data.order_claimed).toBe(true);
    expect(await recentIds(data.tokens.ordering.access.token)).toContain(orderId);
  });

  it("creates the account but leaves the order alone when the emails differ", async () => {
    const orderId = await placeGuestOrder(uniqueEmail("grace"));
    const data = await createAccount(uniqueEmail("mallory"), orderId);
    expect(data.order_claimed).toBe(false);
    expect(await recentIds(data.tokens.ordering.access.token)).not.toContain(orderId);
  });

  it("does not take an order that already has an owner, even with the same email", async () => {
    const email = uniqueEmail("grace");
    const orderId = await placeGuestOrder(email);
    const [ada] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, "ada@coop.example"));
    await t.database.db.update(orders).set({ memberId: ada!.id }).where(eq(orders.id, orderId));
    const data = await createAccount(email, orderId);
    expect(data.order_claimed).toBe(false);
    expect(await recentIds(data.tokens.ordering.access.token)).not.toContain(orderId);
    const [row] = await t.database.db
      .select({ memberId: orders.memberId })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(row!.memberId).toBe(ada!.id);
  });

  it("does not attach an open (not yet placed) order", async () => {
    const email = uniqueEmail("grace");
    const order = await openOrder();
    const data = await createAccount(email, order.id);
    expect(data.order_claimed).toBe(false);
    const owner = await api.call("GET", `/api/v1/orders/${order.id}`);
    expect(owner.status).toBe(200);
    expect(await recentIds(data.tokens.ordering.access.token)).not.toContain(order.id);
  });

  it("an unknown order id still creates the account, and without order_id nothing is said", async () => {
    const unknown = await createAccount(uniqueEmail("grace"), "no-such-order-id-000000");
    expect(unknown.order_claimed).toBe(false);
    const plain = await createAccount(uniqueEmail("grace"));
    expect(plain.order_claimed).toBeUndefined();
  });
});
