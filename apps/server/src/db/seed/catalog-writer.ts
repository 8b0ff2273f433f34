import { eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

import type { MenuSeed, OptionGroupSeed, RestaurantSeed } from "../../domain/catalog-types.ts";
import type { CouponRule } from "../../domain/coupons.ts";
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
import { coupons } from "../schema/orders.ts";
import type { Catalog } from "./catalog-files.ts";

/**
 * Writes a catalog (catalog-files.ts) into the database: the demo seeders and
 * `npm run catalog:import` both use it. Every record is upserted by its id (a coupon by its
 * code): a new id is inserted, an existing one takes the file's values. Records the files do
 * not name are left as they are (past orders refer to them). A restaurant's 86'd products
 * are replaced by the file's list.
 */

type GroupRow = typeof optionGroups.$inferInsert;
type OptionRow = typeof productOptions.$inferInsert;

/** INSERT … ON CONFLICT (key) DO UPDATE SET every other column to the new row's value. */
async function upsert<T extends PgTable>(
  db: Db,
  table: T,
  key: PgColumn,
  rows: T["$inferInsert"][],
): Promise<void> {
  if (rows.length === 0) return;
  const set: Record<string, SQL> = {};
  for (const [name, column] of Object.entries(getTableColumns(table))) {
    if (column.name === key.name) continue;
    set[name] = sql.raw(`excluded."${column.name}"`);
  }
  // Large menus: keep each statement well under PostgreSQL's parameter limit.
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(table)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({ target: key, set });
  }
}

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

export async function writeMenu(db: Db, menu: MenuSeed): Promise<void> {
  await upsert(db, menus, menus.id, [
    { id: menu.id, kind: menu.kind, name: menu.name, updatedAt: new Date() },
  ]);
  const tree = { groups: [] as GroupRow[], options: [] as OptionRow[] };
  const productRows: (typeof products.$inferInsert)[] = [];
  for (const category of menu.categories) {
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
        serves: p.serves,
        sort: pi,
      });
      flattenGroups(p.id, p.optionGroups, null, tree);
    });
  }
  await upsert(
    db,
    menuCategories,
    menuCategories.id,
    menu.categories.map((c, ci) => ({
      id: c.id,
      menuId: menu.id,
      name: c.name,
      description: c.description,
      sort: ci,
    })),
  );
  await upsert(db, products, products.id, productRows);
  await upsert(db, optionGroups, optionGroups.id, tree.groups);
  await upsert(db, productOptions, productOptions.id, tree.options);
}

/**
 * How many guests each product feeds, by SKU, for a database whose menus were written before
 * products had `serves`: the rest of each product row is left as it is.
 */
export async function writeServes(db: Db, menu: MenuSeed): Promise<void> {
  for (const category of menu.categories) {
    for (const p of category.products) {
      await db.update(products).set({ serves: p.serves }).where(eq(products.sku, p.sku));
    }
  }
}

/** Restaurants and their 86'd products, looked up by SKU in the menus already written. */
export async function writeRestaurants(db: Db, list: RestaurantSeed[]): Promise<void> {
  await upsert(
    db,
    restaurants,
    restaurants.id,
    // The seed shape is the table's shape, but for the 86'd SKUs (their own table, below).
    list.map(({ unavailableSkus: _unavailable, ...row }) => row),
  );
  if (list.length === 0) return;
  const skus = [...new Set(list.flatMap((r) => r.unavailableSkus))];
  const skuToId = new Map(
    skus.length === 0
      ? []
      : (
          await db
            .select({ sku: products.sku, id: products.id })
            .from(products)
            .where(inArray(products.sku, skus))
        ).map((p) => [p.sku, p.id] as const),
  );
  for (const r of list) {
    await db
      .delete(restaurantUnavailableProducts)
      .where(eq(restaurantUnavailableProducts.restaurantId, r.id));
    const rows = r.unavailableSkus.map((sku) => {
      const productId = skuToId.get(sku);
      if (productId === undefined) throw new Error(`Restaurant ${r.id} 86's an unknown SKU ${sku}`);
      return { restaurantId: r.id, productId };
    });
    if (rows.length > 0) await db.insert(restaurantUnavailableProducts).values(rows);
  }
}

export async function writeCoupons(db: Db, list: CouponRule[]): Promise<void> {
  await upsert(
    db,
    coupons,
    coupons.code,
    list.map((c) => ({
      code: c.code,
      kind: c.kind,
      percentBps: c.percentBps ?? null,
      amountCents: c.amountCents ?? null,
      freeSku: c.freeSku ?? null,
      freeItemName: c.freeItemName ?? null,
      minSubtotalCents: c.minSubtotalCents,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
      handoffs: c.handoffs,
      channels: c.channels,
      perCustomerLimit: c.perCustomerLimit,
      globalLimit: c.globalLimit,
      active: c.active ? 1 : 0,
      description: c.description,
      walletOnly: c.walletOnly ?? false,
    })),
  );
}

export async function writeUpsells(db: Db, list: Catalog["upsells"]): Promise<void> {
  await upsert(db, upsellGroups, upsellGroups.id, list);
}

/** The whole catalog, in the order references need: menus, restaurants, coupons, upsells. */
export async function writeCatalog(db: Db, catalog: Catalog): Promise<void> {
  for (const menu of catalog.menus) await writeMenu(db, menu);
  await writeRestaurants(db, catalog.restaurants);
  await writeCoupons(db, catalog.coupons);
  await writeUpsells(db, catalog.upsells);
}
