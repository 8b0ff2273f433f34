import type { z } from "zod";

import type { RestaurantSeed, WeeklyCalendar } from "../../domain/catalog-types.ts";
import type { Problems } from "./catalog-parse.ts";
import type { HoursFile, restaurantFileSchema } from "./catalog-schemas.ts";

/**
 * Builds the restaurants of restaurants.json with their hours: each restaurant names an hours
 * profile of hours.json, whose calendars name shared weeks; the chain's closed dates come first.
 */
export function buildRestaurants(
  list: (z.infer<typeof restaurantFileSchema> | undefined)[],
  hours: HoursFile,
  problems: Problems,
): RestaurantSeed[] {
  const calendar = (ref: string | WeeklyCalendar, where: string): WeeklyCalendar => {
    if (typeof ref !== "string") return ref;
    const week = hours.weeks[ref];
    if (!week) problems.push(`hours.json, ${where}: no week named "${ref}" in weeks`);
    return (week ?? []) as WeeklyCalendar;
  };
  return list.flatMap((r, index) => {
    if (!r) return [];
    const where = `record id ${r.id} (index ${index})`;
    const profile = hours.profiles[r.hours];
    if (!profile)
      problems.push(
        `restaurants.json, ${where}, field hours: no profile "${r.hours}" in hours.json`,
      );
    const p = profile ?? { business: [], pickup: [], curbside: [], delivery: [] };
    const at = `profile ${r.hours}`;
    const { hours: _profileName, closedDates, ...rest } = r;
    // A handoff the restaurant does not offer has no hours.
    const offers = (mode: "curbside" | "dispatch") => r.handoffModes.includes(mode);
    const seed: RestaurantSeed = {
      ...rest,
      calendars: {
        business: calendar(p.business, `${at}, field business`),
        pickup: calendar(p.pickup, `${at}, field pickup`),
        curbside: offers("curbside") ? calendar(p.curbside, `${at}, field curbside`) : [],
        delivery: offers("dispatch") ? calendar(p.delivery, `${at}, field delivery`) : [],
      },
      closedDates: [...hours.closedDates, ...(closedDates ?? [])],
    };
    // Field order as the table and the API list them.
    const ordered: RestaurantSeed = {
      id: seed.id,
      slug: seed.slug,
      name: seed.name,
      address: seed.address,
      city: seed.city,
      state: seed.state,
      zip: seed.zip,
      phone: seed.phone,
      lat: seed.lat,
      lng: seed.lng,
      timeZone: seed.timeZone,
      handoffModes: seed.handoffModes,
      calendars: seed.calendars,
      taxRateBps: seed.taxRateBps,
      deliveryRadiusMiles: seed.deliveryRadiusMiles,
      deliveryFeeTiers: seed.deliveryFeeTiers,
      deliveryMinimumCents: seed.deliveryMinimumCents,
      leadTimeMinutes: seed.leadTimeMinutes,
      slotCapacity: seed.slotCapacity,
      cateringLeadTimeMinutes: seed.cateringLeadTimeMinutes,
      cateringSlotCapacity: seed.cateringSlotCapacity,
      menuId: seed.menuId,
      cateringMenuId: seed.cateringMenuId,
      message: seed.message,
      unavailableSkus: seed.unavailableSkus,
      closedDates: seed.closedDates,
    };
    return [ordered];
  });
}
