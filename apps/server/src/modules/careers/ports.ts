/**
 * What the careers module needs of the others, handed in by the composition root (app.ts):
 * the restaurants (modules/locations: a job's location is its restaurant), the geocoder's
 * places, and who is told of an application (modules/staff).
 */

/** A restaurant as a job's location. */
export type CareersRestaurant = {
  id: number;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
};

export type RestaurantDirectory = {
  /** The open restaurants (the locations module's catalog). */
  active(): Promise<CareersRestaurant[]>;
  /** Restaurants by id, open or not. */
  byIds(ids: readonly number[]): Promise<(CareersRestaurant & { active: boolean })[]>;
};

export type Place = { lat: number; lng: number; label: string };

/** The built-in geocoder's answers the search uses. */
export type PlaceFinder = {
  zip(zip: string): Place | null;
  /** Free text: "Raleigh, NC", "Charlotte". */
  text(text: string): Place | null;
};

/** A signed-in staff member, as the staff module's authorization hands it over. */
export type StaffMember = { id: string; role: string; restaurantIds: number[] };

/** `staff.restaurant-scope`: admins work for the whole chain; everyone else for their restaurants. */
export const worksAt = (member: StaffMember, restaurantId: number) =>
  member.role === "admin" || member.restaurantIds.includes(restaurantId);

/** The staff told of an application at a restaurant (`careers.application-email`). */
export type ApplicationRecipients = (restaurantId: number) => Promise<string[]>;
