import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { apiErrorBodySchema } from "@coop/contract/errors";
import {
  favoriteBodySchema,
  favoriteOrdersResponseSchema,
  recentOrdersResponseSchema,
  reorderBodySchema,
  transferResponseSchema,
} from "@coop/contract/orders";

import type { TokenService } from "../members/token-service.ts";
import { requireCaller } from "../members/token-service.ts";
import type { createHistoryService } from "./history.ts";

const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 404: apiErrorBodySchema };

/** api §7: recent orders, reorders and favorite orders — they need the ordering token (api §6). */
export const historyRoutes: FastifyPluginAsyncZod<{
  history: ReturnType<typeof createHistoryService>;
  tokens: TokenService;
}> = async (app, { history, tokens }) => {
  const tags = ["orders"];
  const security = [{ orderingToken: [] }];
  app.get(
    "/api/v1/orders/recent",
    {
      schema: {
        tags,
        security,
        summary: "The member's recent orders",
        response: { 200: recentOrdersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = await requireCaller(request, tokens, "ordering");
      return { orders: await history.recent(caller.memberId) };
    },
  );
  app.post(
    "/api/v1/orders/reorder",
    {
      schema: {
        tags,
        security,
        summary: "A new cart from a past order; reports what could not be carried over",
        body: reorderBodySchema,
        response: { 200: transferResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = await requireCaller(request, tokens, "ordering");
      return history.reorder(caller.memberId, request.body.id);
    },
  );
  app.get(
    "/api/v1/orders/faves",
    {
      schema: {
        tags,
        security,
        summary: "The member's favorite orders",
        response: { 200: favoriteOrdersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = await requireCaller(request, tokens, "ordering");
      return { faves: await history.favorites(caller.memberId) };
    },
  );
  app.post(
    "/api/v1/orders/faves",
    {
      schema: {
        tags,
        security,
        summary: "Save a past order as a favorite",
        body: favoriteBodySchema,
        response: { 200: favoriteOrdersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = await requireCaller(request, tokens, "ordering");
      return {
        faves: await history.saveFavorite(
          caller.memberId,
          request.body.id,
          request.body.description,
        ),
      };
    },
  );
  app.post(
    "/api/v1/orders/faves/reorder",
    {
      schema: {
        tags,
        security,
        summary: "A new cart from a favorite order",
        body: reorderBodySchema,
        response: { 200: transferResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = await requireCaller(request, tokens, "ordering");
      return history.reorderFavorite(caller.memberId, request.body.id);
    },
  );
};
