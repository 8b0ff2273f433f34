import { describe, expect, it } from "vitest";

import {
  allergensOf,
  calorieRange,
  imageUrl,
  type MenuCategory,
  productState,
  secondImageUrl,
  withoutAllergens,
} from "./menu-rules.ts";

const product = (id: number, allergens: string[]) =>
  ({ id, name: `p${id}`, allergens }) as unknown as MenuCategory["products"][number];
const categories = [
  { id: 1, name: "A", description: "", products: [product(1, ["milk", "egg"]), product(2, [])] },
  { id: 2, name: "B", description: "", products: [product(3, ["milk"])] },
] as MenuCategory[];

describe("menu rules", () => {
  it("menu.card-image: card image is the mobile-webapp-menu one; cart image the second", () => {
    const images = [
      { filename: "a", groupname: "desktop-menu", url: "/a" },
      { filename: "b", groupname: "mobile-webapp-menu", url: "/b" },
    ];
    expect(imageUrl(images)).toBe("/b");
    expect(secondImageUrl(images)).toBe("/b");
    expect(secondImageUrl([images[0]!])).toBe("/a");
    expect(imageUrl([])).toBeNull();
  });

  it("menu.sold-out: sold out wins over not available now", () => {
    expect(productState({ availability: { now: false, sold_out: true, windows: [] } })).toBe(
      "sold-out",
    );
    expect(productState({ availability: { now: false, sold_out: false, windows: [] } })).toBe(
      "not-now",
    );
    expect(productState({ availability: { now: true, sold_out: false, windows: [] } })).toBe(
      "available",
    );
  });

  it("menu.calories-range: calories show a range when the options can add some", () => {
    expect(calorieRange({ basecalories: 500, maxcalories: 700 })).toBe("500-700");
    expect(calorieRange({ basecalories: 500, maxcalories: 500 })).toBe("500");
  });

  it("menu.allergen-filter: hides items with any avoided allergen and drops empty categories", () => {
    expect(allergensOf(categories)).toEqual(["egg", "milk"]);
    const shown = withoutAllergens(categories, new Set(["milk"]));
    expect(shown.map((c) => c.products.map((p) => p.id))).toEqual([[2]]);
    expect(withoutAllergens(categories, new Set())).toHaveLength(2);
  });
});
