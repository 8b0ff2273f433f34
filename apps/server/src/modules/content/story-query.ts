import type { z } from "zod";

import type { ContentLanguage, ContentStory, linkSchema } from "@coop/contract/content";

import { badRequest } from "../../http/http-error.ts";
import type { DeliveryEntry } from "./delivery-repository.ts";
import { toDeliveryStory } from "./story-shape.ts";

/**
 * The vendor's story query (`content.stories-query`), run over the stories in memory. Every
 * field is already normalized: the route and the page context both build one.
 */
export type StoriesQuery = {
  /** A prefix of the full slug (the language prefix already taken off). */
  startsWith: string;
  page: number;
  perPage: number;
  /** Exact full slugs, or `folder/*` for everything under a folder. */
  excludingSlugs: string[];
  /** When not empty, only these (same patterns). */
  bySlugs: string[];
  /** Any of these tags; empty for any story. */
  withTag: string[];
  /** true: only folder start pages; false: none of them; undefined: both. */
  isStartpage: boolean | undefined;
  sortBy: string | undefined;
  language: ContentLanguage;
  /** The Spanish answer names its stories `es/<full slug>` (the vendor's language prefix). */
  prefixLanguage: boolean;
};

/** Splits a comma-separated list, dropping empty items. */
export function listOf(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

/** `content.language-prefix`: `es/about` is the Spanish `about`; `language=es` too. */
export function languageOf(
  slug: string,
  language: string | undefined,
): { slug: string; language: ContentLanguage } {
  if (slug === "es" || slug.startsWith("es/")) return { slug: slug.slice(3), language: "es" };
  return { slug, language: language === "es" ? "es" : "default" };
}

/** Whether a full slug is one of the patterns: exact, or under a folder with `folder/*`. */
export function slugMatches(fullSlug: string, pattern: string): boolean {
  if (pattern.endsWith("/*")) return fullSlug.startsWith(pattern.slice(0, -1));
  return fullSlug === pattern || fullSlug === `${pattern}/`;
}

type Value = string | number | null;
type Sorter = (a: DeliveryEntry, b: DeliveryEntry) => number;

const STORY_FIELDS: Record<string, (e: DeliveryEntry) => Value> = {
  position: (e) => e.row.position,
  id: (e) => e.row.id,
  name: (e) => e.version.name,
  slug: (e) => e.version.slug,
  full_slug: (e) => e.version.full_slug,
  sort_by_date: (e) => e.row.sortByDate,
  created_at: (e) => e.row.createdAt.toISOString(),
  updated_at: (e) => e.row.updatedAt.toISOString(),
  published_at: (e) => e.row.publishedAt?.toISOString() ?? null,
  first_published_at: (e) => e.row.firstPublishedAt?.toISOString() ?? null,
};

function compareValues(a: Value, b: Value): number {
  // Stories without the value go last, whichever the direction.
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

/**
 * `content.stories-sort`: `field:asc|desc[:int|float]`, field one of the story's own or
 * `content.<field>` (the default language's tree); several comma-separated. Without it, the
 * newest `sort_by_date` first, then by position. An unknown field is a 400 that lists them.
 */
export function sorterOf(sortBy: string | undefined): Sorter {
  const keys: { read: (e: DeliveryEntry) => Value; sign: number }[] = [];
  for (const part of listOf(sortBy)) {
    const [field = "", direction = "asc", type] = part.split(":");
    const numeric = type === "int" || type === "float";
    let read: ((e: DeliveryEntry) => Value) | undefined = STORY_FIELDS[field];
    if (field.startsWith("content.") && /^content\.[A-Za-z0-9_]{1,60}$/.test(field)) {
      const name = field.slice("content.".length);
      read = (e) => {
        const value = (e.version.content.default as Record<string, unknown>)[name];
        if (typeof value === "number") return value;
        if (typeof value !== "string") return null;
        return numeric ? Number(value) : value;
      };
    }
    if (!read || (direction !== "asc" && direction !== "desc")) {
      throw badRequest(
        `sort_by "${part}" is not a sort: write field:asc or field:desc, the field one of ` +
          `${Object.keys(STORY_FIELDS).join(", ")} or content.<field>.`,
        [{ path: "sort_by", message: "Unknown sort field or direction" }],
      );
    }
    keys.push({ read, sign: direction === "desc" ? -1 : 1 });
  }
  if (keys.length === 0) {
    keys.push(
      { read: STORY_FIELDS.sort_by_date!, sign: -1 },
      { read: STORY_FIELDS.position!, sign: 1 },
    );
  }
  keys.push({ read: STORY_FIELDS.id!, sign: 1 });
  return (a, b) => {
    for (const key of keys) {
      const va = key.read(a);
      const vb = key.read(b);
      // Missing values stay last in both directions.
      const order =
        va === null || vb === null ? compareValues(va, vb) : key.sign * compareValues(va, vb);
      if (order !== 0) return order;
    }
    return 0;
  };
}

/** A story of an entry in the delivery shape, in a language. */
export function deliveryStoryOf(
  entry: DeliveryEntry,
  language: ContentLanguage,
  prefixLanguage: boolean,
): ContentStory {
  const story = toDeliveryStory(entry.row, entry.version, language);
  if (language === "es" && prefixLanguage) story.full_slug = `es/${story.full_slug}`;
  return story;
}

/**
 * The stories a query selects (`content.stories-query`): stories, never folders, whose full
 * slug starts with `startsWith`, not excluded, with any of the tags, sorted, then one page of
 * them; a page past the end is empty. `total` counts them all.
 */
export function queryStories(
  entries: readonly DeliveryEntry[],
  query: StoriesQuery,
): { stories: ContentStory[]; total: number } {
  const selected = entries.filter((entry) => {
    if (entry.row.isFolder) return false;
    const slug = entry.version.full_slug;
    if (!slug.startsWith(query.startsWith)) return false;
    if (query.excludingSlugs.some((p) => slugMatches(slug, p))) return false;
    if (query.bySlugs.length > 0 && !query.bySlugs.some((p) => slugMatches(slug, p))) return false;
    if (query.withTag.length > 0 && !query.withTag.some((t) => entry.row.tagList.includes(t)))
      return false;
    if (query.isStartpage !== undefined && entry.row.isStartpage !== query.isStartpage)
      return false;
    return true;
  });
  selected.sort(sorterOf(query.sortBy));
  const start = (query.page - 1) * query.perPage;
  return {
    stories: selected
      .slice(start, start + query.perPage)
      .map((entry) => deliveryStoryOf(entry, query.language, query.prefixLanguage)),
    total: selected.length,
  };
}

/** The entry at a full slug (a folder's start page answers for the folder's slug too). */
export function findStory(
  entries: readonly DeliveryEntry[],
  fullSlug: string,
): DeliveryEntry | undefined {
  const trimmed = fullSlug.replace(/\/+$/, "");
  let startpage: DeliveryEntry | undefined;
  for (const entry of entries) {
    if (entry.row.isFolder) continue;
    if (entry.version.full_slug === trimmed) return entry;
    if (entry.version.full_slug === `${trimmed}/`) startpage = entry;
  }
  return startpage;
}

/** `content.delivery-links`: every story and folder under a prefix, keyed by uuid. */
export function linksOf(
  entries: readonly DeliveryEntry[],
  startsWith: string,
): Record<string, z.infer<typeof linkSchema>> {
  const links: Record<string, z.infer<typeof linkSchema>> = {};
  for (const { row, version, published } of entries) {
    if (!version.full_slug.startsWith(startsWith)) continue;
    links[row.uuid] = {
      id: row.id,
      uuid: row.uuid,
      slug: version.full_slug,
      path: null,
      real_path: `/${version.full_slug.replace(/\/+$/, "")}`,
      name: version.name,
      published,
      parent_id: row.parentId,
      is_folder: row.isFolder,
      is_startpage: row.isStartpage,
      position: row.position,
    };
  }
  return links;
}
