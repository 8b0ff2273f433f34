// Careers (docs/decisions/031-forms-eclub-careers.md): the job search, the position types, one
// job, and applying (a resume uploaded first, then the application naming it). Served under
// /api like the spec's job search.

import { z } from "zod";

import {
  DAY_PARTS,
  DAYS,
  EMPLOYMENT_TYPES,
  RESUME_MAX_BYTES,
  RESUME_TYPES,
  SEARCH_RADII,
} from "./careers-values.ts";

export { DAY_PARTS, DAYS, EMPLOYMENT_TYPES, RESUME_MAX_BYTES, RESUME_TYPES, SEARCH_RADII };

/** Job location: franchise id, street address, city, state, latitude, longitude. */
export const jobLocationSchema = z.object({
  franchise_id: z.string(),
  name: z.string(),
  street_address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export const positionSchema = z.object({
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  description: z.string(),
  /** Open jobs of this position now. */
  open_jobs: z.number().int(),
});

export const jobSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  position: z.object({ slug: z.string(), name: z.string() }),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  /** Hourly pay in cents; null when not published. */
  pay_min_cents: z.number().int().nullable(),
  pay_max_cents: z.number().int().nullable(),
  location: jobLocationSchema,
  /** Miles from the searched point, one decimal; null when the search had no point. */
  distance_miles: z.number().nullable(),
  posted_at: z.string(),
});

export const jobDetailSchema = jobSummarySchema.extend({
  description: z.string(),
  position: z.object({ slug: z.string(), name: z.string(), description: z.string() }),
  status: z.enum(["open", "closed"]),
});

const coordinate = (min: number, max: number, name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(min, `${name} must be between ${min} and ${max}`)
    .max(max, `${name} must be between ${min} and ${max}`);

/**
 * GET /api/jobsearch: near a zip, a city ("Raleigh, NC") or a point (lat and lng, the
 * browser's position) within `radius` miles; by position and restaurant; a words query `q`
 * over titles; paginated. Without a place, every open job, newest first.
 */
export const jobSearchQuerySchema = z.object({
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, "zip must be a 5-digit ZIP code")
    .optional(),
  city: z.string().trim().min(2).max(80).optional(),
  lat: coordinate(-90, 90, "lat").optional(),
  lng: coordinate(-180, 180, "lng").optional(),
  radius: z.coerce
    .number({ error: "radius must be a number of miles" })
    .min(1, "radius must be between 1 and 250 miles")
    .max(250, "radius must be between 1 and 250 miles")
    .default(25),
  position: z.string().trim().max(40).optional(),
  location_id: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(80).optional(),
  language: z.enum(["en", "es"]).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});

export const jobSearchResponseSchema = z.object({
  jobs: z.array(jobSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** The searched point as understood ("Raleigh, NC 27601"); null without a place. */
  origin: z.object({ label: z.string(), latitude: z.number(), longitude: z.number() }).nullable(),
  radius: z.number(),
});

export const jobIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const languageQuerySchema = z.object({ language: z.enum(["en", "es"]).optional() });

export const positionsResponseSchema = z.object({ positions: z.array(positionSchema) });
export const positionParamsSchema = z.object({ slug: z.string().trim().min(1).max(40) });
export const jobResponseSchema = z.object({ job: jobDetailSchema });

/** POST /api/careers/resumes: the file as the body (its type in content-type), name in the query. */
export const resumeUploadQuerySchema = z.object({ name: z.string().trim().min(1).max(200) });
export const resumeUploadResponseSchema = z.object({
  resume_id: z.string(),
  name: z.string(),
  bytes: z.number().int(),
});

const availabilitySchema = z
  .partialRecord(z.enum(DAYS), z.array(z.enum(DAY_PARTS)).max(DAY_PARTS.length))
  .refine((days) => Object.values(days).some((parts) => (parts?.length ?? 0) > 0), {
    error: "availability must name at least one day and time",
  });

/** POST /api/jobs/{id}/applications. */
export const applicationBodySchema = z.object({
  first_name: z.string().trim().min(1, "first_name is required").max(50),
  last_name: z.string().trim().min(1, "last_name is required").max(50),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "email must be an email address"),
  phone: z.string().trim().max(30),
  availability: availabilitySchema,
  experience: z.string().trim().max(4000).default(""),
  /** At least 16 to work in the restaurants (`careers.minimum-age`). */
  over_16: z.literal(true, { error: "over_16 must be ticked: applicants must be 16 or older" }),
  resume_id: z.string().uuid().optional(),
  language: z.enum(["en", "es"]).optional(),
  /** The hidden honeypot field (`forms.honeypot`). */
  website_url: z.string().max(500).optional(),
});

export const applicationResponseSchema = z.object({
  status: z.literal("received"),
  id: z.string(),
  reference: z.string(),
});
