// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import {
  ALLERGEN_FILTER_KEY,
  productCount,
  readAvoided,
  toggled,
  writeAvoided,
} from "./allergen-filter-rules.ts";
import type { MenuCategory, MenuProduct } from "./menu-rules.ts";
import { MenuView } from "./menu-view.tsx";
import { NutritionView } from "./nutrition-view.tsx";

const product = (id: number, name: string, allergens: string[]): MenuProduct => ({
  id,
  sku: `SKU-${id}`,
  name,
  description: `${name} description`,
  cost: 5,
  basecalories: 400,
  maxcalories: 400,
  allergens,
  images: [],
  availability: { now: true, sold_out: false, windows: [] },
  max_quantity: 10,
  has_options: false,
  serves: null,
});
const menu: MenuCategory[] = [
  {
    id: 1,
    name: "Biscuits",
    description: "",
    products: [
      product(1, "Cajun Filet Biscuit", ["milk", "wheat"]),
      product(2, "Plain Biscuit", ["wheat"]),
    ],
  },
  {
    id: 2,
    name: "Sides",
    description: "",
    products: [product(3, "Green Beans", []), product(4, "Mac & Cheese", ["milk"])],
  },
] as MenuCategory[];

function renderMenu(ui: React.ReactElement) {
  const router = createMemoryRouter([{ path: "*", element: ui }], { initialEntries: ["/menu"] });
  return render(<RouterProvider router={router} />);
}
const names = () => [...document.querySelectorAll(".product-card__name")].map((n) => n.textContent);
const count = () => screen.getByRole("status").textContent;

describe("menu.allergen-filter-session: what is stored", () => {
  it("menu.allergen-filter-session: a stored list reads back; anything else reads as no filter", () => {
    expect([...readAvoided(writeAvoided(new Set(["wheat", "milk"])))]).toEqual(["milk", "wheat"]);
    expect(writeAvoided(new Set(["wheat", "milk"]))).toBe('["milk","wheat"]');
    expect(readAvoided(null).size).toBe(0);
    expect(readAvoided("not json").size).toBe(0);
    expect(readAvoided('{"milk":true}').size).toBe(0);
    expect([...readAvoided('["milk", 3, "", "milk"]')]).toEqual(["milk"]);
  });

  it("menu.allergen-filter: toggling adds and removes one allergen; the count adds up the products", () => {
    expect([...toggled(new Set(["milk"]), "egg", true)]).toEqual(["milk", "egg"]);
    expect([...toggled(new Set(["milk"]), "milk", false)]).toEqual([]);
    expect(productCount(menu)).toBe(4);
  });
});

describe("the allergen filter on the menu pages", () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(cleanup);

  it("menu.allergen-filter: ticking Milk hides the items with milk, says how many are shown, and is remembered", async () => {
    const user = userEvent.setup();
    renderMenu(<MenuView categories={menu} hrefFor={(p) => `/p/${p.sku}`} />);
    expect(count()).toBe("Showing 4 of 4 items");
    const toggle = screen.getByText("Filter by allergen");
    await user.click(toggle);
    await user.click(screen.getByRole("checkbox", { name: "Milk" }));
    expect(names()).toEqual(["Plain Biscuit", "Green Beans"]);
    expect(count()).toBe("Showing 2 of 4 items");
    expect(sessionStorage.getItem(ALLERGEN_FILTER_KEY)).toBe('["milk"]');
    // The category bar lists only the categories still shown.
    expect(
      within(screen.getByRole("navigation", { name: "Menu categories" })).getAllByRole("link"),
    ).toHaveLength(2);
  });

  it("menu.allergen-filter: everything filtered out shows an empty state whose Clear filters brings the menu back and focuses the filter", async () => {
    const user = userEvent.setup();
    renderMenu(<MenuView categories={menu} hrefFor={(p) => `/p/${p.sku}`} />);
    await user.click(screen.getByText("Filter by allergen"));
    await user.click(screen.getByRole("checkbox", { name: "Milk" }));
    await user.click(screen.getByRole("checkbox", { name: "Wheat" }));
    expect(names()).toEqual(["Green Beans"]);
    cleanup();
    // Every item of this menu has an allergen: avoiding them all leaves nothing.
    const allergic = menu.map((c) => ({
      ...c,
      products: c.products.map((p) => (p.allergens.length ? p : { ...p, allergens: ["soy"] })),
    }));
    renderMenu(<MenuView categories={allergic} hrefFor={(p) => `/p/${p.sku}`} />);
    await user.click(screen.getByText("Filter by allergen"));
    await user.click(screen.getByRole("checkbox", { name: "Soy" }));
    expect(names()).toEqual([]);
    expect(count()).toBe("Showing 0 of 4 items");
    expect(screen.getByText("No items match your allergen filters.")).toBeTruthy();
    const clears = screen.getAllByRole("button", { name: "Clear filters" });
    await user.click(clears[clears.length - 1]!);
    expect(names()).toHaveLength(4);
    expect(sessionStorage.getItem(ALLERGEN_FILTER_KEY)).toBeNull();
    expect(document.activeElement?.textContent).toContain("Filter by allergen");
  });

  it("menu.allergen-filter-session: the server renders the whole menu; the stored choice applies after hydration, on the nutrition page too", async () => {
    sessionStorage.setItem(ALLERGEN_FILTER_KEY, '["milk"]');
    const router = createMemoryRouter(
      [{ path: "*", element: <MenuView categories={menu} hrefFor={(p) => `/p/${p.sku}`} /> }],
      { initialEntries: ["/menu"] },
    );
    const html = renderToString(<RouterProvider router={router} />);
    expect(html).toContain("Mac &amp; Cheese");
    expect(html).toContain("Showing 4 of 4 items");
    renderMenu(<MenuView categories={menu} hrefFor={(p) => `/p/${p.sku}`} />);
    await act(async () => {});
    expect(names()).toEqual(["Plain Biscuit", "Green Beans"]);
    expect(screen.getByText("1 selected")).toBeTruthy();
    cleanup();
    renderMenu(<NutritionView categories={menu} />);
    await act(async () => {});
    expect(screen.queryByRole("rowheader", { name: "Mac & Cheese" })).toBeNull();
    expect((screen.getByRole("checkbox", { name: "Milk" }) as HTMLInputElement).checked).toBe(true);
  });
});
