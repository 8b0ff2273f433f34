import { inArray } from "drizzle-orm";

import type { Db } from "../client.ts";
import { appMeta } from "../schema/core.ts";
import { catalogSeeders } from "./catalog-seeders.ts";
import { demoCardsSeeder, demoPastOrdersSeeder } from "./history-seeders.ts";
import { membersSeeders } from "./members-seeders.ts";
import { couponsSeeder } from "./orders-seeders.ts";

/**
 * A seeder loads one part of the demo chain. Each runs once per database: its
 * name is recorded in app_meta as `seed:<name>`, so a later start (or a later
 * release that appends a seeder) runs only what has not run yet. Seed data lives
 * in readable data files beside the seeders, not in their logic.
 */
export type Seeder = { name: string; run(db: Db): Promise<void> };

/** Later issues append theirs: offers, members, content… */
export const seeders: Seeder[] = [
  ...catalogSeeders,
  couponsSeeder,
  ...membersSeeders,
  demoCardsSeeder,
  demoPastOrdersSeeder,
];

/**
 * Runs the seeders not yet recorded, inside one transaction, so a crash mid-seed
 * leaves nothing half written. Called under the migration lock, so two processes
 * starting together seed once.
 */
export async function seedOnce(db: Db, list: Seeder[] = seeders): Promise<{ ran: string[] }> {
  if (list.length === 0) return { ran: [] };
  return db.transaction(async (tx) => {
    const keys = list.map((s) => `seed:${s.name}`);
    const done = new Set(
      (await tx.select({ key: appMeta.key }).from(appMeta).where(inArray(appMeta.key, keys))).map(
        (r) => r.key,
      ),
    );
    const ran: string[] = [];
    for (const seeder of list) {
      const key = `seed:${seeder.name}`;
      if (done.has(key)) continue;
      await seeder.run(tx as unknown as Db);
      await tx.insert(appMeta).values({ key, value: { at: new Date().toISOString() } });
      ran.push(seeder.name);
    }
    return { ran };
  });
}
