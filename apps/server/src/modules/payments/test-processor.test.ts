import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "../../db/client.ts";
import { testProcessorCharges, testProcessorTokens } from "../../db/schema/payments.ts";
import { openTestDatabase } from "../../test-support/test-app.ts";
import { type CardInput, type PaymentProvider, PaymentProviderError } from "./provider.ts";
import { createTestProcessor, TEST_CARDS, TOKEN_TTL_MS } from "./test-processor.ts";

let database: Database;
let drop: () => Promise<void>;
let clock = new Date("2026-07-15T15:00:00Z");
let processor: PaymentProvider;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.migrate();
  processor = createTestProcessor({ db: database.db, now: () => clock });
});
afterAll(async () => drop());

const card = (number: string, extra: Partial<CardInput> = {}): CardInput => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvv: number.startsWith("3") ? "1234" : "123",
  zip: "27601",
  ...extra,
});

async function tokenFor(number: string, orderId = "order-1", extra: Partial<CardInput> = {}) {
  return processor.tokenize!(card(number, extra), { orderId, save: false });
}

const key = () => randomUUID();

async function chargeWith(number: string, amountCents = 1299) {
  const t = await tokenFor(number);
  return processor.charge({
    token: t.token,
    amountCents,
    idempotencyKey: key(),
    orderId: "order-1",
  });
}

describe("payment.token: test processor: tokens", () => {
  it("keeps brand, last four and expiry, never the number or the CVV", async () => {
    const t = await tokenFor("4111 1111 1111 1111".replaceAll(" ", ""), "order-keep", {
      cvv: "987",
    });
    expect(t).toMatchObject({ brand: "visa", last4: "1111", expMonth: 12, expYear: 2030 });
    expect(t.token).toMatch(/^tok_[A-Za-z0-9_-]{32}$/);
    expect(t.expiresAt.getTime() - clock.getTime()).toBe(TOKEN_TTL_MS);
    const rows = await database.db
      .select()
      .from(testProcessorTokens)
      .where(eq(testProcessorTokens.orderId, "order-keep"));
    expect(rows).toHaveLength(1);
    const text = JSON.stringify(rows);
    expect(text).not.toContain("4111111111111111");
    // The CVV as a stored value (a random hash may contain "987" by chance: only values count).
    expect(rows.flatMap((r) => Object.values(r)).map(String)).not.toContain("987");
    expect(text).not.toContain(t.token); // only its hash
  });

  it("refuses an invalid card (it is the last line of defence, not the form)", async () => {
    await expect(tokenFor("4111111111111112")).rejects.toMatchObject({ code: "invalid_card" });
    await expect(tokenFor("4111111111111111", "o", { cvv: "12" })).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    await expect(
      tokenFor("4111111111111111", "o", { expMonth: 6, expYear: 2026 }),
    ).rejects.toMatchObject({ message: "The card has expired." });
    // The expiry month itself still works.
    await expect(
      tokenFor("4111111111111111", "o", { expMonth: 7, expYear: 2026 }),
    ).resolves.toBeTruthy();
  });

  it("are single use", async () => {
    const t = await tokenFor("4111111111111111");
    const first = await processor.charge({
      token: t.token,
      amountCents: 500,
      idempotencyKey: key(),
      orderId: "order-1",
    });
    expect(first.status).toBe("approved");
    const again = await processor.charge({
      token: t.token,
      amountCents: 500,
      idempotencyKey: key(),
      orderId: "order-1",
    });
    expect(again).toMatchObject({ status: "declined", code: "invalid_token", card: null });
  });

  it("expire after 15 minutes", async () => {
    const t = await tokenFor("4111111111111111");
    const start = clock;
    try {
      clock = new Date(start.getTime() + TOKEN_TTL_MS - 1000);
      const tLate = await tokenFor("4111111111111111");
      clock = new Date(start.getTime() + TOKEN_TTL_MS);
      const expired = await processor.charge({
        token: t.token,
        amountCents: 500,
        idempotencyKey: key(),
        orderId: "order-1",
      });
      expect(expired).toMatchObject({ status: "declined", code: "invalid_token" });
      const fresh = await processor.charge({
        token: tLate.token,
        amountCents: 500,
        idempotencyKey: key(),
        orderId: "order-1",
      });
      expect(fresh.status).toBe("approved");
    } finally {
      clock = start;
    }
  });

  it("pay only for the order they were made for", async () => {
    const t = await tokenFor("4111111111111111", "order-A");
    const other = await processor.charge({
      token: t.token,
      amountCents: 500,
      idempotencyKey: key(),
      orderId: "order-B",
    });
    expect(other).toMatchObject({ status: "declined", code: "invalid_token" });
    // Refused for the other order, the token is still good for its own.
    const own = await processor.charge({
      token: t.token,
      amountCents: 500,
      idempotencyKey: key(),
      orderId: "order-A",
    });
    expect(own.status).toBe("approved");
  });

  it("an unknown token is a decline, not an error", async () => {
    const result = await processor.charge({
      token: "tok_made_up",
      amountCents: 500,
      idempotencyKey: key(),
      orderId: "order-1",
    });
    expect(result).toMatchObject({ status: "declined", code: "invalid_token" });
  });
});

