import type { MenuSeed, OptionGroupSeed } from "../../domain/catalog-types.ts";
import type { Db } from "../client.ts";
import {
  menuCategories,
  menus,
  optionGroups,
  productOptions,
  products,
  restaurants,
  restaurantUnavailableProducts,
  upsellGroups,
} from "../schema/catalog.ts";
import { cateringMenu } from "./data/menu-catering.ts";
import { defaultMenu } from "./data/menu-default.ts";
import { restaurants as restaurantData } from "./data/restaurants.ts";
import { upsellGroups as upsellData } from "./data/upsells.ts";
import type { Seeder } from "./seed.ts";

type GroupRow = typeof optionGroups.$inferInsert;
type OptionRow = typeof productOptions.$inferInsert;

/** Flattens a product's option tree: groups under the product or under an option. */
function flattenGroups(
  productId: number,
  groups: OptionGroupSeed[],
  parentOptionId: number | null,
  out: { groups: GroupRow[]; options: OptionRow[] },
) {
  groups.forEach((group, gi) => {
    out.groups.push({
      id: group.id,
      productId,
      parentOptionId,
      name: group.name,
      minSelect: group.minSelect,
      maxSelect: group.maxSelect,
      sort: gi,
    });
    group.options.forEach((option, oi) => {
      out.options.push({
        id: option.id,
        groupId: group.id,
        name: option.name,
        priceDeltaCents: option.priceDeltaCents,
        calories: option.calories,
        isDefault: option.isDefault ?? false,
        maxQuantity: option.maxQuantity ?? 1,
        sort: oi,
      });
      if (option.groups) flattenGroups(productId, option.groups, option.id, out);
    });
  });
}

async function insertMenu(db: Db, menu: MenuSeed): Promise<void> {
  await db.insert(menus).values({ id: menu.id, kind: menu.kind, name: menu.name });
  const tree = { groups: [] as GroupRow[], options: [] as OptionRow[] };
  const productRows: (typeof products.$inferInsert)[] = [];
  menu.categories.forEach((category, ci) => {
    category.products.forEach((p, pi) => {
      productRows.push({
        id: p.id,
        menuId: menu.id,
        categoryId: category.id,
        sku: p.sku,
        name: p.name,
        description: p.description,
        priceCents: p.priceCents,
        baseCalories: p.baseCalories,
        maxCalories: p.maxCalories,
        allergens: p.allergens,
        images: p.images,
        availability: p.availability,
        maxQuantity: p.maxQuantity,
        sort: pi,
      });
      flattenGroups(p.id, p.optionGroups, null, tree);
    });
    void ci;
  });
  await db.insert(menuCategories).values(
    menu.categories.map((c, ci) => ({
      id: c.id,
      menuId: menu.id,
      name: c.name,
      description: c.description,
      sort: ci,
    })),
  );
  await db.insert(products).values(productRows);
  if (tree.groups.length > 0) await db.insert(optionGroups).values(tree.groups);
  if (tree.options.length > 0) await db.insert(productOptions).values(tree.options);
}

export const menusSeeder: Seeder = {
  name: "menus-v1",
  async run(db) {
    await insertMenu(db, defaultMenu);
    await insertMenu(db, cateringMenu);
  },
};

export const restaurantsSeeder: Seeder = {
  name: "restaurants-v1",
  async run(db) {
    await db.insert(restaurants).values(
      // The seed shape is the table's shape, but for the 86'd SKUs (their own table, below).
      restaurantData.map(({ unavailableSkus: _unavailable, ...row }) => row),
    );
    const skuToId = new Map(
      [...defaultMenu.categories, ...cateringMenu.categories].flatMap((c) =>
        c.products.map((p) => [p.sku, p.id] as const),
      ),
    );
    const unavailable = restaurantData.flatMap((r) =>
      r.unavailableSkus.map((sku) => {
        const productId = skuToId.get(sku);
        if (productId === undefined)
          throw new Error(`Restaurant ${r.id} 86's an unknown SKU ${sku}`);
        return { restaurantId: r.id, productId };
      }),
    );
    if (unavailable.length > 0) await db.insert(restaurantUnavailableProducts).values(unavailable);
  },
};

export const upsellsSeeder: Seeder = {
  name: "upsells-v1",
  async run(db) {
    await db.insert(upsellGroups).values(upsellData);
  },
};

/** Menus first: restaurants refer to products (86'd items). */
export const catalogSeeders: Seeder[] = [menusSeeder, restaurantsSeeder, upsellsSeeder];
