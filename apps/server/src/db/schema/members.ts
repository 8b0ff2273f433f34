import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** A member (api-layer §3 User). The members module owns these tables. */
export const members = pgTable("members", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  /** Ten digits, without a leading 1 or +1 (api §3 Phone rule). */
  phone: text("phone"),
  /** scrypt hash (null for single-sign-on-only members). */
  passwordHash: text("password_hash"),
  optin: boolean("optin").notNull().default(false),
  optinSms: boolean("optin_sms").notNull().default(false),
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
