// The staff's list of form submissions at /ops/forms (docs/decisions/031-forms-eclub-careers.md):
// admins and marketing see every submission; managers those naming their restaurants
// (`forms.staff-roles`).

import { z } from "zod";

import { FORM_IDS } from "./form-definitions.ts";

export const opsSubmissionSchema = z.object({
  id: z.string(),
  reference: z.string(),
  form: z.enum(FORM_IDS),
  topic: z.string().nullable(),
  restaurant: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  sender_name: z.string().nullable(),
  sender_email: z.string().nullable(),
  sender_phone: z.string().nullable(),
  subject: z.string(),
  fields: z.record(z.string(), z.unknown()),
  language: z.string(),
  delivery: z.object({
    state: z.enum(["pending", "delivered", "failed"]),
    inbox: z.string(),
    attempts: z.number().int(),
    delivered_at: z.string().nullable(),
    last_error: z.string().nullable(),
  }),
  handled_at: z.string().nullable(),
  handled_by: z.string().nullable(),
  created_at: z.string(),
});

export const opsSubmissionsQuerySchema = z.object({
  form: z.enum(FORM_IDS).optional(),
  state: z.enum(["open", "handled", "all"]).default("open"),
  restaurant_id: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

export const opsSubmissionsResponseSchema = z.object({
  submissions: z.array(opsSubmissionSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

export const opsSubmissionParamsSchema = z.object({
  id: z.string().uuid("id must be a submission id"),
});
export const opsSubmissionResponseSchema = z.object({ submission: opsSubmissionSchema });
export const opsSubmissionUpdateBodySchema = z.object({ handled: z.boolean() });
/** The CSV export takes the list's filters (no paging: every matching row). */
export const opsSubmissionsCsvQuerySchema = opsSubmissionsQuerySchema.omit({
  page: true,
  per_page: true,
});
