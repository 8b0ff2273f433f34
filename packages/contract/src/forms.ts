// The contact form, the form-submission path and the job search. Only their top-level fields
// are known; what is inside `request` and `fields`, and the job search's query, are not
// designed yet. Not served yet (not-served-yet.ts).

import { z } from "zod";

/** POST contact: body form, request. */
export const contactBodySchema = z.object({
  form: z.string().trim().min(1).max(64),
  request: z.record(z.string(), z.unknown()),
});

/** POST contact answers status and data (errors travel there, not as an error list). */
export const contactResponseSchema = z.object({ status: z.string(), data: z.unknown() });

/** POST /api/submit: body form, fields, replyto, subject, includeDate (verify header). */
export const formSubmitBodySchema = z.object({
  form: z.string().trim().min(1).max(64),
  fields: z.record(z.string(), z.unknown()),
  replyto: z.string().max(254).optional(),
  subject: z.string().max(200).optional(),
  includeDate: z.boolean().optional(),
});
