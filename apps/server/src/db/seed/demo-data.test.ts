import { describe, expect, it } from "vitest";

import type {
  MenuSeed,
  OptionGroupSeed,
  ProductSeed,
  WeeklyCalendar,
} from "../../domain/catalog-types.ts";
import { toContentLocationEntry, toJobLocation } from "./content-shapes.ts";
import { cateringMenu, defaultMenu, restaurants, upsellGroups } from "./demo-data.ts";

const menus = [defaultMenu, cateringMenu];
const productsOf = (menu: MenuSeed): ProductSeed[] => menu.categories.flatMap((c) => c.products);
const allProducts = menus.flatMap(productsOf);

/** Every option group of a product, nested ones included. */
function groupsOf(groups: OptionGroupSeed[]): OptionGroupSeed[] {
  return groups.flatMap((g) => [g, ...g.options.flatMap((o) => groupsOf(o.groups ?? []))]);
}
const allGroups = allProducts.flatMap((p) => groupsOf(p.optionGroups));
const allOptions = allGroups.flatMap((g) => g.options);

const duplicates = <T>(values: T[]): T[] => values.filter((v, i) => values.indexOf(v) !== i);
const minutes = (t: string): number => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const decimals = (n: number): number => String(n).split(".")[1]?.length ?? 0;

