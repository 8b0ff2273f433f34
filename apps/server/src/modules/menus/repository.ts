import { and, eq, gte, lte, sql } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import {
  menuCategories,
  menus,
  optionGroups,
  productOptions,
  products,
  slotReservations,
} from "../../db/schema/catalog.ts";
import type { AvailabilityWindow, MenuImage } from "../../domain/catalog-types.ts";

export type MenuOption = {
  id: number;
  name: string;
  priceDeltaCents: number;
  calories: number;
  isDefault: boolean;
  maxQuantity: number;
  groups: MenuOptionGroup[];
};
export type MenuOptionGroup = {
  id: number;
  name: string;
  minSelect: number;
  maxSelect: number;
  options: MenuOption[];
};
export type MenuProduct = {
  id: number;
  sku: string;
  name: string;
  description: string;
  priceCents: number;
  baseCalories: number;
  maxCalories: number;
  allergens: string[];
  images: MenuImage[];
  availability: AvailabilityWindow[];
  maxQuantity: number;
  categoryId: number;
  groups: MenuOptionGroup[];
};
export type MenuCategory = {
  id: number;
  name: string;
  description: string;
  products: MenuProduct[];
};
export type BaseMenu = {
  id: string;
  kind: "default" | "catering";
  name: string;
  categories: MenuCategory[];
};

/** Every base menu with its categories, products and option trees. */
export async function loadMenus(db: Db): Promise<BaseMenu[]> {
  const [menuRows, categoryRows, productRows, groupRows, optionRows] = await Promise.all([
    db.select().from(menus),
    db.select().from(menuCategories).orderBy(menuCategories.sort),
    db.select().from(products).orderBy(products.sort),
    db.select().from(optionGroups).orderBy(optionGroups.sort),
    db.select().from(productOptions).orderBy(productOptions.sort),
  ]);
  const optionsByGroup = new Map<number, MenuOption[]>();
  const groupsByOption = new Map<number, MenuOptionGroup[]>();
  const groupsByProduct = new Map<number, MenuOptionGroup[]>();
  const groups = new Map<number, MenuOptionGroup>();
  for (const g of groupRows) {
    const group: MenuOptionGroup = {
      id: g.id,
      name: g.name,
      minSelect: g.minSelect,
      maxSelect: g.maxSelect,
      options: [],
    };
    groups.set(g.id, group);
    const list = g.parentOptionId === null ? groupsByProduct : groupsByOption;
    const key = g.parentOptionId ?? g.productId;
    list.set(key, [...(list.get(key) ?? []), group]);
  }
  for (const o of optionRows) {
    const option: MenuOption = {
      id: o.id,
      name: o.name,
      priceDeltaCents: o.priceDeltaCents,
      calories: o.calories,
      isDefault: o.isDefault,
      maxQuantity: o.maxQuantity,
      groups: [],
    };
    optionsByGroup.set(o.groupId, [...(optionsByGroup.get(o.groupId) ?? []), option]);
  }
  for (const [groupId, options] of optionsByGroup) {
    const group = groups.get(groupId);
    if (!group) continue;
    group.options = options;
    for (const option of options) option.groups = groupsByOption.get(option.id) ?? [];
  }
  return menuRows.map((m) => ({
    id: m.id,
    kind: m.kind === "catering" ? "catering" : "default",
    name: m.name,
    categories: categoryRows
      .filter((c) => c.menuId === m.id)
      .map((c) => ({
        id: c.id,
        name: c.name,
        description: c.description,
        products: productRows
          .filter((p) => p.categoryId === c.id)
          .map((p) => ({
            id: p.id,
            sku: p.sku,
            name: p.name,
            description: p.description,
            priceCents: p.priceCents,
            baseCalories: p.baseCalories,
            maxCalories: p.maxCalories,
            allergens: p.allergens,
            images: p.images as MenuImage[],
            availability: p.availability as AvailabilityWindow[],
            maxQuantity: p.maxQuantity,
            categoryId: p.categoryId,
            groups: groupsByProduct.get(p.id) ?? [],
          })),
      })),
  }));
}

/** Places taken per slot start (epoch ms) for one restaurant and kind, inside a range. */
export async function loadReservations(
  db: Db,
  restaurantId: number,
  kind: "default" | "catering",
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ slotStart: slotReservations.slotStart, count: slotReservations.count })
    .from(slotReservations)
    .where(
      and(
        eq(slotReservations.restaurantId, restaurantId),
        eq(slotReservations.kind, kind),
        gte(slotReservations.slotStart, from),
        lte(slotReservations.slotStart, to),
      ),
    );
  return new Map(rows.map((r) => [r.slotStart.getTime(), r.count]));
}

/** Takes one place in a kitchen slot if one is left; false when the slot is full. */
export async function reserveSlot(
  db: Db,
  r: { restaurantId: number; kind: string; slotStart: Date; capacity: number },
): Promise<boolean> {
  const rows = await db
    .insert(slotReservations)
    .values({ restaurantId: r.restaurantId, kind: r.kind, slotStart: r.slotStart, count: 1 })
    .onConflictDoUpdate({
      target: [
        slotReservations.restaurantId,
        slotReservations.kind,
        slotReservations.handoff,
        slotReservations.slotStart,
      ],
      set: { count: sql`${slotReservations.count} + 1` },
      setWhere: sql`${slotReservations.count} < ${r.capacity}`,
    })
    .returning({ count: slotReservations.count });
  return rows.length > 0;
}

export async function releaseSlot(
  db: Db,
  r: { restaurantId: number; kind: string; slotStart: Date },
): Promise<void> {
  await db
    .update(slotReservations)
    .set({ count: sql`greatest(${slotReservations.count} - 1, 0)` })
    .where(
      and(
        eq(slotReservations.restaurantId, r.restaurantId),
        eq(slotReservations.kind, r.kind),
        eq(slotReservations.slotStart, r.slotStart),
      ),
    );
}
