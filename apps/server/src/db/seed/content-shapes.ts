import type { RestaurantSeed } from "../../domain/catalog-types.ts";

/**
 * The restaurants as the content service lists them: the location list that
 * the content pages read, and the job locations of the careers search. Derived from
 * restaurants.ts by these two mappings (the only logic among the seed data) so the three
 * never disagree; the content seeder maps `restaurants` through them.
 * Ids become strings here, as content-service keys and franchise ids are text.
 */

/** Content location-list entry: key (id), value (street address), city, state, lat, lng. */
export type ContentLocationEntry = {
  key: string;
  value: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
};

/** Job location: franchise id, street address, city, state, latitude, longitude. */
export type JobLocation = {
  franchiseId: string;
  streetAddress: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
};

export function toContentLocationEntry(r: RestaurantSeed): ContentLocationEntry {
  return {
    key: String(r.id),
    value: r.address,
    city: r.city,
    state: r.state,
    lat: r.lat,
    lng: r.lng,
  };
}

export function toJobLocation(r: RestaurantSeed): JobLocation {
  return {
    franchiseId: String(r.id),
    streetAddress: r.address,
    city: r.city,
    state: r.state,
    latitude: r.lat,
    longitude: r.lng,
  };
}
