import { and, asc, desc, eq, ilike, like, or, type SQL, sql } from "drizzle-orm";

import type { StoryState } from "@coop/contract/ops-content";

import type { Db } from "../../db/client.ts";
import { contentStories, contentVersions } from "../../db/schema/content.ts";

export type StoryRecord = typeof contentStories.$inferSelect;
export type VersionKind = "save" | "publish" | "unpublish" | "restore" | "import";

const escapeLike = (s: string) => s.replace(/[%_\\]/g, "\\$&");

/** A story's state, in SQL: never published, published as the draft is, or changed since. */
export const stateSql = sql<StoryState>`case
  when ${contentStories.published} is null then 'draft'
  when ${contentStories.published}->'content' = ${contentStories.draft}
   and ${contentStories.published}->>'full_slug' = ${contentStories.fullSlug}
   and ${contentStories.published}->>'name' = ${contentStories.name} then 'published'
  else 'changed' end`;

export type StoryListFilter = {
  q?: string | undefined;
  folder?: string | undefined;
  state?: StoryState | undefined;
  page: number;
  perPage: number;
};

export async function listStories(db: Db, filter: StoryListFilter) {
  const where: SQL[] = [];
  if (filter.q) {
    const words = `%${escapeLike(filter.q)}%`;
    where.push(or(ilike(contentStories.name, words), ilike(contentStories.fullSlug, words))!);
  }
  if (filter.folder) where.push(like(contentStories.fullSlug, `${escapeLike(filter.folder)}/%`));
  if (filter.state) where.push(sql`${stateSql} = ${filter.state}`);
  const condition = where.length ? and(...where) : undefined;
  const rows = await db
    .select({ story: contentStories, state: stateSql })
    .from(contentStories)
    .where(condition)
    .orderBy(asc(contentStories.fullSlug))
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contentStories)
    .where(condition);
  return { rows, total: count?.n ?? 0 };
}

export async function findStory(db: Db, id: number, forUpdate = false) {
  const query = db
    .select({ story: contentStories, state: stateSql })
    .from(contentStories)
    .where(eq(contentStories.id, id));
  const [row] = await (forUpdate ? query.for("update", { of: contentStories }) : query);
  return row ?? null;
}

export async function findBySlug(db: Db, fullSlug: string): Promise<StoryRecord | null> {
  const [row] = await db.select().from(contentStories).where(eq(contentStories.fullSlug, fullSlug));
  return row ?? null;
}

export async function findByUuid(db: Db, uuid: string): Promise<StoryRecord | null> {
  const [row] = await db.select().from(contentStories).where(eq(contentStories.uuid, uuid));
  return row ?? null;
}

/** The folder a full slug names ("" is the root: null); undefined when there is no such folder. */
export async function folderId(db: Db, folder: string): Promise<number | null | undefined> {
  if (folder === "") return null;
  const [row] = await db
    .select({ id: contentStories.id })
    .from(contentStories)
    .where(and(eq(contentStories.fullSlug, folder), eq(contentStories.isFolder, true)));
  return row?.id;
}

export async function countInFolder(db: Db, fullSlug: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contentStories)
    .where(like(contentStories.fullSlug, `${escapeLike(fullSlug)}/%`));
  return row?.n ?? 0;
}

export async function insertStory(db: Db, values: typeof contentStories.$inferInsert) {
  const [row] = await db.insert(contentStories).values(values).returning();
  return row!;
}

/**
 * `content.lock-version`: the check and the bump in one UPDATE, so of two saves made from the
 * same lock_version exactly one wins. Null when the story was saved meanwhile (or is gone).
 */
export async function updateIfCurrent(
  db: Db,
  id: number,
  lockVersion: number,
  values: Partial<typeof contentStories.$inferInsert>,
): Promise<StoryRecord | null> {
  const [row] = await db
    .update(contentStories)
    .set({ ...values, lockVersion: sql`${contentStories.lockVersion} + 1` })
    .where(and(eq(contentStories.id, id), eq(contentStories.lockVersion, lockVersion)))
    .returning();
  return row ?? null;
}

export async function updateStory(
  db: Db,
  id: number,
  values: Partial<typeof contentStories.$inferInsert>,
): Promise<StoryRecord> {
  const [row] = await db
    .update(contentStories)
    .set(values)
    .where(eq(contentStories.id, id))
    .returning();
  return row!;
}

/** Moves the stories under a renamed folder along: `old/…` becomes `new/…`. */
export async function moveDescendants(db: Db, oldPrefix: string, newPrefix: string) {
  await db
    .update(contentStories)
    .set({
      fullSlug: sql`${newPrefix} || substr(${contentStories.fullSlug}, ${oldPrefix.length + 1})`,
    })
    .where(like(contentStories.fullSlug, `${escapeLike(oldPrefix)}/%`));
}

export async function deleteStory(db: Db, id: number) {
  await db.delete(contentStories).where(eq(contentStories.id, id));
}

export async function insertVersion(
  db: Db,
  story: Pick<StoryRecord, "id" | "name" | "slug" | "draft">,
  kind: VersionKind,
  createdBy: string | null,
  at: Date,
) {
  await db.insert(contentVersions).values({
    storyId: story.id,
    kind,
    name: story.name,
    slug: story.slug,
    content: story.draft,
    createdAt: at,
    createdBy,
  });
}

export async function listVersions(db: Db, storyId: number) {
  return db
    .select()
    .from(contentVersions)
    .where(eq(contentVersions.storyId, storyId))
    .orderBy(desc(contentVersions.id));
}

export async function findVersion(db: Db, storyId: number, versionId: number) {
  const [row] = await db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.storyId, storyId), eq(contentVersions.id, versionId)));
  return row ?? null;
}
