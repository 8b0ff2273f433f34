import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { engagementPurchases, engagementUsers } from "../../db/schema/engagement.ts";
import { loyaltyAccounts } from "../../db/schema/loyalty.ts";
import { restaurants } from "../../db/seed/demo-data.ts";
import { zonedInstant } from "../../domain/local-time.ts";
import { orderClient } from "../../test-support/orders.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

const r = restaurants.find(
  (x) => x.handoffModes.length === 3 && x.timeZone === "America/New_York",
)!;
const clock = zonedInstant("2026-11-20", 12 * 60, r.timeZone);
const KEY = "k".repeat(40);
let t: TestApp;
let api: ReturnType<typeof orderClient>;
let ada: { id: string; access: string; ordering: string };

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => clock, engagementApiKey: KEY } });
  api = orderClient(t);
  const signin = await api.call("POST", "/api/v1/members/signin", {
    email: "ada@coop.example",
    password: "Biscuits&Gravy42",
  });
  const tokens = signin.body.data.tokens;
  ada = {
    id: String(tokens.id),
    access: tokens.access.token,
    ordering: tokens.ordering.access.token,
  };
});
afterAll(async () => t.close());

const userOf = async (externalId: string) =>
  (
    await t.database.db
      .select()
      .from(engagementUsers)
      .where(eq(engagementUsers.externalId, externalId))
  )[0];

describe("server-side facts", () => {
  it("engagement.order-facts, engagement.member-facts: a placed member order records one purchase per line, last_order_at, orders_count and the member's profile (no email)", async () => {
    const auth = { authorization: `Bearer ${ada.ordering}` };
    const recent = await api.call("GET", "/api/v1/orders/recent", undefined, auth);
    const again = await api.call(
      "POST",
      "/api/v1/orders/reorder",
      { id: recent.body.orders[0].id },
      auth,
    );
    const orderId = again.body.order.id as string;
    const lines = again.body.order.products.length as number;
    const validated = await api.call("POST", `/api/v1/orders/${orderId}/validate`, undefined, auth);
    const card = validated.body.billing[0].accounts[0];
    const placed = await api.submit(
      orderId,
      {
        usertype: "user",
        payments: [{ saved_card_id: card.id, amount: validated.body.totals.total }],
      },
      randomUUID(),
      auth,
    );
    expect(placed.status).toBe(200);

    await vi.waitFor(
      async () => {
        const user = await userOf(ada.id);
        expect(user?.attributes.orders_count).toBe(1);
      },
      { timeout: 5_000 },
    );
    const user = (await userOf(ada.id))!;
    const [account] = await t.database.db
      .select()
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.memberId, ada.id));
    expect(user.attributes).toMatchObject({
      first_name: "Ada",
      last_order_at: clock.toISOString(),
      points: account?.points ?? 0,
    });
    expect(typeof user.attributes.member_since).toBe("string");
    expect(user.attributes).not.toHaveProperty("email");
    expect(user.attributes).not.toHaveProperty("catering_customer");
    const purchases = await t.database.db
      .select()
      .from(engagementPurchases)
      .where(eq(engagementPurchases.userId, user.id));
    // The demo seed's past orders are purchases too; this order's are the ones naming it.
    const ofThisOrder = purchases.filter((p) => p.properties.order_id === orderId);
    expect(ofThisOrder).toHaveLength(lines);
    expect(purchases.filter((p) => p.time.getTime() === clock.getTime())).toEqual(ofThisOrder);

    // Later statuses of the same order record nothing again.
    await api.call("GET", `/api/v1/orders/${orderId}/status`, undefined, auth);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await userOf(ada.id))?.attributes.orders_count).toBe(1);
  });
});
