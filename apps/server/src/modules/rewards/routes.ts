import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { CATERING_LABEL_PREFIX } from "@coop/contract/offer-rules";
import { type LoyaltyResponse, type RewardListItem } from "@coop/contract/rewards";

import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError } from "../../http/http-error.ts";
import { imageUrl } from "../../lib/wallet-entry.ts";
import { type Caller, requireCaller, type TokenService } from "../members/token-service.ts";
import type { EmailVerifiedCheck } from "./ports.ts";
import type { ListedReward } from "./redeem.ts";
import type { RewardsService } from "./service.ts";

/** memberID must be the caller's own: anyone else's is refused the same way, existing or not. */
function ownMemberId(caller: Caller, memberID: string): void {
  if (memberID !== caller.memberId) {
    throw new HttpError(403, "You can only use your own member id here (memberID).", {
      errors: [{ path: "query.memberID", message: "is not the signed-in member's id" }],
    });
  }
}

function listItem(reward: ListedReward, points: number, imageBaseUrl: string): RewardListItem {
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

/**
 * GET members/loyalty, GET members/balance, POST members/redeem (`loyalty.progress`,
 * `reward.redeem`, `member.unverified-limits`; access token).
 */
export const rewardRoutes: FastifyPluginAsyncZod<{
  rewards: RewardsService;
  tokens: TokenService;
  now: () => Date;
  imageBaseUrl: string;
  /** Whether the member verified the email (modules/members). */
  emailVerified: EmailVerifiedCheck;
}> = async (app, { rewards, tokens, now, imageBaseUrl, emailVerified }) => {
  app.route({
    ...endpointRoute("membersLoyalty", {
      summary: "Points, progress to the next reward, the reward list and recent history",
      errors: [400, 401, 403],
    }),
    handler: async (request, reply): Promise<LoyaltyResponse> => {
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
  });

  app.route({
    ...endpointRoute("membersBalance", {
      summary: "The member's point balance and progress { quantity, target, unit }",
      errors: [400, 401, 403],
    }),
    handler: async (request, reply) => {
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
  });

  app.route({
    ...endpointRoute("membersRedeem", {
      summary: "Spend points on a reward; it goes to the wallet",
      errors: [400, 401, 403, 404, 409],
    }),
    handler: async (request) => {
      const caller = await requireCaller(request, tokens, "access");
      ownMemberId(caller, request.query.memberID);
      // `member.unverified-limits`: points are spent only by a member who proved the email.
      if (!(await emailVerified(caller.memberId))) {
        throw new HttpError(
          403,
          "Verify your email address to redeem rewards: open the link we emailed you, or ask for a new one in your account. Your points are kept.",
        );
      }
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
  });
};
