import { type ChoiceInput, priceLine } from "../../domain/pricing.ts";
import { badRequest } from "../../http/http-error.ts";
import type { MenuCatalog } from "../menus/service.ts";

/**
 * Prices one requested item against the menu: 400 naming `path` when the product is not on
 * the menu, sold out here, or its choices break the product's rules.
 */
export function priceInput(
  catalog: MenuCatalog,
  item: { id: number | string; quantity: number; choices: ChoiceInput[] },
  path: string,
) {
  const product = catalog.product(item.id);
  if (!product) {
    throw badRequest(`There is no product ${item.id} on this menu.`, [
      { path: `${path}.id`, message: "is not on this menu" },
    ]);
  }
  if (catalog.isSoldOut(product)) {
    const where = catalog.target.restaurant?.name ?? "this restaurant";
    throw badRequest(`${product.name} is sold out at ${where} today.`, [
      { path: `${path}.id`, message: "is sold out" },
    ]);
  }
  const priced = priceLine(product, item.choices, item.quantity);
  if (!priced.ok) {
    const first = priced.errors[0]!;
    throw badRequest(
      `${product.name}: ${first.message}`,
      priced.errors.map((e) => ({ path: `${path}.${e.path}`, message: e.message })),
    );
  }
  return { product, line: priced.line };
}
