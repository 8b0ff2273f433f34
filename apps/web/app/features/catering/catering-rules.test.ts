import { describe, expect, it } from "vitest";

import type { MenuResponse } from "@coop/contract/menus";

import {
  addToOrderPath,
  checkGuests,
  leadTimeSummary,
  type Pack,
  packGroupsOf,
  perPersonCents,
  planForGuests,
} from "./catering-rules.ts";

type Product = MenuResponse["categories"][number]["products"][number];

function product(sku: string, cost: number, serves?: number | null, extra: Partial<Product> = {}) {
  return {
    id: sku.length,
    sku,
    name: `Product ${sku}`,
    description: "",
    cost,
    basecalories: 0,
    maxcalories: 0,
    allergens: [],
    images: [{ filename: `${sku}-card.svg`, groupname: "mobile-webapp-menu", url: "" }],
    availability: { now: true, sold_out: false, windows: [] },
    max_quantity: 10,
    has_options: false,
    serves: serves ?? null,
    ...extra,
  } satisfies Product;
}

function pack(sku: string, costCents: number, serves: number | null, extra: Partial<Pack> = {}) {
  return {
    sku,
    name: sku,
    description: "",
    image: null,
    costCents,
    serves,
    perPersonCents: perPersonCents(costCents, serves),
    soldOut: false,
    maxQuantity: 10,
    ...extra,
  } satisfies Pack;
}

describe("packGroupsOf", () => {
  const menu = {
    categories: [
      { id: 1, name: "Chicken Packs", description: "", products: [product("P8", 27.99, 4)] },
      { id: 2, name: "Sides by the Pan", description: "", products: [product("S", 24.99, 10)] },
      { id: 3, name: "Tender Trays", description: "", products: [product("T24", 54.99)] },
      { id: 4, name: "Dessert Trays", description: "", products: [product("D", 34.99, 12)] },
      { id: 5, name: "Empty Packs", description: "", products: [] },
    ],
  };

  it("catering-home.packs: lists the pack and tray categories in menu order, desserts not planned", () => {
    const groups = packGroupsOf(menu);
    expect(groups.map((g) => [g.name, g.meal])).toEqual([
      ["Chicken Packs", true],
      ["Tender Trays", true],
      ["Dessert Trays", false],
    ]);
    expect(groups[0]!.packs[0]).toMatchObject({
      sku: "P8",
      costCents: 2799,
      serves: 4,
      image: "/images/menu/P8-card.svg",
    });
  });

  it("catering-home.per-person: price divided by guests fed, rounded to the cent; none without serves", () => {
    const groups = packGroupsOf(menu);
    expect(groups[0]!.packs[0]!.perPersonCents).toBe(700); // 27.99 / 4 = 6.9975
    expect(groups[1]!.packs[0]!.serves).toBeNull();
    expect(groups[1]!.packs[0]!.perPersonCents).toBeNull();
    expect(perPersonCents(7299, 12)).toBe(608); // 6.0825
    expect(perPersonCents(1000, 0)).toBeNull();
    expect(perPersonCents(1000, null)).toBeNull();
  });
});

describe("leadTimeSummary", () => {
  it("catering-home.lead-time: the smallest lead time, and whether some restaurants need more", () => {
    expect(leadTimeSummary([180, 120, 240])).toEqual({ minutes: 120, someNeedMore: true });
    expect(leadTimeSummary([1440, 1440])).toEqual({ minutes: 1440, someNeedMore: false });
  });

  it("catering-home.lead-time: restaurants without one are left out; none gives no number", () => {
    expect(leadTimeSummary([undefined, 180, null])).toEqual({ minutes: 180, someNeedMore: false });
    expect(leadTimeSummary([undefined, undefined])).toBeNull();
    expect(leadTimeSummary([])).toBeNull();
  });
});

describe("checkGuests", () => {
  it("catering-home.headcount: a whole number from 1 to 500", () => {
    expect(checkGuests("25")).toEqual({ ok: true, guests: 25 });
    expect(checkGuests(" 1 ")).toEqual({ ok: true, guests: 1 });
    expect(checkGuests("500")).toEqual({ ok: true, guests: 500 });
    expect(checkGuests("0")).toEqual({ ok: false, reason: "range" });
    expect(checkGuests("501")).toEqual({ ok: false, reason: "range" });
    expect(checkGuests("2.5")).toEqual({ ok: false, reason: "whole" });
    expect(checkGuests("-3")).toEqual({ ok: false, reason: "whole" });
    expect(checkGuests("")).toEqual({ ok: false, reason: "empty" });
  });
});

