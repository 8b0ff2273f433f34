import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { MAX_FAVORITES, toAddressJson, toPaymentJson } from "./saved-items.ts";
import type { SavedService } from "./saved-service.ts";
import type { TokenService } from "./token-service.ts";
import { requireCaller } from "./token-service.ts";

/**
 * Favorite restaurants, saved cards and saved addresses (`member.favorites`,
 * `payment.saved-cards`, `handoff.saved-address`; ordering token, `auth.token-classes`).
 * Every query is scoped to the caller: another member's id is "not found", never theirs.
 */
export const savedRoutes: FastifyPluginAsyncZod<{
  saved: SavedService;
  tokens: TokenService;
  now: () => Date;
}> = async (app, { saved, tokens, now }) => {
  const caller = (request: Parameters<typeof requireCaller>[0]) =>
    requireCaller(request, tokens, "ordering");

  app.route({
    ...endpointRoute("membersFavesLocationsList", {
      summary: "Favorite restaurants (favelocations)",
      errors: [401],
    }),
    handler: async (request) => saved.favoriteLocations((await caller(request)).memberId),
  });

  app.route({
    ...endpointRoute("membersFavesLocationsAdd", {
      summary: "Add a favorite restaurant; answers every favorite",
      errors: [400, 401, 404, 409],
    }),
    handler: async (request) => {
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
  });

  app.route({
    ...endpointRoute("membersFavesLocationsRemove", {
      summary: "Remove a favorite restaurant; answers the favorites left",
      errors: [400, 401],
    }),
    handler: async (request) => {
      const { memberId } = await caller(request);
      await saved.removeFavoriteLocation(memberId, request.params.id);
      return saved.favoriteLocations(memberId);
    },
  });

  app.route({
    ...endpointRoute("membersPaymentsList", {
      summary: "Saved cards: brand, last four and expiry only",
      errors: [401],
    }),
    handler: async (request) => {
      const rows = await saved.listCards((await caller(request)).memberId);
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
      if (!(await saved.deleteCard(memberId, request.params.id))) {
        throw notFound("You have no saved card with this id.");
      }
      const rows = await saved.listCards(memberId);
      return { payments: rows.map((row) => toPaymentJson(row, now())) };
    },
  });

  app.route({
    ...endpointRoute("membersAddressesList", {
      summary: "Saved delivery addresses, the default first",
      errors: [401],
    }),
    handler: async (request) => {
      const rows = await saved.listAddresses((await caller(request)).memberId);
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
      if (!(await saved.deleteAddress(memberId, request.params.id))) {
        throw notFound("You have no saved address with this id.");
      }
      const rows = await saved.listAddresses(memberId);
      return { addresses: rows.map(toAddressJson) };
    },
  });
};
