import { z } from "zod";

/** One custom event of users/track (the Braze REST shape, so a Braze adapter can forward it). */
export const engagementEventSchema = z.object({
  name: z.string().trim().min(1, "is required").max(100),
  time: z.iso.datetime({ offset: true, error: "must be an ISO 8601 date-time" }),
  external_id: z.string().trim().min(1).max(100).optional(),
  properties: z
    .record(z.string().max(100), z.unknown())
    .default({})
    .refine((p) => JSON.stringify(p).length <= 8_000, { error: "must be at most 8 KB" }),
});

/** POST /api/braze/users/track: events (at most 75 per call, like Braze); attributes and purchases are accepted and ignored. */
export const usersTrackBodySchema = z.object({
  events: z.array(engagementEventSchema).max(75, "send at most 75 events per call").default([]),
  attributes: z.array(z.unknown()).max(75).optional(),
  purchases: z.array(z.unknown()).max(75).optional(),
});
export type UsersTrackBody = z.input<typeof usersTrackBodySchema>;

export const usersTrackResponseSchema = z.object({
  message: z.literal("success"),
  events_processed: z.number().int(),
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
