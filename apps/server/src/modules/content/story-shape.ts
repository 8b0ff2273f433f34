import type { Blok, ContentLanguage, ContentStory } from "@coop/contract/content";

/**
 * The published snapshot kept in `content_stories.published` (db/schema/content.ts): what the
 * site shows until the next publication.
 */
export type PublishedSnapshot = {
  name: string;
  slug: string;
  full_slug: string;
  content: { default: Blok; es: Blok | null };
};

/** The columns of a story row the delivery shape is made from. */
export type StoryRow = {
  id: number;
  uuid: string;
  parentId: number | null;
  isStartpage: boolean;
  position: number;
  tagList: string[];
  sortByDate: string | null;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  firstPublishedAt: Date | null;
};

/** "en-US" of the site is the content's "default" language; anything else it knows is itself. */
export function contentLanguageOf(language: string | undefined): ContentLanguage {
  return language === "es" ? "es" : "default";
}

/**
 * A story in the vendor's delivery shape, in one language: the
 * Spanish tree where there is one, else the default one.
 */
export function toDeliveryStory(
  row: StoryRow,
  version: { name: string; slug: string; full_slug: string; content: PublishedSnapshot["content"] },
  language: ContentLanguage,
): ContentStory {
  const content = (language === "es" ? version.content.es : null) ?? version.content.default;
  return {
    id: row.id,
    uuid: row.uuid,
    name: version.name,
    slug: version.slug,
    full_slug: version.full_slug,
    default_full_slug: version.full_slug,
    created_at: row.createdAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
    first_published_at: row.firstPublishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    sort_by_date: row.sortByDate,
    position: row.position,
    tag_list: row.tagList,
    is_startpage: row.isStartpage,
    parent_id: row.parentId,
    group_id: row.uuid,
    lang: language,
    path: null,
    release_id: null,
    meta_data: null,
    alternates: [],
    translated_slugs: null,
    content,
  };
}
