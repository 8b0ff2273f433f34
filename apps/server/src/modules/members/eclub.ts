import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import type { Db } from "../../db/client.ts";
import { restaurants } from "../../db/schema/catalog.ts";
import { eclubSubscriptions } from "../../db/schema/members.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RateLimiter } from "../../lib/rate-limit.ts";
import { fieldError } from "./account.ts";

const PER_IP_PER_HOUR = 30;

/**
 * POST eclub/subscribe (api §7; the spec does not show the shape): joins the e-club mailing
 * list, one row per email; subscribing again updates what was given. No account needed.
 */
export const eclubRoutes: FastifyPluginAsyncZod<{
  db: Db;
  limiter: RateLimiter;
  now: () => Date;
}> = async (app, { db, limiter, now }) => {
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
      const b = request.body;
      if (b.location_id !== undefined) {
        const [known] = await db
          .select({ id: restaurants.id })
          .from(restaurants)
          .where(eq(restaurants.id, b.location_id));
        if (!known) throw fieldError("body.location_id", "is not one of our restaurants");
      }
      const given = {
        ...(b.first_name !== undefined && { firstName: b.first_name }),
        ...(b.last_name !== undefined && { lastName: b.last_name }),
        ...(b.zip !== undefined && { zip: b.zip }),
        ...(b.birthday !== undefined && { birthday: b.birthday }),
        ...(b.location_id !== undefined && { restaurantId: b.location_id }),
        ...(b.phone !== undefined && { phone: b.phone }),
        ...(b.optin_sms !== undefined && { optinSms: b.optin_sms }),
      };
      await db
        .insert(eclubSubscriptions)
        .values({ email: b.email, ...given, createdAt: now(), updatedAt: now() })
        .onConflictDoUpdate({
          target: eclubSubscriptions.email,
          set: { ...given, updatedAt: now() },
        });
      return {
        status: "ok" as const,
        message: "You are on the list. Watch your inbox for e-club news and offers.",
      };
    },
  });
};
