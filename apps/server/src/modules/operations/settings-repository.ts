import { eq, inArray } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { restaurantSettings } from "../../db/schema/operations.ts";

export type SettingsRow = typeof restaurantSettings.$inferSelect;

/** A restaurant's settings row, or null when it keeps the defaults. */
export async function loadSettings(db: Db, restaurantId: number): Promise<SettingsRow | null> {
  const [row] = await db
    .select()
    .from(restaurantSettings)
    .where(eq(restaurantSettings.restaurantId, restaurantId));
  return row ?? null;
}

/** Locks the restaurant's settings row (when there is one) until the transaction ends. */
export async function lockSettings(db: Db, restaurantId: number): Promise<SettingsRow | null> {
  const [row] = await db
    .select()
    .from(restaurantSettings)
    .where(eq(restaurantSettings.restaurantId, restaurantId))
    .for("update");
  return row ?? null;
}

/** Auto-advance of several restaurants (those without a row are absent). */
export async function autoAdvanceOf(
  db: Db,
  restaurantIds: readonly number[],
): Promise<Map<number, boolean>> {
  if (restaurantIds.length === 0) return new Map();
  const rows = await db
    .select({ id: restaurantSettings.restaurantId, autoAdvance: restaurantSettings.autoAdvance })
    .from(restaurantSettings)
    .where(inArray(restaurantSettings.restaurantId, [...restaurantIds]));
  return new Map(rows.map((r) => [r.id, r.autoAdvance]));
}

/** Writes the board settings (auto-advance and the make-time model), keeping the other columns. */
export async function saveBoardSettings(
  db: Db,
  restaurantId: number,
  values: Pick<
    SettingsRow,
    | "autoAdvance"
    | "makeBaseMinutes"
    | "makePerItemMinutes"
    | "categoryMinutes"
    | "cateringBaseMinutes"
    | "updatedAt"
    | "updatedBy"
  >,
): Promise<void> {
  await db
    .insert(restaurantSettings)
    .values({ restaurantId, ...values })
    .onConflictDoUpdate({ target: restaurantSettings.restaurantId, set: values });
}
