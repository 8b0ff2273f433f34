// The error body of the API (`errors.api-4xx`, `errors.api-5xx`); the client's error list is
// error-list.ts.

import { z } from "zod";

/** One field error: `path` names the field ("email", "products.0.quantity"), `message` says what to fix. */
export const apiFieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});

/** The body of every 4xx and 5xx response under /api: a message, field errors, the request id. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  errors: z.array(apiFieldErrorSchema).optional(),
  code: z
    .string()
    .optional()
    .meta({ description: "Why, for a program to act on (a payment failure: card_declined…)" }),
  requestId: z.string(),
});

export type ApiFieldError = z.infer<typeof apiFieldErrorSchema>;
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
