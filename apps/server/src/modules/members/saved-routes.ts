import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import type { Db } from "../../db/client.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { requireCaller } from "./auth.ts";
import {
  addFavoriteLocation,
  deleteAddress,
  deleteCard,
  favoriteLocations,
  listAddresses,
  listCards,
  MAX_FAVORITES,
  removeFavoriteLocation,
  toAddressJson,
  toPaymentJson,
} from "./saved-items.ts";
import type { TokenService } from "./tokens.ts";

/**
 * Favorite restaurants, saved cards and saved addresses (api §7; ordering token, api §6).
 * Every query is scoped to the caller: another member's id is "not found", never theirs.
 */
export const savedRoutes: FastifyPluginAsyncZod<{
  db: Db;
  tokens: TokenService;
  now: () => Date;
}> = async (app, { db, tokens, now }) => {
  const caller = (request: Parameters<typeof requireCaller>[0]) =>
    requireCaller(request, tokens, "ordering");

  app.route({
    ...endpointRoute("membersFavesLocationsList", {
      summary: "Favorite restaurants (favelocations)",
      errors: [401],
    }),
    handler: async (request) => favoriteLocations(db, (await caller(request)).memberId),
  });

  app.route({
    ...endpointRoute("membersFavesLocationsAdd", {
      summary: "Add a favorite restaurant; answers every favorite",
      errors: [400, 401, 404, 409],
    }),
    handler: async (request) => {
      const { memberId } = await caller(request);
      const outcome = await addFavoriteLocation(db, memberId, request.params.id);
      if (outcome === "unknown") throw notFound(`There is no restaurant ${request.params.id}.`);
      if (outcome === "full") {
        throw new HttpError(
          409,
          `You can keep up to ${MAX_FAVORITES} favorite restaurants. Remove one first.`,
        );
      }
      return favoriteLocations(db, memberId);
    },
  });

  app.route({
    ...endpointRoute("membersFavesLocationsRemove", {
      summary: "Remove a favorite restaurant; answers the favorites left",
      errors: [400, 401],
    }),
    handler: async (request) => {
      const { memberId } = await caller(request);
      await removeFavoriteLocation(db, memberId, request.params.id);
      return favoriteLocations(db, memberId);
    },
  });

  app.route({
    ...endpointRoute("membersPaymentsList", {
      summary: "Saved cards: brand, last four and expiry only",
      errors: [401],
    }),
    handler: async (request) => {
      const rows = await listCards(db, (await caller(request)).memberId);
      return { payments: rows.map((row) => toPaymentJson(row, now())) };
    },
  });

  app.route({
    ...endpointRoute("membersPaymentsDelete", {
      summary: "Delete a saved card; answers the cards left",
      errors: [400, 401, 404],
    }),
    handler: async (request) => {
      const { memberId } = await caller(request);
      if (!(await deleteCard(db, memberId, request.params.id))) {
        throw notFound("You have no saved card with this id.");
      }
      const rows = await listCards(db, memberId);
      return { payments: rows.map((row) => toPaymentJson(row, now())) };
    },
  });

  app.route({
    ...endpointRoute("membersAddressesList", {
      summary: "Saved delivery addresses, the default first",
      errors: [401],
    }),
    handler: async (request) => {
      const rows = await listAddresses(db, (await caller(request)).memberId);
      return { addresses: rows.map(toAddressJson) };
    },
  });

  app.route({
    ...endpointRoute("membersAddressesDelete", {
      summary: "Delete a saved address; answers the addresses left",
      errors: [400, 401, 404],
    }),
    handler: async (request) => {
      const { memberId } = await caller(request);
      if (!(await deleteAddress(db, memberId, request.params.id))) {
        throw notFound("You have no saved address with this id.");
      }
      const rows = await listAddresses(db, memberId);
      return { addresses: rows.map(toAddressJson) };
    },
  });
};
