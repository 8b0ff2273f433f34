import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Customer-engagement events sent to the marketing proxy's `users/track`
 * (`engagement.add-product`). The built-in engagement service keeps them here; a chain with
 * Braze forwards them instead.
 */
export const engagementEvents = pgTable(
  "engagement_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    externalId: text("external_id"),
    deviceId: text("device_id"),
    properties: jsonb("properties").notNull(),
    time: timestamp("time", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("engagement_events_name_idx").on(t.name, t.time)],
);
