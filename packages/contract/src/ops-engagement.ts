// Engagement authoring under /api/ops/engagement (docs/decisions/030-engagement-engine.md), for
// staff with the marketing or admin role: segments, campaigns, canvases and the preview of what
// a segment sees. Analytics are read through the vendor-shaped REST paths (campaigns/data_series,
// segments/data_series…) with the staff token. The browser takes the types only.
import { z } from "zod";

import { contentCardSchema, inAppMessageSchema, inAppTriggerSchema } from "./engagement-feed.ts";
import {
  ATTRIBUTE_OPS,
  CAMPAIGN_CHANNELS,
  CAMPAIGN_STATUSES,
  CARD_TYPES,
  DELIVERY_KINDS,
  IN_APP_LAYOUTS,
} from "./engagement-names.ts";

export {
  ATTRIBUTE_OPS,
  CAMPAIGN_CHANNELS,
  CAMPAIGN_STATUSES,
  type CampaignChannel,
  DELIVERY_KINDS,
} from "./engagement-names.ts";

const instant = z.iso.datetime({
  offset: true,
  error: () => "must be a date and time (ISO 8601, with its offset)",
});
const name = z.string().trim().min(1, "is required").max(120, "must be at most 120 characters");
const description = z.string().trim().max(1000, "must be at most 1000 characters").default("");
const tags = z.array(z.string().trim().min(1).max(40)).max(10, "at most 10 tags").default([]);
const days = z
  .number()
  .int("must be a whole number of days")
  .min(1, "must be at least 1 day")
  .max(365, "must be at most 365 days");

// ── Segments ────────────────────────────────────────────────────────────────────────────────

/**
 * One rule of a segment:
 * - attribute: a user attribute compared with a value (`points` gte 250, `language` equals es);
 * - event: a custom event performed (or not) at least `min_count` times within the last
 *   `within_days` days, optionally with one property equal to a value (`Order_Placed` with
 *   `channel` = `Catering`);
 * - purchase: purchased (or not) within the last `within_days` days, optionally one product.
 */
export const segmentRuleSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("attribute"),
    attribute: z.string().trim().min(1, "is required").max(100),
    op: z.enum(ATTRIBUTE_OPS),
    value: z.union([z.string().max(200), z.number(), z.boolean()]).optional(),
  }),
  z.object({
    type: z.literal("event"),
    event: z.string().trim().min(1, "is required").max(100),
    op: z.enum(["performed", "not_performed"]),
    within_days: days.optional(),
    min_count: z.number().int().min(1).max(1000).default(1),
    property: z
      .object({
        name: z.string().trim().min(1).max(100),
        value: z.union([z.string().max(200), z.number(), z.boolean()]),
      })
      .optional(),
  }),
  z.object({
    type: z.literal("purchase"),
    op: z.enum(["purchased", "not_purchased"]),
    within_days: days.optional(),
    product_id: z.string().trim().min(1).max(100).optional(),
  }),
]);
export type SegmentRule = z.infer<typeof segmentRuleSchema>;

/** A segment's rules: all of them (and) or any of them (or); no rule = every user. */
export const segmentRulesSchema = z.object({
  match: z.enum(["all", "any"]).default("all"),
  rules: z.array(segmentRuleSchema).max(20, "at most 20 rules"),
});
export type SegmentRules = z.infer<typeof segmentRulesSchema>;

export const opsSegmentBodySchema = z.object({
  name,
  description,
  rules: segmentRulesSchema,
  tags,
});
export type OpsSegmentBody = z.input<typeof opsSegmentBodySchema>;

export const opsSegmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  rules: segmentRulesSchema,
  tags: z.array(z.string()),
  /** The number of users who match now. */
  size: z.number().int().nonnegative(),
  created_at: instant,
  updated_at: instant,
});
export type OpsSegment = z.infer<typeof opsSegmentSchema>;

export const opsIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const opsSegmentListResponseSchema = z.object({
  status: z.literal("ok"),
  data: z.array(opsSegmentSchema),
});
export const opsSegmentResponseSchema = z.object({
  status: z.literal("ok"),
  data: opsSegmentSchema,
});
export const opsSegmentEstimateBodySchema = z.object({ rules: segmentRulesSchema });
export const opsSegmentEstimateResponseSchema = z.object({
  status: z.literal("ok"),
  data: z.object({ size: z.number().int().nonnegative(), total_users: z.number().int() }),
});

