import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import type { MemberCardGuard } from "./ports.ts";
import { MAX_FAVORITES, toAddressJson, toPaymentJson } from "./saved-items.ts";
import type { SavedService } from "./saved-service.ts";
import type { TokenService } from "./token-service.ts";
import { callerFirst, requireCaller } from "./token-service.ts";

/**
 * Favorite restaurants, saved cards and saved addresses (`member.favorites`,
 * `payment.saved-cards`, `handoff.saved-address`; ordering token, `auth.token-classes`).
 * Every query is scoped to the caller: another member's id is "not found", never theirs.
 */
export const savedRoutes: FastifyPluginAsyncZod<{
  saved: SavedService;
  tokens: TokenService;
  now: () => Date;
  /** Card-testing limits for cards entered outside checkout (modules/payments). */
  cardGuard: MemberCardGuard;
}> = async (app, { saved, tokens, now, cardGuard }) => {
  const caller = (request: Parameters<typeof requireCaller>[0]) =>
    requireCaller(request, tokens, "ordering");
  // The calls with a body check the token before the body (`auth.before-validation`).
  const first = callerFirst(tokens, "ordering");
  const cardList = async (memberId: string) => ({
    payments: (await saved.listCards(memberId)).map((row) => toPaymentJson(row, now())),
  });
  const addressList = async (memberId: string) => ({
    addresses: (await saved.listAddresses(memberId)).map(toAddressJson),
  });

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

  app.route({
    ...endpointRoute("membersAddressesAdd", {
      summary: "Save a delivery address (checked by the delivery lookup); answers every address",
      description:
        "The address is kept only when a Coop Chicken restaurant delivers to it. The first " +
        "address, or one sent with default: true, becomes the default. At most 10 addresses.",
      errors: [400, 401, 422],
    }),
    preValidation: first.preValidation,
    handler: async (request) => {
      const { memberId } = first.caller(request);
      await saved.addAddress(memberId, request.body);
      return addressList(memberId);
    },
  });

  app.route({
    ...endpointRoute("membersAddressesUpdate", {
      summary: "Make a saved address the default; answers every address",
      errors: [400, 401, 404],
    }),
    preValidation: first.preValidation,
    handler: async (request) => {
      const { memberId } = first.caller(request);
      if (!(await saved.makeDefaultAddress(memberId, request.params.id))) {
        throw notFound("You have no saved address with this id.");
      }
      return addressList(memberId);
    },
  });

  app.route({
    ...endpointRoute("membersPaymentsToken", {
      summary: "Exchange card details for a single-use token to save the card on this account",
      description:
        "The same card checks as orders/{id}/token. The token lasts 15 minutes, is spent by " +
        "members/payments and pays no order. The number and security code are never stored.",
      errors: [400, 401, 404, 429],
    }),
    preValidation: first.preValidation,
    handler: async (request) => {
      const { memberId } = first.caller(request);
      await cardGuard.beforeMemberToken(memberId, request.ip);
      return saved.tokenizeCard(memberId, request.body);
    },
  });

  app.route({
    ...endpointRoute("membersPaymentsAdd", {
      summary: "Save the card behind a token from members/payments/token; answers every card",
      description:
        "Keeps brand, last four and expiry. The same card already saved stays one card. At " +
        "most 10 cards.",
      errors: [400, 401, 404, 422],
    }),
    preValidation: first.preValidation,
    handler: async (request) => {
      const { memberId } = first.caller(request);
      await saved.saveCard(memberId, request.body.token);
      return cardList(memberId);
    },
  });
};
