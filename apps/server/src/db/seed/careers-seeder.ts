import { readFileSync } from "node:fs";
import { join } from "node:path";

import { z } from "zod";

import { EMPLOYMENT_TYPES } from "@coop/contract/careers";

import type { Db } from "../client.ts";
import { jobOpenings, jobPositions } from "../schema/careers.ts";
import type { Seeder } from "./seed.ts";

/**
 * data/careers.json: the position types (English and Spanish) and the demo chain's open jobs,
 * one to four at every restaurant (`careers.seed`). Checked when read: a problem names the
 * record and the field.
 */
const careersFileSchema = z.strictObject({
  positions: z.array(
    z.strictObject({
      slug: z.string().regex(/^[a-z0-9-]+$/),
      name: z.string().min(1),
      nameEs: z.string().min(1),
      summary: z.string().min(1),
      summaryEs: z.string().min(1),
      description: z.string().min(1),
      descriptionEs: z.string().min(1),
    }),
  ),
  jobs: z.array(
    z.strictObject({
      externalId: z.string().min(1),
      restaurant: z.number().int().positive(),
      position: z.string(),
      title: z.string().min(1),
      titleEs: z.string().min(1),
      employmentType: z.enum(EMPLOYMENT_TYPES),
      payMinCents: z.number().int().min(0).nullable(),
      payMaxCents: z.number().int().min(0).nullable(),
      /** Posted this many days before the seed ran (the search's newest-first order). */
      postedDaysAgo: z.number().int().min(0),
    }),
  ),
});

export type DemoCareers = z.infer<typeof careersFileSchema>;

export function readDemoCareers(dir: string, knownRestaurants: readonly number[]): DemoCareers {
  const file = join(dir, "careers.json");
  const parsed = careersFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  - careers.json, field ${i.path.join(".")}: ${i.message}`,
    );
    throw new Error(`The demo data has problems:\n${lines.join("\n")}`);
  }
  const restaurants = new Set(knownRestaurants);
  const positions = new Set(parsed.data.positions.map((p) => p.slug));
  const problems: string[] = [];
  const seen = new Set<string>();
  parsed.data.jobs.forEach((job, i) => {
    if (!restaurants.has(job.restaurant))
      problems.push(
        `jobs.${i}.restaurant: restaurant ${job.restaurant} is not in restaurants.json`,
      );
    if (!positions.has(job.position))
      problems.push(`jobs.${i}.position: ${job.position} is not one of the positions`);
    if (seen.has(job.externalId)) problems.push(`jobs.${i}.externalId: ${job.externalId} twice`);
    seen.add(job.externalId);
  });
  if (problems.length > 0)
    throw new Error(
      `The demo data has problems:\n${problems.map((p) => `  - careers.json, field ${p}`).join("\n")}`,
    );
  return parsed.data;
}

/** The positions and the demo jobs; a second run changes nothing (`careers.seed`). */
export const demoCareersSeeder: Seeder = {
  name: "demo-careers-v1",
  async run(db: Db) {
    const { DEMO_DATA_DIR, restaurants } = await import("./demo-data.ts");
    const data = readDemoCareers(
      DEMO_DATA_DIR,
      restaurants.map((r) => r.id),
    );
    await db
      .insert(jobPositions)
      .values(data.positions.map((p, position) => ({ ...p, position })))
      .onConflictDoNothing();
    const now = Date.now();
    await db
      .insert(jobOpenings)
      .values(
        data.jobs.map((job) => ({
          restaurantId: job.restaurant,
          positionSlug: job.position,
          title: job.title,
          titleEs: job.titleEs,
          employmentType: job.employmentType,
          payMinCents: job.payMinCents,
          payMaxCents: job.payMaxCents,
          status: "open",
          source: "import",
          externalRef: job.externalId,
          postedAt: new Date(now - job.postedDaysAgo * 86_400_000),
          updatedAt: new Date(now - job.postedDaysAgo * 86_400_000),
        })),
      )
      .onConflictDoNothing();
  },
};
