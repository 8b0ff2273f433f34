import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { members } from "../../db/schema/members.ts";
import { couponRedemptions, orderEvents } from "../../db/schema/orders.ts";
import { orderPayments } from "../../db/schema/payments.ts";
import { restaurants } from "../../db/seed/demo-data.ts";
import { zonedInstant } from "../../domain/local-time.ts";
import { guest, orderClient } from "../../test-support/orders.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

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

async function readyCart(items = 2, coupon?: string) {
  const o = await api.create(r.menuId);
  await api.add(o.id, [{ id: "SD-MAC", quantity: items }]);
  if (coupon)
    expect((await api.call("PUT", `/api/v1/orders/${o.id}/coupon`, { code: coupon })).status).toBe(
      200,
    );
  const total = (await api.call("GET", `/api/v1/orders/${o.id}`)).body.totals.total as number;
  return { id: o.id, total };
}

const pay = (token: string, amount: number) => ({
  usertype: "guest",
  contact: guest,
  payments: [{ type: "creditcard", token, amount }],
});

describe("submit", () => {
  it("order.submit-guest-contact: guests must give name, email and phone", async () => {
    const { id, total } = await readyCart();
    const token = (await api.token(id)).body.token;
    const res = await api.submit(id, { usertype: "guest", payments: [{ token, amount: total }] });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe("body.contact");
  });

  it("order.submit-payments-total: payments must add up to the total", async () => {
    const { id, total } = await readyCart();
    const token = (await api.token(id)).body.token;
    const res = await api.submit(id, pay(token, total - 1));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe("body.payments");
  });

  it("order.decline-recorded: a decline leaves the order editable with a clear message and records the failure", async () => {
    const { id, total } = await readyCart();
    const token = (await api.token(id, "4000 0000 0000 0002")).body.token;
    const res = await api.submit(id, pay(token, total));
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/declined/i);
    // The reason for a program (the checkout picks its translated sentence by it).
    expect(res.body.code).toBe("card_declined");
    const order = (await api.call("GET", `/api/v1/orders/${id}`)).body;
    expect(order.status).toBe("open");
    expect((await api.add(id, [{ id: "DRK-TEA", quantity: 1 }])).status).toBe(200);
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id));
    expect(events.map((e) => e.type)).toContain("payment_failure");
    const attempts = await t.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, id));
    expect(attempts.map((a) => a.status)).toContain("declined");
  });

  it("payment.decline-words: insufficient funds and CVV failures are said in words", async () => {
    const { id, total } = await readyCart();
    const nsf = await api.submit(
      id,
      pay((await api.token(id, "4000 0000 0000 9995")).body.token, total),
    );
    expect(nsf.body.message).toMatch(/insufficient funds/i);
    const cvv = await api.submit(
      id,
      pay((await api.token(id, "4000 0000 0000 0127")).body.token, total),
    );
    expect(cvv.body.message).toMatch(/security code|CVV/i);
  });

  it("order.submit-once: two concurrent submits with one key give one order and one charge; the replay gets the first response", async () => {
    const { id, total } = await readyCart();
    const token = (await api.token(id)).body.token;
    const key = randomUUID();
    const [a, b] = await Promise.all([
      api.submit(id, pay(token, total), key),
      api.submit(id, pay(token, total), key),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.number).toBe(a.body.number);
    const charges = await t.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, id));
    expect(charges.filter((c) => c.status === "approved")).toHaveLength(1);
    const again = await api.submit(id, pay(token, total), key);
    expect(again.body).toEqual(a.body);
  });

  it("order.submit-once: the same key with another body is a 422", async () => {
    const { id, total } = await readyCart();
    const token = (await api.token(id)).body.token;
    const key = randomUUID();
    expect((await api.submit(id, pay(token, total), key)).status).toBe(200);
    const other = await api.submit(
      id,
      { ...pay(token, total), contact: { ...guest, first_name: "Someone" } },
      key,
    );
    expect(other.status).toBe(422);
    expect(other.body.errors[0].path).toBe("header.idempotency-key");
  });

  it("order.submit-once: a second submit with a new key is refused: the order was already placed", async () => {
    const { id, total } = await readyCart();
    const token = (await api.token(id)).body.token;
    expect((await api.submit(id, pay(token, total))).status).toBe(200);
    expect((await api.submit(id, pay(token, total))).status).toBe(409);
  });
});

