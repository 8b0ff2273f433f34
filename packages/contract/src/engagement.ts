import { z } from "zod";

/**
 * The engagement REST API in the vendor's shapes (Braze users/track, users/alias/new,
 * users/identify, users/export/*), so the vendor's REST client works against Coop and a chain
 * with the vendor can have the same calls forwarded.
 */

/** A user alias: a label (the site's anonymous device is `device`) and a name. */
export const userAliasSchema = z.object({
  alias_name: z.string().trim().min(1, "is required").max(200),
  alias_label: z.string().trim().min(1, "is required").max(100),
});
export type UserAlias = z.output<typeof userAliasSchema>;

/** Who an object of users/track names: external_id, user_alias or braze_id (none: the caller). */
const userRefShape = {
  external_id: z.string().trim().min(1).max(100).optional(),
  user_alias: userAliasSchema.optional(),
  braze_id: z.string().trim().min(1).max(100).optional(),
  app_id: z.string().max(100).optional(),
  _update_existing_only: z.boolean().optional(),
};

/** One custom event of users/track. */
export const engagementEventSchema = z.object({
  ...userRefShape,
  name: z.string().trim().min(1, "is required").max(100),
  time: z.iso.datetime({ offset: true, error: "must be an ISO 8601 date-time" }),
  properties: z
    .record(z.string().max(100), z.unknown())
    .default({})
    .refine((p) => JSON.stringify(p).length <= 8_000, { error: "must be at most 8 KB" }),
});

/**
 * One attributes object of users/track: the user reference plus any attributes. A value `null`
 * removes the attribute; `{"add": [...], "remove": [...]}` changes an array attribute;
 * `{"inc": n}` adds n to a number attribute.
 */
export const engagementAttributesSchema = z
  .object(userRefShape)
  .catchall(z.unknown())
  .refine((a) => JSON.stringify(a).length <= 16_000, { error: "must be at most 16 KB" });

/** One purchase of users/track (price in the currency's units, two decimals). */
export const engagementPurchaseSchema = z.object({
  ...userRefShape,
  product_id: z.string().trim().min(1, "is required").max(255),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, "must be an ISO 4217 code such as USD")
    .default("USD"),
  price: z.number().min(0, "must not be negative").max(1_000_000),
  quantity: z.number().int().min(1).max(100).default(1),
  time: z.iso.datetime({ offset: true, error: "must be an ISO 8601 date-time" }),
  properties: z
    .record(z.string().max(100), z.unknown())
    .default({})
    .refine((p) => JSON.stringify(p).length <= 8_000, { error: "must be at most 8 KB" }),
});

/** POST /api/braze/users/track: attributes, events and purchases, at most 75 of each. */
export const usersTrackBodySchema = z.object({
  attributes: z
    .array(engagementAttributesSchema)
    .max(75, "send at most 75 attributes objects per call")
    .optional(),
  events: z.array(engagementEventSchema).max(75, "send at most 75 events per call").optional(),
  purchases: z
    .array(engagementPurchaseSchema)
    .max(75, "send at most 75 purchases per call")
    .optional(),
});
export type UsersTrackBody = z.input<typeof usersTrackBodySchema>;

/** The vendor's answer: the processed count of each kind that was sent. */
export const usersTrackResponseSchema = z.object({
  message: z.literal("success"),
  attributes_processed: z.number().int().optional(),
  events_processed: z.number().int().optional(),
  purchases_processed: z.number().int().optional(),
});

/** POST /api/braze/users/alias/new (at most 50). */
export const usersAliasNewBodySchema = z.object({
  user_aliases: z
    .array(userAliasSchema.extend({ external_id: z.string().trim().min(1).max(100).optional() }))
    .min(1, "send at least one alias")
    .max(50, "send at most 50 aliases per call"),
});

/** POST /api/braze/users/identify (at most 50): the alias user merges into the member. */
export const usersIdentifyBodySchema = z.object({
  aliases_to_identify: z
    .array(
      z.object({ external_id: z.string().trim().min(1).max(100), user_alias: userAliasSchema }),
    )
    .min(1, "send at least one alias")
    .max(50, "send at most 50 aliases per call"),
});

export const aliasesProcessedResponseSchema = z.object({
  message: z.literal("success"),
  aliases_processed: z.number().int(),
});

/** The fields users/export/* can answer (the vendor's names). */
export const exportFields = [
  "external_id",
  "user_aliases",
  "braze_id",
  "created_at",
  "first_name",
  "language",
  "custom_attributes",
  "custom_events",
  "purchases",
  "total_revenue",
] as const;
const exportFieldSchema = z.enum(exportFields, { error: "is not a field Coop can export" });

/** POST /api/braze/users/export/ids. */
export const usersExportIdsBodySchema = z.object({
  external_ids: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
  user_aliases: z.array(userAliasSchema).max(50).optional(),
  device_id: z.string().trim().min(1).max(100).optional(),
  braze_id: z.string().trim().min(1).max(100).optional(),
  fields_to_export: z.array(exportFieldSchema).max(exportFields.length).optional(),
});

const countedSchema = z.object({
  name: z.string(),
  first: z.string(),
  last: z.string(),
  count: z.number().int(),
});
/** One user of an export (only the requested fields are present). */
export const exportedUserSchema = z.object({
  external_id: z.string().optional(),
  user_aliases: z.array(userAliasSchema).optional(),
  braze_id: z.string().optional(),
  created_at: z.string().optional(),
  first_name: z.string().optional(),
  language: z.string().optional(),
  custom_attributes: z.record(z.string(), z.unknown()).optional(),
  custom_events: z.array(countedSchema).optional(),
  purchases: z.array(countedSchema).optional(),
  total_revenue: z.number().optional(),
});
export type ExportedUser = z.output<typeof exportedUserSchema>;

export const usersExportIdsResponseSchema = z.object({
  message: z.literal("success"),
  users: z.array(exportedUserSchema),
  invalid_user_ids: z.array(z.string()).optional(),
});

/** POST /api/braze/users/export/segment. */
export const usersExportSegmentBodySchema = z.object({
  segment_id: z.string().trim().min(1, "is required").max(100),
  fields_to_export: z.array(exportFieldSchema).max(exportFields.length).optional(),
  output_format: z.enum(["zip", "gzip"]).optional(),
  callback_endpoint: z.string().max(500).optional(),
});
export const usersExportSegmentResponseSchema = z.object({
  message: z.literal("success"),
  object_prefix: z.string(),
  url: z.string(),
});

/**
 * GET /api/braze/users/export/files/{object_prefix}: the signed link of users/export/segment
 * (like the vendor's pre-signed download); `expires` in epoch seconds, `signature` an HMAC.
 */
export const exportDownloadParamsSchema = z.object({
  object_prefix: z.string().min(1).max(100),
});
export const exportDownloadQuerySchema = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().min(1).max(200),
});
