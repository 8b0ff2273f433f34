import { readFileSync } from "node:fs";
import { join } from "node:path";

import { z } from "zod";

import type { Db } from "../client.ts";
import { restaurantSettings } from "../schema/operations.ts";
import type { Seeder } from "./seed.ts";

/**
 * data/operations.json: the demo restaurants whose orders the make-time clock moves by itself
 * (`ops.status-model` auto-advance), so the demo runs without anyone at the board. A chain's
 * own restaurants start without it (staff move their orders).
 */
const operationsFileSchema = z.strictObject({
  autoAdvance: z.array(z.number().int().positive()),
});

export function readDemoOperations(dir: string, knownRestaurants: readonly number[]) {
  const file = join(dir, "operations.json");
  const parsed = operationsFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  - operations.json, field ${i.path.join(".")}: ${i.message}`,
    );
    throw new Error(`The demo data has problems:\n${lines.join("\n")}`);
  }
  const known = new Set(knownRestaurants);
  parsed.data.autoAdvance.forEach((id, i) => {
    if (!known.has(id))
      throw new Error(
        `The demo data has problems:\n  - operations.json, field autoAdvance.${i}: restaurant ${id} is not in restaurants.json`,
      );
  });
  return parsed.data;
}

/** Auto-advance on for the demo restaurants listed in data/operations.json. */
export const demoOperationsSeeder: Seeder = {
  name: "demo-operations-v1",
  async run(db: Db) {
    const { DEMO_DATA_DIR, restaurants } = await import("./demo-data.ts");
    const data = readDemoOperations(
      DEMO_DATA_DIR,
      restaurants.map((r) => r.id),
    );
    if (data.autoAdvance.length === 0) return;
    await db
      .insert(restaurantSettings)
      .values(data.autoAdvance.map((restaurantId) => ({ restaurantId, autoAdvance: true })))
      .onConflictDoUpdate({ target: restaurantSettings.restaurantId, set: { autoAdvance: true } });
  },
};
