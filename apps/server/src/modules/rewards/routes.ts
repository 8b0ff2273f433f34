import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { CATERING_LABEL_PREFIX } from "@coop/contract/offer-rules";
import { type LoyaltyResponse, type RewardCatalogItem } from "@coop/contract/rewards";

import type { Db } from "../../db/client.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError } from "../../http/http-error.ts";
import { type Caller, requireCaller } from "../members/auth.ts";
import type { TokenService } from "../members/tokens.ts";
import { imageUrl, rewardWalletEntry } from "../offers/wallet.ts";
import { ledgerHistory, type LoyaltyService, pointsBalance } from "./loyalty.ts";
import { type CatalogReward, progressToward, redeemReward, rewardCatalog } from "./redeem.ts";

/** memberID must be the caller's own: anyone else's is refused the same way, existing or not. */
function ownMemberId(caller: Caller, memberID: string): void {
  if (memberID !== caller.memberId) {
    throw new HttpError(403, "You can only use your own member id here (memberID).", {
      errors: [{ path: "query.memberID", message: "is not the signed-in member's id" }],
    });
  }
}

function catalogItem(
  reward: CatalogReward,
  points: number,
  imageBaseUrl: string,
): RewardCatalogItem {
  return {
    id: reward.id,
    name: reward.name,
    label: reward.channel === "catering" ? `${CATERING_LABEL_PREFIX}${reward.name}` : reward.name,
    description: reward.description,
    points: reward.points,
    channel: reward.channel,
    image: imageUrl(reward.image, imageBaseUrl),
    affordable: points >= reward.points,
  };
}

/** GET members/loyalty, GET members/balance, POST members/redeem (api §7; access token). */
export const rewardRoutes: FastifyPluginAsyncZod<{
  db: Db;
  tokens: TokenService;
  loyalty: LoyaltyService;
  now: () => Date;
  imageBaseUrl: string;
}> = async (app, { db, tokens, loyalty, now, imageBaseUrl }) => {
  app.route({
    ...endpointRoute("membersLoyalty", {
      summary: "Points, progress to the next reward, the reward catalog and recent history",
      errors: [400, 401, 403],
    }),
    handler: async (request, reply): Promise<LoyaltyResponse> => {
      const caller = await requireCaller(request, tokens, "access");
      const [balance, catalog, history] = await Promise.all([
        pointsBalance(db, caller.memberId),
        rewardCatalog(db),
        ledgerHistory(db, caller.memberId),
      ]);
      const progress = progressToward(balance.points, catalog);
      const next = catalog.find((r) => r.channel === "default" && r.points > balance.points);
      reply.header("cache-control", "private, no-store");
      return {
        member_id: caller.memberId,
        points: balance.points,
        lifetime_points: balance.lifetimePoints,
        points_per_dollar: loyalty.pointsPerDollar,
        progress,
        next_reward: next ? catalogItem(next, balance.points, imageBaseUrl) : null,
        rewards: catalog.map((r) => catalogItem(r, balance.points, imageBaseUrl)),
        history: history.map((h) => ({
          kind: h.kind as LoyaltyResponse["history"][number]["kind"],
          points: h.points,
          order_id: h.orderId,
          reward: h.rewardReference,
          note: h.note,
          created: h.createdAt.toISOString(),
        })),
      };
    },
  });

  app.route({
    ...endpointRoute("membersBalance", {
      summary: "The member's point balance and progress { quantity, target, unit }",
      errors: [400, 401, 403],
    }),
    handler: async (request, reply) => {
      const caller = await requireCaller(request, tokens, "access");
      ownMemberId(caller, request.query.memberID);
      const [balance, catalog] = await Promise.all([
        pointsBalance(db, caller.memberId),
        rewardCatalog(db),
      ]);
      reply.header("cache-control", "private, no-store");
      return {
        member_id: caller.memberId,
        points: balance.points,
        progress: progressToward(balance.points, catalog),
      };
    },
  });

  app.route({
    ...endpointRoute("membersRedeem", {
      summary: "Spend points on a reward; it goes to the wallet (api §3 Offer redeem payload)",
      errors: [400, 401, 403, 404, 409],
    }),
    handler: async (request) => {
      const caller = await requireCaller(request, tokens, "access");
      ownMemberId(caller, request.query.memberID);
      const at = now();
      const redeemed = await redeemReward(db, {
        memberId: caller.memberId,
        rewardId: request.body.id,
        channel: request.body.channel,
        campaign: request.body.campaign,
        now: at,
      });
      const catalog = await rewardCatalog(db);
      return {
        status: "ok" as const,
        data: {
          reward: rewardWalletEntry(
            { reference: redeemed.reference, ...redeemed.reward },
            redeemed.expiresAt,
            imageBaseUrl,
          ),
          points: redeemed.balance,
          progress: progressToward(redeemed.balance, catalog),
        },
      };
    },
  });
};
