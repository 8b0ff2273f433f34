import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";

import type { Blok } from "@coop/contract/content";

import type { Db } from "../db/client.ts";
import { contentStories } from "../db/schema/content.ts";

export type TestStory = {
  fullSlug: string;
  name?: string;
  /** The default-language tree; a page with a title by default. */
  content?: Blok;
  es?: Blok | null;
  /** The draft when it differs from the published content. */
  draft?: { default: Blok; es?: Blok | null };
  published?: boolean;
  isFolder?: boolean;
  isStartpage?: boolean;
  position?: number;
  tags?: string[];
  sortByDate?: string | null;
  publishedAt?: Date;
};

/** Inserts a story straight into the content tables (published unless told), for tests. */
export async function insertStory(db: Db, story: TestStory): Promise<number> {
  const parts = story.fullSlug.replace(/\/+$/, "").split("/");
  const slug = story.isStartpage ? "" : (parts[parts.length - 1] ?? "");
  const name = story.name ?? (slug || parts[0] || "Home");
  const content: Blok = story.content ?? {
    _uid: randomUUID(),
    component: "page",
    title: name,
    body: [],
  };
  const tree = { default: content, es: story.es ?? null };
  const published = story.published !== false && !story.isFolder;
  const at = story.publishedAt ?? new Date("2026-11-20T12:00:00Z");
  const [row] = await db
    .insert(contentStories)
    .values({
      uuid: randomUUID(),
      isFolder: story.isFolder ?? false,
      isStartpage: story.isStartpage ?? false,
      name,
      slug,
      fullSlug: story.fullSlug,
      position: story.position ?? 0,
      tagList: story.tags ?? [],
      sortByDate: story.sortByDate ?? null,
      draft: story.draft ?? tree,
      published: published ? { name, slug, full_slug: story.fullSlug, content: tree } : null,
      publishedAt: published ? at : null,
      firstPublishedAt: published ? at : null,
    })
    .returning({ id: contentStories.id });
  return row!.id;
}

/** Changes a story's published content (as a publication would, without the events). */
export async function republish(db: Db, fullSlug: string, content: Blok): Promise<void> {
  const [row] = await db.select().from(contentStories).where(eq(contentStories.fullSlug, fullSlug));
  if (!row) throw new Error(`no story ${fullSlug}`);
  const published = {
    name: row.name,
    slug: row.slug,
    full_slug: fullSlug,
    content: { default: content, es: null },
  };
  await db
    .update(contentStories)
    .set({ published, draft: published.content, publishedAt: new Date() })
    .where(eq(contentStories.id, row.id));
}
