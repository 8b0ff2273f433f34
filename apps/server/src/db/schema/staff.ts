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
} from "drizzle-orm/pg-core";

/**
 * Restaurant staff (docs/decisions/025-staff-accounts-and-roles.md): accounts, their sessions,
 * invitations and the audit log. The staff module owns these tables; staff are not members
 * (separate accounts, sessions and token kind).
 */
export const staff = pgTable(
  "staff",
  {
    id: text("id").primaryKey(),
    /** Lower case, unique (`staff.account`). */
    email: text("email").notNull().unique(),
    name: text("name").notNull(),
    /** scrypt hash, the members' hasher (modules/members/passwords.ts). */
    passwordHash: text("password_hash").notNull(),
    /** crew | manager | marketing | admin (`staff.roles`). */
    role: text("role").notNull(),
    /** Restaurant ids: exactly one for crew, one or more for a manager, none otherwise. */
    restaurantIds: integer("restaurant_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("staff_role_check", sql`${t.role} in ('crew', 'manager', 'marketing', 'admin')`)],
);

/** A staff sign-in; its tokens stop working when it is revoked (sign-out) or expires. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    staffId: text("staff_id")
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staffId)],
);

/** An emailed invitation: only the SHA-256 of its token is kept; single use, 7 days. */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    role: text("role").notNull(),
    restaurantIds: integer("restaurant_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    invitedBy: text("invited_by")
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  },
  (t) => [index("staff_invitations_email_idx").on(t.email)],
);

/** Every staff action (`staff.audit`): who, what, when, on what, and the before and after. */
export const staffAudit = pgTable(
  "staff_audit",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The staff member who acted (null: a failed sign-in has no known actor). */
    actorId: text("actor_id"),
    action: text("action").notNull(),
    /** What was acted on: `staff:<id>`, `invitation:<id>`. */
    target: text("target"),
    before: jsonb("before"),
    after: jsonb("after"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_audit_at_idx").on(t.at)],
);