describe("coupons at submit and cancel", () => {
  it("promo.redemption-at-submit, promo.caps, order.cancel-before-kitchen: a redemption counts only when the order is submitted, and is voided on cancel", async () => {
    const { id, total } = await readyCart(2, "ONETIME");
    expect(
      await t.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, id)),
    ).toHaveLength(0);
    const token = (await api.token(id)).body.token;
    expect((await api.submit(id, pay(token, total))).status).toBe(200);
    const [redeemed] = await t.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, id));
    expect(redeemed?.state).toBe("redeemed");

    // Used up: another cart cannot take it …
    const other = await readyCart(2);
    expect(
      (await api.call("PUT", `/api/v1/orders/${other.id}/coupon`, { code: "ONETIME" })).status,
    ).toBe(400);
    // … until the first order is canceled (before the kitchen starts).
    const canceled = await api.call("DELETE", `/api/v1/orders/${id}`);
    expect(canceled.body.status).toBe("canceled");
    const [voided] = await t.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, id));
    expect(voided?.state).toBe("voided");
    expect(
      (await api.call("PUT", `/api/v1/orders/${other.id}/coupon`, { code: "ONETIME" })).status,
    ).toBe(200);
    const payments = await t.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, id));
    expect(payments.some((p) => p.status === "voided" || p.status === "refunded")).toBe(true);
  });

  it("order.cancel-before-kitchen: an order cannot be canceled once the kitchen started", async () => {
    const { id, total } = await readyCart();
    const token = (await api.token(id)).body.token;
    const placed = await api.submit(id, pay(token, total));
    clock = new Date(new Date(placed.body.ready_at).getTime() - 60_000);
    try {
      const res = await api.call("DELETE", `/api/v1/orders/${id}`);
      expect(res.status).toBe(409);
    } finally {
      clock = zonedInstant("2026-11-20", 12 * 60, r.timeZone);
    }
  });
});

describe("members: history and favorites (ordering token)", () => {
  it("order.history, auth.token-classes: recent orders, reorder and favorites need the ordering token and show only the member's own", async () => {
    await t.database.db
      .insert(members)
      .values({ id: "mem-ada", email: "ada+orders@example.com", firstName: "Ada", lastName: "L" });
    await t.database.db
      .insert(members)
      .values({ id: "mem-bob", email: "bob+orders@example.com", firstName: "Bob", lastName: "B" });
    const ada = await t.app.tokens.issue("mem-ada", "password");
    const bob = await t.app.tokens.issue("mem-bob", "password");
    const asAda = { authorization: `Bearer ${ada.ordering}` };

    const o = await api.create(r.menuId, asAda);
    await api.add(o.id, [{ id: "SD-MAC", quantity: 2 }]);
    const total = (await api.call("GET", `/api/v1/orders/${o.id}`)).body.totals.total;
    const token = (await api.token(o.id)).body.token;
    const placed = await api.submit(
      o.id,
      { usertype: "user", payments: [{ token, amount: total }] },
      randomUUID(),
      asAda,
    );
    expect(placed.status).toBe(200);

    expect((await api.call("GET", "/api/v1/orders/recent")).status).toBe(401);
    expect(
      (
        await api.call("GET", "/api/v1/orders/recent", undefined, {
          authorization: `Bearer ${ada.access}`,
        })
      ).status,
    ).toBe(401);
    const recent = await api.call("GET", "/api/v1/orders/recent", undefined, asAda);
    expect(recent.body.orders.map((x: { id: string }) => x.id)).toEqual([o.id]);
    const bobs = await api.call("GET", "/api/v1/orders/recent", undefined, {
      authorization: `Bearer ${bob.ordering}`,
    });
    expect(bobs.body.orders).toEqual([]);

    const reorder = await api.call("POST", "/api/v1/orders/reorder", { id: o.id }, asAda);
    expect(reorder.status).toBe(200);
    expect(reorder.body.order.products[0].quantity).toBe(2);
    expect(reorder.body.unavailable).toEqual([]);
    expect(
      (
        await api.call(
          "POST",
          "/api/v1/orders/reorder",
          { id: o.id },
          { authorization: `Bearer ${bob.ordering}` },
        )
      ).status,
    ).toBe(404);

    const faves = await api.call(
      "POST",
      "/api/v1/orders/faves",
      { id: o.id, description: "Friday lunch" },
      asAda,
    );
    expect(faves.body.faves[0].description).toBe("Friday lunch");
    const again = await api.call(
      "POST",
      "/api/v1/orders/faves/reorder",
      { id: faves.body.faves[0].id },
      asAda,
    );
    expect(again.body.order.products).toHaveLength(1);
    expect(
      (
        await api.call("GET", "/api/v1/orders/faves", undefined, {
          authorization: `Bearer ${bob.ordering}`,
        })
      ).body.faves,
    ).toEqual([]);

    await t.app.tokens.revoke(ada.sessionId);
    expect((await api.call("GET", "/api/v1/orders/recent", undefined, asAda)).status).toBe(401);
  });
});
