import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { members } from "./members.ts";

/* Loyalty points, the reward catalog, redeemed rewards, and wallet offers. */

/**
 * A member's point balance. The CHECK keeps it from ever going below zero: a redeem
 * subtracts with `points >= cost` in the same statement, so two at once cannot overspend.
 */
export const loyaltyAccounts = pgTable(
  "loyalty_accounts",
  {
    memberId: text("member_id")
      .primaryKey()
      .references(() => members.id),
    points: integer("points").notNull().default(0),
    lifetimePoints: integer("lifetime_points").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("loyalty_accounts_points_check", sql`${t.points} >= 0`)],
);

/**
 * Every change to a balance, with why. Earning and reversing are once per order: the
 * unique index on (order_id, kind) makes accrual and reversal idempotent.
 */
export const loyaltyLedger = pgTable(
  "loyalty_ledger",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id),
    /** earn | reverse | redeem | bonus | adjust */
    kind: text("kind").notNull(),
    /** Signed: positive adds, negative takes away. */
    points: integer("points").notNull(),
    orderId: text("order_id"),
    rewardReference: text("reward_reference"),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("loyalty_ledger_member_idx").on(t.memberId, t.createdAt),
    uniqueIndex("loyalty_ledger_order_kind_idx")
      .on(t.orderId, t.kind)
      .where(sql`${t.orderId} is not null`),
  ],
);

/** The reward catalog: what points buy. `discount` is a RewardDiscount (contract rewards.ts). */
export const loyaltyRewards = pgTable("loyalty_rewards", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  points: integer("points").notNull(),
  /** default | catering */
  channel: text("channel").notNull(),
  discount: jsonb("discount").notNull(),
  /** A menu image file name (served under MENU_IMAGE_BASE_URL), or null. */
  image: text("image"),
  /** How long a redeemed reward stays usable. */
  validDays: integer("valid_days").notNull(),
  active: boolean("active").notNull().default(true),
  sort: integer("sort").notNull(),
});

/**
 * A reward a member redeemed points for. `reference` (≥ 128 random bits) is what
 * PUT orders/{id}/rewards names. One reward per order: the unique index on order_id.
 * status: available → applied (on an open order) → used (order submitted); removing it
 * from the order or cancelling the order makes it available again.
 */
export const memberRewards = pgTable(
  "member_rewards",
  {
    reference: text("reference").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id),
    rewardId: text("reward_id")
      .notNull()
      .references(() => loyaltyRewards.id),
    status: text("status").notNull(),
    orderId: text("order_id"),
    pointsSpent: integer("points_spent").notNull(),
    channel: text("channel").notNull(),
    campaign: text("campaign"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("member_rewards_member_idx").on(t.memberId),
    uniqueIndex("member_rewards_order_idx")
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
  ],
);

/**
 * Marketing offers. Each is a coupon code the orders engine accepts (a row of coupons,
 * usually `wallet_only`). Public ones are listed by GET offers/all; members are
 * given others in their wallet (member_offers).
 */
export const offers = pgTable("offers", {
  id: text("id").primaryKey(),
  code: text("code").notNull().unique(),
  /** Without the 'Catering - ' prefix; the API adds it for catering offers. */
  label: text("label").notNull(),
  description: text("description").notNull(),
  image: text("image"),
  /** default | catering */
  channel: text("channel").notNull(),
  isPublic: boolean("is_public").notNull().default(false),
  startsAt: timestamp("starts_at", { withTimezone: true }),
  endsAt: timestamp("ends_at", { withTimezone: true }),
  sort: integer("sort").notNull().default(0),
  /**
   * The welcome offer: every new member finds this offer in the wallet, usable for this many
   * days from sign-up. Null for every other offer.
   */
  welcomeValidDays: integer("welcome_valid_days"),
});

/**
 * An offer in a member's wallet (`wallet.entry-fields`). status: incomplete | complete.
 */
export const memberOffers = pgTable(
  "member_offers",
  {
    id: text("id")
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id),
    offerId: text("offer_id")
      .notNull()
      .references(() => offers.id),
    status: text("status").notNull().default("incomplete"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    orderId: text("order_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("member_offers_member_idx").on(t.memberId)],
);
