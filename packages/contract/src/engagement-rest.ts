// The engagement engine's vendor-shaped REST reads and sends under /api/braze (campaigns,
// canvases, segments, messages/send, the trigger sends), in the vendor's own request and answer
// shapes so its server libraries work against Coop (docs/decisions/030-engagement-engine.md).
import { z } from "zod";

import { CAMPAIGN_ANALYTICS_LENGTH_DAYS, SEGMENT_ANALYTICS_LENGTH_DAYS } from "./constants.ts";
import { cardMessageSchema, emailMessageSchema } from "./ops-engagement.ts";

/** The vendor's longest analytics series. */
export const MAX_ANALYTICS_LENGTH = 100;

const instant = z.iso.datetime({
  offset: true,
  error: () => "must be a date and time (ISO 8601, with its offset)",
});
const id = (what: string) =>
  z
    .string({ error: () => `${what} is required` })
    .min(1)
    .max(64);
const flag = z
  .enum(["true", "false"], { error: () => "must be true or false" })
  .transform((v) => v === "true");
const page = z.coerce
  .number({ error: () => "must be a page number" })
  .int()
  .min(0, "must be 0 or more")
  .default(0);
const sortDirection = z.enum(["asc", "desc"]).default("desc");
const length = (fallback: number) =>
  z.coerce
    .number({ error: () => "must be a number of days" })
    .int()
    .min(1, "must be at least 1")
    .max(MAX_ANALYTICS_LENGTH, `must be at most ${MAX_ANALYTICS_LENGTH}`)
    .default(fallback);
const success = z.literal("success");

// ── Lists ───────────────────────────────────────────────────────────────────────────────────

export const brazeListQuerySchema = z.object({
  page,
  include_archived: flag.default(false),
  sort_direction: sortDirection,
  "last_edit.time[gt]": instant.optional(),
});
export const brazeCampaignsListResponseSchema = z.object({
  campaigns: z.array(
    z.object({
      id: z.string(),
      last_edited: z.string(),
      name: z.string(),
      is_api_campaign: z.boolean(),
      tags: z.array(z.string()),
    }),
  ),
  message: success,
});
export const brazeCanvasListResponseSchema = z.object({
  canvases: z.array(
    z.object({
      id: z.string(),
      last_edited: z.string(),
      name: z.string(),
      tags: z.array(z.string()),
    }),
  ),
  message: success,
});
export const brazeSegmentsListQuerySchema = z.object({ page, sort_direction: sortDirection });
export const brazeSegmentsListResponseSchema = z.object({
  segments: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      analytics_tracking_enabled: z.boolean(),
      tags: z.array(z.string()),
    }),
  ),
  message: success,
});

// ── Details ─────────────────────────────────────────────────────────────────────────────────

export const brazeCampaignIdQuerySchema = z.object({ campaign_id: id("campaign_id") });
export const brazeCampaignDetailsResponseSchema = z.object({
  message: success,
  created_at: z.string(),
  updated_at: z.string(),
  archived: z.boolean(),
  draft: z.boolean(),
  enabled: z.boolean(),
  name: z.string(),
  description: z.string(),
  schedule_type: z.string(),
  channels: z.array(z.string()),
  first_sent: z.string().nullable(),
  last_sent: z.string().nullable(),
  tags: z.array(z.string()),
  /** The vendor's teams (the engine has none). */
  teams: z.array(z.string()),
  /** By variant id: the variant's channel, name and message fields. */
  messages: z.record(z.string(), z.record(z.string(), z.unknown())),
  conversion_behaviors: z.array(z.record(z.string(), z.unknown())),
});
export const brazeSegmentIdQuerySchema = z.object({ segment_id: id("segment_id") });
export const brazeSegmentDetailsResponseSchema = z.object({
  message: success,
  created_at: z.string(),
  updated_at: z.string(),
  name: z.string(),
  description: z.string(),
  text_description: z.string(),
  tags: z.array(z.string()),
  teams: z.array(z.string()),
});

// ── Data series ─────────────────────────────────────────────────────────────────────────────

/** One variant's (or step's) counters of a day, by the vendor's names. */
const counters = z.record(z.string(), z.union([z.string(), z.number()]));

export const brazeCampaignSeriesQuerySchema = z.object({
  campaign_id: id("campaign_id"),
  /** `engagement.analytics-lengths`: 7 days unless given. */
  length: length(CAMPAIGN_ANALYTICS_LENGTH_DAYS),
  ending_at: instant.optional(),
});
export const brazeCampaignSeriesResponseSchema = z.object({
  data: z.array(
    z.object({
      time: z.string(),
      /** content_cards, in_app_message or email: one entry per variant. */
      messages: z.record(z.string(), z.array(counters)),
      conversions: z.number().int(),
      entries: z.number().int(),
      unique_recipients: z.number().int(),
    }),
  ),
  message: success,
});

