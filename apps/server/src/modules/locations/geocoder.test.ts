import { describe, expect, it } from "vitest";

import { restaurants } from "../../db/seed/demo-data.ts";
import { distanceMiles } from "../../domain/geo.ts";
import { createOfflineGeocoder } from "./geocoder.ts";

const geocoder = createOfflineGeocoder();
const raleigh = { lat: 35.7796, lng: -78.6382 };

describe("locations.geocoder-no-guess: offline geocoder", () => {
  it("finds a ZIP's centroid, with its city and state", () => {
    const r = geocoder.zip("27601");
    expect(r).toMatchObject({ precision: "zip", city: "Raleigh", state: "NC", zip: "27601" });
    expect(distanceMiles(r!, raleigh)).toBeLessThan(3);
  });

  it("an unknown or malformed ZIP is null, never a guess", () => {
    expect(geocoder.zip("00000")).toBeNull();
    expect(geocoder.zip("abc")).toBeNull();
    expect(geocoder.zip("2760")).toBeNull();
  });

  it("finds a city with or without its state", () => {
    expect(distanceMiles(geocoder.city("raleigh", "nc")!, raleigh)).toBeLessThan(8);
    expect(geocoder.city("Nashville")?.state).toBe("TN");
    expect(geocoder.city("Nowhereville", "NC")).toBeNull();
  });

  it("reads free text: a ZIP, 'City, ST', 'City ST'", () => {
    expect(geocoder.text("near 27601 please")?.zip).toBe("27601");
    expect(geocoder.text("Charlotte, NC")?.city).toBe("Charlotte");
    expect(geocoder.text("Charlotte NC")?.state).toBe("NC");
  });

  it("locates a street address by its ZIP, else by city and state", () => {
    expect(geocoder.address({ address: "1 Main St", zip: "28202" })?.city).toBe("Charlotte");
    expect(geocoder.address({ address: "1 Main St", city: "Durham", state: "NC" })?.precision).toBe(
      "city",
    );
  });
});

describe("the demo chain's addresses", () => {
  it.each(restaurants.map((r) => [r.id, r.name, r] as const))(
    "restaurant %i (%s): its ZIP's centroid is within 15 miles and names its city",
    (_id, _name, r) => {
      const point = geocoder.zip(r.zip);
      expect(point).not.toBeNull();
      expect(distanceMiles(point!, r)).toBeLessThan(15);
      expect(point!.state).toBe(r.state);
    },
  );
});
