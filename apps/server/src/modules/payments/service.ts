import { createHash, randomBytes } from "node:crypto";

import {
  type CardBrand,
  cardBrandNames,
  cardDigits,
  cardExpired,
  type PaymentFailureCode,
  paymentFailureMessages,
} from "@coop/contract/cards";
import type { CardTokenBody, CardTokenResponse } from "@coop/contract/payments";

import type { Db } from "../../db/client.ts";
import { HttpError } from "../../http/http-error.ts";
import type {
  ChargeDeclined,
  ChargeInput,
  ChargeResult,
  OrderPaymentRow,
  SavedCard,
} from "./ports.ts";
import {
  type CardSummary,
  type ChargeOutcome,
  type PaymentProvider,
  PaymentProviderError,
} from "./provider.ts";
import {
  approvedPayments,
  findSavedCard,
  insertMemberCardToken,
  insertPaymentOnce,
  insertSavedCard,
  listSavedCards,
  lockMemberCards,
  memberCardToken,
  paymentByKey,
  paymentsOf,
  purgeMemberCardTokens,
  type SavedCardRow,
  setPaymentStatus,
  spendMemberCardToken,
} from "./repository.ts";

/** `payment.member-card-limit`: the most cards a member keeps. */
export const MAX_SAVED_CARDS = 10;

/**
 * What a member-card token is bound to at the processor: never an order id (order ids have
 * no colon), so a token made for saving a card can pay no order (`payment.member-card-token`).
 */
const memberBinding = (memberId: string) => `member-card:${memberId}`;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

export type PaymentsService = {
  readonly provider: PaymentProvider;
  /** POST orders/{id}/token: card data → a single-use token for that order. */
  tokenize(orderId: string, card: CardTokenBody): Promise<CardTokenResponse>;
  /**
   * POST members/payments/token: card data → a single-use token, valid 15 minutes, for
   * saving the card on this member's account only (`payment.member-card-token`).
   */
  tokenizeForMember(memberId: string, card: CardTokenBody): Promise<CardTokenResponse>;
  /**
   * POST members/payments: spends the member's token and keeps the card (brand, last four,
   * expiry and the processor's reference). The same card already kept stays one card
   * (`payment.member-card-duplicate`); past MAX_SAVED_CARDS others, 422.
   */
  saveMemberCard(memberId: string, token: string): Promise<void>;
  /** Charges inside the caller's transaction and records the attempt in order_payments. */
  charge(tx: Db, input: ChargeInput): Promise<ChargeResult>;
  /**
   * Keeps a declined attempt after the caller's transaction rolled back (a decline that
   * aborts submit would otherwise take its record with it). Idempotent.
   */
  recordDeclined(db: Db, declined: ChargeDeclined): Promise<void>;
  /** Voids one approved charge in full. */
  void(tx: Db, reference: string): Promise<void>;
  /** Refunds part or all of what is left of one approved charge. */
  refund(tx: Db, reference: string, amountCents: number): Promise<void>;
  /** Cancel: voids every approved payment of the order (refunds the rest of a partly refunded one). */
  voidOrder(tx: Db, orderId: string): Promise<{ reference: string; amountCents: number }[]>;
  /**
   * Keeps the card behind a token (made within 15 minutes, charged or not) on the
   * member's account: brand, last four, expiry and the processor's reference. The same
   * card (brand, last four, expiry) already kept is returned instead of a second copy.
   */
  saveCard(tx: Db, memberId: string, token: string): Promise<SavedCard>;
  /** The member's saved cards, newest first (validate's billing accounts). */
  savedCards(tx: Db, memberId: string): Promise<SavedCard[]>;
  /** The same, outside any transaction. */
  savedCardsOf(memberId: string): Promise<SavedCard[]>;
  /** Every attempt for an order, oldest first. */
  attempts(tx: Db, orderId: string): Promise<OrderPaymentRow[]>;
};

export function describeCard(card: Omit<CardSummary, "brand"> & { brand: string }): string {
  const name = cardBrandNames[card.brand as CardBrand] ?? card.brand;
  return `${name} ending in ${card.last4}, expires ${String(card.expMonth).padStart(2, "0")}/${card.expYear}`;
}

function toSavedCard(row: SavedCardRow): SavedCard {
  return {
    id: row.id,
    brand: row.brand as CardBrand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    description: describeCard(row),
  };
}

function fieldError(path: string, message: string): HttpError {
  return new HttpError(400, `${path} ${message}.`, { errors: [{ path, message }] });
}

