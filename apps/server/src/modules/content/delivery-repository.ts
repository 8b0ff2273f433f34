import { asc, eq } from "drizzle-orm";

import type { Blok } from "@coop/contract/content";

import type { Db } from "../../db/client.ts";
import { contentStories } from "../../db/schema/content.ts";
import type { PublishedSnapshot, StoryRow } from "./story-shape.ts";

/** One version of a story the delivery reads: its row and the snapshot it shows. */
export type DeliveryEntry = {
  row: StoryRow & { isFolder: boolean };
  version: PublishedSnapshot;
  /** Whether the story is published (a draft read lists unpublished stories too). */
  published: boolean;
};

/** Every story and folder of one version (published or draft), in id order. */
export type DeliveryRepository = {
  load(version: "published" | "draft"): Promise<DeliveryEntry[]>;
  /** The id of the story at a full slug, published or not (a preview names a story by id). */
  storyIdOf(fullSlug: string): Promise<number | null>;
};

type Row = typeof contentStories.$inferSelect;

function draftOf(row: Row): PublishedSnapshot {
  const draft = (row.draft ?? {}) as { default?: Blok; es?: Blok | null };
  return {
    name: row.name,
    slug: row.slug,
    full_slug: row.fullSlug,
    content: {
      default: draft.default ?? { _uid: row.uuid, component: "page" },
      es: draft.es ?? null,
    },
  };
}

/**
 * The content tables as the delivery API reads them: the whole tree at once (a chain's site
 * is hundreds of stories, not millions), which the delivery service keeps in memory and queries
 * there until the next publication.
 */
export function createDeliveryRepository(db: Db): DeliveryRepository {
  return {
    async load(version) {
      const rows = await db.select().from(contentStories).orderBy(asc(contentStories.id));
      const entries: DeliveryEntry[] = [];
      for (const row of rows) {
        const published = row.published as PublishedSnapshot | null;
        // Folders have no content: they are listed (links) whether published or not.
        if (version === "published" && !published && !row.isFolder) continue;
        entries.push({
          row,
          version: version === "published" && published ? published : draftOf(row),
          published: published !== null,
        });
      }
      return entries;
    },
    async storyIdOf(fullSlug) {
      const [row] = await db
        .select({ id: contentStories.id })
        .from(contentStories)
        .where(eq(contentStories.fullSlug, fullSlug))
        .limit(1);
      return row?.id ?? null;
    },
  };
}
