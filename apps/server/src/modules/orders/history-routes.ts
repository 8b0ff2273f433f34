import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { endpointRoute } from "../../http/endpoint-route.ts";
import { requireCaller, type TokenService } from "../members/token-service.ts";
import type { createHistoryService } from "./history.ts";

const errors = [400, 401, 404] as const;

/**
 * Recent orders, reorders and favorite orders — they need the ordering token (`order.history`,
 * `auth.token-classes`).
 */
export const historyRoutes: FastifyPluginAsyncZod<{
  history: ReturnType<typeof createHistoryService>;
  tokens: TokenService;
}> = async (app, { history, tokens }) => {
  app.route({
    ...endpointRoute("ordersRecent", {
      summary: "The member's recent orders",
      errors,
    }),
    handler: async (request) => {
      const caller = await requireCaller(request, tokens, "ordering");
      return { orders: await history.recent(caller.memberId) };
    },
  });
  app.route({
    ...endpointRoute("ordersReorder", {
      summary: "A new cart from a past order; reports what could not be carried over",
      errors,
    }),
    handler: async (request) => {
      const caller = await requireCaller(request, tokens, "ordering");
      return history.reorder(caller.memberId, request.body.id);
    },
  });
  app.route({
    ...endpointRoute("ordersFavesList", {
      summary: "The member's favorite orders",
      errors,
    }),
    handler: async (request) => {
      const caller = await requireCaller(request, tokens, "ordering");
      return { faves: await history.favorites(caller.memberId) };
    },
  });
  app.route({
    ...endpointRoute("ordersFavesAdd", {
      summary: "Save a past order as a favorite",
      errors,
    }),
    handler: async (request) => {
      const caller = await requireCaller(request, tokens, "ordering");
      return {
        faves: await history.saveFavorite(
          caller.memberId,
          request.body.id,
          request.body.description,
        ),
      };
    },
  });
  app.route({
    ...endpointRoute("ordersFavesReorder", {
      summary: "A new cart from a favorite order",
      errors,
    }),
    handler: async (request) => {
      const caller = await requireCaller(request, tokens, "ordering");
      return history.reorderFavorite(caller.memberId, request.body.id);
    },
  });
};
