import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { type PublicOffer } from "@coop/contract/offers";

import type { Db } from "../../db/client.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { requireCaller } from "../members/auth.ts";
import type { TokenService } from "../members/tokens.ts";
import { publicOffers, walletFor } from "./wallet.ts";

/**
 * GET offers/all (public; api §7: the server-start call, whose failure is ignored) and
 * GET members/offers/all (the member's wallet, screens §7 getWalletOffers).
 *
 * Public offers are read once at start and kept for `cacheTtlMs`; when the read fails the
 * server starts anyway (the spec ignores a failed offers call) and the next request retries.
 */
export const offerRoutes: FastifyPluginAsyncZod<{
  db: Db;
  tokens: TokenService;
  now: () => Date;
  imageBaseUrl: string;
  cacheTtlMs: number;
}> = async (app, { db, tokens, now, imageBaseUrl, cacheTtlMs }) => {
  let cached: { offers: PublicOffer[]; until: number } | undefined;
  const load = async () => {
    const at = now();
    cached = { offers: await publicOffers(db, at, imageBaseUrl), until: at.getTime() + cacheTtlMs };
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
      const offers = cached && cached.until > now().getTime() ? cached.offers : await load();
      reply.header("cache-control", "public, max-age=60");
      return { offers };
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
      return { rewards: await walletFor(db, caller.memberId, now(), imageBaseUrl) };
    },
  });
};