export function createPaymentsService(deps: {
  db: Db;
  provider: PaymentProvider;
  now?: () => Date;
}): PaymentsService {
  const { provider } = deps;
  const now = deps.now ?? (() => new Date());

  function resultFromRow(row: OrderPaymentRow, replayed: boolean): ChargeResult {
    if (row.status === "declined") {
      const code = (row.failureCode ?? "card_declined") as PaymentFailureCode;
      return {
        status: "declined",
        paymentId: row.id,
        code,
        message: paymentFailureMessages[code],
        amountCents: row.amountCents,
        brand: row.brand as CardBrand | null,
        last4: row.last4,
        replayed,
        record: row,
      };
    }
    return {
      status: "approved",
      paymentId: row.id,
      reference: row.providerRef ?? "",
      amountCents: row.amountCents,
      brand: row.brand as CardBrand,
      last4: row.last4 ?? "",
      expMonth: row.expMonth ?? 0,
      expYear: row.expYear ?? 0,
      savedCardId: row.savedCardId,
      replayed,
    };
  }

  async function saveCard(tx: Db, memberId: string, token: string): Promise<SavedCard> {
    const kept = await provider.saveCard(token, { db: tx });
    const same = await findSavedCard(tx, memberId, kept.card);
    if (same) return toSavedCard(same);
    const row = await insertSavedCard(tx, {
      id: randomBytes(12).toString("base64url"),
      memberId,
      ...kept.card,
      providerRef: kept.providerRef,
      createdAt: now(),
    });
    return toSavedCard(row);
  }

  /** Card data → a processor token bound to `binding` (an order id, or a member's). */
  async function tokenizeFor(
    binding: string,
    card: CardTokenBody,
    save: boolean,
  ): Promise<CardTokenResponse> {
    const at = now();
    if (cardExpired(card.exp_month, card.exp_year, at)) {
      // The same "anywhere on earth" day as cardExpired.
      const year = new Date(at.getTime() - 12 * 3_600_000).getUTCFullYear();
      const yearPast = card.exp_year < year;
      throw fieldError(yearPast ? "body.exp_year" : "body.exp_month", "the card has expired");
    }
    if (!provider.tokenize) {
      throw new HttpError(
        404,
        `Cards are entered on the ${provider.name} payment form; this server does not take card numbers.`,
      );
    }
    try {
      const token = await provider.tokenize(
        {
          number: cardDigits(card.number),
          expMonth: card.exp_month,
          expYear: card.exp_year,
          cvv: card.cvv,
          zip: card.zip,
        },
        { orderId: binding, save },
      );
      return {
        token: token.token,
        brand: token.brand,
        last4: token.last4,
        exp_month: token.expMonth,
        exp_year: token.expYear,
        expires_at: token.expiresAt.toISOString(),
      };
    } catch (error) {
      // The processor's words never quote the card; still, say only which field.
      if (error instanceof PaymentProviderError && error.code === "invalid_card")
        throw fieldError("body.number", "is not a valid card number");
      throw error;
    }
  }

  const updateStatus = (tx: Db, reference: string, voided: boolean, refundedCents: number) =>
    setPaymentStatus(tx, reference, { voided, refundedCents, at: now() });

  type Attempt = {
    input: ChargeInput;
    method: "card" | "saved_card";
    memberId: string | null;
    at: Date;
  };
  type AttemptValues = {
    status: "approved" | "declined";
    card?: CardSummary | null;
    providerRef?: string | null;
    failureCode?: PaymentFailureCode | null;
    savedCardId?: string | null;
  };

  function fromOutcome(outcome: ChargeOutcome): AttemptValues {
    return outcome.status === "approved"
      ? { status: "approved", card: outcome.card, providerRef: outcome.reference }
      : { status: "declined", card: outcome.card, failureCode: outcome.code };
  }

  /** Writes the attempt once per key; a twin that wrote first is answered with its result. */
  async function recordAttempt(
    db: Db,
    attempt: Attempt,
    values: AttemptValues,
  ): Promise<ChargeResult> {
    const { input, at } = attempt;
    const inserted = await insertPaymentOnce(db, {
      id: randomBytes(12).toString("base64url"),
      orderId: input.orderId,
      idempotencyKey: input.idempotencyKey,
      provider: provider.name,
      method: attempt.method,
      savedCardId: values.savedCardId ?? null,
      memberId: attempt.memberId,
      amountCents: input.amountCents,
      status: values.status,
      brand: values.card?.brand ?? null,
      last4: values.card?.last4 ?? null,
      expMonth: values.card?.expMonth ?? null,
      expYear: values.card?.expYear ?? null,
      providerRef: values.providerRef ?? null,
      failureCode: values.failureCode ?? null,
      createdAt: at,
      updatedAt: at,
    });
    if (inserted) return resultFromRow(inserted, false);
    const twin = await paymentByKey(db, input.idempotencyKey);
    if (!twin) throw new Error("payments: an attempt vanished under its idempotency key");
    return resultFromRow(twin, true);
  }

  return {
    provider,

    tokenize: (orderId, card) => tokenizeFor(orderId, card, card.save ?? false),

    async tokenizeForMember(memberId, card) {
      const answer = await tokenizeFor(memberBinding(memberId), card, false);
      // A day after expiry a token only tells "expired" from "unknown": then it goes.
      await purgeMemberCardTokens(deps.db, memberId, new Date(now().getTime() - 86_400_000));
      await insertMemberCardToken(deps.db, {
        tokenHash: sha256(answer.token),
        memberId,
        brand: answer.brand,
        last4: answer.last4,
        expMonth: answer.exp_month,
        expYear: answer.exp_year,
        createdAt: now(),
        expiresAt: new Date(answer.expires_at),
      });
      return answer;
    },

    async saveMemberCard(memberId, token) {
      await deps.db.transaction(async (tx) => {
        await lockMemberCards(tx, memberId);
        const at = now();
        const hash = sha256(token);
        const spent = await spendMemberCardToken(tx, hash, memberId, at);
        if (!spent) {
          const found = await memberCardToken(tx, hash);
          // Another member's token answers exactly like one that does not exist.
          if (!found || found.memberId !== memberId) {
            throw new HttpError(
              404,
              "This card token was not made for your account. Enter the card again.",
              { errors: [{ path: "body.token", message: "is not a card token of yours" }] },
            );
          }
          if (found.usedAt) {
            throw fieldError("body.token", "was already used: enter the card again to add it");
          }
          throw fieldError(
            "body.token",
            "has expired (a card token lasts 15 minutes): enter the card again",
          );
        }
        // payment.member-card-duplicate: the same card (brand, last four, expiry) stays one.
        if (await findSavedCard(tx, memberId, spent)) return;
        // payment.member-card-limit
        if ((await listSavedCards(tx, memberId)).length >= MAX_SAVED_CARDS) {
          throw new HttpError(
            422,
            `You can keep up to ${MAX_SAVED_CARDS} cards. Delete one before adding another.`,
            {
              errors: [
                { path: "body.token", message: `you already keep ${MAX_SAVED_CARDS} cards` },
              ],
            },
          );
        }
        await saveCard(tx, memberId, token);
      });
    },

    async charge(tx, input) {
      const first = await paymentByKey(tx, input.idempotencyKey);
      if (first) {
        if (first.orderId !== input.orderId || first.amountCents !== input.amountCents)
          throw new Error("payments: an idempotency key was reused for another charge");
        return resultFromRow(first, true);
      }
      const { method } = input;
      const attempt = {
        input,
        method: "savedCardId" in method ? ("saved_card" as const) : ("card" as const),
        memberId: method.memberId ?? null,
        at: now(),
      };

      if ("savedCardId" in method) {
        const saved = await findSavedCard(tx, method.memberId, { id: method.savedCardId });
        if (!saved) {
          return recordAttempt(tx, attempt, {
            status: "declined",
            failureCode: "saved_card_not_found",
          });
        }
        const outcome = await provider.charge(
          {
            savedCardRef: saved.providerRef,
            amountCents: input.amountCents,
            idempotencyKey: input.idempotencyKey,
            orderId: input.orderId,
          },
          { db: tx },
        );
        return recordAttempt(tx, attempt, { ...fromOutcome(outcome), savedCardId: saved.id });
      }

      const outcome = await provider.charge(
        {
          token: method.token,
          amountCents: input.amountCents,
          idempotencyKey: input.idempotencyKey,
          orderId: input.orderId,
        },
        { db: tx },
      );
      let savedCardId: string | null = null;
      if (
        outcome.status === "approved" &&
        method.memberId &&
        (method.saveCard || outcome.saveRequested)
      ) {
        try {
          savedCardId = (await saveCard(tx, method.memberId, method.token)).id;
        } catch (error) {
          // Keeping the card is a courtesy; the payment stands without it.
          if (!(error instanceof PaymentProviderError)) throw error;
        }
      }
      return recordAttempt(tx, attempt, { ...fromOutcome(outcome), savedCardId });
    },

    async recordDeclined(db, declined) {
      await insertPaymentOnce(db, declined.record);
    },

    async void(tx, reference) {
      const state = await provider.void(reference, { db: tx });
      await updateStatus(tx, reference, true, state.refundedCents);
    },

    async refund(tx, reference, amountCents) {
      const state = await provider.refund(reference, amountCents, { db: tx });
      await updateStatus(tx, reference, state.voidedCents > 0, state.refundedCents);
    },

    async voidOrder(tx, orderId) {
      const approved = await approvedPayments(tx, orderId);
      const undone: { reference: string; amountCents: number }[] = [];
      for (const payment of approved) {
        const reference = payment.providerRef;
        if (!reference) continue;
        if (payment.refundedCents === 0) {
          const state = await provider.void(reference, { db: tx });
          await updateStatus(tx, reference, true, state.refundedCents);
          undone.push({ reference, amountCents: state.voidedCents });
        } else {
          const rest = payment.amountCents - payment.refundedCents;
          const state = await provider.refund(reference, rest, { db: tx });
          await updateStatus(tx, reference, false, state.refundedCents);
          undone.push({ reference, amountCents: rest });
        }
      }
      return undone;
    },

    saveCard,

    async savedCards(tx, memberId) {
      return (await listSavedCards(tx, memberId)).map(toSavedCard);
    },

    async savedCardsOf(memberId) {
      return (await listSavedCards(deps.db, memberId)).map(toSavedCard);
    },

    attempts: paymentsOf,
  };
}
