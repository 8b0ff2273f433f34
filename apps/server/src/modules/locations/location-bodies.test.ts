import { brotliDecompressSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  locationListResponseSchema,
  locationSchema,
  locationSearchResponseSchema,
  locationWithDistanceSchema,
} from "@coop/contract/locations";

import { restaurants } from "../../db/seed/demo-data.ts";
import { zonedInstant } from "../../domain/local-time.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

describe("the contract the location bodies are built on", () => {
  // location-bodies.ts checks each location once with locationSchema and the list and
  // search bodies around them with the routes' own schemas: sound only while these hold.
  it("the list's items are locationSchema; the search's are locationSchema plus distance", () => {
    expect(locationListResponseSchema.shape.locations.element).toBe(locationSchema);
    expect(locationSearchResponseSchema.shape.locations.element).toBe(locationWithDistanceSchema);
    const { distance, ...rest } = locationWithDistanceSchema.shape;
    expect(distance).toBeDefined();
    expect(rest).toEqual(locationSchema.shape);
    for (const [key, schema] of Object.entries(locationSchema.shape)) {
      expect(rest[key as keyof typeof rest], key).toBe(schema);
    }
  });
});

describe("with the catalog cached: bodies follow the clock within one snapshot", () => {
  // Friday 2026-11-20: open at noon and closed at 03:00, local time.
  const friday = (clock: string) => (d: { day: number; open: string; close: string }) =>
    d.day === 5 && d.open <= clock && d.close > clock;
  const r = restaurants.find(
    (x) =>
      x.calendars.business.some(friday("12:00")) &&
      !x.calendars.business.some(friday("03:00")) &&
      !x.closedDates.includes("2026-11-20"),
  )!;
  const noon = zonedInstant("2026-11-20", 12 * 60, r.timeZone);
  const night = zonedInstant("2026-11-20", 3 * 60, r.timeZone);
  let clock = noon;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => clock, catalogCacheTtlMs: 3_600_000 } });
  });
  afterAll(async () => t.close());

  const isOpenIn = (body: { locations: { id: number; is_open: boolean }[] }) =>
    body.locations.find((l) => l.id === r.id)?.is_open;

  it("locations.open-now: is_open changes with the time in the list, the search and one location; so does the list's ETag", async () => {
    clock = noon;
    const list = await t.app.inject({ url: "/api/v1/locations" });
    const search = `/api/v1/locations/search?lat=${r.lat}&lng=${r.lng}&radius=5`;
    expect(isOpenIn(list.json())).toBe(true);
    expect(isOpenIn((await t.app.inject({ url: search })).json())).toBe(true);
    expect((await t.app.inject({ url: `/api/v1/locations/${r.id}` })).json().is_open).toBe(true);

    clock = night;
    const later = await t.app.inject({ url: "/api/v1/locations" });
    expect(isOpenIn(later.json())).toBe(false);
    expect(later.headers.etag).not.toBe(list.headers.etag);
    expect(isOpenIn((await t.app.inject({ url: search })).json())).toBe(false);
    expect((await t.app.inject({ url: `/api/v1/locations/${r.id}` })).json().is_open).toBe(false);
    const stale = await t.app.inject({
      url: "/api/v1/locations",
      headers: { "if-none-match": String(list.headers.etag) },
    });
    expect(stale.statusCode).toBe(200);
  });

  it("pagecache.json-bodies: the list is sent compressed, the same bytes as uncompressed", async () => {
    clock = noon;
    const plain = await t.app.inject({ url: "/api/v1/locations" });
    const br = await t.app.inject({
      url: "/api/v1/locations",
      headers: { "accept-encoding": "br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });
});