describe("payment.test-processor: test processor: the test numbers", () => {
  it.each([
    ["4111111111111111", "approved", undefined, "visa"],
    ["5555555555554444", "approved", undefined, "mastercard"],
    ["378282246310005", "approved", undefined, "amex"],
    ["6011111111111117", "approved", undefined, "discover"],
    ["4242424242424242", "approved", undefined, "visa"], // any other valid number
    ["4000000000000002", "declined", "card_declined", "visa"],
    ["4000000000009995", "declined", "insufficient_funds", "visa"],
    ["4000000000000127", "declined", "cvv_failed", "visa"],
    ["4000000000000069", "declined", "expired_card", "visa"],
    ["4000000000000119", "declined", "processing_error", "visa"],
  ])("%s → %s %s", async (number, status, code, brand) => {
    const result = await chargeWith(number);
    expect(result.status).toBe(status);
    if (code) expect(result).toMatchObject({ code });
    expect(result.card).toMatchObject({ brand, last4: number.slice(-4) });
  });

  it("lists every special number (README Test cards)", () => {
    expect(Object.keys(TEST_CARDS).sort()).toEqual([
      "4000000000000002",
      "4000000000000069",
      "4000000000000119",
      "4000000000000127",
      "4000000000009995",
    ]);
  });
});

describe("payment.idempotent-charge: test processor: idempotency", () => {
  it("the same key charges once and returns the first result", async () => {
    const t = await tokenFor("4111111111111111");
    const k = key();
    const request = { token: t.token, amountCents: 2150, idempotencyKey: k, orderId: "order-1" };
    const first = await processor.charge(request);
    const second = await processor.charge(request);
    expect(second).toEqual(first);
    const rows = await database.db
      .select()
      .from(testProcessorCharges)
      .where(eq(testProcessorCharges.idempotencyKey, k));
    expect(rows).toHaveLength(1);
  });

  it("a declined first result is the answer to the retry too", async () => {
    const t = await tokenFor("4000000000000002");
    const request = { token: t.token, amountCents: 800, idempotencyKey: key(), orderId: "order-1" };
    const first = await processor.charge(request);
    expect(first).toMatchObject({ status: "declined", code: "card_declined" });
    expect(await processor.charge(request)).toEqual(first);
  });

  it("the same key for another amount or order is refused", async () => {
    const t = await tokenFor("4111111111111111");
    const request = { token: t.token, amountCents: 800, idempotencyKey: key(), orderId: "order-1" };
    await processor.charge(request);
    await expect(processor.charge({ ...request, amountCents: 900 })).rejects.toMatchObject({
      code: "idempotency_mismatch",
    });
    await expect(processor.charge({ ...request, orderId: "order-2" })).rejects.toMatchObject({
      code: "idempotency_mismatch",
    });
  });

  it("refuses an amount that is not a positive whole number of cents", async () => {
    const t = await tokenFor("4111111111111111");
    for (const amountCents of [0, -5, 12.5]) {
      await expect(
        processor.charge({
          token: t.token,
          amountCents,
          idempotencyKey: key(),
          orderId: "order-1",
        }),
      ).rejects.toMatchObject({ code: "invalid_amount" });
    }
  });
});

