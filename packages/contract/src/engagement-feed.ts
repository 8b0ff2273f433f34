// What the site reads from the engagement engine (docs/decisions/030-engagement-engine.md):
// the visitor's content cards and in-app messages, and the member's inbox, under
// /api/v1/engagement. The shapes follow the vendor's web SDK (a card's `extras.feed_type`,
// `viewed`, `dismissible`, `isControl`) so the spec's sorting and tag rules read the same.
// The browser takes the types only.
import { z } from "zod";

const instant = z.iso.datetime({ offset: true });

import {
  CARD_TYPES,
  IN_APP_LAYOUTS,
  MESSAGE_CHANNELS,
  MESSAGE_EVENTS,
} from "./engagement-names.ts";

export {
  CARD_TYPES,
  IN_APP_LAYOUTS,
  MESSAGE_CHANNELS,
  MESSAGE_EVENTS,
  type MessageChannel,
  type MessageEvent,
} from "./engagement-names.ts";

/** A content card as the browser gets it (the spec's "Content card": extras.feed_type, viewed). */
export const contentCardSchema = z.object({
  id: z.string(),
  campaign_id: z.string().nullable(),
  type: z.enum(CARD_TYPES),
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  image_alt: z.string(),
  url: z.string().nullable(),
  link_text: z.string().nullable(),
  /** Key-value pairs; `feed_type` places the card (homepage_carousel, homepage_top_alert…). */
  extras: z.record(z.string(), z.string()),
  pinned: z.boolean(),
  dismissible: z.boolean(),
  viewed: z.boolean(),
  clicked: z.boolean(),
  /** Read in the inbox. */
  read: z.boolean(),
  /** A control-group card: the site skips it (it is only counted). */
  is_control: z.boolean(),
  created: instant,
  expires_at: instant.nullable(),
});
export type ContentCard = z.infer<typeof contentCardSchema>;

/** When an in-app message shows: at the start of a visit, on a page, or after an event. */
export const inAppTriggerSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("session_start") }),
  z.object({
    type: z.literal("page_view"),
    /** A site path (`/menu`); without one, any page. */
    path: z.string().max(200).optional(),
  }),
  z.object({ type: z.literal("event"), event: z.string().min(1).max(100) }),
]);
export type InAppTrigger = z.infer<typeof inAppTriggerSchema>;

export const inAppButtonSchema = z.object({
  text: z.string(),
  url: z.string().nullable(),
});

/** An in-app message waiting to be shown. `tags` decide the channel (catering, mealtime, app). */
export const inAppMessageSchema = z.object({
  id: z.string(),
  campaign_id: z.string().nullable(),
  layout: z.enum(IN_APP_LAYOUTS),
  header: z.string().nullable(),
  message: z.string(),
  image_url: z.string().nullable(),
  image_alt: z.string(),
  buttons: z.array(inAppButtonSchema),
  tags: z.array(z.string()),
  trigger: inAppTriggerSchema,
  extras: z.record(z.string(), z.string()),
  created: instant,
});
export type InAppMessage = z.infer<typeof inAppMessageSchema>;

/**
 * GET /api/v1/engagement/feed: the visitor's cards (a member's by the access token, else the
 * device's by its device id) and the in-app messages that may show now (frequency capping
 * applied); `unread` is the inbox's unread count (0 for a guest). `lang` picks the Spanish text
 * where a message has one.
 */
export const engagementFeedQuerySchema = z.object({
  lang: z.enum(["en-US", "es"]).optional(),
});
export const engagementFeedResponseSchema = z.object({
  cards: z.array(contentCardSchema),
  in_app_messages: z.array(inAppMessageSchema),
  unread: z.number().int().nonnegative(),
});
export type EngagementFeed = z.infer<typeof engagementFeedResponseSchema>;

export const engagementMessageEventParamsSchema = z.object({
  id: z.string().min(1).max(64),
  event: z.enum(MESSAGE_EVENTS, {
    error: () => `must be one of ${MESSAGE_EVENTS.join(", ")}`,
  }),
});
export const engagementMessageIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const engagementMessageEventResponseSchema = z.object({
  message: z.literal("success"),
  unread: z.number().int().nonnegative(),
});

/** One entry of the member's inbox: a card, an in-app message shown, or an email sent. */
export const inboxItemSchema = z.object({
  id: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  title: z.string(),
  body: z.string(),
  image_url: z.string().nullable(),
  image_alt: z.string(),
  url: z.string().nullable(),
  link_text: z.string().nullable(),
  created: instant,
  read: z.boolean(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;
export const engagementInboxQuerySchema = engagementFeedQuerySchema;
export const engagementInboxResponseSchema = z.object({
  items: z.array(inboxItemSchema),
  unread: z.number().int().nonnegative(),
});
export type EngagementInbox = z.infer<typeof engagementInboxResponseSchema>;
