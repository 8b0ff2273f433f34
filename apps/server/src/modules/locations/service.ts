import type {
  DeliveryLookupBody,
  DeliveryLookupResponse,
  Location,
  LocationSearchQuery,
} from "@coop/contract/locations";
import { toAmount } from "@coop/contract/money";

import type { Db } from "../../db/client.ts";
import { isOpenAt } from "../../domain/calendar.ts";
import { deliveryFeeCents } from "../../domain/delivery.ts";
import { distanceMiles, type GeoPoint, roundMiles } from "../../domain/geo.ts";
import { localParts } from "../../domain/local-time.ts";
import { activePause, pauseMessage } from "../../domain/store-controls.ts";
import { badRequest, HttpError, notFound } from "../../http/http-error.ts";
import { snapshotCache } from "../../lib/snapshot-cache.ts";
import type { AddressQuery, Geocoder, GeocodeResult } from "./geocoder.ts";
import {
  loadRestaurants,
  type OperationsLoader,
  type Restaurant,
  restaurantsById,
  type RestaurantSummary,
} from "./repository.ts";

export type { OperationsLoader, Restaurant, RestaurantSummary };

/** The menu a menu id names: a restaurant's own (default or catering), or a base menu. */
export type MenuTarget = { baseMenuId: "default" | "catering"; restaurant: Restaurant | null };

export type LocationsService = ReturnType<typeof createLocationsService>;

/** Whether a street address can be delivered to, and from where (`coverage`). */
export type DeliveryCoverage =
  | { kind: "unplaced" }
  | { kind: "outside"; point: GeocodeResult }
  | {
      kind: "covered";
      point: GeocodeResult;
      restaurant: Restaurant;
      distance: number;
      fee: number;
    };

/** A search's answer: where it searched from, and the restaurants found, nearest first. */
export type LocationSearchResult = {
  origin: { lat: number; lng: number; label: string };
  found: { restaurant: Restaurant; distance: number }[];
};

/** Open for business at that instant, in the restaurant's own time. */
export function isOpenNow(r: Restaurant, now: Date): boolean {
  return isOpenAt(r.calendars.business, localParts(now, r.timeZone), r.closedDates);
}

/** `ops.pause`: the sentence customers read while the restaurant's online ordering is paused. */
export function pausedMessage(r: Restaurant, now: Date): string | null {
  const pause = activePause(r.ops.controls, now);
  return pause ? pauseMessage(r.name, pause, r.timeZone, now) : null;
}

/**
 * A restaurant's JSON: it depends on the time only through is_open (isOpenNow) and the pause
 * message (pausedMessage).
 */
export function toLocationJson(r: Restaurant, now: Date): Location {
  const delivers = r.handoffModes.includes("dispatch");
  return {
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
    timezone: r.timeZone,
    menu_id: r.menuId,
    catering_menu_id: r.cateringMenuId,
    handoff_modes: r.handoffModes,
    is_open: isOpenNow(r, now),
    // `ops.pause`: while online ordering is paused, customers read why (the spec's message).
    message: pausedMessage(r, now) ?? r.message,
    hours: r.calendars,
    lead_time_minutes: r.leadTimeMinutes,
    // `catering-server.location-lead-time`: how far ahead a catering order must be placed.
    catering_lead_time_minutes: r.cateringLeadTimeMinutes,
    tax_rate: r.taxRateBps / 100,
    delivery: delivers
      ? {
          radius_miles: r.deliveryRadiusMiles,
          minimum: toAmount(r.deliveryMinimumCents),
          fee_tiers: r.deliveryFeeTiers.map((t) => ({
            up_to_miles: t.upToMiles,
            fee: toAmount(t.feeCents),
          })),
        }
      : null,
  };
}

