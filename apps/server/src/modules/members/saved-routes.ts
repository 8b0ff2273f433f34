import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { apiErrorBodySchema } from "@coop/contract/errors";
import {
  addressesResponseSchema,
  faveLocationsResponseSchema,
  paymentsResponseSchema,
  restaurantIdParamsSchema,
  savedItemParamsSchema,
} from "@coop/contract/members";

import { HttpError, notFound } from "../../http/http-error.ts";
import { MAX_FAVORITES, toAddressJson, toPaymentJson } from "./saved-items.ts";
import type { SavedService } from "./saved-service.ts";
import type { TokenService } from "./token-service.ts";
import { requireCaller } from "./token-service.ts";

const e = apiErrorBodySchema;
const bearer = [{ orderingToken: [] }];

/**
 * Favorite restaurants, saved cards and saved addresses (api §7; ordering token, api §6).
 * Every query is scoped to the caller: another member's id is "not found", never theirs.
 */
export const savedRoutes: FastifyPluginAsyncZod<{
  saved: SavedService;
  tokens: TokenService;
  now: () => Date;
}> = async (app, { saved, tokens, now }) => {
  const caller = (request: Parameters<typeof requireCaller>[0]) =>
    requireCaller(request, tokens, "ordering");

  app.get(
    "/api/v1/members/faves/locations",
    {
      schema: {
        tags: ["members"],
        summary: "Favorite restaurants (favelocations)",
        security: bearer,
        response: { 200: faveLocationsResponseSchema, 401: e },
      },
    },
    async (request) => saved.favoriteLocations((await caller(request)).memberId),
  );

  app.post(
    "/api/v1/members/faves/locations/:id",
    {
      schema: {
        tags: ["members"],
        summary: "Add a favorite restaurant; answers every favorite",
        security: bearer,
        params: restaurantIdParamsSchema,
        response: { 200: faveLocationsResponseSchema, 400: e, 401: e, 404: e, 409: e },
      },
    },
    async (request) => {
      const { memberId } = await caller(request);
      const outcome = await saved.addFavoriteLocation(memberId, request.params.id);
      if (outcome === "unknown") throw notFound(`There is no restaurant ${request.params.id}.`);
      if (outcome === "full") {
        throw new HttpError(
          409,
          `You can keep up to ${MAX_FAVORITES} favorite restaurants. Remove one first.`,
        );
      }
      return saved.favoriteLocations(memberId);
    },
  );

  app.delete(
    "/api/v1/members/faves/locations/:id",
    {
      schema: {
        tags: ["members"],
        summary: "Remove a favorite restaurant; answers the favorites left",
        security: bearer,
        params: restaurantIdParamsSchema,
        response: { 200: faveLocationsResponseSchema, 400: e, 401: e },
      },
    },
    async (request) => {
      const { memberId } = await caller(request);
      await saved.removeFavoriteLocation(memberId, request.params.id);
      return saved.favoriteLocations(memberId);
    },
  );

  app.get(
    "/api/v1/members/payments",
    {
      schema: {
        tags: ["members"],
        summary: "Saved cards: brand, last four and expiry only",
        security: bearer,
        response: { 200: paymentsResponseSchema, 401: e },
      },
    },
    async (request) => {
      const rows = await saved.listCards((await caller(request)).memberId);
      return { payments: rows.map((row) => toPaymentJson(row, now())) };
    },
  );

  app.delete(
    "/api/v1/members/payments/:id",
    {
      schema: {
        tags: ["members"],
        summary: "Delete a saved card; answers the cards left",
        security: bearer,
        params: savedItemParamsSchema,
        response: { 200: paymentsResponseSchema, 400: e, 401: e, 404: e },
      },
    },
    async (request) => {
      const { memberId } = await caller(request);
      if (!(await saved.deleteCard(memberId, request.params.id))) {
        throw notFound("You have no saved card with this id.");
      }
      const rows = await saved.listCards(memberId);
      return { payments: rows.map((row) => toPaymentJson(row, now())) };
    },
  );

  app.get(
    "/api/v1/members/addresses",
    {
      schema: {
        tags: ["members"],
        summary: "Saved delivery addresses, the default first",
        security: bearer,
        response: { 200: addressesResponseSchema, 401: e },
      },
    },
    async (request) => {
      const rows = await saved.listAddresses((await caller(request)).memberId);
      return { addresses: rows.map(toAddressJson) };
    },
  );

  app.delete(
    "/api/v1/members/addresses/:id",
    {
      schema: {
        tags: ["members"],
        summary: "Delete a saved address; answers the addresses left",
        security: bearer,
        params: savedItemParamsSchema,
        response: { 200: addressesResponseSchema, 400: e, 401: e, 404: e },
      },
    },
    async (request) => {
      const { memberId } = await caller(request);
      if (!(await saved.deleteAddress(memberId, request.params.id))) {
        throw notFound("You have no saved address with this id.");
      }
      const rows = await saved.listAddresses(memberId);
      return { addresses: rows.map(toAddressJson) };
    },
  );
};
