import type { z } from "zod";

import type { MenuSeed, OptionGroupSeed, OptionSeed } from "../../domain/catalog-types.ts";
import { describe, type Problems } from "./catalog-parse.ts";
import type { GroupFile, MenuFile } from "./catalog-schemas.ts";

/** Expands a menu file: ids assigned in file order, shared groups copied where used. */
export function buildMenu(menu: MenuFile, file: string, problems: Problems): MenuSeed {
  let nextGroup = menu.ids.firstGroup;
  let nextOption = menu.ids.firstOption;
  const shared = menu.sharedGroups ?? {};
  const group = (g: GroupFile, where: string, depth: number): OptionGroupSeed => {
    if ("shared" in g) {
      const template = shared[g.shared];
      if (!template || depth > 8) {
        problems.push(`${file}, ${where}: no shared group "${g.shared}" in sharedGroups`);
        return { id: nextGroup++, name: g.shared, minSelect: 0, maxSelect: 1, options: [] };
      }
      return group(template, `${where} (shared group ${g.shared})`, depth + 1);
    }
    const id = nextGroup++;
    return {
      id,
      name: g.name,
      minSelect: g.minSelect,
      maxSelect: g.maxSelect,
      options: g.options.map((o, oi): OptionSeed => {
        const { groups, ...rest } = o;
        const option: OptionSeed = { id: nextOption++, ...rest };
        if (groups)
          option.groups = groups.map((sub, si) =>
            group(sub, `${where}.options.${oi}.groups.${si}`, depth),
          );
        return option;
      }),
    };
  };
  return {
    id: menu.id,
    kind: menu.kind,
    name: menu.name,
    categories: menu.categories.map((c, ci) => ({
      id: menu.ids.firstCategory + ci,
      name: c.name,
      description: c.description,
      products: c.products.map((p, pi) => {
        const where = `record sku ${p.sku} (categories.${ci}.products.${pi}), field optionGroups`;
        return {
          id: menu.ids.productBase + 100 * (ci + 1) + pi + 1,
          sku: p.sku,
          name: p.name,
          description: p.description,
          priceCents: p.priceCents,
          baseCalories: p.baseCalories,
          maxCalories: p.maxCalories,
          allergens: p.allergens,
          images: p.images ?? [
            { filename: `${p.sku}-card.svg`, groupname: "mobile-webapp-menu" },
            { filename: `${p.sku}-hero.svg`, groupname: "desktop-menu" },
          ],
          availability: p.availability ?? [],
          optionGroups: (p.optionGroups ?? []).map((g, gi) => group(g, `${where}.${gi}`, 0)),
          maxQuantity: p.maxQuantity,
          serves: p.serves ?? null,
        };
      }),
    })),
  };
}

/** Menu problems name the product (its SKU) when they are inside one. */
export function describeMenuIssues(
  file: string,
  data: unknown,
  issues: z.core.$ZodIssue[],
): string[] {
  return issues.flatMap((issue) => {
    const [top, ci, sub, pi, ...rest] = issue.path;
    if (top !== "categories" || sub !== "products" || typeof pi !== "number")
      return describe(file, null, [issue]);
    const menu = data as { categories?: { products?: unknown[] }[] };
    const product = menu.categories?.[ci as number]?.products?.[pi];
    const sku = (product as { sku?: unknown } | undefined)?.sku;
    const record =
      typeof sku === "string"
        ? `record sku ${sku} (categories.${String(ci)}.products.${pi})`
        : `record categories.${String(ci)}.products.${pi}`;
    return describe(file, record, [{ ...issue, path: rest }]);
  });
}
