import type { Db } from "../../db/client.ts";
import type { RestaurantLookup } from "./ports.ts";
import {
  addFavoriteLocation,
  deleteAddress,
  deleteCard,
  favoriteLocations,
  listAddresses,
  listCards,
  removeFavoriteLocation,
} from "./saved-items.ts";

/** A member's saved things (favorite restaurants, cards, addresses), for the saved routes. */
export function createSavedService(deps: { db: Db; locations: RestaurantLookup }) {
  const { db, locations } = deps;
  return {
    favoriteLocations: (memberId: string) => favoriteLocations(db, locations, memberId),
    addFavoriteLocation: (memberId: string, restaurantId: number) =>
      addFavoriteLocation(db, locations, memberId, restaurantId),
    removeFavoriteLocation: (memberId: string, restaurantId: number) =>
      removeFavoriteLocation(db, memberId, restaurantId),
    listCards: (memberId: string) => listCards(db, memberId),
    deleteCard: (memberId: string, id: string) => deleteCard(db, memberId, id),
    listAddresses: (memberId: string) => listAddresses(db, memberId),
    deleteAddress: (memberId: string, id: string) => deleteAddress(db, memberId, id),
  };
}

export type SavedService = ReturnType<typeof createSavedService>;
