import { data } from "react-router";

/** The restaurant id of an ops page's URL, or null when it is not one. */
export function restaurantIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

/** The id of the URL; a URL whose id is not one answers 404 (its route's loader). */
export function requireRestaurantId(param: string | undefined): number {
  const id = restaurantIdOf(param);
  if (id === null) throw data(null, { status: 404 });
  return id;
}
