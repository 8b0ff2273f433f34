import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

import { restaurants } from "./catalog.ts";

/**
 * Restaurant operations (docs/decisions/027-restaurant-operations.md): the settings a
 * manager keeps for a restaurant, the temporary store controls, the 86 list, and the job queue
 * that runs what must happen later (notifications, firing scheduled orders).
 */

/**
 * A restaurant's operating settings. No row means the defaults below and the pacing numbers of
 * the restaurant's catalog entry (`slotCapacity`, `cateringSlotCapacity`).
 */
export const restaurantSettings = pgTable("restaurant_settings", {
  restaurantId: integer("restaurant_id")
    .primaryKey()
    .references(() => restaurants.id),
  /**
   * `ops.auto-advance`: the make-time clock moves this restaurant's orders by itself (the demo
   * chain); off, staff move every order on the board.
   */
  autoAdvance: boolean("auto_advance").notNull().default(false),
  /** Make-time model (`ops.make-time`): a base per order plus minutes per item. */
  makeBaseMinutes: doublePrecision("make_base_minutes").notNull().default(6),
  makePerItemMinutes: doublePrecision("make_per_item_minutes").notNull().default(1),
  /** Minutes per item by menu category id, where a category takes longer or shorter: { "12": 2.5 }. */
  categoryMinutes: jsonb("category_minutes")
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** Catering's own base make time (hours, usually), used instead of makeBaseMinutes. */
  cateringBaseMinutes: doublePrecision("catering_base_minutes").notNull().default(90),
  /**
   * Pacing (`ops.pacing`) per handoff and for catering: orders and make-minutes per 15-minute
   * slot; null keeps the catalog's capacity / no minute limit.
   * { pickup: { orders, minutes }, curbside: {…}, dispatch: {…}, catering: {…} }
   */
  pacing: jsonb("pacing")
    .notNull()
    .default(sql`'{}'::jsonb`),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
});

/** Temporary store controls (`ops.controls`), one row per restaurant, each expiring by itself. */
export const restaurantControls = pgTable("restaurant_controls", {
  restaurantId: integer("restaurant_id")
    .primaryKey()
    .references(() => restaurants.id),
  /** Online ordering paused until this instant (null: not paused), with the reason customers see. */
  pausedUntil: timestamp("paused_until", { withTimezone: true }),
  pauseReason: text("pause_reason"),
  /** Busy mode: this many minutes added to the quoted time until busyUntil. */
  busyMinutes: integer("busy_minutes"),
  busyUntil: timestamp("busy_until", { withTimezone: true }),
  /** Today's hours override: on local date closesEarlyDate, no slot starts at or after minute closesEarlyMinute. */
  closesEarlyDate: text("closes_early_date"),
  closesEarlyMinute: integer("closes_early_minute"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
});

/** "86": an item or option a restaurant cannot make, until a time or until turned back on. */
export const menuUnavailable = pgTable(
  "menu_unavailable",
  {
    restaurantId: integer("restaurant_id")
      .notNull()
      .references(() => restaurants.id),
    /** "product" or "option". */
    kind: text("kind").notNull(),
    itemId: integer("item_id").notNull(),
    /** Restored automatically at this instant; null: until someone turns it back on. */
    until: timestamp("until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by"),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.kind, t.itemId] })],
);

/**
 * The job queue (`jobs.durable`): what must happen later is a row, claimed by a worker with a
 * lease, retried with backoff, never lost in a restart. `key` makes an enqueue idempotent.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    key: text("key").unique(),
    payload: jsonb("payload")
      .notNull()
      .default(sql`'{}'::jsonb`),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    /** A worker's lease: another worker may take the job after this instant. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`done_at is null and failed_at is null`),
  ],
);
