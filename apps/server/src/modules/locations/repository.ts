import { inArray } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { restaurants, restaurantUnavailableProducts } from "../../db/schema/catalog.ts";
import type { DeliveryFeeTier, HandoffMode, RestaurantSeed } from "../../domain/catalog-types.ts";
import { DEFAULT_OPS, type RestaurantOps } from "../../domain/store-controls.ts";

/** A restaurant as the services use it: the seed shape, with its 86'd items as product ids. */
export type Restaurant = Omit<RestaurantSeed, "unavailableSkus"> & {
  /** Product ids 86'd here. */
  unavailableProductIds: Set<number>;
  /** Store controls, the 86 list, pacing and make model (modules/operations), each with its end. */
  ops: RestaurantOps;
};

/** Every restaurant's operations by id (modules/operations); none: the defaults. */
export type OperationsLoader = () => Promise<ReadonlyMap<number, RestaurantOps>>;

export async function loadRestaurants(
  db: Db,
  operations?: OperationsLoader,
): Promise<Restaurant[]> {
  const [rows, unavailable, ops] = await Promise.all([
    db.select().from(restaurants).orderBy(restaurants.id),
    db.select().from(restaurantUnavailableProducts),
    operations ? operations() : new Map<number, RestaurantOps>(),
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
      ops: ops.get(r.id) ?? DEFAULT_OPS,
    }));
}

/** Where a restaurant is and which menus it serves, active or not (a member's favorites). */
export type RestaurantSummary = Awaited<ReturnType<typeof restaurantsById>>[number];

export async function restaurantsById(db: Db, ids: readonly number[]) {
  return db
    .select({
      id: restaurants.id,
      slug: restaurants.slug,
      name: restaurants.name,
      address: restaurants.address,
      city: restaurants.city,
      state: restaurants.state,
      zip: restaurants.zip,
      phone: restaurants.phone,
      lat: restaurants.lat,
      lng: restaurants.lng,
      menuId: restaurants.menuId,
      cateringMenuId: restaurants.cateringMenuId,
      cateringLeadTimeMinutes: restaurants.cateringLeadTimeMinutes,
      active: restaurants.active,
    })
    .from(restaurants)
    .where(inArray(restaurants.id, [...ids]));
}
