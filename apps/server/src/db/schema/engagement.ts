import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * The built-in customer-engagement engine (docs/decisions/030-engagement-engine.md). It keeps
 * what the vendor's REST API reads and writes: users with their attributes and aliases, custom
 * events and purchases, segments, campaigns and canvases, the messages sent to each user
 * (content cards, in-app messages, emails) and per-day analytics. A chain with the vendor
 * forwards the same paths instead, and these tables stay empty.
 */

/** A user: `external_id` is the member id; an anonymous device is a user known by an alias. */
export const engagementUsers = pgTable(
  "engagement_users",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The member id once known (users/identify, or users/track with external_id). */
    externalId: text("external_id").unique(),
    /**
     * Standard and custom attributes, by the vendor's names (`first_name`, `email`, `language`,
     * `home_city`, `email_subscribe`…, or any custom key). Nested objects are kept as given.
     */
    attributes: jsonb("attributes").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    /** The last time an event, a purchase or a session came from this user. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
  },
  (t) => [index("engagement_users_updated_idx").on(t.updatedAt)],
);

/**
 * A user alias (`users/alias/new`): `alias_label` + `alias_name` name one user. The site's
 * anonymous device is the alias label `device` with the device id as the name.
 */
export const engagementAliases = pgTable(
  "engagement_aliases",
  {
    aliasLabel: text("alias_label").notNull(),
    aliasName: text("alias_name").notNull(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => engagementUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.aliasLabel, t.aliasName] }),
    index("engagement_aliases_user_idx").on(t.userId),
  ],
);

/**
 * Custom events of `users/track` (`engagement.add-product` and the rest). `user_id` is the user
 * the event was recorded for (resolved from external_id, alias or device); the raw external id
 * and device id are kept as they came.
 */
export const engagementEvents = pgTable(
  "engagement_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    externalId: text("external_id"),
    deviceId: text("device_id"),
    userId: bigint("user_id", { mode: "number" }).references(() => engagementUsers.id, {
      onDelete: "cascade",
    }),
    properties: jsonb("properties").notNull(),
    time: timestamp("time", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("engagement_events_name_idx").on(t.name, t.time),
    index("engagement_events_user_idx").on(t.userId, t.name, t.time),
  ],
);

/** Purchases of `users/track` (one row per product; price in cents of `currency`). */
export const engagementPurchases = pgTable(
  "engagement_purchases",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => engagementUsers.id, { onDelete: "cascade" }),
    productId: text("product_id").notNull(),
    currency: text("currency").notNull(),
    priceCents: integer("price_cents").notNull(),
    quantity: integer("quantity").notNull().default(1),
    properties: jsonb("properties").$type<Record<string, unknown>>().notNull().default({}),
    time: timestamp("time", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("engagement_purchases_user_idx").on(t.userId, t.time)],
);

/**
 * A segment: a name and rules over attributes, events and purchases (the shape is the
 * contract's `segmentRulesSchema`, evaluated by the engine).
 */
