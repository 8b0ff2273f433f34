import { readFileSync } from "node:fs";
import { join } from "node:path";

import { seedEngagement } from "../../modules/engagement/seed-demo.ts";
import type { Db } from "../client.ts";
import type { Seeder } from "./seed.ts";

/** `engagement.seed`: the demo engagement data (data/engagement.json) and the demo members. */
export const demoEngagementSeeder: Seeder = {
  name: "demo-engagement-v1",
  async run(db: Db) {
    const { DEMO_DATA_DIR, defaultMenu, demoMembers } = await import("./demo-data.ts");
    await seedEngagement(db, {
      data: JSON.parse(readFileSync(join(DEMO_DATA_DIR, "engagement.json"), "utf8")),
      members: demoMembers,
      products: new Map(
        defaultMenu.categories.flatMap((c) => c.products.map((p) => [p.sku, p] as const)),
      ),
    });
  },
};
