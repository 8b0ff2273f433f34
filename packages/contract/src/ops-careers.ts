// Careers at /ops/careers (docs/decisions/031-forms-eclub-careers.md): jobs edited by admins and
// by managers for their restaurants; the CSV import (admins); applications, seen by admins and
// the managers of the job's restaurant, with the resume served only to them
// (`careers.staff-roles`, `careers.resume-private`).

import { z } from "zod";

import { DAY_PARTS, DAYS, EMPLOYMENT_TYPES } from "./careers.ts";

export const opsJobSchema = z.object({
  id: z.number().int(),
  restaurant: z.object({
    id: z.number().int(),
    name: z.string(),
    city: z.string(),
    state: z.string(),
  }),
  position_slug: z.string(),
  title: z.string(),
  title_es: z.string().nullable(),
  description: z.string(),
  description_es: z.string().nullable(),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  pay_min_cents: z.number().int().nullable(),
  pay_max_cents: z.number().int().nullable(),
  status: z.enum(["open", "closed"]),
  source: z.enum(["manual", "import", "sheet"]),
  external_ref: z.string().nullable(),
  applications: z.number().int(),
  posted_at: z.string(),
  updated_at: z.string(),
});

export const opsJobsQuerySchema = z.object({
  restaurant_id: z.coerce.number().int().positive().optional(),
  status: z.enum(["open", "closed", "all"]).default("open"),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});

export const opsJobsResponseSchema = z.object({
  jobs: z.array(opsJobSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** The last pull of JOBS_SHEET_URL, when it is set. */
  sheet: z
    .object({
      url: z.string(),
      last_run_at: z.string().nullable(),
      outcome: z.enum(["ok", "failed"]).nullable(),
      summary: z.string().nullable(),
    })
    .nullable(),
});

const cents = z.number().int().min(0).max(100_000).nullable();

export const opsJobBodySchema = z.object({
  restaurant_id: z.number().int().positive(),
  position_slug: z.string().trim().min(1).max(40),
  title: z.string().trim().min(1, "title is required").max(120),
  title_es: z.string().trim().max(120).nullable().optional(),
  description: z.string().trim().max(8000).default(""),
  description_es: z.string().trim().max(8000).nullable().optional(),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  pay_min_cents: cents.optional(),
  pay_max_cents: cents.optional(),
  status: z.enum(["open", "closed"]).default("open"),
});

export const opsJobParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const opsJobResponseSchema = z.object({ job: opsJobSchema });

/** POST careers/import: the CSV as the body (text/csv); what was created, updated, refused. */
export const opsJobImportResponseSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Bad rows by line (1 = the header) and field; the good rows are imported all the same. */
  errors: z.array(z.object({ line: z.number().int(), field: z.string(), message: z.string() })),
});

export const opsApplicationSchema = z.object({
  id: z.string(),
  reference: z.string(),
  job: z.object({ id: z.number().int(), title: z.string() }),
  restaurant: z.object({ id: z.number().int(), name: z.string() }),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  availability: z.partialRecord(z.enum(DAYS), z.array(z.enum(DAY_PARTS))),
  experience: z.string(),
  language: z.string(),
  resume: z.object({ name: z.string(), type: z.string(), bytes: z.number().int() }).nullable(),
  status: z.enum(["new", "reviewed", "interview", "hired", "declined"]),
  created_at: z.string(),
});

export const opsApplicationsQuerySchema = z.object({
  restaurant_id: z.coerce.number().int().positive().optional(),
  job_id: z.coerce.number().int().positive().optional(),
  status: z.enum(["new", "reviewed", "interview", "hired", "declined", "all"]).default("all"),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

export const opsApplicationsResponseSchema = z.object({
  applications: z.array(opsApplicationSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

export const opsApplicationParamsSchema = z.object({
  id: z.string().uuid("id must be an application id"),
});
export const opsApplicationResponseSchema = z.object({ application: opsApplicationSchema });
export const opsApplicationUpdateBodySchema = z.object({
  status: z.enum(["new", "reviewed", "interview", "hired", "declined"]),
});
