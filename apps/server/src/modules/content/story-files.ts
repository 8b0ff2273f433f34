import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

import { z } from "zod";

import type { Db } from "../../db/client.ts";
import { HttpError } from "../../http/http-error.ts";
import * as repo from "./authoring-repository.ts";
import { folderOf } from "./authoring-shape.ts";
import { checkStoryContent } from "./blok-check.ts";
import type { PublishedSnapshot } from "./story-shape.ts";

/** A story file that cannot be imported: the message names the file and what is wrong. */
export class StoryFileError extends Error {}

const blok = z.looseObject({ _uid: z.string().min(1).max(64), component: z.string().min(1) });

/**
 * `content.story-files`: one story (or folder) as a file, the format of `content:export`,
 * `content:import` and the demo content. The folder and slug come from the full slug; a
 * folder's start page is `folder/` with `is_startpage`.
 */
export const storyFileSchema = z.object({
  uuid: z.string().min(1).max(100),
  full_slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*\/?$/, {
    error: "must be lower-case segments of letters, digits and hyphens, joined by /",
  }),
  name: z.string().min(1).max(120),
  is_folder: z.boolean().default(false),
  is_startpage: z.boolean().default(false),
  position: z.number().int().default(0),
  tag_list: z.array(z.string().min(1).max(40)).max(20).default([]),
  sort_by_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .default(null),
  published: z.boolean().default(false),
  content: z.object({ default: blok, es: blok.nullable().default(null) }).nullable(),
});
export type StoryFile = z.infer<typeof storyFileSchema>;

/** Reads and checks one file's JSON; a StoryFileError names the file. */
export function parseStoryFile(text: string, name: string): StoryFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new StoryFileError(`${name} is not valid JSON.`);
  }
  const parsed = storyFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new StoryFileError(`${name}: ${issue.path.join(".") || "the file"} ${issue.message}`);
  }
  const file = parsed.data;
  const where = `${name} (${file.full_slug})`;
  if (file.is_folder !== (file.content === null))
    throw new StoryFileError(`${where}: a folder has "content": null and a story has content.`);
  if (file.is_startpage !== file.full_slug.endsWith("/"))
    throw new StoryFileError(
      `${where}: a start page's full slug ends with "/" (and only a start page's).`,
    );
  if (file.content) {
    try {
      checkStoryContent(file.content);
    } catch (error) {
      if (error instanceof HttpError) throw new StoryFileError(`${where}: ${error.message}`);
      throw error;
    }
  }
  return file;
}

/** Every `*.json` under `dir` (but its `assets/` folder) as story files, checked together. */
export function readStoryDir(dir: string): StoryFile[] {
  const files: StoryFile[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at).sort()) {
      const path = join(at, entry);
      if (statSync(path).isDirectory()) {
        if (!(at === dir && entry === "assets")) walk(path);
      } else if (entry.endsWith(".json") && !(at === dir && entry === "assets.json")) {
        files.push(parseStoryFile(readFileSync(path, "utf8"), relative(dir, path)));
      }
    }
  };
  walk(dir);
  return checkStorySet(files);
}

/** One uuid and one full slug per file; sorted so that folders come before what they hold. */
export function checkStorySet(files: StoryFile[]): StoryFile[] {
  const uuids = new Set<string>();
  const slugs = new Set<string>();
  for (const f of files) {
    if (uuids.has(f.uuid)) throw new StoryFileError(`Two files have the uuid ${f.uuid}.`);
    if (slugs.has(f.full_slug))
      throw new StoryFileError(`Two files have the full slug ${f.full_slug}.`);
    uuids.add(f.uuid);
    slugs.add(f.full_slug);
  }
  const depth = (f: StoryFile) =>
    f.full_slug.replace(/\/$/, "").split("/").length * 2 - (f.is_folder ? 1 : 0);
  return [...files].sort((a, b) => depth(a) - depth(b) || a.full_slug.localeCompare(b.full_slug));
}

