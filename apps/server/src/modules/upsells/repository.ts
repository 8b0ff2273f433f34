import type { Db } from "../../db/client.ts";
import { upsellGroups } from "../../db/schema/catalog.ts";

export type UpsellGroup = typeof upsellGroups.$inferSelect;

export async function loadUpsellGroups(db: Db): Promise<UpsellGroup[]> {
  return db.select().from(upsellGroups).orderBy(upsellGroups.id);
}
