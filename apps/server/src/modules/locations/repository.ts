import type { Db } from "../../db/client.ts";
import { restaurants, restaurantUnavailableProducts } from "../../db/schema/catalog.ts";
import type { DeliveryFeeTier, HandoffMode, RestaurantSeed } from "../../domain/catalog-types.ts";

/** A restaurant as the services use it: the seed shape, with its 86'd items as product ids. */
export type Restaurant = Omit<RestaurantSeed, "unavailableSkus"> & {
  /** Product ids 86'd here. */
  unavailableProductIds: Set<number>;
};

export async function loadRestaurants(db: Db): Promise<Restaurant[]> {
  const [rows, unavailable] = await Promise.all([
    db.select().from(restaurants).orderBy(restaurants.id),
    db.select().from(restaurantUnavailableProducts),
  ]);
  return rows
    .filter((r) => r.active)
    .map(({ active: _active, ...r }) => ({
      ...r,
      // jsonb and text[] columns, written from the typed seed shape.
      handoffModes: r.handoffModes as HandoffMode[],
      calendars: r.calendars as Restaurant["calendars"],
      deliveryFeeTiers: r.deliveryFeeTiers as DeliveryFeeTier[],
      unavailableProductIds: new Set(
        unavailable.filter((u) => u.restaurantId === r.id).map((u) => u.productId),
      ),
    }));
}
