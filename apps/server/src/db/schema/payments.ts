import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { orders } from "./orders.ts";

/*
 * Payments (docs/decisions/007-payments.md). `payment.no-card-data`: no column here, or
 * anywhere, holds a card number or a security code: only brand, last four and expiry.
 *
 * `order_payments` is Coop's own record. The `test_processor_*` tables stand for the
 * built-in test processor's side (what Stripe or Braintree keep on their servers); a real
 * processor adapter leaves them empty.
 */

/** Every payment attempt for an order, approved or not (the payments module writes it). */
export const orderPayments = pgTable(
  "order_payments",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    /** The caller's key: one attempt (and at most one charge) per key. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** The processor that handled it ("test" for the built-in one). */
    provider: text("provider").notNull(),
    /** "card" (a token) or "saved_card". */
    method: text("method").notNull(),
    savedCardId: text("saved_card_id"),
    memberId: text("member_id"),
    amountCents: integer("amount_cents").notNull(),
    /** approved | declined | voided | refunded (approved with a partial refund stays approved). */
    status: text("status").notNull(),
    brand: text("brand"),
    last4: text("last4"),
    expMonth: integer("exp_month"),
    expYear: integer("exp_year"),
    /** The processor's charge reference (approved attempts). */
    providerRef: text("provider_ref"),
    /** A PaymentFailureCode of the contract when declined. */
    failureCode: text("failure_code"),
    refundedCents: integer("refunded_cents").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("order_payments_key_idx").on(t.idempotencyKey),
    index("order_payments_order_idx").on(t.orderId, t.createdAt),
    index("order_payments_ref_idx").on(t.providerRef),
    check("order_payments_last4_check", sql`${t.last4} is null or ${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * Test processor: a single-use card token. Keeps what a processor would answer with
 * (outcome class of the test number, brand, last four, expiry), never the number or CVV.
 * The token itself is stored as its SHA-256, so a copy of the table cannot be spent.
 */
export const testProcessorTokens = pgTable(
  "test_processor_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** The order it was made for; it charges for that order only. */
    orderId: text("order_id").notNull(),
    /** approve | decline | insufficient_funds | cvv_failure | expired_card | processing_error */
    outcome: text("outcome").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    /** The customer asked, when entering the card, to keep it on their account. */
    saveRequested: boolean("save_requested").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Spent by a charge. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** Turned into a stored card (at most once): when, and which. */
    savedAt: timestamp("saved_at", { withTimezone: true }),
    savedCardRef: text("saved_card_ref"),
  },
  (t) => [
    index("test_processor_tokens_expiry_idx").on(t.expiresAt),
    check("test_processor_tokens_last4_check", sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

/** Test processor: a card kept for later charges (the provider_ref of a member's saved card). */
export const testProcessorCards = pgTable(
  "test_processor_cards",
  {
    ref: text("ref").primaryKey(),
    outcome: text("outcome").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [check("test_processor_cards_last4_check", sql`${t.last4} ~ '^[0-9]{4}$'`)],
);

/** Test processor: a charge, approved or declined, with what was voided or refunded of it. */
export const testProcessorCharges = pgTable(
  "test_processor_charges",
  {
    reference: text("reference").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull(),
    orderId: text("order_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** approved | declined */
    status: text("status").notNull(),
    declineCode: text("decline_code"),
    /** What paid: "token" or "card" (a stored card), and its hash or ref. */
    source: text("source").notNull(),
    sourceRef: text("source_ref").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    voidedCents: integer("voided_cents").notNull().default(0),
    refundedCents: integer("refunded_cents").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("test_processor_charges_key_idx").on(t.idempotencyKey),
    check(
      "test_processor_charges_amounts_check",
      sql`${t.voidedCents} + ${t.refundedCents} <= ${t.amountCents}`,
    ),
  ],
);

/**
 * A card token made outside checkout for saving a card on a member's account
 * (`payment.member-card-token`, docs/decisions/023-saved-cards-addresses-and-reorder-check.md):
 * bound to that member, spent once by members/payments, never usable to pay an order. Kept as
 * the token's SHA-256 with the card summary the processor answered (never the number or CVV).
 */
export const memberCardTokens = pgTable(
  "member_card_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: text("member_id").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Spent by members/payments. */
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("member_card_tokens_expiry_idx").on(t.expiresAt),
    check("member_card_tokens_last4_check", sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);