export const engagementSegments = pgTable("engagement_segments", {
  /** The vendor's segment identifier (a UUID). */
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  rules: jsonb("rules").$type<unknown>().notNull(),
  tags: text("tags").array().notNull().default([]),
  archived: boolean("archived").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/**
 * A campaign: one kind of message (content card, in-app message or email) with A/B variants,
 * sent to a segment on a schedule, through the API (`campaigns/trigger/send`) or when a user
 * records an event (action-based). `variants` and `schedule` are the contract's shapes.
 */
export const engagementCampaigns = pgTable("engagement_campaigns", {
  /** The vendor's campaign identifier (a UUID). */
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  /** content_card | in_app_message | email */
  channel: text("channel").notNull(),
  /** The audience; null = every user. */
  segmentId: text("segment_id").references(() => engagementSegments.id),
  /** draft | active | stopped */
  status: text("status").notNull().default("draft"),
  /** scheduled | api | action */
  delivery: text("delivery").notNull(),
  /** When a scheduled campaign sends (null: at launch); an action campaign's event name. */
  sendAt: timestamp("send_at", { withTimezone: true }),
  triggerEvent: text("trigger_event"),
  /** The event that counts as a conversion (for example a purchase), within 3 days. */
  conversionEvent: text("conversion_event"),
  variants: jsonb("variants").$type<unknown>().notNull(),
  tags: text("tags").array().notNull().default([]),
  archived: boolean("archived").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  firstSentAt: timestamp("first_sent_at", { withTimezone: true }),
  lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
});

/**
 * A canvas: a sequence of steps, each a message (content card, in-app message or email) sent a
 * delay after the previous one, to the users who enter it (a segment at launch, an event, or
 * `canvas/trigger/send`). `steps` is the contract's shape.
 */
export const engagementCanvases = pgTable("engagement_canvases", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  segmentId: text("segment_id").references(() => engagementSegments.id),
  status: text("status").notNull().default("draft"),
  /** scheduled | api | action */
  delivery: text("delivery").notNull(),
  sendAt: timestamp("send_at", { withTimezone: true }),
  triggerEvent: text("trigger_event"),
  conversionEvent: text("conversion_event"),
  steps: jsonb("steps").$type<unknown>().notNull(),
  tags: text("tags").array().notNull().default([]),
  archived: boolean("archived").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  firstSentAt: timestamp("first_sent_at", { withTimezone: true }),
  lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
});

/** A user's way through a canvas: the next step and when it is due (one entry per user). */
export const engagementCanvasEntries = pgTable(
  "engagement_canvas_entries",
  {
    canvasId: text("canvas_id")
      .notNull()
      .references(() => engagementCanvases.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => engagementUsers.id, { onDelete: "cascade" }),
    /** The index of the next step to send; steps.length when done. */
    nextStep: integer("next_step").notNull().default(0),
    dueAt: timestamp("due_at", { withTimezone: true }),
    dispatchId: text("dispatch_id").notNull(),
    /** Per-send trigger properties (`canvas_entry_properties`). */
    properties: jsonb("properties").$type<Record<string, unknown>>().notNull().default({}),
    enteredAt: timestamp("entered_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.canvasId, t.userId] }),
    index("engagement_canvas_entries_due_idx").on(t.dueAt),
  ],
);

/**
 * One message sent to one user: a content card in their feed, an in-app message waiting to be
 * shown, or an email handed to the mail queue. `content` is the contract's card or in-app shape;
 * the flags are what the user did with it.
 */
export const engagementMessages = pgTable(
  "engagement_messages",
  {
    /** The card or message id the browser sees (random, unguessable). */
    id: text("id").primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => engagementUsers.id, { onDelete: "cascade" }),
    /** content_card | in_app_message | email */
    channel: text("channel").notNull(),
    campaignId: text("campaign_id"),
    canvasId: text("canvas_id"),
    canvasStepId: text("canvas_step_id"),
    variantId: text("variant_id"),
    /** The send it belongs to (`dispatch_id` of the API's answer). */
    dispatchId: text("dispatch_id").notNull(),
    /** A control-group card: counted, never shown (the site skips it). */
    isControl: boolean("is_control").notNull().default(false),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    clickedAt: timestamp("clicked_at", { withTimezone: true }),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** In-app messages: how many times it was shown, and the last time. */
    displayCount: integer("display_count").notNull().default(0),
    lastDisplayedAt: timestamp("last_displayed_at", { withTimezone: true }),
    /** Set once a conversion was counted for this message. */
    convertedAt: timestamp("converted_at", { withTimezone: true }),
  },
  (t) => [
    index("engagement_messages_user_idx").on(t.userId, t.channel, t.createdAt),
    index("engagement_messages_campaign_idx").on(t.campaignId),
    index("engagement_messages_canvas_idx").on(t.canvasId),
  ],
);

/**
 * Per-day analytics of a campaign or a canvas (`source_kind` campaign | canvas), per variant or
 * canvas step (`variant_id`, '' for the whole), in UTC days.
 */
export const engagementStatsDaily = pgTable(
  "engagement_stats_daily",
  {
    sourceKind: text("source_kind").notNull(),
    sourceId: text("source_id").notNull(),
    variantId: text("variant_id").notNull().default(""),
    day: date("day", { mode: "string" }).notNull(),
    sends: integer("sends").notNull().default(0),
    impressions: integer("impressions").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
    conversions: integer("conversions").notNull().default(0),
    dismissals: integer("dismissals").notNull().default(0),
    /** Users who entered (canvases) or were targeted (campaigns) that day. */
    entries: integer("entries").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sourceKind, t.sourceId, t.variantId, t.day] })],
);

/** A segment's size, measured once a day (for `segments/data_series`). */
export const engagementSegmentSizes = pgTable(
  "engagement_segment_sizes",
  {
    segmentId: text("segment_id")
      .notNull()
      .references(() => engagementSegments.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    size: integer("size").notNull(),
    measuredAt: timestamp("measured_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.segmentId, t.day] })],
);

/**
 * A users export (`users/export/ids` writes none; `users/export/segment` writes one): the file
 * under DATA_DIR is downloaded through a signed URL until `expires_at`.
 */
export const engagementExports = pgTable("engagement_exports", {
  /** The `object_prefix` of the answer. */
  objectPrefix: text("object_prefix").primaryKey(),
  segmentId: text("segment_id"),
  /** pending | done | failed */
  status: text("status").notNull(),
  fields: text("fields").array(),
  userCount: integer("user_count"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
