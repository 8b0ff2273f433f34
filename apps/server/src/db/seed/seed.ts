import { inArray } from "drizzle-orm";

import type { Db } from "../client.ts";
import { appMeta } from "../schema/core.ts";
import { demoCareersSeeder } from "./careers-seeder.ts";
import { catalogSeeders, couponsSeeder } from "./catalog-seeders.ts";
import { demoContentSeeder } from "./content-seeder.ts";
import { demoEngagementSeeder } from "./engagement-seeder.ts";
import { demoCardsSeeder, demoPastOrdersSeeder } from "./history-seeders.ts";
import { membersSeeders } from "./members-seeders.ts";
import { demoOperationsSeeder } from "./operations-seeders.ts";
import { demoStaffSeeder } from "./staff-seeders.ts";

/**
 * A seeder loads one part of the demo chain. Each runs once per database: its
 * name is recorded in app_meta as `seed:<name>`, so a later start (or a later
 * release that appends a seeder) runs only what has not run yet. Seed data lives
 * in validated data files (data/, read by demo-data.ts), not in the seeders' logic.
 * They seed the demo chain, and only when SEED_DEMO is on (the default).
 */
export type Seeder = { name: string; run(db: Db): Promise<void> };

/**
 * The demo chain: its catalog, its loyalty program, its members with cards and past orders,
 * its restaurant staff.
 */
export const seeders: Seeder[] = [
  ...catalogSeeders,
  couponsSeeder,
  ...membersSeeders,
  demoCardsSeeder,
  demoPastOrdersSeeder,
  demoStaffSeeder,
  demoOperationsSeeder,
  demoContentSeeder,
  // The engagement engine's demo users, segments and campaigns (`engagement.seed`).
  demoEngagementSeeder,
  // Careers: the position types and the demo jobs (`careers.seed`).
  demoCareersSeeder,
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
      await seeder.run(tx);
      await tx.insert(appMeta).values({ key, value: { at: new Date().toISOString() } });
      ran.push(seeder.name);
    }
    return { ran };
  });
}

/**
 * What start-up runs under the migration lock: the demo seeders when SEED_DEMO is on, nothing
 * when it is off (an empty chain, which loads its catalog with `npm run catalog:import`).
 */
export function startupSeeding(seedDemo: boolean): ((db: Db) => Promise<void>) | undefined {
  return seedDemo ? async (db) => void (await seedOnce(db)) : undefined;
}
