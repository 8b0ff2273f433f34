import { join } from "node:path";

import { seedContent } from "../../modules/content/content-seeders.ts";
import type { Db } from "../client.ts";
import type { Seeder } from "./seed.ts";

/**
 * The demo chain's content (`content.seed`): the story files under data/content, published,
 * and the global stories made from the restaurants.
 */
export const demoContentSeeder: Seeder = {
  name: "demo-content-v1",
  async run(db: Db) {
    const { DEMO_DATA_DIR, restaurants } = await import("./demo-data.ts");
    await seedContent(db, restaurants, join(DEMO_DATA_DIR, "content"));
  },
};
