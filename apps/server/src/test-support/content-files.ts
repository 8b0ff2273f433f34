import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";

import { z } from "zod";

/**
 * The demo chain's content files (db/seed/data/content/, one JSON file per story; the README
 * there describes the format), read and parsed for the tests that check them.
 */
export const CONTENT_DIR = resolve(import.meta.dirname, "../db/seed/data/content");
export const PUBLIC_DIR = resolve(import.meta.dirname, "../../../web/public");

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return name.endsWith(".json") ? [path] : [];
  });
}

const blokSchema = z.looseObject({ _uid: z.string().min(1), component: z.string().min(1) });
/** A story file: the story's fields, and its content trees (null for a folder). */
export const storyFileSchema = z.strictObject({
  uuid: z.uuid(),
  full_slug: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*\/?$/),
  name: z.string().min(1),
  is_folder: z.boolean(),
  is_startpage: z.boolean(),
  position: z.number().int(),
  tag_list: z.array(z.string().min(1)),
  sort_by_date: z.iso.date().nullable(),
  published: z.boolean(),
  content: z.object({ default: blokSchema, es: blokSchema.nullable() }).nullable(),
});
export type StoryFile = z.infer<typeof storyFileSchema>;

/** Every file of the directory: its path (relative), its text and its parsed story. */
export function readContentFiles(dir = CONTENT_DIR) {
  const files = jsonFiles(dir).map((path) => {
    const text = readFileSync(path, "utf8");
    return { path: relative(dir, path), text, json: JSON.parse(text) as unknown };
  });
  const stories = files.map((f) => ({ ...f, story: storyFileSchema.safeParse(f.json) }));
  const parsed = stories.flatMap((s) =>
    s.story.success ? [{ path: s.path, ...s.story.data }] : [],
  );
  return { files, stories, parsed };
}

/** The file a story is kept in: its full slug, a start page as `_startpage`, a folder as `_folder`. */
export function fileOf(story: StoryFile): string {
  if (story.is_folder) return `${story.full_slug}/_folder.json`;
  if (story.is_startpage) return `${story.full_slug}_startpage.json`;
  return `${story.full_slug}.json`;
}

/** The site path of a story (home at `/`, a start page at its folder's path). */
export function sitePath(fullSlug: string): string {
  return fullSlug === "home" ? "/" : `/${fullSlug.replace(/\/$/, "")}`;
}

export type Found = { at: string; value: Record<string, unknown> };
/** Every object of a tree that `match` accepts, with its JSON path. */
export function collect(
  node: unknown,
  match: (o: Record<string, unknown>) => boolean,
  at = "$",
): Found[] {
  if (Array.isArray(node)) return node.flatMap((child, i) => collect(child, match, `${at}[${i}]`));
  if (node === null || typeof node !== "object") return [];
  const object = node as Record<string, unknown>;
  const own = match(object) ? [{ at, value: object }] : [];
  return [
    ...own,
    ...Object.entries(object).flatMap(([key, child]) => collect(child, match, `${at}.${key}`)),
  ];
}
