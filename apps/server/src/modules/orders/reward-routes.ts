import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError } from "../../http/http-error.ts";
import { requireCaller, type TokenService } from "../members/token-service.ts";
import type { OrderRewardsPort } from "./ports.ts";
import type { OrdersService } from "./service.ts";

const errors = [400, 401, 403, 404, 409] as const;

/**
 * orders/{id}/rewards (`reward.one-per-order`, `reward.reference-capability`). One loyalty
 * reward per order, applied by reference and removable; it is priced like a coupon and used
 * at submit. Putting a reward on an order needs the member's ordering token, and `memberid`
 * must be that member.
 */
export const rewardRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  rewards: OrderRewardsPort;
  tokens: TokenService;
}> = async (app, { orders, rewards, tokens }) => {
  app.route({
    ...endpointRoute("ordersRewardsList", {
      summary: "The reward on the order",
      errors,
    }),
    handler: async (request) => {
      await orders.get(request.params.id);
      const found = await orders.rewardsOn(request.params.id);
      return { rewards: found.map((r) => rewards.toOrderRewardJson(r)) };
    },
  });

  app.route({
    ...endpointRoute("ordersApplyRewards", {
      summary: "Apply a reward to the order",
      errors,
      auth: "ordering",
    }),
    handler: async (request) => {
      const caller = await requireCaller(request, tokens, "ordering");
      if (request.body.memberid !== caller.memberId) {
        throw new HttpError(403, "You can only apply your own rewards.", {
          errors: [{ path: "body.memberid", message: "is not the signed-in member" }],
        });
      }
      return orders.mutate(request.params.id, async ({ tx }) => {
        await rewards.applyRewardToOrder(tx, {
          orderId: request.params.id,
          memberId: caller.memberId,
          references: request.body.references,
        });
      });
    },
  });

  app.route({
    ...endpointRoute("ordersRemoveReward", {
      summary: "Remove the reward from the order",
      errors,
    }),
    handler: async (request) =>
      orders.mutate(request.params.id, async ({ tx }) => {
        const removed = await rewards.removeRewardFromOrder(tx, {
          orderId: request.params.id,
          reference: request.params.ref,
        });
        if (!removed) throw new HttpError(404, `This order has no reward ${request.params.ref}.`);
      }),
  });
};
