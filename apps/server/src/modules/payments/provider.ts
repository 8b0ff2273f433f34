import type { CardBrand } from "@coop/contract/cards";

import type { Db } from "../../db/client.ts";

/*
 * The card processor behind Coop (docs/decisions/007-payments.md). The built-in test
 * processor (test-processor.ts) implements it; an adapter for Stripe, Braintree, Olo Pay…
 * would too. Nothing outside a provider ever holds a card number or a security code.
 */

/** What may be kept of a card (`payment.no-card-data`). */
export type CardSummary = {
  brand: CardBrand;
  /** The last four digits. */
  last4: string;
  expMonth: number;
  expYear: number;
};

/** Card data as the customer typed it; it lives only for the duration of a tokenize call. */
export type CardInput = {
  number: string;
  expMonth: number;
  expYear: number;
  cvv: string;
  zip: string;
};

export type CardToken = CardSummary & { token: string; expiresAt: Date };

/** Why a processor refused a charge. `invalid_token`: unknown, spent, expired or another order's. */
export type ProviderDeclineCode =
  | "card_declined"
  | "insufficient_funds"
  | "cvv_failed"
  | "expired_card"
  | "processing_error"
  | "invalid_token";

export type ChargeRequest = ({ token: string } | { savedCardRef: string }) & {
  amountCents: number;
  /** The same key charges once; a retry gets the first result back. */
  idempotencyKey: string;
  orderId: string;
};

export type ChargeOutcome =
  | {
      status: "approved";
      reference: string;
      card: CardSummary;
      /** The card was tokenized with `save: true` (the customer asked to keep it). */
      saveRequested: boolean;
    }
  | {
      status: "declined";
      code: ProviderDeclineCode;
      /** The processor's wording, for logs; people get the service's message. */
      message: string;
      /** Null when the token or stored card is unknown. */
      card: CardSummary | null;
    };

/** A charge after the fact: how much of it was voided and refunded. */
export type ChargeState = {
  reference: string;
  amountCents: number;
  voidedCents: number;
  refundedCents: number;
};

/**
 * The caller's transaction. Adapters of remote processors ignore it. The built-in
 * processor keeps its side in Coop's database and writes through it, so that its rows
 * commit or roll back with the order (and because PGlite has a single connection: a
 * write outside an open transaction would wait for it forever).
 */
export type ProviderContext = { db: Db };

export type PaymentProviderErrorCode =
  | "invalid_card"
  | "invalid_token"
  | "not_supported"
  | "charge_not_found"
  | "not_approved"
  | "already_refunded"
  | "refund_exceeds_charge"
  | "invalid_amount"
  | "idempotency_mismatch";

/** A request the processor refuses (as opposed to a decline, which is a ChargeOutcome). */
export class PaymentProviderError extends Error {
  readonly code: PaymentProviderErrorCode;
  constructor(code: PaymentProviderErrorCode, message: string) {
    super(message);
    this.name = "PaymentProviderError";
    this.code = code;
  }
}

export type PaymentProvider = {
  /** Short name recorded with each payment ("test", "stripe"…). */
  readonly name: string;
  /**
   * Card data → a single-use token bound to one order, valid for a short while. Only the
   * built-in processor has it; with a real one the browser sends the card to the processor.
   */
  tokenize?(
    card: CardInput,
    options: { orderId: string; save: boolean },
    ctx?: ProviderContext,
  ): Promise<CardToken>;
  /** Approves or declines; the same idempotencyKey charges once and returns the first result. */
  charge(request: ChargeRequest, ctx?: ProviderContext): Promise<ChargeOutcome>;
  /** Cancels an approved charge in full (before any refund); voiding twice is a no-op. */
  void(reference: string, ctx?: ProviderContext): Promise<ChargeState>;
  /** Gives back part or all of what is left of an approved charge. */
  refund(reference: string, amountCents: number, ctx?: ProviderContext): Promise<ChargeState>;
  /** Keeps the card behind a token for later charges; saving a token again returns the same card. */
  saveCard(
    token: string,
    ctx?: ProviderContext,
  ): Promise<{ providerRef: string; card: CardSummary }>;
};
