import type { Db } from "../../db/client.ts";
import { restaurants, restaurantUnavailableProducts } from "../../db/schema/catalog.ts";
import type {
  DailyRange,
  DeliveryFeeTier,
  HandoffMode,
  RestaurantSeed,
} from "../../domain/catalog-types.ts";

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
    .map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      address: r.address,
      city: r.city,
      state: r.state,
      zip: r.zip,
      phone: r.phone,
      lat: r.lat,
      lng: r.lng,
      timeZone: r.timeZone,
      handoffModes: r.handoffModes as HandoffMode[],
      calendars: r.calendars as Record<
        "business" | "pickup" | "curbside" | "delivery",
        DailyRange[]
      >,
      taxRateBps: r.taxRateBps,
      deliveryRadiusMiles: r.deliveryRadiusMiles,
      deliveryFeeTiers: r.deliveryFeeTiers as DeliveryFeeTier[],
      deliveryMinimumCents: r.deliveryMinimumCents,
      leadTimeMinutes: r.leadTimeMinutes,
      slotCapacity: r.slotCapacity,
      cateringLeadTimeMinutes: r.cateringLeadTimeMinutes,
      cateringSlotCapacity: r.cateringSlotCapacity,
      menuId: r.menuId,
      cateringMenuId: r.cateringMenuId,
      message: r.message,
      closedDates: r.closedDates,
      unavailableProductIds: new Set(
        unavailable.filter((u) => u.restaurantId === r.id).map((u) => u.productId),
      ),
    }));
}
