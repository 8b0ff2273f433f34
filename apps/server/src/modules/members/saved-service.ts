import type { Db } from "../../db/client.ts";
import { HttpError } from "../../http/http-error.ts";
import type { DeliveryCoverageLookup, MemberCards, RestaurantLookup } from "./ports.ts";
import {
  addAddress,
  addFavoriteLocation,
  deleteAddress,
  deleteCard,
  favoriteLocations,
  listAddresses,
  listCards,
  makeDefaultAddress,
  MAX_ADDRESSES,
  removeFavoriteLocation,
} from "./saved-items.ts";

/** The body of members/addresses once validated. */
export type NewAddress = {
  address: string;
  building?: string | null;
  city: string;
  state: string;
  zip: string;
  default?: boolean;
};

/** A member's saved things (favorite restaurants, cards, addresses), for the saved routes. */
export function createSavedService(deps: {
  db: Db;
  locations: RestaurantLookup & DeliveryCoverageLookup;
  cards: MemberCards;
}) {
  const { db, locations, cards } = deps;
  return {
    favoriteLocations: (memberId: string) => favoriteLocations(db, locations, memberId),
    addFavoriteLocation: (memberId: string, restaurantId: number) =>
      addFavoriteLocation(db, locations, memberId, restaurantId),
    removeFavoriteLocation: (memberId: string, restaurantId: number) =>
      removeFavoriteLocation(db, memberId, restaurantId),
    listCards: (memberId: string) => listCards(db, memberId),
    deleteCard: (memberId: string, id: string) => deleteCard(db, memberId, id),
    tokenizeCard: cards.tokenizeForMember,
    saveCard: cards.saveMemberCard,
    listAddresses: (memberId: string) => listAddresses(db, memberId),
    deleteAddress: (memberId: string, id: string) => deleteAddress(db, memberId, id),
    makeDefaultAddress: (memberId: string, id: string) => makeDefaultAddress(db, memberId, id),

    /**
     * `member.address-delivery-check`: an address is kept only when the delivery lookup
     * (the one locations/delivery uses) places it and a restaurant delivers there; then
     * `member.address-limit` and `member.address-default` apply.
     */
    async addAddress(memberId: string, body: NewAddress): Promise<void> {
      const where = `${body.address}${body.building ? ` ${body.building}` : ""}, ${body.city}, ${body.state} ${body.zip}`;
      const found = await locations.coverage(body);
      if (found.kind === "unplaced") {
        throw new HttpError(
          422,
          `We could not find ${where} on the map. Check the ZIP code, the city and the state.`,
          { errors: [{ path: "body.zip", message: "is not a ZIP code we can place" }] },
        );
      }
      if (found.kind === "outside") {
        throw new HttpError(
          422,
          `No Coop Chicken restaurant delivers to ${where} yet. You can still order it for pickup, or save another address.`,
          {
            errors: [
              { path: "body.address", message: "is outside every restaurant's delivery area" },
            ],
          },
        );
      }
      const saved = await addAddress(db, {
        memberId,
        address: body.address,
        building: body.building ?? null,
        city: body.city,
        state: body.state,
        zip: body.zip,
        makeDefault: body.default === true,
      });
      if (saved === "full") {
        throw new HttpError(
          422,
          `You can keep up to ${MAX_ADDRESSES} delivery addresses. Delete one before adding another.`,
          {
            errors: [
              { path: "body.address", message: `you already keep ${MAX_ADDRESSES} addresses` },
            ],
          },
        );
      }
    },
  };
}

export type SavedService = ReturnType<typeof createSavedService>;
