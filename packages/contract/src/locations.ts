import { z } from "zod";

import { amountSchema } from "./money.ts";

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "must be a time HH:mm");
const dailyRangeSchema = z.object({
  day: z.number().int().min(0).max(6),
  open: clock,
  close: clock,
});
const calendarSchema = z.array(dailyRangeSchema);

export const handoffModeSchema = z.enum(["pickup", "curbside", "dispatch"]);

/** A restaurant: what the client keeps of it, plus what the find-a-restaurant page shows. */
export const locationSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    phone: z.string(),
    lat: z.number(),
    lng: z.number(),
    timezone: z.string(),
    menu_id: z.string(),
    catering_menu_id: z.string(),
    handoff_modes: z.array(handoffModeSchema),
    is_open: z
      .boolean()
      .meta({ description: "Open for business right now, in the restaurant's time" }),
    message: z.string().nullable(),
    hours: z.object({
      business: calendarSchema,
      pickup: calendarSchema,
      curbside: calendarSchema,
      delivery: calendarSchema,
    }),
    lead_time_minutes: z.number().int(),
    catering_lead_time_minutes: z
      .number()
      .int()
      .meta({ description: "How far ahead a catering order must be placed, in minutes" }),
    tax_rate: z.number().meta({ description: "Sales tax in percent, e.g. 7.25" }),
    delivery: z
      .object({
        radius_miles: z.number(),
        minimum: amountSchema,
        fee_tiers: z.array(z.object({ up_to_miles: z.number(), fee: amountSchema })),
      })
      .nullable(),
  })
  .meta({ id: "Location" });
export type Location = z.infer<typeof locationSchema>;

export const locationWithDistanceSchema = locationSchema
  .extend({ distance: z.number().meta({ description: "Miles from the searched point" }) })
  .meta({ id: "LocationWithDistance" });

export const locationListResponseSchema = z.object({
  count: z.number().int(),
  locations: z.array(locationSchema),
});
export const locationSearchResponseSchema = z.object({
  count: z.number().int(),
  origin: z.object({ lat: z.number(), lng: z.number(), label: z.string() }),
  locations: z.array(locationWithDistanceSchema),
});
export type LocationSearchResponse = z.infer<typeof locationSearchResponseSchema>;

const number = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .refine((n) => n >= min && n <= max, { error: `${name} must be between ${min} and ${max}` });

export const zipSchema = z
  .string()
  .trim()
  .regex(/^\d{5}$/, "must be a 5-digit ZIP code");

/**
 * GET locations/search: by lat+lng, by zip, by city (with state), or by free text q
 * ("Raleigh, NC", "27601"). radius in miles (default 25), limit (default 10).
 */
export const locationSearchQuerySchema = z
  .object({
    lat: number("lat", -90, 90).optional(),
    lng: number("lng", -180, 180).optional(),
    zip: zipSchema.optional(),
    city: z.string().trim().min(1).max(80).optional(),
    state: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, "must be a two-letter state code")
      .optional(),
    q: z.string().trim().min(1).max(120).optional(),
    radius: number("radius", 1, 500).default(25),
    limit: z.coerce.number().int("must be a whole number").min(1).max(50).default(10),
    handoff: handoffModeSchema.optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.lat === undefined) !== (q.lng === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [q.lat === undefined ? "lat" : "lng"],
        message: "lat and lng go together",
      });
    }
    if (q.lat === undefined && !q.zip && !q.city && !q.q) {
      ctx.addIssue({
        code: "custom",
        path: ["q"],
        message: "give lat and lng, a zip, a city or a search text",
      });
    }
  });
export type LocationSearchQuery = z.infer<typeof locationSearchQuerySchema>;

export const locationIdParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, "must be a location id or a menu id"),
});

export const locationByIdQuerySchema = z.object({
  byMenuId: z
    .enum(["true", "false", "1", "0"], { error: "byMenuId must be true or false" })
    .optional()
    .transform((v) => v === "true" || v === "1"),
});

/** POST locations/delivery: a street address; zip, or city and state, locate it. */
export const deliveryLookupBodySchema = z
  .object({
    address: z.string().trim().min(3, "must be a street address").max(120),
    apt: z.string().trim().max(40).optional(),
    city: z.string().trim().max(80).optional(),
    state: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, "must be a two-letter state code")
      .optional(),
    zip: zipSchema.optional(),
    handoff_catering: z.boolean().optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.zip && !(b.city && b.state)) {
      ctx.addIssue({
        code: "custom",
        path: ["zip"],
        message: "give the ZIP code, or the city and state",
      });
    }
  });
export type DeliveryLookupBody = z.infer<typeof deliveryLookupBodySchema>;

export const deliveryLookupResponseSchema = z.object({
  id: z.number().int(),
  location: locationSchema,
  distance: z.number(),
  delivery_fee: amountSchema,
  address: z.object({
    address: z.string(),
    apt: z.string().optional(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  }),
});
export type DeliveryLookupResponse = z.infer<typeof deliveryLookupResponseSchema>;
