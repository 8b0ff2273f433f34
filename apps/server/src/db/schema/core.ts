import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Facts about this installation: seed version, install time. New facts add their tables
 * to this file and generate a migration (npm run db:generate).
 */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