describe("planForGuests", () => {
  // The catering menu's chicken packs and tender trays, with the guests each feeds.
  const packs = [
    pack("CAT-8PC", 2799, 4),
    pack("CAT-12PC", 3899, 6),
    pack("CAT-16PC", 4999, 8),
    pack("CAT-24PC", 7299, 12),
    pack("CAT-32PC", 9499, 16),
    pack("CAT-50PC", 14499, 25),
    pack("CAT-TT24", 5499, 10),
    pack("CAT-TT48", 10499, 20),
    pack("CAT-TT72", 14999, 30),
  ];

  it("catering-home.headcount: 25 guests get the cheapest packs that feed at least 25", () => {
    const plan = planForGuests(packs, 25)!;
    // The 50-piece pack feeds exactly 25 for $144.99, three small tender trays 30 for
    // $164.97; a medium tender tray (20) and a 12-piece pack (6) feed 26 for $143.98.
    expect(plan.lines.map((l) => [l.pack.sku, l.quantity])).toEqual([
      ["CAT-12PC", 1],
      ["CAT-TT48", 1],
    ]);
    expect(plan).toMatchObject({ guests: 25, feeds: 26, totalCents: 14398, items: 2 });
    expect(plan.perGuestCents).toBe(576); // 143.98 / 25 = 5.7592
  });

  it("catering-home.headcount: never feeds fewer than asked, and no cheaper plan exists", () => {
    for (const guests of [1, 3, 7, 13, 25, 41, 99]) {
      const plan = planForGuests(packs, guests)!;
      expect(plan.feeds).toBeGreaterThanOrEqual(guests);
      // Brute force over small quantities for the cheapest price.
      let cheapest = Infinity;
      const small = packs.slice(0, 4);
      const walk = (i: number, cost: number, fed: number) => {
        if (fed >= guests) return void (cheapest = Math.min(cheapest, cost));
        if (i === small.length || cost >= cheapest) return;
        for (let q = 0; q <= 10; q += 1)
          walk(i + 1, cost + q * small[i]!.costCents, fed + q * small[i]!.serves!);
      };
      walk(0, 0, 0);
      const smallPlan = planForGuests(small, guests)!;
      expect(smallPlan.totalCents).toBe(cheapest);
    }
  });

  it("catering-home.headcount: between plans of the same price, fewer items", () => {
    const plan = planForGuests([pack("A", 1000, 5), pack("B", 2000, 10)], 10)!;
    expect(plan.lines.map((l) => [l.pack.sku, l.quantity])).toEqual([["B", 1]]);
    expect(plan.items).toBe(1);
  });

  it("catering-home.headcount: only packs that say how many they feed, not sold out", () => {
    const plan = planForGuests(
      [pack("FREE", 1, null), pack("OUT", 100, 50, { soldOut: true }), pack("OK", 5000, 10)],
      20,
    )!;
    expect(plan.lines.map((l) => [l.pack.sku, l.quantity])).toEqual([["OK", 2]]);
    expect(planForGuests([pack("FREE", 1, null)], 5)).toBeNull();
  });

  it("catering-home.headcount: at most each pack's maximum quantity; none when not enough", () => {
    const plan = planForGuests([pack("A", 100, 10, { maxQuantity: 2 }), pack("B", 500, 10)], 40)!;
    expect(plan.lines.map((l) => [l.pack.sku, l.quantity])).toEqual([
      ["A", 2],
      ["B", 2],
    ]);
    expect(planForGuests([pack("A", 100, 10, { maxQuantity: 2 })], 21)).toBeNull();
  });

  it("catering-home.headcount: 500 guests still get a plan from the menu's packs", () => {
    const plan = planForGuests(packs, 500)!;
    expect(plan.feeds).toBeGreaterThanOrEqual(500);
    for (const line of plan.lines) expect(line.quantity).toBeLessThanOrEqual(10);
  });
});

describe("addToOrderPath", () => {
  const lines = [
    { pack: pack("CAT-24PC", 7299, 12), quantity: 2 },
    { pack: pack("CAT-8PC", 2799, 4), quantity: 1 },
  ];
  it("catering-home.add-link: SKU*QTY lines on /menu without a restaurant, /order with one", () => {
    expect(addToOrderPath(lines, false)).toBe("/menu?add=CAT-24PC*2,CAT-8PC*1");
    expect(addToOrderPath(lines, true)).toBe("/order?add=CAT-24PC*2,CAT-8PC*1");
    const parsed = new URL(addToOrderPath(lines, false), "http://x").searchParams.get("add");
    expect(parsed).toBe("CAT-24PC*2,CAT-8PC*1");
  });
});