// ── Messages ────────────────────────────────────────────────────────────────────────────────

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const extras = z
  .record(z.string().max(40), z.string().max(200))
  .refine((e) => Object.keys(e).length <= 20, { error: "at most 20 key-value pairs" })
  .default({});
/** A site path (`/offers`) or an https address. */
const link = z
  .string()
  .trim()
  .max(500)
  .refine((u) => /^\/(?!\/)/.test(u) || /^https:\/\//.test(u), {
    error: "must be a site path (/offers) or an https address",
  });

export const cardMessageSchema = z.object({
  type: z.enum(CARD_TYPES).default("classic"),
  title: text(120),
  description: text(500),
  image_url: link.nullable().default(null),
  image_alt: text(200).default(""),
  url: link.nullable().default(null),
  link_text: text(60).nullable().default(null),
  /** `feed_type`: homepage_carousel, homepage_carousel_web, homepage_top_alert, offer_screen_message… */
  extras,
  pinned: z.boolean().default(false),
  dismissible: z.boolean().default(true),
  /** The card leaves the feed this many days after it was sent. */
  expires_in_days: days.nullable().default(30),
});
export const inAppMessageContentSchema = z.object({
  layout: z.enum(IN_APP_LAYOUTS).default("modal"),
  header: text(120).nullable().default(null),
  message: text(500).min(1, "is required"),
  image_url: link.nullable().default(null),
  image_alt: text(200).default(""),
  buttons: z
    .array(z.object({ text: text(40).min(1, "is required"), url: link.nullable().default(null) }))
    .max(2, "at most 2 buttons")
    .default([]),
  /** catering (catering channel only), mealtime (default channel only), app (never on the web). */
  tags: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
  trigger: inAppTriggerSchema.default({ type: "session_start" }),
  extras,
});
export const emailMessageSchema = z.object({
  subject: text(150).min(1, "is required"),
  /** Plain text; an unsubscribe line is added to every email. */
  body: text(5000).min(1, "is required"),
});

/** A message of one channel, with its optional Spanish text (same fields). */
export const channelMessageSchema = z.discriminatedUnion("channel", [
  z.object({
    channel: z.literal("content_card"),
    message: cardMessageSchema,
    message_es: cardMessageSchema.nullable().default(null),
  }),
  z.object({
    channel: z.literal("in_app_message"),
    message: inAppMessageContentSchema,
    message_es: inAppMessageContentSchema.nullable().default(null),
  }),
  z.object({
    channel: z.literal("email"),
    message: emailMessageSchema,
    message_es: emailMessageSchema.nullable().default(null),
  }),
]);
export type ChannelMessage = z.infer<typeof channelMessageSchema>;

// ── Campaigns ───────────────────────────────────────────────────────────────────────────────

/**
 * A/B variants: each one's share of the audience in percent (they add up to 100); a control
 * variant is sent nothing but counted (the vendor's control group). `message` is the channel's
 * message schema (cardMessageSchema, inAppMessageContentSchema, emailMessageSchema), checked by
 * the engine against the campaign's channel.
 */
export const opsCampaignBodySchema = z
  .object({
    name,
    description,
    channel: z.enum(CAMPAIGN_CHANNELS),
    /** The audience; null = every user. */
    segment_id: z.string().min(1).max(64).nullable(),
    delivery: z.enum(DELIVERY_KINDS),
    /** Scheduled: when it sends (null = at launch). */
    send_at: instant.nullable().default(null),
    /** Action-based: the custom event that sends it. */
    trigger_event: z.string().trim().min(1).max(100).nullable().default(null),
    /** The custom event (or `purchase`) that counts as a conversion within 3 days. */
    conversion_event: z.string().trim().min(1).max(100).nullable().default(null),
    variants: z
      .array(
        z.object({
          id: z.string().trim().min(1).max(64),
          name: text(60).min(1, "is required"),
          percent: z.number().int().min(0).max(100),
          is_control: z.boolean().default(false),
          message: z.unknown(),
          message_es: z.unknown().optional(),
        }),
      )
      .min(1, "needs at least one variant")
      .max(5, "at most 5 variants"),
    tags,
  })
  .superRefine((c, ctx) => {
    const total = c.variants.reduce((sum, v) => sum + v.percent, 0);
    if (total !== 100)
      ctx.addIssue({
        code: "custom",
        path: ["variants"],
        message: `the variants' shares must add up to 100 (they add up to ${total})`,
      });
    if (c.delivery === "action" && c.trigger_event === null)
      ctx.addIssue({
        code: "custom",
        path: ["trigger_event"],
        message: "an action-based campaign needs the event that sends it",
      });
  });