/** JSON with sorted keys: the same value always gives the same text (jsonb reorders keys). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as object).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

const FOLDER_DRAFT = (uuid: string) => ({ default: { _uid: uuid, component: "folder" }, es: null });

/**
 * `content.story-files`: imports story files in the caller's transaction: a story is matched
 * by uuid and updated, or created; a full slug held by another uuid is refused by name; a
 * story's folder must be among the files or exist. A file equal to its story changes nothing,
 * so importing twice is importing once. A published file is published as it is.
 */
export async function importStoryFiles(tx: Db, files: StoryFile[], now: Date) {
  const counts = { created: 0, updated: 0, unchanged: 0 };
  for (const file of checkStorySet(files)) {
    const folder = folderOf(file.full_slug);
    const parentId = await repo.folderId(tx, folder);
    if (parentId === undefined)
      throw new StoryFileError(
        `${file.full_slug}: its folder "${folder}" is neither in the files nor in the database.`,
      );
    const segments = file.full_slug.replace(/\/$/, "").split("/");
    const slug = segments[segments.length - 1]!;
    const draft = file.content ?? FOLDER_DRAFT(file.uuid);
    const holder = await repo.findBySlug(tx, file.full_slug);
    if (holder && holder.uuid !== file.uuid)
      throw new StoryFileError(
        `${file.full_slug} is already the story "${holder.name}" (another uuid, ${holder.uuid}); rename or delete one of them.`,
      );
    const existing = holder ?? (await repo.findByUuid(tx, file.uuid));
    const shouldPublish = file.published && !file.is_folder;
    const snapshot: PublishedSnapshot | null = shouldPublish
      ? {
          name: file.name,
          slug,
          full_slug: file.full_slug,
          content: draft as PublishedSnapshot["content"],
        }
      : null;
    const values = {
      parentId,
      isFolder: file.is_folder,
      isStartpage: file.is_startpage,
      name: file.name,
      slug,
      fullSlug: file.full_slug,
      position: file.position,
      tagList: file.tag_list,
      sortByDate: file.sort_by_date,
      draft,
    };
    if (existing) {
      const same =
        canonical({ ...values, published: snapshot }) ===
        canonical({
          parentId: existing.parentId,
          isFolder: existing.isFolder,
          isStartpage: existing.isStartpage,
          name: existing.name,
          slug: existing.slug,
          fullSlug: existing.fullSlug,
          position: existing.position,
          tagList: existing.tagList,
          sortByDate: existing.sortByDate,
          draft: existing.draft,
          published: existing.published,
        });
      if (same) {
        counts.unchanged++;
        continue;
      }
      const updated = await repo.updateStory(tx, existing.id, {
        ...values,
        published: snapshot,
        publishedAt: snapshot ? now : null,
        firstPublishedAt: existing.firstPublishedAt ?? (snapshot ? now : null),
        publishAt: null,
        updatedAt: now,
        updatedBy: null,
        lockVersion: existing.lockVersion + 1,
      });
      await repo.insertVersion(tx, updated, "import", null, now);
      counts.updated++;
    } else {
      const created = await repo.insertStory(tx, {
        uuid: file.uuid,
        ...values,
        published: snapshot,
        publishedAt: snapshot ? now : null,
        firstPublishedAt: snapshot ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      await repo.insertVersion(tx, created, "import", null, now);
      counts.created++;
    }
  }
  return counts;
}

/** A story as a file: what the site shows when it is published, else the draft. */
export function toStoryFile(row: repo.StoryRecord): StoryFile {
  const published = row.published as PublishedSnapshot | null;
  return {
    uuid: row.uuid,
    full_slug: row.fullSlug,
    name: published?.name ?? row.name,
    is_folder: row.isFolder,
    is_startpage: row.isStartpage,
    position: row.position,
    tag_list: row.tagList,
    sort_by_date: row.sortByDate,
    published: published !== null,
    content: row.isFolder
      ? null
      : ((published?.content ?? row.draft) as NonNullable<StoryFile["content"]>),
  };
}

/** Where a story's file goes in an export: its full slug, a start page as `folder/_startpage`. */
export const storyFilePath = (fullSlug: string) =>
  `${fullSlug.endsWith("/") ? `${fullSlug}_startpage` : fullSlug}.json`;