export const brazeCanvasSeriesQuerySchema = z.object({
  canvas_id: id("canvas_id"),
  ending_at: instant.optional(),
  starting_at: instant.optional(),
  length: length(CAMPAIGN_ANALYTICS_LENGTH_DAYS),
  include_variant_breakdown: flag.default(false),
  include_step_breakdown: flag.default(false),
});
const canvasTotals = z.object({
  revenue: z.number(),
  conversions: z.number().int(),
  conversions_by_entry_time: z.number().int(),
  entries: z.number().int(),
});
const stepStats = z.record(
  z.string(),
  z.object({
    name: z.string(),
    revenue: z.number(),
    conversions: z.number().int(),
    conversions_by_entry_time: z.number().int(),
    messages: z.record(z.string(), z.array(counters)),
  }),
);
export const brazeCanvasSeriesResponseSchema = z.object({
  data: z.object({
    name: z.string(),
    stats: z.array(
      z.object({
        time: z.string(),
        total_stats: canvasTotals,
        variant_stats: z.record(z.string(), canvasTotals.extend({ name: z.string() })).optional(),
        step_stats: stepStats.optional(),
      }),
    ),
  }),
  message: success,
});
export const brazeCanvasSummaryResponseSchema = z.object({
  data: z.object({
    name: z.string(),
    total_stats: canvasTotals,
    variant_stats: z.record(z.string(), canvasTotals.extend({ name: z.string() })).optional(),
    step_stats: stepStats.optional(),
  }),
  message: success,
});

export const brazeSegmentSeriesQuerySchema = z.object({
  segment_id: id("segment_id"),
  /** `engagement.analytics-lengths`: 14 days unless given. */
  length: length(SEGMENT_ANALYTICS_LENGTH_DAYS),
  ending_at: instant.optional(),
});
export const brazeSegmentSeriesResponseSchema = z.object({
  data: z.array(z.object({ time: z.string(), size: z.number().int() })),
  message: success,
});

// ── Sends ───────────────────────────────────────────────────────────────────────────────────

const userAlias = z.object({
  alias_name: z.string().min(1).max(200),
  alias_label: z.string().min(1).max(200),
});
const properties = z.record(z.string(), z.unknown()).default({});
/**
 * A connected audience: custom attribute filters joined by AND or OR (one level), the subset
 * of the vendor's audience object that the engine evaluates.
 */
const audienceFilter = z.object({
  custom_attribute: z.object({
    custom_attribute_name: z.string().min(1).max(100),
    comparison: z.enum([
      "equals",
      "not_equal",
      "greater_than",
      "less_than",
      "exists",
      "does_not_exist",
      "includes_value",
    ]),
    value: z.union([z.string(), z.number(), z.boolean()]).optional(),
  }),
});
export const brazeAudienceSchema = z.union([
  z.object({ AND: z.array(audienceFilter).min(1).max(20) }),
  z.object({ OR: z.array(audienceFilter).min(1).max(20) }),
  audienceFilter,
]);
export type BrazeAudience = z.infer<typeof brazeAudienceSchema>;

export const brazeMessagesSendBodySchema = z.object({
  external_user_ids: z.array(z.string().min(1).max(200)).max(50).optional(),
  user_aliases: z.array(userAlias).max(50).optional(),
  segment_id: z.string().min(1).max(64).optional(),
  audience: brazeAudienceSchema.optional(),
  broadcast: z.boolean().default(false),
  campaign_id: z.string().min(1).max(64).optional(),
  send_id: z.string().max(64).optional(),
  recipient_subscription_state: z.enum(["opted_in", "subscribed", "all"]).default("subscribed"),
  messages: z
    .object({ content_card: cardMessageSchema.optional(), email: emailMessageSchema.optional() })
    .refine((m) => m.content_card !== undefined || m.email !== undefined, {
      error: "needs content_card or email",
    }),
});
const recipient = z
  .object({
    external_user_id: z.string().min(1).max(200).optional(),
    user_alias: userAlias.optional(),
    trigger_properties: properties,
    canvas_entry_properties: properties,
  })
  .refine((r) => (r.external_user_id === undefined) !== (r.user_alias === undefined), {
    error: "needs external_user_id or user_alias (one of them)",
  });
export const brazeCampaignTriggerBodySchema = z.object({
  campaign_id: id("campaign_id"),
  send_id: z.string().max(64).optional(),
  trigger_properties: properties,
  broadcast: z.boolean().default(false),
  audience: brazeAudienceSchema.optional(),
  recipients: z.array(recipient).max(50).optional(),
});
export const brazeCanvasTriggerBodySchema = z.object({
  canvas_id: id("canvas_id"),
  canvas_entry_properties: properties,
  broadcast: z.boolean().default(false),
  audience: brazeAudienceSchema.optional(),
  recipients: z.array(recipient).max(50).optional(),
});
export const brazeDispatchResponseSchema = z.object({ dispatch_id: z.string(), message: success });