describe("payment.void-refund: test processor: void and refund", () => {
  async function approved(amountCents: number) {
    const result = await chargeWith("4111111111111111", amountCents);
    if (result.status !== "approved") throw new Error("expected an approval");
    return result.reference;
  }

  it("void cancels the whole charge, once", async () => {
    const ref = await approved(2500);
    expect(await processor.void(ref)).toEqual({
      reference: ref,
      amountCents: 2500,
      voidedCents: 2500,
      refundedCents: 0,
    });
    expect((await processor.void(ref)).voidedCents).toBe(2500); // a no-op the second time
    await expect(processor.refund(ref, 1)).rejects.toMatchObject({
      code: "refund_exceeds_charge",
    });
  });

  it("refunds add up to at most the charge", async () => {
    const ref = await approved(2500);
    expect((await processor.refund(ref, 1000)).refundedCents).toBe(1000);
    expect((await processor.refund(ref, 1500)).refundedCents).toBe(2500);
    await expect(processor.refund(ref, 1)).rejects.toMatchObject({
      code: "refund_exceeds_charge",
      message: "Only 0 cents of this charge can still be refunded.",
    });
  });

  it("a partly refunded charge is refunded, not voided", async () => {
    const ref = await approved(2500);
    await processor.refund(ref, 500);
    await expect(processor.void(ref)).rejects.toMatchObject({ code: "already_refunded" });
    await expect(processor.refund(ref, 2001)).rejects.toMatchObject({
      code: "refund_exceeds_charge",
    });
    expect((await processor.refund(ref, 2000)).refundedCents).toBe(2500);
  });

  it("refuses a declined or unknown charge and a bad amount", async () => {
    const declined = await chargeWith("4000000000000002");
    expect(declined.status).toBe("declined");
    const [row] = await database.db
      .select()
      .from(testProcessorCharges)
      .where(eq(testProcessorCharges.status, "declined"))
      .limit(1);
    await expect(processor.void(row!.reference)).rejects.toMatchObject({ code: "not_approved" });
    await expect(processor.refund(row!.reference, 100)).rejects.toMatchObject({
      code: "not_approved",
    });
    await expect(processor.void("ch_nope")).rejects.toMatchObject({ code: "charge_not_found" });
    const ref = await approved(1000);
    await expect(processor.refund(ref, 0)).rejects.toMatchObject({ code: "invalid_amount" });
  });
});

describe("test processor: stored cards", () => {
  it("a token becomes a stored card once, even after paying, within its 15 minutes", async () => {
    const t = await tokenFor("5555555555554444");
    await processor.charge({
      token: t.token,
      amountCents: 100,
      idempotencyKey: key(),
      orderId: "order-1",
    });
    const kept = await processor.saveCard(t.token);
    expect(kept.providerRef).toMatch(/^card_/);
    expect(kept.card).toEqual({ brand: "mastercard", last4: "4444", expMonth: 12, expYear: 2030 });
    // Saving it again gives the same card back, not a second one.
    expect(await processor.saveCard(t.token)).toEqual(kept);
    await expect(processor.saveCard("tok_unknown")).rejects.toMatchObject({
      code: "invalid_token",
    });

    const late = await tokenFor("5555555555554444");
    const start = clock;
    clock = new Date(start.getTime() + TOKEN_TTL_MS + 1);
    try {
      await expect(processor.saveCard(late.token)).rejects.toMatchObject({ code: "invalid_token" });
    } finally {
      clock = start;
    }
  });

  it("charges a stored card many times, keeping its test outcome", async () => {
    const good = await processor.saveCard((await tokenFor("4111111111111111")).token);
    const poor = await processor.saveCard((await tokenFor("4000000000009995")).token);
    const cvv = await processor.saveCard((await tokenFor("4000000000000127")).token);
    const charge = (ref: string) =>
      processor.charge({
        savedCardRef: ref,
        amountCents: 700,
        idempotencyKey: key(),
        orderId: "order-1",
      });
    expect((await charge(good.providerRef)).status).toBe("approved");
    expect((await charge(good.providerRef)).status).toBe("approved");
    expect(await charge(poor.providerRef)).toMatchObject({ code: "insufficient_funds" });
    // A stored card is charged without its security code: nothing to fail.
    expect((await charge(cvv.providerRef)).status).toBe("approved");
    expect(await charge("card_unknown")).toMatchObject({ code: "invalid_token" });
  });

  it("a stored card that has since expired is declined as expired", async () => {
    const kept = await processor.saveCard(
      (await tokenFor("4111111111111111", "order-1", { expMonth: 8, expYear: 2026 })).token,
    );
    const start = clock;
    try {
      clock = new Date("2026-08-31T20:00:00Z");
      const inMonth = await processor.charge({
        savedCardRef: kept.providerRef,
        amountCents: 700,
        idempotencyKey: key(),
        orderId: "order-1",
      });
      expect(inMonth.status).toBe("approved");
      clock = new Date("2026-09-02T00:00:00Z");
      const after = await processor.charge({
        savedCardRef: kept.providerRef,
        amountCents: 700,
        idempotencyKey: key(),
        orderId: "order-1",
      });
      expect(after).toMatchObject({ status: "declined", code: "expired_card" });
    } finally {
      clock = start;
    }
  });
});
