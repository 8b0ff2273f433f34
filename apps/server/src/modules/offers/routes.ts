import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { type PublicOffer } from "@coop/contract/offers";

import { endpointRoute } from "../../http/endpoint-route.ts";
import { requireCaller, type TokenService } from "../members/token-service.ts";
import type { OffersService } from "./service.ts";

/**
 * GET offers/all (public; `wallet.public-offers`: read at server start, a failure ignored)
 * and GET members/offers/all (the member's wallet, `wallet.entry-fields`).
 *
 * Public offers are read once at start and kept for `cacheTtlMs`; when the read fails the
 * server starts anyway (a failed offers call is ignored) and the next request retries.
 */
export const offerRoutes: FastifyPluginAsyncZod<{
  offers: OffersService;
  tokens: TokenService;
  now: () => Date;
  cacheTtlMs: number;
}> = async (app, { offers, tokens, now, cacheTtlMs }) => {
  let cached: { offers: PublicOffer[]; until: number } | undefined;
  const load = async () => {
    const at = now();
    cached = { offers: await offers.publicOffers(at), until: at.getTime() + cacheTtlMs };
    return cached.offers;
  };

  app.addHook("onReady", async () => {
    await load().catch((error: unknown) => {
      app.log.warn(
        { err: error },
        "public offers could not be read at start; they will be read at the first request",
      );
    });
  });

  app.route({
    ...endpointRoute("offersAll", {
      summary: "Offers open to everyone (read at start and cached)",
      errors: [],
    }),
    handler: async (_request, reply) => {
      const open = cached && cached.until > now().getTime() ? cached.offers : await load();
      reply.header("cache-control", "public, max-age=60");
      return { offers: open };
    },
  });

  app.route({
    ...endpointRoute("membersOffersAll", {
      summary: "The member's wallet: offers given and rewards redeemed (access token)",
      errors: [401],
    }),
    handler: async (request, reply) => {
      const caller = await requireCaller(request, tokens, "access");
      reply.header("cache-control", "private, no-store");
      return { rewards: await offers.wallet(caller.memberId, now()) };
    },
  });
};
