// The contact form, the form-submission path (content pages' form embeds) and the e-club's
// confirm and unsubscribe calls (docs/decisions/031-forms-eclub-careers.md). The fields inside
// `request` and `fields` are checked by the forms module against form-definitions.ts, with
// messages that name the field (`forms.field-types`).

import { z } from "zod";

import { FORM_IDS } from "./form-definitions.ts";

const fieldValue = z.union([
  z.string().max(5000),
  z.number(),
  z.boolean(),
  z.array(z.string().max(100)).max(300),
  z.null(),
]);

/** POST contact: body form ("contact"), request (the contact form's fields by name). */
export const contactBodySchema = z.object({
  form: z.literal("contact", { error: "form must be contact" }),
  request: z.record(z.string().max(64), fieldValue),
  /** en or es: the language of the page (the acknowledgement email's language). */
  language: z.enum(["en", "es"]).optional(),
});

/** POST contact answers status and data: the stored message's reference. */
export const contactResponseSchema = z.object({
  status: z.literal("received"),
  data: z.object({
    id: z.string(),
    /** A short reference the person can quote: the first 8 characters of the id, upper-case. */
    reference: z.string(),
    received_at: z.string(),
  }),
});

/** POST /api/submit: body form, fields, replyto, subject, includeDate (verify header). */
export const formSubmitBodySchema = z.object({
  form: z.enum(FORM_IDS, { error: `form must be one of ${FORM_IDS.join(", ")}` }),
  fields: z.record(z.string().max(64), fieldValue),
  /** Reply-To of the delivered email; defaults to the form's email field. */
  replyto: z.string().max(254).optional(),
  /** Subject of the delivered email; defaults to the form's own. */
  subject: z.string().max(200).optional(),
  /** Adds the date and time it was sent to the email. */
  includeDate: z.boolean().optional(),
  language: z.enum(["en", "es"]).optional(),
});

export const formSubmitResponseSchema = z.object({
  ok: z.literal(true),
  id: z.string(),
  reference: z.string(),
});

/** POST eclub/confirm and eclub/unsubscribe: the token of the emailed link. */
export const eclubTokenBodySchema = z.object({
  token: z.string().trim().min(10, "token is missing or too short").max(200),
});

export const eclubConfirmResponseSchema = z.object({
  status: z.literal("ok"),
  /** confirmed (now), or already (it was confirmed before). */
  state: z.enum(["confirmed", "already"]),
  email: z.string(),
});

export const eclubUnsubscribeResponseSchema = z.object({
  status: z.literal("ok"),
  email: z.string(),
});
