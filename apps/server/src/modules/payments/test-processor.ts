import { createHash, randomBytes } from "node:crypto";

import { and, eq, gt, isNull, sql } from "drizzle-orm";

import {
  cardBrand,
  cardDigits,
  cardExpired,
  cardNumberValid,
  cvvLength,
} from "@coop/contract/cards";

import type { Db } from "../../db/client.ts";
import {
  testProcessorCards,
  testProcessorCharges,
  testProcessorTokens,
} from "../../db/schema/payments.ts";
import {
  type CardSummary,
  type ChargeOutcome,
  type ChargeState,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderContext,
  type ProviderDeclineCode,
} from "./provider.ts";

/**
 * The built-in card processor: a real one that works on one machine, with its side kept
 * in Coop's database (the `test_processor_*` tables). Which numbers do what is listed in
 * the README ("Test cards") and in TEST_CARDS below; any other valid Visa, Mastercard,
 * American Express or Discover number is approved.
 */

export type Outcome =
  | "approve"
  | "decline"
  | "insufficient_funds"
  | "cvv_failure"
  | "expired_card"
  | "processing_error";

/** The documented test numbers (the same as Stripe's, so habits carry over). */
export const TEST_CARDS: Record<string, Outcome> = {
  "4000000000000002": "decline",
  "4000000000009995": "insufficient_funds",
  "4000000000000127": "cvv_failure",
  "4000000000000069": "expired_card",
  "4000000000000119": "processing_error",
};

export const TOKEN_TTL_MS = 15 * 60_000;

const DECLINES: Record<Exclude<Outcome, "approve">, [ProviderDeclineCode, string]> = {
  decline: ["card_declined", "The card was declined by its issuer."],
  insufficient_funds: ["insufficient_funds", "The card has insufficient funds."],
  cvv_failure: ["cvv_failed", "The card's security code did not match."],
  expired_card: ["expired_card", "The card has expired."],
  processing_error: ["processing_error", "The issuer could not be reached."],
};

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const randomId = (prefix: string, bytes: number) =>
  `${prefix}_${randomBytes(bytes).toString("base64url")}`;

export function outcomeOf(digits: string): Outcome {
  return TEST_CARDS[digits] ?? "approve";
}

type ChargeRow = typeof testProcessorCharges.$inferSelect;

function outcomeFromRow(row: ChargeRow): ChargeOutcome {
  const card: CardSummary = {
    brand: row.brand as CardSummary["brand"],
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
  };
  if (row.status === "approved")
    return { status: "approved", reference: row.reference, card, saveRequested: false };
  const code = (row.declineCode ?? "card_declined") as ProviderDeclineCode;
  const message =
    Object.values(DECLINES).find(([c]) => c === code)?.[1] ?? "The card was declined.";
  return { status: "declined", code, message, card };
}

function stateOf(row: ChargeRow): ChargeState {
  return {
    reference: row.reference,
    amountCents: row.amountCents,
    voidedCents: row.voidedCents,
    refundedCents: row.refundedCents,
  };
}

