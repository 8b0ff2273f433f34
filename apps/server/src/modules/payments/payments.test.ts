import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Db } from "../../db/client.ts";
import { savedCards } from "../../db/schema/members.ts";
import { orders } from "../../db/schema/orders.ts";
import { orderPayments, testProcessorCharges } from "../../db/schema/payments.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import type { ChargeInput, ChargeResult } from "./ports.ts";
import { cardBody, insertMember, insertOpenOrder } from "./test-support/fixtures.ts";

let t: TestApp;
let db: Db;
const clock = new Date("2026-07-15T15:00:00Z");

beforeAll(async () => {
  t = await createTestApp({ seed: false, deps: { now: () => clock } });
  db = t.database.db;
});
afterAll(async () => t.close());

async function tokenize(orderId: string, body: Record<string, unknown> = cardBody()) {
  return t.app.inject({ method: "POST", url: `/api/v1/orders/${orderId}/token`, payload: body });
}

async function tokenFor(orderId: string, body: Record<string, unknown> = cardBody()) {
  const res = await tokenize(orderId, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}

/** Charges the way submit does: inside a transaction. */
function charge(input: Omit<ChargeInput, "idempotencyKey"> & { idempotencyKey?: string }) {
  return db.transaction(async (tx) =>
    t.app.payments.charge(tx, { idempotencyKey: randomUUID(), ...input }),
  );
}

describe("POST /api/v1/orders/{id}/token", () => {
  it("payment.token: turns card data into a single-use token and what may be shown of the card", async () => {
    const orderId = await insertOpenOrder(db);
    const res = await tokenize(orderId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      token: expect.stringMatching(/^tok_/),
      brand: "visa",
      last4: "1111",
      exp_month: 12,
      exp_year: 2030,
      expires_at: "2026-07-15T15:15:00.000Z",
    });
    expect(withoutIds(res.body)).not.toContain("4111");
  });

  it("card.security-code: reads American Express numbers grouped 4-6-5 with a 4-digit code", async () => {
    const orderId = await insertOpenOrder(db);
    const res = await tokenize(orderId, cardBody({ number: "3782 822463 10005", cvv: "1234" }));
    expect(res.json()).toMatchObject({ brand: "amex", last4: "0005" });
  });

  it("order.id-capability: needs no member token, the order id is the capability", async () => {
    const orderId = await insertOpenOrder(db);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/v1/orders/${orderId}/token`,
      payload: cardBody(),
      headers: { authorization: "Bearer not-a-real-token" },
    });
    expect(res.statusCode).toBe(200);
  });

  it("payment.token: 404 for an order that does not exist or can no longer be paid", async () => {
    const missing = await tokenize("no-such-order");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("There is no open order no-such-order.");
    const orderId = await insertOpenOrder(db);
    await db.update(orders).set({ state: "submitted" }).where(eq(orders.id, orderId));
    expect((await tokenize(orderId)).statusCode).toBe(404);
  });

  it.each([
    ["number", { number: "4111 1111 1111 1112" }, "is not a valid card number"],
    ["number", { number: "4111 1111 1111" }, "is not a valid card number"],
    ["number", { number: "4111x1111x1111x1111" }, "is not a valid card number"],
    ["number", { number: 4111111111111111 }, "is not a valid card number"],
    [
      "number",
      { number: "3530 1113 3330 0000" },
      "is a card we do not accept: use Visa, Mastercard, American Express or Discover",
    ],
    ["exp_month", { exp_month: 0 }, "must be a month from 1 to 12"],
    ["exp_month", { exp_month: 13 }, "must be a month from 1 to 12"],
    ["exp_month", { exp_month: "12" }, "must be a month from 1 to 12"],
    ["exp_year", { exp_year: 30 }, "must be a four-digit year, such as 2030"],
    ["exp_year", { exp_year: 2025 }, "the card has expired"],
    ["exp_month", { exp_year: 2026, exp_month: 6 }, "the card has expired"],
    ["cvv", { cvv: "12" }, "must be the 3-digit security code (4 digits on American Express)"],
    ["cvv", { cvv: "12a" }, "must be the 3-digit security code (4 digits on American Express)"],
    ["cvv", { cvv: "1234" }, "must be the 3-digit security code on the back of the card"],
    [
      "cvv",
      { number: "378282246310005", cvv: "123" },
      "must be the 4-digit security code on the front of the card",
    ],
    ["zip", { zip: "2760" }, "must be a 5-digit ZIP code"],
    ["zip", { zip: "27601-1234" }, "must be a 5-digit ZIP code"],
    ["save", { save: "yes" }, "must be true or false"],
  ])("400 naming body.%s for %j", async (field, change, message) => {
    const orderId = await insertOpenOrder(db);
    const res = await tokenize(orderId, cardBody(change));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors).toContainEqual({ path: `body.${field}`, message });
    expect(body.message).toBe(`body.${field} ${message}.`);
    // Never echoes the number (the random request id is left out: it may contain "4111").
    expect(JSON.stringify({ ...body, requestId: undefined })).not.toMatch(/4111|3782|3530/);
  });

  it("400 naming every missing field", async () => {
    const orderId = await insertOpenOrder(db);
    const res = await tokenize(orderId, {});
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(["body.cvv", "body.exp_month", "body.exp_year", "body.number", "body.zip"]);
  });

  it("card.expiry: a card in its expiry month is still good", async () => {
    const orderId = await insertOpenOrder(db);
    const res = await tokenize(orderId, cardBody({ exp_month: 7, exp_year: 2026 }));
    expect(res.statusCode).toBe(200);
  });

  it("400 for a bad order id or a body that is not JSON", async () => {
    const bad = await tokenize("not%20an%20id");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe("path.id");
    const orderId = await insertOpenOrder(db);
    const notJson = await t.app.inject({
      method: "POST",
      url: `/api/v1/orders/${orderId}/token`,
      headers: { "content-type": "application/json" },
      payload: '{"number": "4111 1111 1111 1111", "cvv": 123',
    });
    expect(notJson.statusCode).toBe(400);
    expect(withoutIds(notJson.body)).not.toContain("4111");
  });

  it("is in the OpenAPI document", async () => {
    const res = await t.app.inject({ url: "/api/openapi.json" });
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json();
    expect(doc.paths["/api/v1/orders/{id}/token"].post.requestBody).toBeTruthy();
  });
});

describe("payments service: charge (what submit calls)", () => {
  it("approves with reference, brand and last four, and records the attempt", async () => {
    const orderId = await insertOpenOrder(db);
    const token = await tokenFor(orderId, cardBody({ number: "5555 5555 5555 4444" }));
    const result = await charge({ orderId, amountCents: 1849, method: { token } });
    expect(result).toMatchObject({
      status: "approved",
      reference: expect.stringMatching(/^ch_/),
      amountCents: 1849,
      brand: "mastercard",
      last4: "4444",
      expMonth: 12,
      expYear: 2030,
      savedCardId: null,
      replayed: false,
    });
    const attempts = await t.app.payments.attempts(db, orderId);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({
      orderId,
      amountCents: 1849,
      status: "approved",
      brand: "mastercard",
      last4: "4444",
      providerRef: result.status === "approved" ? result.reference : "",
      failureCode: null,
      provider: "test",
      method: "card",
    });
  });

  it.each([
    ["4000 0000 0000 0002", "card_declined", "Your card was declined. Please use another card."],
    ["4000 0000 0000 9995", "insufficient_funds", "Your card has insufficient funds."],
    ["4000 0000 0000 0127", "cvv_failed", "The security code (CVV) is incorrect."],
    ["4000 0000 0000 0069", "expired_card", "This card has expired."],
    [
      "4000 0000 0000 0119",
      "processing_error",
      "We could not reach the card processor. Please try again in a moment.",
    ],
  ])("%s is declined (%s) with a message a person can act on", async (number, code, message) => {
    const orderId = await insertOpenOrder(db);
    const token = await tokenFor(orderId, cardBody({ number }));
    const result = await charge({ orderId, amountCents: 1000, method: { token } });
    expect(result).toMatchObject({ status: "declined", code, message, last4: number.slice(-4) });
    const [attempt] = await t.app.payments.attempts(db, orderId);
    expect(attempt).toMatchObject({ status: "declined", failureCode: code, providerRef: null });
  });

  it("a spent token is declined with a message to enter the card again", async () => {
    const orderId = await insertOpenOrder(db);
    const token = await tokenFor(orderId);
    await charge({ orderId, amountCents: 500, method: { token } });
    const again = await charge({ orderId, amountCents: 500, method: { token } });
    expect(again).toMatchObject({
      status: "declined",
      code: "invalid_token",
      message: "Your card details timed out. Please enter your card again.",
      brand: null,
    });
  });

  it("payment.idempotent-charge: the same idempotency key charges once and returns the first result", async () => {
    const orderId = await insertOpenOrder(db);
    const token = await tokenFor(orderId);
    const idempotencyKey = randomUUID();
    const first = await charge({ orderId, amountCents: 2500, idempotencyKey, method: { token } });
    const second = await charge({ orderId, amountCents: 2500, idempotencyKey, method: { token } });
    expect(second).toEqual({ ...first, replayed: true });
    expect(await t.app.payments.attempts(db, orderId)).toHaveLength(1);
    const charges = await db
      .select()
      .from(testProcessorCharges)
      .where(eq(testProcessorCharges.orderId, orderId));
    expect(charges).toHaveLength(1);
    await expect(
      charge({ orderId, amountCents: 2600, idempotencyKey, method: { token } }),
    ).rejects.toThrow(/idempotency key/);
  });

  it("two concurrent charges with one key give one charge", async () => {
    const orderId = await insertOpenOrder(db);
    const token = await tokenFor(orderId);
    const idempotencyKey = randomUUID();
    const results = await Promise.all([
      charge({ orderId, amountCents: 3100, idempotencyKey, method: { token } }),
      charge({ orderId, amountCents: 3100, idempotencyKey, method: { token } }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["approved", "approved"]);
    const refs = results.map((r) => (r.status === "approved" ? r.reference : ""));
    expect(refs[0]).toBe(refs[1]);
    const charges = await db
      .select()
      .from(testProcessorCharges)
      .where(eq(testProcessorCharges.orderId, orderId));
    expect(charges).toHaveLength(1);
  });

  it("a decline that rolls back submit's transaction can still be recorded", async () => {
    const orderId = await insertOpenOrder(db);
    const token = await tokenFor(orderId, cardBody({ number: "4000 0000 0000 0002" }));
    let declined: ChargeResult | undefined;
    await expect(
      db.transaction(async (tx) => {
        declined = await t.app.payments.charge(tx, {
          orderId,
          amountCents: 900,
          idempotencyKey: randomUUID(),
          method: { token },
        });
        throw new Error("roll back, as submit does on a decline");
      }),
    ).rejects.toThrow(/roll back/);
    expect(await t.app.payments.attempts(db, orderId)).toHaveLength(0);
    if (declined?.status !== "declined") throw new Error("expected a decline");
    await t.app.payments.recordDeclined(db, declined);
    await t.app.payments.recordDeclined(db, declined); // idempotent
    const attempts = await t.app.payments.attempts(db, orderId);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ status: "declined", failureCode: "card_declined" });
  });
});

describe("payment.saved-cards: payments service: saved cards", () => {
  it("a member's token made with save: true is kept after approval; then it pays alone", async () => {
    const memberId = await insertMember(db);
    const orderId = await insertOpenOrder(db);
    const token = await tokenFor(orderId, cardBody({ number: "6011 1111 1111 1117", save: true }));
    const paid = await charge({ orderId, amountCents: 1500, method: { token, memberId } });
    expect(paid.status).toBe("approved");
    const savedCardId = paid.status === "approved" ? paid.savedCardId : null;
    expect(savedCardId).toBeTruthy();

    const rows = await db.select().from(savedCards).where(eq(savedCards.memberId, memberId));
    expect(rows).toEqual([
      expect.objectContaining({
        id: savedCardId,
        brand: "discover",
        last4: "1117",
        expMonth: 12,
        expYear: 2030,
        providerRef: expect.stringMatching(/^card_/),
      }),
    ]);
    expect(await t.app.payments.savedCards(db, memberId)).toEqual([
      expect.objectContaining({
        id: savedCardId,
        description: "Discover ending in 1117, expires 12/2030",
      }),
    ]);

    const next = await insertOpenOrder(db);
    const again = await charge({
      orderId: next,
      amountCents: 2200,
      method: { savedCardId: savedCardId!, memberId },
    });
    expect(again).toMatchObject({ status: "approved", brand: "discover", savedCardId });
    const [attempt] = await t.app.payments.attempts(db, next);
    expect(attempt).toMatchObject({ method: "saved_card", savedCardId, memberId });
  });

  it("another member cannot pay with it", async () => {
    const owner = await insertMember(db);
    const other = await insertMember(db);
    const orderId = await insertOpenOrder(db);
    const token = await tokenFor(orderId);
    const card = await db.transaction((tx) => t.app.payments.saveCard(tx, owner, token));
    const result = await charge({
      orderId,
      amountCents: 500,
      method: { savedCardId: card.id, memberId: other },
    });
    expect(result).toMatchObject({
      status: "declined",
      code: "saved_card_not_found",
      message: "That saved card is not on your account. Please choose another card.",
    });
  });

  it("save_card at submit keeps the card; the same card twice is kept once", async () => {
    const memberId = await insertMember(db);
    for (let i = 0; i < 2; i++) {
      const orderId = await insertOpenOrder(db);
      const token = await tokenFor(orderId);
      const paid = await charge({
        orderId,
        amountCents: 500,
        method: { token, memberId, saveCard: true },
      });
      expect(paid.status).toBe("approved");
    }
    expect(await t.app.payments.savedCards(db, memberId)).toHaveLength(1);
  });

  it("saving the same token again (save: true, then submit's save_card) keeps one card", async () => {
    const memberId = await insertMember(db);
    const orderId = await insertOpenOrder(db);
    const token = await tokenFor(orderId, cardBody({ save: true }));
    const paid = await charge({ orderId, amountCents: 500, method: { token, memberId } });
    const again = await db.transaction((tx) => t.app.payments.saveCard(tx, memberId, token));
    expect(paid.status === "approved" && paid.savedCardId).toBe(again.id);
    expect(await t.app.payments.savedCards(db, memberId)).toHaveLength(1);
  });

  it("a guest's card is never kept, and a declined card is not kept", async () => {
    const orderId = await insertOpenOrder(db);
    const token = await tokenFor(orderId, cardBody({ save: true }));
    const paid = await charge({ orderId, amountCents: 500, method: { token } });
    expect(paid).toMatchObject({ status: "approved", savedCardId: null });

    const memberId = await insertMember(db);
    const declinedToken = await tokenFor(
      orderId,
      cardBody({ number: "4000 0000 0000 0002", save: true }),
    );
    await charge({ orderId, amountCents: 500, method: { token: declinedToken, memberId } });
    expect(await t.app.payments.savedCards(db, memberId)).toEqual([]);
  });
});

describe("payment.void-refund: payments service: void and refund", () => {
  async function approvedPayment(amountCents: number) {
    const orderId = await insertOpenOrder(db);
    const token = await tokenFor(orderId);
    const result = await charge({ orderId, amountCents, method: { token } });
    if (result.status !== "approved") throw new Error("expected an approval");
    return { orderId, reference: result.reference };
  }
  const inTx = <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx));

  it("void marks the payment voided and the charge voided in full", async () => {
    const { orderId, reference } = await approvedPayment(1999);
    await inTx((tx) => t.app.payments.void(tx, reference));
    const [attempt] = await t.app.payments.attempts(db, orderId);
    expect(attempt).toMatchObject({ status: "voided" });
    const [processorSide] = await db
      .select()
      .from(testProcessorCharges)
      .where(eq(testProcessorCharges.reference, reference));
    expect(processorSide).toMatchObject({ voidedCents: 1999, refundedCents: 0 });
  });

  it("refunds are summed; the full amount makes it refunded", async () => {
    const { orderId, reference } = await approvedPayment(2000);
    await inTx((tx) => t.app.payments.refund(tx, reference, 500));
    expect((await t.app.payments.attempts(db, orderId))[0]).toMatchObject({
      status: "approved",
      refundedCents: 500,
    });
    await expect(inTx((tx) => t.app.payments.refund(tx, reference, 1501))).rejects.toMatchObject({
      code: "refund_exceeds_charge",
    });
    await inTx((tx) => t.app.payments.refund(tx, reference, 1500));
    expect((await t.app.payments.attempts(db, orderId))[0]).toMatchObject({
      status: "refunded",
      refundedCents: 2000,
    });
  });

  it("voidOrder undoes every approved payment of an order (cancel)", async () => {
    const orderId = await insertOpenOrder(db);
    const a = await charge({
      orderId,
      amountCents: 1000,
      method: { token: await tokenFor(orderId) },
    });
    const b = await charge({
      orderId,
      amountCents: 600,
      method: { token: await tokenFor(orderId) },
    });
    const bRef = b.status === "approved" ? b.reference : "";
    await inTx((tx) => t.app.payments.refund(tx, bRef, 100));
    const declined = await charge({
      orderId,
      amountCents: 50,
      method: { token: await tokenFor(orderId, cardBody({ number: "4000 0000 0000 0002" })) },
    });
    expect([a.status, b.status, declined.status]).toEqual(["approved", "approved", "declined"]);
    const undone = await inTx((tx) => t.app.payments.voidOrder(tx, orderId));
    expect(undone.map((u) => u.amountCents).sort()).toEqual([1000, 500]);
    const statuses = (await t.app.payments.attempts(db, orderId)).map((p) => p.status);
    expect(statuses.sort()).toEqual(["declined", "refunded", "voided"]);
    expect(await inTx((tx) => t.app.payments.voidOrder(tx, orderId))).toEqual([]);
  });

  it("payment.no-card-data: no payment row stores anything but brand, last four and expiry of a card", async () => {
    const rows = await db.select().from(orderPayments);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      // UUIDs (idempotency keys) may end in twelve digits by chance: they are not card numbers.
      const text = Object.values(row)
        .join(" ")
        .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "uuid");
      expect(text.match(/\d{12,}/)?.[0] ?? null, text).toBeNull();
    }
  });
});

/** A body without its random request ids (a UUID may contain "4111" by chance). */
function withoutIds(body: string): string {
  return body.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "uuid");
}
