import { existsSync } from "node:fs";

import type { Db } from "../../db/client.ts";
import { toContentLocationEntry, toJobLocation } from "../../db/seed/content-shapes.ts";
import type { RestaurantSeed } from "../../domain/catalog-types.ts";
import { importStoryFiles, readStoryDir, type StoryFile } from "./story-files.ts";

/**
 * `content.seed`: the global stories made from the restaurants, `globals/locations` (the
 * location list of the content pages) and `globals/jobs` (the careers search's job locations),
 * so the three never disagree; the `globals` folder with them when the files have none.
 */
export function generatedGlobals(
  restaurants: readonly RestaurantSeed[],
  files: StoryFile[],
): StoryFile[] {
  const has = (slug: string) => files.some((f) => f.full_slug === slug);
  const global = (slug: string, component: string, field: string, items: unknown[]): StoryFile => ({
    uuid: `coop-globals-${slug}`,
    full_slug: `globals/${slug}`,
    name: slug === "jobs" ? "Job locations" : "Locations",
    is_folder: false,
    is_startpage: false,
    position: 0,
    tag_list: [],
    sort_by_date: null,
    published: true,
    content: { default: { _uid: `coop-globals-${slug}`, component, [field]: items }, es: null },
  });
  const out: StoryFile[] = [];
  if (!has("globals"))
    out.push({
      uuid: "coop-globals",
      full_slug: "globals",
      name: "Globals",
      is_folder: true,
      is_startpage: false,
      position: 0,
      tag_list: [],
      sort_by_date: null,
      published: false,
      content: null,
    });
  if (!has("globals/locations"))
    out.push(
      global("locations", "locations", "locations", restaurants.map(toContentLocationEntry)),
    );
  if (!has("globals/jobs"))
    out.push(global("jobs", "jobs", "jobs", restaurants.map(toJobLocation)));
  return out;
}

/** `content.seed`: loads the demo content published, and the globals made from the restaurants. */
export async function seedContent(db: Db, restaurants: readonly RestaurantSeed[], dir: string) {
  const files = existsSync(dir)
    ? readStoryDir(dir).map((f) => ({ ...f, published: !f.is_folder }))
    : [];
  return importStoryFiles(db, [...files, ...generatedGlobals(restaurants, files)], new Date());
}
