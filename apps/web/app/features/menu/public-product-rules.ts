import type { MenuResponse } from "@coop/contract/menus";

import { productPath, routePaths } from "../../lib/route-names.ts";
import type { MenuCategory, MenuProduct } from "./menu-rules.ts";

/**
 * The query parameter of /locations naming the product to open once a restaurant is chosen
 * (read by features/locations/use-choose-flow.ts).
 */
export const PRODUCT_AFTER_LOCATION_PARAM = "product";

/**
 * `menu.public-product`: the product of `/menu/product?id=` in the public menu, by sku or
 * numeric id (the first category that lists it); null when the menu has none.
 */
export function findPublicProduct(
  menu: Pick<MenuResponse, "categories">,
  id: string | null,
): { product: MenuProduct; category: MenuCategory } | null {
  const wanted = id?.trim() ?? "";
  if (wanted === "") return null;
  for (const category of menu.categories) {
    const product = category.products.find((p) => p.sku === wanted || String(p.id) === wanted);
    if (product) return { product, category };
  }
  return null;
}

/**
 * `menu.public-product-order`: where the page's order button goes: the product screen when a
 * restaurant is chosen; else the restaurant finder, which opens the product once one is.
 */
export function publicProductOrderPath(sku: string, hasLocation: boolean): string {
  if (hasLocation) return productPath({ sku });
  const query = new URLSearchParams({ [PRODUCT_AFTER_LOCATION_PARAM]: sku });
  return `${routePaths.locations}?${query.toString()}`;
}
