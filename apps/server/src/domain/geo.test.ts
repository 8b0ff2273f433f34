import { describe, expect, it } from "vitest";

import { deliveryFeeCents } from "./delivery.ts";
import { distanceMiles, roundMiles } from "./geo.ts";

describe("locations.search: distance", () => {
  it("Raleigh to Durham is about 22 miles; a point to itself is 0", () => {
    const raleigh = { lat: 35.7796, lng: -78.6382 };
    const durham = { lat: 35.994, lng: -78.8986 };
    expect(distanceMiles(raleigh, durham)).toBeGreaterThan(20);
    expect(distanceMiles(raleigh, durham)).toBeLessThan(23);
    expect(distanceMiles(raleigh, raleigh)).toBe(0);
  });

  it("rounds to hundredths of a mile", () => {
    expect(roundMiles(1.23456)).toBe(1.23);
  });
});

describe("handoff.delivery-address, locations.delivery-lookup: delivery fee tiers", () => {
  const tiers = [
    { upToMiles: 2, feeCents: 199 },
    { upToMiles: 4, feeCents: 299 },
    { upToMiles: 5, feeCents: 399 },
  ];

  it("a distance on a tier's edge pays that tier", () => {
    expect(deliveryFeeCents(tiers, 5, 2)).toBe(199);
    expect(deliveryFeeCents(tiers, 5, 2.01)).toBe(299);
    expect(deliveryFeeCents(tiers, 5, 0)).toBe(199);
  });

  it("exactly on the radius is delivered; beyond it is not", () => {
    expect(deliveryFeeCents(tiers, 5, 5)).toBe(399);
    expect(deliveryFeeCents(tiers, 5, 5.001)).toBeNull();
  });

  it("a radius beyond the last tier delivers only as far as the tiers go", () => {
    expect(deliveryFeeCents(tiers, 6, 5.5)).toBeNull();
  });
});
