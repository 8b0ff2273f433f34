import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { endpointRoute } from "../../http/endpoint-route.ts";
import { callerFirst, requireCaller, type TokenService } from "../members/token-service.ts";
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
  // Coop's own calls check the token before the params and body (`auth.before-validation`).
  const first = callerFirst(tokens, "ordering");
  app.route({
    ...endpointRoute("ordersRecent", {
      summary: "The member's placed orders, newest first (at most 20)",
      description:
        "Each order with its items and choices, totals, status, restaurant and the time it " +
        "was placed.",
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
  app.route({
    ...endpointRoute("ordersFavesDelete", {
      summary: "Delete a favorite order; answers the favorites left",
      errors,
    }),
    preValidation: first.preValidation,
    handler: async (request) => ({
      faves: await history.deleteFavorite(first.caller(request).memberId, request.params.id),
    }),
  });
  app.route({
    ...endpointRoute("ordersReorderCheck", {
      summary: "What a reorder would add and what it cannot, without changing anything",
      description:
        "For a past order (kind order, as orders/reorder) or a favorite order (kind favorite, " +
        "as orders/faves/reorder): the items it would put in a new cart, and every item it " +
        "would leave out with the reason in words.",
      errors,
    }),
    preValidation: first.preValidation,
    handler: async (request) =>
      history.reorderCheck(first.caller(request).memberId, request.body.id, request.body.kind),
  });
};
