import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { apiErrorBodySchema } from "@coop/contract/errors";
import { CATERING_LABEL_PREFIX } from "@coop/contract/offer-rules";
import {
  balanceResponseSchema,
  type LoyaltyResponse,
  loyaltyResponseSchema,
  memberIdQuerySchema,
  redeemBodySchema,
  redeemResponseSchema,
  type RewardCatalogItem,
} from "@coop/contract/rewards";

import { HttpError } from "../../http/http-error.ts";
import { imageUrl } from "../../lib/wallet-entry.ts";
import { type Caller, requireCaller, type TokenService } from "../members/token-service.ts";
import type { ListedReward } from "./redeem.ts";
import type { RewardsService } from "./service.ts";

const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 403: apiErrorBodySchema };

/** memberID must be the caller's own: anyone else's is refused the same way, existing or not. */
function ownMemberId(caller: Caller, memberID: string): void {
  if (memberID !== caller.memberId) {
    throw new HttpError(403, "You can only use your own member id here (memberID).", {
      errors: [{ path: "query.memberID", message: "is not the signed-in member's id" }],
    });
  }
}

function listItem(reward: ListedReward, points: number, imageBaseUrl: string): RewardCatalogItem {
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
  rewards: RewardsService;
  tokens: TokenService;
  now: () => Date;
  imageBaseUrl: string;
}> = async (app, { rewards, tokens, now, imageBaseUrl }) => {
  app.get(
    "/api/v1/members/loyalty",
    {
      schema: {
        tags: ["rewards"],
        summary: "Points, progress to the next reward, the reward catalog and recent history",
        security: [{ accessToken: [] }],
        response: { 200: loyaltyResponseSchema, ...errors },
      },
    },
    async (request, reply): Promise<LoyaltyResponse> => {
      const caller = await requireCaller(request, tokens, "access");
      const [balance, list, history] = await Promise.all([
        rewards.balance(caller.memberId),
        rewards.rewardList(),
        rewards.history(caller.memberId),
      ]);
      const progress = rewards.progressToward(balance.points, list);
      const next = list.find((r) => r.channel === "default" && r.points > balance.points);
      reply.header("cache-control", "private, no-store");
      return {
        member_id: caller.memberId,
        points: balance.points,
        lifetime_points: balance.lifetimePoints,
        points_per_dollar: rewards.loyalty.pointsPerDollar,
        progress,
        next_reward: next ? listItem(next, balance.points, imageBaseUrl) : null,
        rewards: list.map((r) => listItem(r, balance.points, imageBaseUrl)),
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
  );

  app.get(
    "/api/v1/members/balance",
    {
      schema: {
        tags: ["rewards"],
        summary: "The member's point balance and progress { quantity, target, unit }",
        security: [{ accessToken: [] }],
        querystring: memberIdQuerySchema,
        response: { 200: balanceResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(request, tokens, "access");
      ownMemberId(caller, request.query.memberID);
      const [balance, list] = await Promise.all([
        rewards.balance(caller.memberId),
        rewards.rewardList(),
      ]);
      reply.header("cache-control", "private, no-store");
      return {
        member_id: caller.memberId,
        points: balance.points,
        progress: rewards.progressToward(balance.points, list),
      };
    },
  );

  app.post(
    "/api/v1/members/redeem",
    {
      schema: {
        tags: ["rewards"],
        summary: "Spend points on a reward; it goes to the wallet (api §3 Offer redeem payload)",
        security: [{ accessToken: [] }],
        querystring: memberIdQuerySchema,
        body: redeemBodySchema,
        response: {
          200: redeemResponseSchema,
          ...errors,
          404: apiErrorBodySchema,
          409: apiErrorBodySchema,
        },
      },
    },
    async (request) => {
      const caller = await requireCaller(request, tokens, "access");
      ownMemberId(caller, request.query.memberID);
      const at = now();
      const redeemed = await rewards.redeem({
        memberId: caller.memberId,
        rewardId: request.body.id,
        channel: request.body.channel,
        campaign: request.body.campaign,
        now: at,
      });
      const list = await rewards.rewardList();
      return {
        status: "ok" as const,
        data: {
          reward: rewards.walletEntry(
            { reference: redeemed.reference, ...redeemed.reward },
            redeemed.expiresAt,
          ),
          points: redeemed.balance,
          progress: rewards.progressToward(redeemed.balance, list),
        },
      };
    },
  );
};
