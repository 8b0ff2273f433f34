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
    throw badRequest(`${product.name} is sold out at ${where} right now.`, [
      { path: `${path}.id`, message: "is sold out" },
    ]);
  }
  // `ops.86`: a choice 86'd at the restaurant cannot be added.
  const choiceOut = item.choices.findIndex((c) => catalog.isOptionUnavailable(c.optionId));
  if (choiceOut >= 0) {
    const where = catalog.target.restaurant?.name ?? "this restaurant";
    const name = optionName(product.groups, item.choices[choiceOut]!.optionId) ?? "That choice";
    throw badRequest(`${name} (${product.name}) is sold out at ${where} right now.`, [
      { path: `${path}.choices.${choiceOut}`, message: "is sold out" },
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

type Group = { options: { id: number; name: string; groups: Group[] }[] };
function optionName(groups: readonly Group[], id: number): string | undefined {
  for (const g of groups) {
    for (const o of g.options) {
      if (o.id === id) return o.name;
      const inner = optionName(o.groups, id);
      if (inner) return inner;
    }
  }
  return undefined;
}
