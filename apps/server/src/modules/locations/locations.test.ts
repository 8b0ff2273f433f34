import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";

import { apiErrorBodySchema } from "@coop/contract/errors";
import {
  locationListResponseSchema,
  locationSchema,
  locationSearchResponseSchema,
} from "@coop/contract/locations";

import { restaurants as restaurantRows } from "../../db/schema/catalog.ts";
import { restaurants } from "../../db/seed/demo-data.ts";
import { distanceMiles, type GeoPoint } from "../../domain/geo.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createOfflineGeocoder, type Geocoder } from "./geocoder.ts";

const NOW = new Date("2026-11-20T17:00:00Z"); // a Friday, noon in New York
/** A point `miles` due north of a restaurant. */
function north(from: GeoPoint, miles: number): GeoPoint {
  let lat = from.lat + miles / 69;
  // Correct for the earth's shape until the distance is exact to 1/1000 mile.
  for (let i = 0; i < 5; i++) lat += (miles - distanceMiles(from, { lat, lng: from.lng })) / 69;
  return { lat, lng: from.lng };
}

const deliverers = restaurants.filter((r) => r.handoffModes.includes("dispatch"));
// A restaurant whose zone edge (on it, and just beyond) no other restaurant covers.
const deliverer = deliverers.find((r) => {
  const points = [north(r, r.deliveryRadiusMiles), north(r, r.deliveryRadiusMiles + 0.05)];
  return deliverers.every(
    (o) => o.id === r.id || points.every((p) => distanceMiles(p, o) > o.deliveryRadiusMiles),
  );
})!;

