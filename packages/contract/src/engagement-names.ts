// The engagement engine's names that the browser needs as values, free of zod (the browser never
// loads zod): the zod schemas of engagement-feed.ts and ops-engagement.ts build on them.

export const CARD_TYPES = ["classic", "captioned_image", "image_only"] as const;
export const IN_APP_LAYOUTS = ["modal", "slideup", "full"] as const;
export const MESSAGE_CHANNELS = ["content_card", "in_app_message", "email"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** What the visitor did with a card or a message (impressions are counted once per message). */
export const MESSAGE_EVENTS = ["impression", "click", "dismiss", "read"] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

/** Comparisons of an attribute rule (`exists` and `not_exists` take no value). */
export const ATTRIBUTE_OPS = [
  "equals",
  "not_equals",
  "gt",
  "gte",
  "lt",
  "lte",
  "contains",
  "exists",
  "not_exists",
] as const;

export const CAMPAIGN_CHANNELS = MESSAGE_CHANNELS;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];
export const DELIVERY_KINDS = ["scheduled", "api", "action"] as const;
export const CAMPAIGN_STATUSES = ["draft", "active", "stopped"] as const;
