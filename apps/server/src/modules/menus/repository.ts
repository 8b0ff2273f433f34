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
  /** How many guests one of it feeds; null when not said. */
  serves: number | null;
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
            serves: p.serves,
            categoryId: p.categoryId,
            groups: groupsByProduct.get(p.id) ?? [],
          })),
      })),
  }));
}

/** Places and make-minutes taken per slot start (epoch ms). */
export type Reservations = { count: Map<number, number>; minutes: Map<number, number> };

/**
 * Places and make-minutes taken per slot for one restaurant, kind and pacing pool (a handoff,
 * or "catering": catering orders share one pool), inside a range.
 */
export async function loadReservations(
  db: Db,
  restaurantId: number,
  kind: "default" | "catering",
  pool: string,
  from: Date,
  to: Date,
): Promise<Reservations> {
  const rows = await db
    .select({
      slotStart: slotReservations.slotStart,
      count: slotReservations.count,
      minutes: slotReservations.minutes,
    })
    .from(slotReservations)
    .where(
      and(
        eq(slotReservations.restaurantId, restaurantId),
        eq(slotReservations.kind, kind),
        eq(slotReservations.handoff, pool),
        gte(slotReservations.slotStart, from),
        lte(slotReservations.slotStart, to),
      ),
    );
  return {
    count: new Map(rows.map((r) => [r.slotStart.getTime(), r.count])),
    minutes: new Map(rows.map((r) => [r.slotStart.getTime(), r.minutes])),
  };
}

/**
 * `ops.pacing-race`: takes one place and the order's make-minutes in a kitchen slot, in one atomic
 * conditional upsert, when the slot has room (`slotHasRoom`: fewer orders than the limit, and
 * the minutes within the minute limit unless the slot is empty); false when it has none. Two
 * orders racing for the last place: the row lock makes the second see the first's count.
 */
export async function reserveSlot(
  db: Db,
  r: {
    restaurantId: number;
    kind: string;
    pool: string;
    slotStart: Date;
    limit: { orders: number; minutes: number | null };
    minutes: number;
  },
): Promise<boolean> {
  if (r.limit.orders <= 0) return false;
  const minuteRoom =
    r.limit.minutes === null
      ? sql`true`
      : sql`(${slotReservations.count} = 0 or ${slotReservations.minutes} + ${r.minutes} <= ${r.limit.minutes})`;
  const rows = await db
    .insert(slotReservations)
    .values({
      restaurantId: r.restaurantId,
      kind: r.kind,
      handoff: r.pool,
      slotStart: r.slotStart,
      count: 1,
      minutes: r.minutes,
    })
    .onConflictDoUpdate({
      target: [
        slotReservations.restaurantId,
        slotReservations.kind,
        slotReservations.handoff,
        slotReservations.slotStart,
      ],
      set: {
        count: sql`${slotReservations.count} + 1`,
        minutes: sql`${slotReservations.minutes} + ${r.minutes}`,
      },
      setWhere: sql`${slotReservations.count} < ${r.limit.orders} and ${minuteRoom}`,
    })
    .returning({ count: slotReservations.count });
  return rows.length > 0;
}

/** Cancel: gives the order's place and make-minutes back (`ops.pacing`). */
export async function releaseSlot(
  db: Db,
  r: { restaurantId: number; kind: string; pool: string; slotStart: Date; minutes: number },
): Promise<void> {
  await db
    .update(slotReservations)
    .set({
      count: sql`greatest(${slotReservations.count} - 1, 0)`,
      minutes: sql`greatest(${slotReservations.minutes} - ${r.minutes}, 0)`,
    })
    .where(
      and(
        eq(slotReservations.restaurantId, r.restaurantId),
        eq(slotReservations.kind, r.kind),
        eq(slotReservations.handoff, r.pool),
        eq(slotReservations.slotStart, r.slotStart),
      ),
    );
}
