import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { FORM_LIMITS, HONEYPOT_FIELD } from "@coop/contract/form-definitions";

import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError } from "../../http/http-error.ts";
import { type BotCheck, botCheckGuard } from "../../lib/bot-check.ts";
import type { RateLimiter } from "../../lib/rate-limit.ts";
import { honeypotFilled } from "./fields.ts";
import type { FormsService } from "./service.ts";

/** `forms.rate-limit`: submissions one client address may send per form in the window. */
export const FORMS_PER_IP = 5;
export const FORMS_WINDOW_MS = 10 * 60_000;

/**
 * The contact form (POST /api/v1/contact) and the form embeds' path (POST /api/submit):
 * the bot check when configured, a per-address limit, the honeypot, then the checked
 * submission stored and queued for delivery (docs/decisions/031-forms-eclub-careers.md).
 */
export const formsRoutes: FastifyPluginAsyncZod<{
  forms: FormsService;
  limiter: RateLimiter;
  botCheck: BotCheck;
}> = async (app, { forms, limiter, botCheck }) => {
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });

  async function limit(request: FastifyRequest, form: string): Promise<void> {
    const hit = await limiter.hit(`forms:ip:${request.ip}:${form}`, {
      limit: FORMS_PER_IP,
      windowMs: FORMS_WINDOW_MS,
    });
    if (!hit.allowed) {
      const minutes = Math.max(1, Math.ceil(hit.retryAfterSeconds / 60));
      throw new HttpError(
        429,
        `Too many messages sent from here. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        { headers: { "retry-after": String(hit.retryAfterSeconds) } },
      );
    }
  }

  app.route({
    ...endpointRoute("contact", {
      summary: "Send the contact form: stored, then emailed to the guest-relations inbox",
      errors: [400, 403, 429, 503],
      status: 201,
    }),
    bodyLimit: FORM_LIMITS.bodyBytes,
    preHandler: botCheckGuard(botCheck, "contact"),
    handler: async (request, reply) => {
      await limit(request, "contact");
      const { request: fields, language } = request.body;
      const receipt = honeypotFilled(fields[HONEYPOT_FIELD])
        ? forms.decoy()
        : await forms.submit({
            form: "contact",
            fields,
            fieldsPath: "body.request",
            includeDate: true,
            language,
          });
      reply.status(201);
      return {
        status: "received" as const,
        data: {
          id: receipt.id,
          reference: receipt.reference,
          received_at: receipt.receivedAt.toISOString(),
        },
      };
    },
  });

  app.route({
    ...endpointRoute("formsSubmit", {
      summary: "Send a form embed of a content page: stored, then emailed to its inbox",
      errors: [400, 403, 429, 503],
      status: 201,
    }),
    bodyLimit: FORM_LIMITS.bodyBytes,
    preHandler: botCheckGuard(botCheck, "contact"),
    handler: async (request, reply) => {
      const body = request.body;
      await limit(request, body.form);
      const receipt = honeypotFilled(body.fields[HONEYPOT_FIELD])
        ? forms.decoy()
        : await forms.submit({
            form: body.form,
            fields: body.fields,
            fieldsPath: "body.fields",
            replyto: body.replyto,
            subject: body.subject,
            includeDate: body.includeDate,
            language: body.language,
          });
      reply.status(201);
      return { ok: true as const, id: receipt.id, reference: receipt.reference };
    },
  });
};
