import { z } from "zod";

import {
  type Location,
  locationListResponseSchema,
  locationSchema,
  locationSearchResponseSchema,
  locationWithDistanceSchema,
} from "@coop/contract/locations";

import {
  type CheckedJson,
  checkedJson,
  checkedValue,
  type ResponseRoute,
} from "../../http/checked-json.ts";
import { type PreparedJson, prepareJson } from "../../http/conditional.ts";
import type { Restaurant } from "./repository.ts";
import { isOpenNow, type LocationSearchResult, pausedMessage, toLocationJson } from "./service.ts";

/**
 * The list and search bodies around locations already checked whole (see `checked`
 * below): each route's own schema, with its location items taken as they are, except a
 * search item's distance, checked with the contract's own distance schema. The items of
 * these routes are `locationSchema` and `locationSchema` plus `distance`
 * (location-bodies.test.ts fails if the contract says otherwise).
 */
const listEnvelopeSchema = locationListResponseSchema.extend({
  locations: z.array(z.looseObject({})),
});
const searchEnvelopeSchema = locationSearchResponseSchema.extend({
  locations: z.array(z.looseObject({ distance: locationWithDistanceSchema.shape.distance })),
});

type Checked = { value: Location; json?: CheckedJson };

/**
 * The JSON bodies of GET locations, locations/search and locations/{id}. They are sent as
 * prepared JSON (`sendJsonCached`), past Fastify's response serializer, so they are
 * checked here against their routes' contract schemas. Checking a location is most of
 * the cost of checking these bodies (its hours and fees), and a location's JSON changes
 * only with its restaurant (a catalog snapshot's object) and its opening state: it is
 * checked once for each, not on every request. The whole list is kept too, prepared
 * (compressed) once, until a restaurant opens or closes or the catalog reloads.
 */
/** What a location's JSON depends on over time: open or not, and the pause message (`ops.pause`). */
function stateOf(r: Restaurant, now: Date): string {
  return `${isOpenNow(r, now) ? "open" : "closed"}|${pausedMessage(r, now) ?? ""}`;
}

export function createLocationBodies() {
  const byRestaurant = new WeakMap<Restaurant, Record<string, Checked>>();
  let lastList:
    { restaurants: Restaurant[]; minute: number; states: string; body: PreparedJson } | undefined;

  function checked(r: Restaurant, now: Date, route: ResponseRoute): Checked {
    let states = byRestaurant.get(r);
    if (!states) byRestaurant.set(r, (states = {}));
    const state = stateOf(r, now);
    return (states[state] ??= {
      value: checkedValue(locationSchema, toLocationJson(r, now), route),
    });
  }

  return {
    /** GET locations: every restaurant (a catalog snapshot), as `{count, locations}`. */
    list(restaurants: Restaurant[], now: Date, route: ResponseRoute): PreparedJson {
      // is_open changes only on a minute (time zone offsets are whole minutes): within
      // the minute of the last list, the same restaurants give the same body.
      const minute = Math.floor(now.getTime() / 60_000);
      if (lastList?.restaurants === restaurants && lastList.minute === minute) return lastList.body;
      const states = restaurants.map((r) => stateOf(r, now)).join(",");
      if (lastList?.restaurants === restaurants && lastList.states === states) {
        lastList.minute = minute;
        return lastList.body;
      }
      const locations = restaurants.map((r) => checked(r, now, route).value);
      const json = checkedJson(listEnvelopeSchema, { count: locations.length, locations }, route);
      lastList = { restaurants, minute, states, body: prepareJson(json) };
      return lastList.body;
    },

    /** GET locations/search: the restaurants found, each with its distance. */
    search(result: LocationSearchResult, now: Date, route: ResponseRoute): CheckedJson {
      const locations = result.found.map(({ restaurant, distance }) => ({
        ...checked(restaurant, now, route).value,
        distance,
      }));
      return checkedJson(
        searchEnvelopeSchema,
        { count: locations.length, origin: result.origin, locations },
        route,
      );
    },

    /** GET locations/{id}: one restaurant. */
    one(r: Restaurant, now: Date, route: ResponseRoute): CheckedJson {
      const entry = checked(r, now, route);
      return (entry.json ??= checkedJson(locationSchema, entry.value, route));
    },
  };
}