export function createTestProcessor(deps: { db: Db; now?: () => Date }): PaymentProvider {
  const now = deps.now ?? (() => new Date());
  const dbOf = (ctx?: ProviderContext) => ctx?.db ?? deps.db;

  async function chargeByKey(db: Db, key: string): Promise<ChargeRow | undefined> {
    const rows = await db
      .select()
      .from(testProcessorCharges)
      .where(eq(testProcessorCharges.idempotencyKey, key));
    return rows[0];
  }

  /** The first result under a key, for a retry of the same charge. */
  async function replay(
    db: Db,
    row: ChargeRow,
    request: { orderId: string; amountCents: number },
  ): Promise<ChargeOutcome> {
    if (row.orderId !== request.orderId || row.amountCents !== request.amountCents) {
      throw new PaymentProviderError(
        "idempotency_mismatch",
        "This idempotency key was used for another charge.",
      );
    }
    const outcome = outcomeFromRow(row);
    if (outcome.status !== "approved" || row.source !== "token") return outcome;
    const [token] = await db
      .select({ save: testProcessorTokens.saveRequested })
      .from(testProcessorTokens)
      .where(eq(testProcessorTokens.tokenHash, row.sourceRef));
    return { ...outcome, saveRequested: token?.save ?? false };
  }

  async function chargeRow(db: Db, reference: string): Promise<ChargeRow> {
    const rows = await db
      .select()
      .from(testProcessorCharges)
      .where(eq(testProcessorCharges.reference, reference))
      .for("update");
    const row = rows[0];
    if (!row) throw new PaymentProviderError("charge_not_found", "There is no such charge.");
    return row;
  }

  return {
    name: "test",

    async tokenize(card, options, ctx) {
      const digits = cardDigits(card.number);
      const brand = cardNumberValid(card.number) ? cardBrand(digits) : null;
      if (!brand) throw new PaymentProviderError("invalid_card", "The card number is not valid.");
      if (!new RegExp(`^\\d{${cvvLength(brand)}}$`).test(card.cvv))
        throw new PaymentProviderError("invalid_card", "The security code is not valid.");
      const at = now();
      if (cardExpired(card.expMonth, card.expYear, at))
        throw new PaymentProviderError("invalid_card", "The card has expired.");
      const token = randomId("tok", 24);
      const expiresAt = new Date(at.getTime() + TOKEN_TTL_MS);
      const summary: CardSummary = {
        brand,
        last4: digits.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
      await dbOf(ctx)
        .insert(testProcessorTokens)
        .values({
          tokenHash: sha256(token),
          orderId: options.orderId,
          outcome: outcomeOf(digits),
          ...summary,
          saveRequested: options.save,
          createdAt: at,
          expiresAt,
        });
      return { token, expiresAt, ...summary };
    },

    async charge(request, ctx) {
      const db = dbOf(ctx);
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0)
        throw new PaymentProviderError(
          "invalid_amount",
          "A charge is a positive whole number of cents.",
        );
      const at = now();
      let source: "token" | "card";
      let sourceRef: string;
      let outcome: Outcome;
      let card: CardSummary;
      let saveRequested = false;

      if ("token" in request) {
        const hash = sha256(request.token);
        const first = await chargeByKey(db, request.idempotencyKey);
        if (first) return replay(db, first, request);
        // Spend the token: one statement, so two charges racing for it cannot both win.
        const spent = await db
          .update(testProcessorTokens)
          .set({ usedAt: at })
          .where(
            and(
              eq(testProcessorTokens.tokenHash, hash),
              eq(testProcessorTokens.orderId, request.orderId),
              isNull(testProcessorTokens.usedAt),
              gt(testProcessorTokens.expiresAt, at),
            ),
          )
          .returning();
        const token = spent[0];
        if (!token) {
          // A twin request with the same key may have spent it and committed meanwhile.
          const twin = await chargeByKey(db, request.idempotencyKey);
          if (twin) return replay(db, twin, request);
          return {
            status: "declined",
            code: "invalid_token",
            message: "The token is unknown, already used, expired, or made for another order.",
            card: null,
          };
        }
        source = "token";
        sourceRef = hash;
        outcome = token.outcome as Outcome;
        saveRequested = token.saveRequested;
        card = {
          brand: token.brand as CardSummary["brand"],
          last4: token.last4,
          expMonth: token.expMonth,
          expYear: token.expYear,
        };
      } else {
        const first = await chargeByKey(db, request.idempotencyKey);
        if (first) return replay(db, first, request);
        const rows = await db
          .select()
          .from(testProcessorCards)
          .where(eq(testProcessorCards.ref, request.savedCardRef));
        const stored = rows[0];
        if (!stored) {
          return {
            status: "declined",
            code: "invalid_token",
            message: "There is no such stored card.",
            card: null,
          };
        }
        source = "card";
        sourceRef = stored.ref;
        // A stored card is charged without its security code: no CVV check to fail.
        outcome = stored.outcome === "cvv_failure" ? "approve" : (stored.outcome as Outcome);
        card = {
          brand: stored.brand as CardSummary["brand"],
          last4: stored.last4,
          expMonth: stored.expMonth,
          expYear: stored.expYear,
        };
      }

      if (cardExpired(card.expMonth, card.expYear, at)) outcome = "expired_card";
      const decline = outcome === "approve" ? undefined : DECLINES[outcome];
      const inserted = await db
        .insert(testProcessorCharges)
        .values({
          reference: randomId("ch", 16),
          idempotencyKey: request.idempotencyKey,
          orderId: request.orderId,
          amountCents: request.amountCents,
          status: decline ? "declined" : "approved",
          declineCode: decline?.[0] ?? null,
          source,
          sourceRef,
          ...card,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: testProcessorCharges.idempotencyKey })
        .returning();
      if (inserted[0]) {
        const result = outcomeFromRow(inserted[0]);
        return result.status === "approved" ? { ...result, saveRequested } : result;
      }
      // A twin request with the same key charged first (its insert won the unique index).
      const twin = await chargeByKey(db, request.idempotencyKey);
      if (!twin) throw new Error("test processor: a charge vanished under its idempotency key");
      return replay(db, twin, request);
    },

    async void(reference, ctx) {
      const db = dbOf(ctx);
      const row = await chargeRow(db, reference);
      if (row.status !== "approved")
        throw new PaymentProviderError("not_approved", "Only an approved charge can be voided.");
      if (row.voidedCents > 0) return stateOf(row);
      if (row.refundedCents > 0)
        throw new PaymentProviderError(
          "already_refunded",
          "Part of this charge was refunded; refund the rest instead of voiding it.",
        );
      const [updated] = await db
        .update(testProcessorCharges)
        .set({ voidedCents: row.amountCents, updatedAt: now() })
        .where(eq(testProcessorCharges.reference, reference))
        .returning();
      return stateOf(updated ?? row);
    },

    async refund(reference, amountCents, ctx) {
      const db = dbOf(ctx);
      if (!Number.isInteger(amountCents) || amountCents <= 0)
        throw new PaymentProviderError(
          "invalid_amount",
          "A refund is a positive whole number of cents.",
        );
      const row = await chargeRow(db, reference);
      if (row.status !== "approved")
        throw new PaymentProviderError("not_approved", "Only an approved charge can be refunded.");
      const left = row.amountCents - row.voidedCents - row.refundedCents;
      if (amountCents > left)
        throw new PaymentProviderError(
          "refund_exceeds_charge",
          `Only ${left} cents of this charge can still be refunded.`,
        );
      const [updated] = await db
        .update(testProcessorCharges)
        .set({
          refundedCents: sql`${testProcessorCharges.refundedCents} + ${amountCents}`,
          updatedAt: now(),
        })
        .where(eq(testProcessorCharges.reference, reference))
        .returning();
      return stateOf(updated ?? row);
    },

    async saveCard(token, ctx) {
      const db = dbOf(ctx);
      const at = now();
      const hash = sha256(token);
      const storedCard = async (ref: string) => {
        const [card] = await db
          .select()
          .from(testProcessorCards)
          .where(eq(testProcessorCards.ref, ref));
        if (!card) throw new Error("test processor: a saved token lost its card");
        return {
          providerRef: card.ref,
          card: {
            brand: card.brand as CardSummary["brand"],
            last4: card.last4,
            expMonth: card.expMonth,
            expYear: card.expYear,
          },
        };
      };
      const [found] = await db
        .select()
        .from(testProcessorTokens)
        .where(eq(testProcessorTokens.tokenHash, hash));
      // Saving a token twice gives the same card back.
      if (found?.savedCardRef) return storedCard(found.savedCardRef);
      if (!found || found.expiresAt <= at)
        throw new PaymentProviderError("invalid_token", "The token is unknown or expired.");
      const ref = randomId("card", 16);
      const [won] = await db
        .update(testProcessorTokens)
        .set({ savedAt: at, savedCardRef: ref })
        .where(
          and(eq(testProcessorTokens.tokenHash, hash), isNull(testProcessorTokens.savedCardRef)),
        )
        .returning();
      if (!won) {
        // A twin call saved it meanwhile.
        const [twin] = await db
          .select({ ref: testProcessorTokens.savedCardRef })
          .from(testProcessorTokens)
          .where(eq(testProcessorTokens.tokenHash, hash));
        if (!twin?.ref) throw new Error("test processor: a token lost its saved card");
        return storedCard(twin.ref);
      }
      const card: CardSummary = {
        brand: won.brand as CardSummary["brand"],
        last4: won.last4,
        expMonth: won.expMonth,
        expYear: won.expYear,
      };
      await db
        .insert(testProcessorCards)
        .values({ ref, outcome: won.outcome, ...card, createdAt: at });
      return { providerRef: ref, card };
    },
  };
}