describe("restaurants", () => {
  it("has at least 30 restaurants in at least 4 states, with unique ids, slugs and phones", () => {
    expect(restaurants.length).toBeGreaterThanOrEqual(30);
    expect(new Set(restaurants.map((r) => r.state)).size).toBeGreaterThanOrEqual(4);
    expect(duplicates(restaurants.map((r) => r.id))).toEqual([]);
    expect(duplicates(restaurants.map((r) => r.slug))).toEqual([]);
    expect(duplicates(restaurants.map((r) => r.phone))).toEqual([]);
  });

  it("covers the chain's markets", () => {
    const cities = new Set(restaurants.map((r) => `${r.city}, ${r.state}`));
    for (const city of [
      "Raleigh, NC",
      "Durham, NC",
      "Charlotte, NC",
      "Greensboro, NC",
      "Wilmington, NC",
      "Columbia, SC",
      "Charleston, SC",
      "Greenville, SC",
      "Richmond, VA",
      "Norfolk, VA",
      "Roanoke, VA",
      "Atlanta, GA",
      "Savannah, GA",
      "Augusta, GA",
      "Nashville, TN",
      "Knoxville, TN",
      "Memphis, TN",
    ]) {
      expect(cities, city).toContain(city);
    }
  });

  it("has well-formed contact and location fields", () => {
    for (const r of restaurants) {
      expect(r.zip, r.slug).toMatch(/^\d{5}$/);
      expect(r.phone, r.slug).toMatch(/^\(\d{3}\) 555-01\d\d$/);
      expect(r.state, r.slug).toMatch(/^[A-Z]{2}$/);
      expect(decimals(r.lat), r.slug).toBeGreaterThanOrEqual(4);
      expect(decimals(r.lng), r.slug).toBeGreaterThanOrEqual(4);
      // The southeastern US, roughly: catches swapped or unsigned coordinates.
      expect(r.lat, r.slug).toBeGreaterThan(30);
      expect(r.lat, r.slug).toBeLessThan(38);
      expect(r.lng, r.slug).toBeGreaterThan(-91);
      expect(r.lng, r.slug).toBeLessThan(-75);
      expect(r.menuId).toBe(`m${r.id}`);
      expect(r.cateringMenuId).toBe(`c${r.id}`);
    }
  });

  it("uses real IANA time zones, with at least three restaurants outside New York time", () => {
    for (const r of restaurants) {
      expect(
        () => new Intl.DateTimeFormat("en-US", { timeZone: r.timeZone }),
        r.slug,
      ).not.toThrow();
    }
    const other = restaurants.filter((r) => r.timeZone !== "America/New_York");
    expect(other.length).toBeGreaterThanOrEqual(3);
    expect(new Set(other.map((r) => r.timeZone))).toEqual(new Set(["America/Chicago"]));
  });

  it("has well-formed weekly calendars: HH:mm, open before close, no overlaps", () => {
    const check = (calendar: WeeklyCalendar, label: string) => {
      for (const range of calendar) {
        expect(range.open, label).toMatch(CLOCK);
        expect(range.close, label).toMatch(CLOCK);
        expect([0, 1, 2, 3, 4, 5, 6], label).toContain(range.day);
        expect(minutes(range.open), label).toBeLessThan(minutes(range.close));
      }
      for (const day of [0, 1, 2, 3, 4, 5, 6]) {
        const ranges = calendar
          .filter((r) => r.day === day)
          .sort((a, b) => minutes(a.open) - minutes(b.open));
        for (let i = 1; i < ranges.length; i++) {
          expect(minutes(ranges[i]!.open), `${label} day ${day}`).toBeGreaterThanOrEqual(
            minutes(ranges[i - 1]!.close),
          );
        }
      }
    };
    for (const r of restaurants) {
      for (const [name, calendar] of Object.entries(r.calendars))
        check(calendar, `${r.slug} ${name}`);
      expect(r.calendars.business.length, r.slug).toBeGreaterThan(0);
      expect(r.calendars.pickup.length, r.slug).toBeGreaterThan(0);
    }
  });

  it("offers a handoff exactly when its calendar has hours", () => {
    for (const r of restaurants) {
      expect(r.handoffModes, r.slug).toContain("pickup");
      expect(r.handoffModes.includes("curbside"), r.slug).toBe(r.calendars.curbside.length > 0);
      expect(r.handoffModes.includes("dispatch"), r.slug).toBe(r.calendars.delivery.length > 0);
    }
    const without = (mode: "curbside" | "dispatch") =>
      restaurants.filter((r) => !r.handoffModes.includes(mode)).length;
    expect(without("curbside")).toBeGreaterThan(0);
    expect(without("dispatch")).toBeGreaterThan(0);
  });

  it("varies the hours: closed Sundays, late nights, an early airport opening", () => {
    const opensOn = (day: number) => (r: (typeof restaurants)[number]) =>
      r.calendars.business.some((range) => range.day === day);
    expect(restaurants.some((r) => !opensOn(0)(r))).toBe(true);
    expect(restaurants.some((r) => r.calendars.business.some((x) => x.close === "24:00"))).toBe(
      true,
    );
    expect(restaurants.some((r) => r.calendars.business.some((x) => x.open === "05:00"))).toBe(
      true,
    );
  });

  it("has ascending delivery fee tiers that cover the radius, and sane kitchen limits", () => {
    for (const r of restaurants) {
      const tiers = r.deliveryFeeTiers;
      expect(tiers.length, r.slug).toBeGreaterThan(0);
      for (let i = 1; i < tiers.length; i++) {
        expect(tiers[i]!.upToMiles, r.slug).toBeGreaterThan(tiers[i - 1]!.upToMiles);
        expect(tiers[i]!.feeCents, r.slug).toBeGreaterThanOrEqual(tiers[i - 1]!.feeCents);
      }
      expect(tiers.at(-1)!.upToMiles, r.slug).toBeGreaterThanOrEqual(r.deliveryRadiusMiles);
      expect(r.deliveryRadiusMiles).toBeGreaterThanOrEqual(3);
      expect(r.deliveryRadiusMiles).toBeLessThanOrEqual(6);
      expect(r.deliveryMinimumCents).toBeGreaterThanOrEqual(1000);
      expect(r.deliveryMinimumCents).toBeLessThanOrEqual(1500);
      expect(r.leadTimeMinutes).toBeGreaterThanOrEqual(10);
      expect(r.leadTimeMinutes).toBeLessThanOrEqual(20);
      expect(r.slotCapacity).toBeGreaterThanOrEqual(6);
      expect(r.slotCapacity).toBeLessThanOrEqual(12);
      expect(r.cateringLeadTimeMinutes).toBeGreaterThanOrEqual(120);
      expect(r.cateringSlotCapacity).toBeGreaterThanOrEqual(2);
      expect(r.cateringSlotCapacity).toBeLessThanOrEqual(3);
      expect(Number.isInteger(r.taxRateBps) && r.taxRateBps > 0 && r.taxRateBps < 1500).toBe(true);
    }
  });

  it("86es exactly one real default-menu item at exactly one restaurant", () => {
    const skus = new Set(productsOf(defaultMenu).map((p) => p.sku));
    const with86 = restaurants.filter((r) => r.unavailableSkus.length > 0);
    expect(with86).toHaveLength(1);
    expect(with86[0]!.unavailableSkus).toHaveLength(1);
    for (const sku of with86[0]!.unavailableSkus) expect(skus).toContain(sku);
  });

  it("closes every restaurant on Thanksgiving and Christmas 2026", () => {
    for (const r of restaurants) {
      expect(r.closedDates, r.slug).toEqual(expect.arrayContaining(["2026-11-26", "2026-12-25"]));
      for (const date of r.closedDates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe("menus", () => {
  it("has at least 10 categories and 60 products on the default menu", () => {
    expect(defaultMenu.categories.length).toBeGreaterThanOrEqual(10);
    expect(productsOf(defaultMenu).length).toBeGreaterThanOrEqual(60);
    expect(defaultMenu).toMatchObject({ id: "default", kind: "default" });
    expect(cateringMenu).toMatchObject({ id: "catering", kind: "catering" });
  });

  it("has unique ids and SKUs across both menus, each kind in its own range", () => {
    const categoryIds = menus.flatMap((m) => m.categories.map((c) => c.id));
    expect(duplicates(categoryIds)).toEqual([]);
    expect(duplicates(allProducts.map((p) => p.id))).toEqual([]);
    expect(duplicates(allProducts.map((p) => p.sku))).toEqual([]);
    expect(duplicates(allGroups.map((g) => g.id))).toEqual([]);
    expect(duplicates(allOptions.map((o) => o.id))).toEqual([]);

    const inRange = (menu: MenuSeed, ranges: [number, number][]) => {
      const [cat, prod, group, option] = ranges as [
        [number, number],
        [number, number],
        [number, number],
        [number, number],
      ];
      const within = (n: number, [lo, hi]: [number, number]) => n >= lo && n <= hi;
      for (const c of menu.categories) {
        expect(within(c.id, cat), `category ${c.id}`).toBe(true);
        for (const p of c.products) {
          expect(within(p.id, prod), p.sku).toBe(true);
          for (const g of groupsOf(p.optionGroups)) {
            expect(within(g.id, group), `${p.sku} group ${g.id}`).toBe(true);
            for (const o of g.options)
              expect(within(o.id, option), `${p.sku} option ${o.id}`).toBe(true);
          }
        }
      }
    };
    inRange(defaultMenu, [
      [1, 99],
      [1000, 4999],
      [10000, 49999],
      [100000, 499999],
    ]);
    inRange(cateringMenu, [
      [100, 199],
      [5000, 9999],
      [50000, 99999],
      [500000, 999999],
    ]);
  });

  it("has option groups that can be satisfied, with defaults within maxSelect", () => {
    for (const p of allProducts) {
      for (const g of groupsOf(p.optionGroups)) {
        const label = `${p.sku} / ${g.name}`;
        expect(g.options.length, label).toBeGreaterThan(0);
        expect(g.minSelect, label).toBeGreaterThanOrEqual(0);
        expect(g.minSelect, label).toBeLessThanOrEqual(g.maxSelect);
        expect(g.maxSelect, label).toBeGreaterThan(0);
        const capacity = g.options.reduce((sum, o) => sum + (o.maxQuantity ?? 1), 0);
        expect(capacity, label).toBeGreaterThanOrEqual(g.minSelect);
        const defaults = g.options.filter((o) => o.isDefault).length;
        expect(defaults, label).toBeLessThanOrEqual(g.maxSelect);
        for (const o of g.options) {
          expect(Number.isInteger(o.priceDeltaCents), `${label} / ${o.name}`).toBe(true);
          expect(o.maxQuantity ?? 1, `${label} / ${o.name}`).toBeGreaterThanOrEqual(1);
        }
      }
    }
  });

  it("has sane product fields", () => {
    for (const p of allProducts) {
      expect(p.description.length, p.sku).toBeGreaterThan(10);
      expect(Number.isInteger(p.priceCents) && p.priceCents > 0, p.sku).toBe(true);
      expect(p.maxCalories, p.sku).toBeGreaterThanOrEqual(p.baseCalories);
      expect(p.baseCalories, p.sku).toBeGreaterThanOrEqual(0);
      expect(p.maxQuantity, p.sku).toBeGreaterThanOrEqual(1);
      expect(p.sku, p.sku).toMatch(/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/);
      for (const w of p.availability) {
        if (w.start !== undefined) expect(w.start, p.sku).toMatch(CLOCK);
        if (w.end !== undefined) expect(w.end, p.sku).toMatch(CLOCK);
        if (w.start !== undefined && w.end !== undefined) {
          expect(minutes(w.start), p.sku).toBeLessThan(minutes(w.end));
        }
      }
    }
  });

  it("gives every product a card image and a hero image named after its SKU", () => {
    for (const p of allProducts) {
      expect(p.images, p.sku).toContainEqual({
        filename: `${p.sku}-card.svg`,
        groupname: "mobile-webapp-menu",
      });
      expect(p.images, p.sku).toContainEqual({
        filename: `${p.sku}-hero.svg`,
        groupname: "desktop-menu",
      });
    }
  });

  it("sells breakfast until 10:30 and the 10:30 items from 10:30", () => {
    const breakfast = defaultMenu.categories.find((c) => c.name === "Breakfast");
    expect(breakfast?.products.length).toBeGreaterThan(0);
    for (const p of breakfast!.products) {
      expect(p.availability.length, p.sku).toBeGreaterThan(0);
      for (const w of p.availability) expect(w.end, p.sku).toBe("10:30");
    }
    const after1030 = productsOf(defaultMenu).filter((p) => p.name.includes("10:30"));
    expect(after1030.length).toBeGreaterThanOrEqual(2);
    for (const p of after1030) expect(p.availability, p.sku).toEqual([{ start: "10:30" }]);
  });

  it("lets catering items be ordered whenever the restaurant takes catering orders", () => {
    for (const p of productsOf(cateringMenu)) expect(p.availability, p.sku).toEqual([]);
  });
});

describe("upsells", () => {
  const defaultProducts = new Map(productsOf(defaultMenu).map((p) => [p.sku, p]));
  const categoryIds = new Set(defaultMenu.categories.map((c) => c.id));

  it("has at least six groups with unique ids", () => {
    expect(upsellGroups.length).toBeGreaterThanOrEqual(6);
    expect(duplicates(upsellGroups.map((g) => g.id))).toEqual([]);
  });

  it("refers only to real SKUs and categories of the default menu", () => {
    for (const g of upsellGroups) {
      expect(g.triggerSkus.length + g.triggerCategoryIds.length, g.name).toBeGreaterThan(0);
      expect(g.suggestSkus.length, g.name).toBeGreaterThan(0);
      for (const sku of [...g.triggerSkus, ...g.suggestSkus]) {
        expect(defaultProducts.has(sku), `${g.name}: ${sku}`).toBe(true);
      }
      for (const id of g.triggerCategoryIds)
        expect(categoryIds.has(id), `${g.name}: ${id}`).toBe(true);
    }
  });

  it("suggests items that can be added in one tap: every required choice has defaults", () => {
    for (const g of upsellGroups) {
      for (const sku of g.suggestSkus) {
        for (const group of defaultProducts.get(sku)!.optionGroups) {
          const defaults = group.options.filter((o) => o.isDefault).length;
          expect(defaults, `${sku} / ${group.name}`).toBeGreaterThanOrEqual(group.minSelect);
        }
      }
    }
  });
});

describe("content shapes", () => {
  it("lists every restaurant as a content location and a job location", () => {
    const r = restaurants[0]!;
    expect(toContentLocationEntry(r)).toEqual({
      key: String(r.id),
      value: r.address,
      city: r.city,
      state: r.state,
      lat: r.lat,
      lng: r.lng,
    });
    expect(toJobLocation(r)).toEqual({
      franchiseId: String(r.id),
      streetAddress: r.address,
      city: r.city,
      state: r.state,
      latitude: r.lat,
      longitude: r.lng,
    });
    expect(new Set(restaurants.map(toContentLocationEntry).map((e) => e.key)).size).toBe(
      restaurants.length,
    );
  });
});
