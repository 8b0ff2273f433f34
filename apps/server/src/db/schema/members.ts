import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { restaurants } from "./catalog.ts";

/** A member account. The members module owns these tables. */
export const members = pgTable("members", {
  id: text("id").primaryKey(),
  /** Lower case: addresses are compared case-insensitively. */
  email: text("email").notNull().unique(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  /** Ten digits, without a leading 1 or +1 (`member.phone`). */
  phone: text("phone"),
  /** scrypt hash (null for single-sign-on-only members). */
  passwordHash: text("password_hash"),
  optin: boolean("optin").notNull().default(false),
  optinSms: boolean("optin_sms").notNull().default(false),
  /**
   * When the member proved the email is theirs (the emailed link, a provider's verified
   * email); null while unverified, and again after an email change (`member.verify-email`).
   */
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
  /** When the member accepted the Terms of Use and Privacy Policy (`member.accept-terms`). */
  termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
  /** Set when the account was deleted and its personal data erased (`member.delete-account`). */
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A sign-in. Tokens name their session; revoking the session (sign-out) makes every
 * token of it worthless at once, however long its signature would stay valid.
 */
export const sessions = pgTable(
  "sessions",
  {
    /** ≥ 128 random bits, base64url. */
    id: text("id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** "password", "sso:<issuer>"… */
    method: text("method").notNull(),
  },
  (t) => [index("sessions_member_idx").on(t.memberId)],
);

/** A single-sign-on identity (OpenID Connect issuer and subject) linked to a member. */
export const memberIdentities = pgTable(
  "member_identities",
  {
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id),
    /** The verified email the provider gave at the last sign-in. */
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.issuer, t.subject] }),
    index("member_identities_member_idx").on(t.memberId),
  ],
);

/** A forgot-password request: single use, one hour. Only the token's SHA-256 is kept. */
export const passwordResets = pgTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_resets_member_idx").on(t.memberId)],
);

/**
 * An emailed verification link (`member.verify-email`): single use, 48 hours, for the
 * email it was sent to. Only the token's SHA-256 is kept.
 */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id),
    /** The address the link went to: it verifies that address only. */
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("email_verifications_member_idx").on(t.memberId)],
);

/**
 * A single-sign-on attempt between its two steps: the state sent to the provider, and the
 * PKCE verifier and nonce that only this server knows. Taken (deleted) when it comes back.
 */
export const ssoRequests = pgTable("sso_requests", {
  state: text("state").primaryKey(),
  codeVerifier: text("code_verifier").notNull(),
  nonce: text("nonce").notNull(),
  redirectUri: text("redirect_uri").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * A one-time code for the chain's mobile app (`appauth.code`): bound to the member, to one of
 * the allowed redirect addresses and to the app's PKCE challenge (S256). Only the code's
 * SHA-256 is kept; it lives two minutes and works once (`appauth.exchange-once`).
 */
export const appAuthCodes = pgTable(
  "app_auth_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id),
    redirectUri: text("redirect_uri").notNull(),
    /** BASE64URL(SHA-256(code_verifier)), as the app sent it. */
    codeChallenge: text("code_challenge").notNull(),
    state: text("state"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("app_auth_codes_member_idx").on(t.memberId),
    index("app_auth_codes_expires_idx").on(t.expiresAt),
  ],
);

/** A member's favorite restaurants (`member.favorites`). */
export const memberFavoriteLocations = pgTable(
  "member_favorite_locations",
  {
    memberId: text("member_id")
      .notNull()
      .references(() => members.id),
    restaurantId: integer("restaurant_id")
      .notNull()
      .references(() => restaurants.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.restaurantId] })],
);

/**
 * Saved delivery addresses (`handoff.saved-address`). Added by checkout (orders engine);
 * listed and deleted by the member. Orders keep their own copy of the address.
 */
export const memberAddresses = pgTable(
  "member_addresses",
  {
    id: text("id")
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id),
    address: text("address").notNull(),
    /** Apartment, suite or building. */
    building: text("building"),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zip: text("zip").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("member_addresses_member_idx").on(t.memberId),
    // `member.address-default`: at most one default per member, whatever runs at once.
    uniqueIndex("member_addresses_one_default_idx")
      .on(t.memberId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * Saved cards (`payment.no-card-data`): the processor's token and what a person needs to
 * recognise the card. Never the card number or the security code. Added by checkout.
 */
export const savedCards = pgTable(
  "saved_cards",
  {
    id: text("id")
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    /** The payment processor's reusable token for the card. */
    providerRef: text("provider_ref").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("saved_cards_member_idx").on(t.memberId),
    check("saved_cards_last4_check", sql`${t.last4} ~ '^[0-9]{4}$'`),
    check("saved_cards_exp_month_check", sql`${t.expMonth} between 1 and 12`),
  ],
);

/** The e-club mailing list (eclub/subscribe); one row per email. */
export const eclubSubscriptions = pgTable(
  "eclub_subscriptions",
  {
    email: text("email").primaryKey(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    zip: text("zip"),
    /** MM-DD */
    birthday: text("birthday"),
    restaurantId: integer("restaurant_id").references(() => restaurants.id),
    phone: text("phone"),
    optinSms: boolean("optin_sms").notNull().default(false),
    /** Menu items the subscriber likes (skus of the default menu; the favorites selector). */
    favoriteItems: text("favorite_items")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** en or es: the language of the emails. */
    language: text("language").notNull().default("en"),
    /** When the consent box was ticked (required to subscribe). */
    consentAt: timestamp("consent_at", { withTimezone: true }),
    /**
     * Double opt-in: the hash of the emailed confirmation token and when it expires; the
     * subscription counts from confirmedAt (null until the link is followed).
     */
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The unsubscribe link's token (random, in every email); unsubscribedAt ends the subscription. */
    unsubscribeToken: text("unsubscribe_token"),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The emailed links look subscriptions up by their tokens.
    uniqueIndex("eclub_confirm_token_idx")
      .on(t.confirmTokenHash)
      .where(sql`${t.confirmTokenHash} is not null`),
    uniqueIndex("eclub_unsubscribe_token_idx")
      .on(t.unsubscribeToken)
      .where(sql`${t.unsubscribeToken} is not null`),
  ],
);