export type OpsCampaignBody = z.input<typeof opsCampaignBodySchema>;

export const opsCampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  channel: z.enum(CAMPAIGN_CHANNELS),
  segment_id: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  delivery: z.enum(DELIVERY_KINDS),
  send_at: instant.nullable(),
  trigger_event: z.string().nullable(),
  conversion_event: z.string().nullable(),
  /** Each variant's message is the channel's message schema (content card, in-app, email). */
  variants: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      percent: z.number().int(),
      is_control: z.boolean(),
      message: z.record(z.string(), z.unknown()),
      message_es: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
  tags: z.array(z.string()),
  created_at: instant,
  updated_at: instant,
  first_sent_at: instant.nullable(),
  last_sent_at: instant.nullable(),
});
export type OpsCampaign = z.infer<typeof opsCampaignSchema>;
export const opsCampaignListResponseSchema = z.object({
  status: z.literal("ok"),
  data: z.array(opsCampaignSchema),
});
export const opsCampaignResponseSchema = z.object({
  status: z.literal("ok"),
  data: opsCampaignSchema,
});

// ── Canvases ────────────────────────────────────────────────────────────────────────────────

export const opsCanvasStepSchema = z.object({
  id: z.string().trim().min(1).max(64),
  name: text(60).min(1, "is required"),
  /** Minutes after the previous step (after entry for the first one). */
  delay_minutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 90, "must be at most 90 days"),
  channel: z.enum(CAMPAIGN_CHANNELS),
  message: z.unknown(),
  message_es: z.unknown().optional(),
});

export const opsCanvasBodySchema = z
  .object({
    name,
    description,
    segment_id: z.string().min(1).max(64).nullable(),
    delivery: z.enum(DELIVERY_KINDS),
    send_at: instant.nullable().default(null),
    trigger_event: z.string().trim().min(1).max(100).nullable().default(null),
    conversion_event: z.string().trim().min(1).max(100).nullable().default(null),
    steps: z
      .array(opsCanvasStepSchema)
      .min(1, "needs at least one step")
      .max(10, "at most 10 steps"),
    tags,
  })
  .superRefine((c, ctx) => {
    if (c.delivery === "action" && c.trigger_event === null)
      ctx.addIssue({
        code: "custom",
        path: ["trigger_event"],
        message: "an action-based canvas needs the event that starts it",
      });
  });
export type OpsCanvasBody = z.input<typeof opsCanvasBodySchema>;

export const opsCanvasSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  segment_id: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  delivery: z.enum(DELIVERY_KINDS),
  send_at: instant.nullable(),
  trigger_event: z.string().nullable(),
  conversion_event: z.string().nullable(),
  steps: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      delay_minutes: z.number().int(),
      channel: z.enum(CAMPAIGN_CHANNELS),
      message: z.record(z.string(), z.unknown()),
      message_es: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
  tags: z.array(z.string()),
  created_at: instant,
  updated_at: instant,
  first_sent_at: instant.nullable(),
  last_sent_at: instant.nullable(),
});
export type OpsCanvas = z.infer<typeof opsCanvasSchema>;
export const opsCanvasListResponseSchema = z.object({
  status: z.literal("ok"),
  data: z.array(opsCanvasSchema),
});
export const opsCanvasResponseSchema = z.object({ status: z.literal("ok"), data: opsCanvasSchema });

// ── Preview (/messaging/test) ───────────────────────────────────────────────────────────────

/**
 * What a user of a segment would see: the campaign (or canvas step) rendered as that segment's
 * sample user gets it, with whether such a user matches; `sample_user` is an external id or
 * null when the segment is empty (the preview then shows the message alone).
 */
export const opsEngagementPreviewBodySchema = z.object({
  segment_id: z.string().min(1).max(64).nullable(),
  campaign_id: z.string().min(1).max(64),
  variant_id: z.string().min(1).max(64).optional(),
  lang: z.enum(["en-US", "es"]).default("en-US"),
});
export const opsEngagementPreviewResponseSchema = z.object({
  status: z.literal("ok"),
  data: z.object({
    channel: z.enum(CAMPAIGN_CHANNELS),
    /** Whether the campaign's audience includes the chosen segment's users at all. */
    in_audience: z.boolean(),
    segment_size: z.number().int().nonnegative(),
    sample_user: z.string().nullable(),
    card: contentCardSchema.nullable(),
    in_app_message: inAppMessageSchema.nullable(),
    email: z.object({ subject: z.string(), body: z.string() }).nullable(),
  }),
});
