import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RateLimiter } from "../../lib/rate-limit.ts";
import type { EclubService } from "./eclub-service.ts";

const PER_IP_PER_HOUR = 30;

/**
 * POST eclub/subscribe (`member.eclub`; the shape is our own): joins the e-club mailing
 * list, one row per email; subscribing again updates what was given. No account needed.
 */
export const eclubRoutes: FastifyPluginAsyncZod<{
  eclub: EclubService;
  limiter: RateLimiter;
}> = async (app, { eclub, limiter }) => {
  app.route({
    ...endpointRoute("eclubSubscribe", {
      summary: "Join the e-club mailing list",
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
      await eclub.subscribe(request.body);
      return {
        status: "ok" as const,
        message: "You are on the list. Watch your inbox for e-club news and offers.",
      };
    },
  });
};
