import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RateLimiter } from "../../lib/rate-limit.ts";
import type { EclubService } from "./eclub-service.ts";

const PER_IP_PER_HOUR = 30;

/** What subscribe answers, whether the honeypot was filled or not (`forms.honeypot`). */
const CHECK_EMAIL =
  "Almost there: we sent you an email. Follow its link within 7 days to confirm your e-club subscription.";

/**
 * The e-club (`member.eclub`; the shapes are our own): eclub/subscribe stores the subscriber
 * unconfirmed and emails a confirmation link (`eclub.double-opt-in`); eclub/confirm and
 * eclub/unsubscribe take the token of an emailed link. No account needed.
 */
export const eclubRoutes: FastifyPluginAsyncZod<{
  eclub: EclubService;
  limiter: RateLimiter;
}> = async (app, { eclub, limiter }) => {
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
  });

  app.route({
    ...endpointRoute("eclubSubscribe", {
      summary: "Join the e-club mailing list (a confirmation link is emailed)",
      errors: [400, 429],
    }),
    handler: async (request) => {
      const limit = await limiter.hit(`eclub:ip:${request.ip}`, {
        limit: PER_IP_PER_HOUR,
        windowMs: 3_600_000,
      });
      if (!limit.allowed) {
        throw new HttpError(429, "Too many subscriptions from here. Please try again later.", {
          headers: { "retry-after": String(limit.retryAfterSeconds) },
        });
      }
      const trap = request.body.website_url;
      if (trap === undefined || trap.trim() === "") await eclub.subscribe(request.body);
      return { status: "ok" as const, message: CHECK_EMAIL };
    },
  });

  app.route({
    ...endpointRoute("eclubConfirm", {
      summary: "Confirm an e-club subscription with the emailed link's token",
      errors: [400, 404, 409],
    }),
    handler: async (request) => ({
      status: "ok" as const,
      ...(await eclub.confirm(request.body.token)),
    }),
  });

  app.route({
    ...endpointRoute("eclubUnsubscribe", {
      summary: "End an e-club subscription with the token of any e-club email",
      errors: [400, 404],
    }),
    handler: async (request) => ({
      status: "ok" as const,
      ...(await eclub.unsubscribe(request.body.token)),
    }),
  });
};
