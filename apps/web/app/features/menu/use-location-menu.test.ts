import { describe, expect, it } from "vitest";

import { usableStoredMenu } from "./use-location-menu.ts";

const product = {
  id: 2,
  sku: "TEN-3",
  name: "Tenders",
  description: "Three tenders",
  cost: 6.49,
  basecalories: 400,
  maxcalories: 600,
  allergens: [],
  images: [{ filename: "t.jpg", groupname: "thumb", url: "/img/t.jpg" }],
  availability: { now: true, sold_out: false, windows: [] },
  max_quantity: 20,
  has_options: false,
};
const menu = {
  id: "m7",
  base_menu: "default",
  kind: "default",
  name: "Menu",
  location_id: 7,
  timezone: "America/New_York",
  categories: [{ id: 1, name: "Chicken", description: "", products: [product] }],
};

describe("menu.stored-menu: the menu /order takes from local storage", () => {
  it("is the stored menu when it is the restaurant's menu, as it was stored", () => {
    expect(usableStoredMenu(menu, "m7")).toEqual(menu);
  });

  it("is not used when it is another restaurant's menu, or nothing is stored", () => {
    expect(usableStoredMenu(menu, "m8")).toBeNull();
    expect(usableStoredMenu(null, "m7")).toBeNull();
  });

  it("is not used when it lacks what the page shows (an older release's or an edited menu)", () => {
    const older = {
      id: "m7",
      categories: [{ id: 1, name: "Chicken", products: [{ id: 2, name: "Tenders" }] }],
    };
    expect(usableStoredMenu(older, "m7")).toBeNull();
    const { availability: _, ...withoutAvailability } = product;
    const edited = {
      ...menu,
      categories: [{ ...menu.categories[0], products: [withoutAvailability] }],
    };
    expect(usableStoredMenu(edited, "m7")).toBeNull();
    expect(usableStoredMenu({ ...menu, categories: "none" }, "m7")).toBeNull();
  });
});