export function createLocationsService(deps: {
  db: Db;
  geocoder: Geocoder;
  cacheTtlMs?: number;
  /** Store controls, 86 list and pacing of each restaurant (modules/operations). */
  operations?: OperationsLoader;
}) {
  const catalog = snapshotCache(
    () => loadRestaurants(deps.db, deps.operations),
    deps.cacheTtlMs ?? 30_000,
  );

  async function origin(q: LocationSearchQuery): Promise<GeocodeResult> {
    if (q.lat !== undefined && q.lng !== undefined) {
      return {
        lat: q.lat,
        lng: q.lng,
        precision: "zip",
        label: `${q.lat.toFixed(4)}, ${q.lng.toFixed(4)}`,
      };
    }
    if (q.zip) {
      return (
        deps.geocoder.zip(q.zip) ??
        fail("query.zip", `We could not find the ZIP code ${q.zip}. Check it and try again.`)
      );
    }
    if (q.city) {
      return (
        deps.geocoder.city(q.city, q.state) ??
        fail(
          "query.city",
          `We could not find ${q.city}${q.state ? `, ${q.state.toUpperCase()}` : ""}. Check the spelling or try a ZIP code.`,
        )
      );
    }
    return (
      deps.geocoder.text(q.q ?? "") ??
      fail("query.q", `We could not find "${q.q}". Try a ZIP code or "City, ST".`)
    );
  }

  /**
   * `locations.delivery-lookup` without the HTTP answer: whether the geocoder can place
   * the address, and which restaurant delivers there (the nearest whose zone covers it).
   * The delivery call and the member's saved addresses both decide with it.
   */
  async function coverage(address: AddressQuery): Promise<DeliveryCoverage> {
    const point = deps.geocoder.address(address);
    if (!point) return { kind: "unplaced" };
    const best = nearestDelivering(await catalog.get(), point);
    if (!best) return { kind: "outside", point };
    return { kind: "covered", point, restaurant: best.r, distance: best.distance, fee: best.fee };
  }

  return {
    restaurants: () => catalog.get(),
    /** Restaurants by id, active or not, straight from the database (not the cache). */
    summaries: async (ids: readonly number[]): Promise<RestaurantSummary[]> =>
      ids.length === 0 ? [] : restaurantsById(deps.db, ids),
    /** A street address as a point (delivery), or null when the geocoder does not know it. */
    geocodeAddress: (address: AddressQuery) => deps.geocoder.address(address),
    /** The loaded restaurants when fresh (no wait), for hot paths; undefined otherwise. */
    peekRestaurants: () => catalog.peek(),

    async search(q: LocationSearchQuery): Promise<LocationSearchResult> {
      const from = await origin(q);
      const found = (await catalog.get())
        .filter((r) => !q.handoff || r.handoffModes.includes(q.handoff))
        .map((r) => ({ r, distance: distanceMiles(from, r) }))
        .filter((x) => x.distance <= q.radius)
        .sort((a, b) => a.distance - b.distance || a.r.id - b.r.id)
        .slice(0, q.limit);
      return {
        origin: { lat: from.lat, lng: from.lng, label: from.label },
        found: found.map(({ r, distance }) => ({ restaurant: r, distance: roundMiles(distance) })),
      };
    },

    /** A restaurant by its id, or, with byMenuId, by one of its menu ids. */
    async get(id: string, byMenuId: boolean): Promise<Restaurant> {
      const all = await catalog.get();
      const found = byMenuId
        ? all.find((r) => r.menuId === id || r.cateringMenuId === id)
        : all.find((r) => String(r.id) === id || r.slug === id);
      if (!found)
        throw notFound(
          byMenuId ? `No restaurant has the menu ${id}.` : `There is no restaurant ${id}.`,
        );
      return found;
    },

    async menuTarget(menuId: string): Promise<MenuTarget | null> {
      if (menuId === "default" || menuId === "catering")
        return { baseMenuId: menuId, restaurant: null };
      const all = await catalog.get();
      const own = all.find((r) => r.menuId === menuId);
      if (own) return { baseMenuId: "default", restaurant: own };
      const catering = all.find((r) => r.cateringMenuId === menuId);
      return catering ? { baseMenuId: "catering", restaurant: catering } : null;
    },

    coverage,

    /** `locations.delivery-lookup`: the nearest restaurant whose delivery zone covers the address. */
    async delivery(body: DeliveryLookupBody, now: Date): Promise<DeliveryLookupResponse> {
      const found = await coverage(body);
      if (found.kind === "unplaced")
        fail(
          body.zip ? "body.zip" : "body.city",
          "We could not find this address. Check the ZIP code, or the city and state.",
        );
      if (found.kind === "outside")
        throw new HttpError(422, "We don't deliver to this address yet.", {
          errors: [
            { path: "body.address", message: "is outside every restaurant's delivery area" },
          ],
        });
      const { point } = found;
      const best = { r: found.restaurant, distance: found.distance, fee: found.fee };
      return {
        id: best.r.id,
        location: toLocationJson(best.r, now),
        distance: roundMiles(best.distance),
        delivery_fee: toAmount(best.fee),
        address: {
          address: body.address,
          ...(body.apt ? { apt: body.apt } : {}),
          city: body.city ?? point.city ?? "",
          state: (body.state ?? point.state ?? "").toUpperCase(),
          zip: body.zip ?? point.zip ?? "",
        },
      };
    },

    invalidate: () => catalog.invalidate(),
  };
}

function nearestDelivering(
  all: Restaurant[],
  point: GeoPoint,
): { r: Restaurant; distance: number; fee: number } | null {
  let best: { r: Restaurant; distance: number; fee: number } | null = null;
  for (const r of all) {
    if (!r.handoffModes.includes("dispatch")) continue;
    const distance = distanceMiles(point, r);
    const fee = deliveryFeeCents(r.deliveryFeeTiers, r.deliveryRadiusMiles, distance);
    if (fee === null) continue;
    if (!best || distance < best.distance) best = { r, distance, fee };
  }
  return best;
}

function fail(path: string, message: string): never {
  throw badRequest(message, [{ path, message }]);
}