// The real geocoder, plus two made-up ZIPs on the edge of one restaurant's delivery zone.
const offline = createOfflineGeocoder();
const edge = north(deliverer, deliverer.deliveryRadiusMiles);
const beyond = north(deliverer, deliverer.deliveryRadiusMiles + 0.05);
const geocoder: Geocoder = {
  ...offline,
  zip: (zip) => {
    if (zip === "99990")
      return {
        ...edge,
        precision: "zip",
        label: "edge",
        zip,
        city: deliverer.city,
        state: deliverer.state,
      };
    if (zip === "99991")
      return {
        ...beyond,
        precision: "zip",
        label: "beyond",
        zip,
        city: deliverer.city,
        state: deliverer.state,
      };
    return offline.zip(zip);
  },
  address: (q) =>
    q.zip === "99990" || q.zip === "99991" ? geocoder.zip(q.zip) : offline.address(q),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => NOW, geocoder } });
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe("GET locations", () => {
  it("lists every restaurant of the demo chain as {count, locations}", async () => {
    const res = await get("/api/v1/locations");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(restaurants.length);
    expect(body.locations).toHaveLength(restaurants.length);
    expect(body.locations[0]).toMatchObject({
      id: expect.any(Number),
      menu_id: expect.any(String),
      lat: expect.any(Number),
    });
  });

  it("answers 304 to a matching If-None-Match, with ETag and Cache-Control", async () => {
    const first = await get("/api/v1/locations");
    expect(first.headers.etag).toMatch(/^".+"$/);
    expect(first.headers["cache-control"]).toContain("max-age");
    const again = await get("/api/v1/locations", { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });
});

describe("GET locations/search", () => {
  it("locations.search, locations.open-now: by lat/lng: nearest first, each with its distance and open-now", async () => {
    const home = restaurants[0]!;
    const res = await get(
      `/api/v1/locations/search?lat=${home.lat}&lng=${home.lng}&radius=500&limit=50`,
    );
    expect(res.statusCode).toBe(200);
    const { locations } = res.json() as {
      locations: { id: number; distance: number; is_open: boolean }[];
    };
    expect(locations[0]).toMatchObject({ id: home.id, distance: 0 });
    const distances = locations.map((l) => l.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const l of locations) {
      const r = restaurants.find((x) => x.id === l.id)!;
      expect(l.distance).toBeCloseTo(distanceMiles(home, r), 1);
      expect(typeof l.is_open).toBe("boolean");
    }
  });

  it("locations.search: radius edges: a restaurant exactly at the radius is in, one hundredth of a mile less leaves it out", async () => {
    const home = restaurants[0]!;
    const others = restaurants
      .filter((r) => r.id !== home.id)
      .map((r) => ({ r, d: distanceMiles(home, r) }))
      .sort((a, b) => a.d - b.d);
    const second = others[0]!;
    const at = await get(
      `/api/v1/locations/search?lat=${home.lat}&lng=${home.lng}&radius=${second.d + 1e-9}`,
    );
    expect(at.json().locations.map((l: { id: number }) => l.id)).toContain(second.r.id);
    const inside = await get(
      `/api/v1/locations/search?lat=${home.lat}&lng=${home.lng}&radius=${second.d - 0.01}`,
    );
    expect(inside.json().locations.map((l: { id: number }) => l.id)).not.toContain(second.r.id);
  });

  it("locations.search: limit caps the list", async () => {
    const home = restaurants[0]!;
    const res = await get(
      `/api/v1/locations/search?lat=${home.lat}&lng=${home.lng}&radius=500&limit=3`,
    );
    expect(res.json().count).toBe(3);
  });

  it("locations.search, locations.geocoder-no-guess: by ZIP, by city and state, and by free text, from the offline geocoder", async () => {
    const byZip = (await get(`/api/v1/locations/search?zip=${restaurants[0]!.zip}`)).json();
    expect(byZip.locations[0].distance).toBeLessThan(15);
    expect(byZip.origin.label).toContain(restaurants[0]!.zip);
    const city = restaurants[0]!;
    const byCity = (
      await get(
        `/api/v1/locations/search?city=${encodeURIComponent(city.city)}&state=${city.state}`,
      )
    ).json();
    expect(byCity.locations.map((l: { city: string }) => l.city)).toContain(city.city);
    const byText = (
      await get(`/api/v1/locations/search?q=${encodeURIComponent(`${city.city}, ${city.state}`)}`)
    ).json();
    expect(byText.locations[0].state).toBe(city.state);
  });

  it("locations.search: filters by handoff mode", async () => {
    const res = await get(
      "/api/v1/locations/search?lat=35.8&lng=-78.6&radius=500&limit=50&handoff=curbside",
    );
    for (const l of res.json().locations) expect(l.handoff_modes).toContain("curbside");
  });

  it.each([
    ["lat=200&lng=-78", "query.lat"],
    ["lat=35", "query.lng"],
    ["zip=abc", "query.zip"],
    ["zip=2760", "query.zip"],
    ["lat=35&lng=-78&limit=0", "query.limit"],
    ["lat=35&lng=-78&radius=-5", "query.radius"],
    ["", "query.q"],
    ["state=North", "query.state"],
  ])("bad input %s → 400 naming %s", async (qs, path) => {
    const res = await get(`/api/v1/locations/search?${qs}`);
    expect(res.statusCode).toBe(400);
    const body = apiErrorBodySchema.parse(res.json());
    expect(body.errors?.map((e) => e.path)).toContain(path);
  });

  it("locations.geocoder-no-guess: an unknown ZIP is a 400 that says so", async () => {
    const res = await get("/api/v1/locations/search?zip=00000");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("00000");
    expect(res.json().errors[0].path).toBe("query.zip");
  });
});

describe("GET locations/{id}", () => {
  it("locations.by-id: by id, and by menu id with byMenuId", async () => {
    const r = restaurants[1]!;
    expect((await get(`/api/v1/locations/${r.id}`)).json()).toMatchObject({
      id: r.id,
      name: r.name,
      menu_id: r.menuId,
    });
    expect((await get(`/api/v1/locations/${r.menuId}?byMenuId=true`)).json().id).toBe(r.id);
  });

  it("locations.by-id: an unknown id is a 404 with a message", async () => {
    const res = await get("/api/v1/locations/999999");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain("999999");
    expect((await get("/api/v1/locations/1?byMenuId=maybe")).statusCode).toBe(400);
  });
});

describe("errors.checked-bodies: the GET bodies sent as prepared JSON match their contract schemas", () => {
  const home = restaurants[0]!;
  const routes: [string, z.ZodType][] = [
    ["/api/v1/locations", locationListResponseSchema],
    [
      `/api/v1/locations/search?lat=${home.lat}&lng=${home.lng}&radius=500&limit=50`,
      locationSearchResponseSchema,
    ],
    [`/api/v1/locations/${home.id}`, locationSchema],
    [`/api/v1/locations/${home.menuId}?byMenuId=true`, locationSchema],
  ];

  it.each(routes)(
    "%s: the body parses with the route's schema, nothing left out",
    async (url, schema) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const json: unknown = JSON.parse(res.body);
      expect(schema.parse(json)).toEqual(json);
    },
  );

  it("a restaurant whose stored data breaks the contract: 500 with the error body on every body that holds it, never the malformed JSON", async () => {
    const broken = restaurants[1]!;
    const calendars = structuredClone(broken.calendars);
    calendars.business[0]!.open = "9 am";
    await t.database.db
      .update(restaurantRows)
      .set({ calendars })
      .where(eq(restaurantRows.id, broken.id));
    try {
      for (const url of [
        "/api/v1/locations",
        `/api/v1/locations/${broken.id}`,
        `/api/v1/locations/search?lat=${broken.lat}&lng=${broken.lng}&radius=1`,
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(500);
        const body = apiErrorBodySchema.parse(res.json());
        expect(body.message).toContain(body.requestId);
        expect(res.body).not.toContain("9 am");
        expect(res.body).not.toContain(broken.name);
      }
      // A body without it is unaffected.
      expect((await get(`/api/v1/locations/${home.id}`)).statusCode).toBe(200);
    } finally {
      await t.database.db
        .update(restaurantRows)
        .set({ calendars: broken.calendars })
        .where(eq(restaurantRows.id, broken.id));
    }
    expect((await get("/api/v1/locations")).statusCode).toBe(200);
  });
});

describe("POST locations/delivery", () => {
  const post = (payload: object) =>
    t.app.inject({ method: "POST", url: "/api/v1/locations/delivery", payload });

  it("locations.delivery-lookup: finds the nearest restaurant whose delivery zone covers the address, with its fee", async () => {
    const res = await post({ address: "100 Test St", zip: deliverer.zip });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.location.handoff_modes).toContain("dispatch");
    expect(body.distance).toBeLessThanOrEqual(body.location.delivery.radius_miles);
    expect(body.delivery_fee).toBeGreaterThan(0);
    expect(body.id).toBe(body.location.id);
  });

  it("locations.delivery-lookup: delivery zone edges: exactly on the radius is delivered, just beyond is not", async () => {
    const inZone = await post({ address: "1 Edge Rd", zip: "99990" });
    expect(inZone.statusCode).toBe(200);
    expect(inZone.json().id).toBe(deliverer.id);
    const outside = await post({ address: "1 Beyond Rd", zip: "99991" });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().message).toBe("We don't deliver to this address yet.");
  });

  it("locations.delivery-lookup: an address far from every restaurant: 422 We don't deliver to this address yet.", async () => {
    const res = await post({ address: "1 Main St", zip: "99501" }); // Anchorage
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("We don't deliver to this address yet.");
  });

  it("bad input names the field: no ZIP nor city, an unknown ZIP", async () => {
    const missing = await post({ address: "1 Main St" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { path: string }) => e.path)).toContain("body.zip");
    const unknown = await post({ address: "1 Main St", zip: "00000" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe("body.zip");
  });
});
