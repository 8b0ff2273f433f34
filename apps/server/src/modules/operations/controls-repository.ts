import { and, eq, inArray, or, sql } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import {
  menuUnavailable,
  restaurantControls,
  restaurantSettings,
} from "../../db/schema/operations.ts";
import {
  DEFAULT_OPS,
  type RestaurantOps,
  type StoreControls,
  type StoredPacing,
} from "../../domain/store-controls.ts";

/** Every restaurant's operations, by restaurant id (restaurants with none are missing). */
export async function loadOperations(db: Db): Promise<Map<number, RestaurantOps>> {
  const [controls, unavailable, settings] = await Promise.all([
    db.select().from(restaurantControls),
    db.select().from(menuUnavailable).orderBy(menuUnavailable.kind, menuUnavailable.itemId),
    db.select().from(restaurantSettings),
  ]);
  const out = new Map<number, RestaurantOps>();
  const entry = (id: number) => {
    let ops = out.get(id);
    if (!ops) out.set(id, (ops = { ...DEFAULT_OPS, unavailable: [] }));
    return ops;
  };
  for (const c of controls) {
    entry(c.restaurantId).controls = {
      pausedUntil: c.pausedUntil,
      pauseReason: c.pauseReason,
      busyMinutes: c.busyMinutes,
      busyUntil: c.busyUntil,
      closesEarlyDate: c.closesEarlyDate,
      closesEarlyMinute: c.closesEarlyMinute,
    };
  }
  for (const u of unavailable) {
    entry(u.restaurantId).unavailable.push({
      kind: u.kind === "option" ? "option" : "product",
      id: u.itemId,
      until: u.until,
    });
  }
  for (const s of settings) {
    const ops = entry(s.restaurantId);
    ops.pacing = s.pacing as StoredPacing;
    ops.make = {
      baseMinutes: s.makeBaseMinutes,
      perItemMinutes: s.makePerItemMinutes,
      categoryMinutes: s.categoryMinutes as Record<string, number>,
      cateringBaseMinutes: s.cateringBaseMinutes,
    };
  }
  return out;
}

/** The 86 rows of a restaurant with when they were made (for the controls screen). */
export async function unavailableRows(db: Db, restaurantId: number) {
  return db.select().from(menuUnavailable).where(eq(menuUnavailable.restaurantId, restaurantId));
}

/** Sets some of a restaurant's controls (the others keep their value). */
export async function saveControls(
  tx: Db,
  restaurantId: number,
  patch: Partial<StoreControls>,
  by: string,
  at: Date,
): Promise<void> {
  await tx
    .insert(restaurantControls)
    .values({ restaurantId, ...patch, updatedAt: at, updatedBy: by })
    .onConflictDoUpdate({
      target: restaurantControls.restaurantId,
      set: { ...patch, updatedAt: at, updatedBy: by },
    });
}

type ItemRef = { kind: "product" | "option"; id: number };

const refsWhere = (restaurantId: number, items: readonly ItemRef[]) => {
  const products = items.filter((i) => i.kind === "product").map((i) => i.id);
  const options = items.filter((i) => i.kind === "option").map((i) => i.id);
  return and(
    eq(menuUnavailable.restaurantId, restaurantId),
    or(
      products.length > 0
        ? and(eq(menuUnavailable.kind, "product"), inArray(menuUnavailable.itemId, products))
        : sql`false`,
      options.length > 0
        ? and(eq(menuUnavailable.kind, "option"), inArray(menuUnavailable.itemId, options))
        : sql`false`,
    ),
  );
};

/** `ops.86`: marks items unavailable until `until` (null: until turned back on). */
export async function markUnavailable(
  tx: Db,
  restaurantId: number,
  items: readonly ItemRef[],
  until: Date | null,
  by: string,
  at: Date,
): Promise<void> {
  await tx
    .insert(menuUnavailable)
    .values(
      items.map((i) => ({
        restaurantId,
        kind: i.kind,
        itemId: i.id,
        until,
        createdAt: at,
        createdBy: by,
      })),
    )
    .onConflictDoUpdate({
      target: [menuUnavailable.restaurantId, menuUnavailable.kind, menuUnavailable.itemId],
      set: { until, createdAt: at, createdBy: by },
    });
}

/** `ops.86`: brings items back. */
export async function markAvailable(
  tx: Db,
  restaurantId: number,
  items: readonly ItemRef[],
): Promise<void> {
  await tx.delete(menuUnavailable).where(refsWhere(restaurantId, items));
}

/** `ops.pacing`: stores a restaurant's pacing (its other settings keep their value). */
export async function savePacing(
  tx: Db,
  restaurantId: number,
  pacing: StoredPacing,
  by: string,
  at: Date,
): Promise<void> {
  await tx
    .insert(restaurantSettings)
    .values({ restaurantId, pacing, updatedAt: at, updatedBy: by })
    .onConflictDoUpdate({
      target: restaurantSettings.restaurantId,
      set: { pacing, updatedAt: at, updatedBy: by },
    });
}
