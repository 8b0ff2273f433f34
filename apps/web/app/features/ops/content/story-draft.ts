/**
 * The editor's copy of a story (`content-authoring.save-lock`): what the author changes, and the
 * body of the save, sent with the lock_version the story was loaded with (a story saved
 * meanwhile by someone else answers 409 and nothing is overwritten).
 */
import type { Blok } from "@coop/contract/content";
import type { OpsStory } from "@coop/contract/ops-content";

export type Draft = {
  name: string;
  slug: string;
  /** The tags as typed, comma-separated. */
  tags: string;
  sortByDate: string | null;
  content: { default: Blok; es: Blok | null };
};

export function draftOf(story: OpsStory): Draft {
  return {
    name: story.name,
    slug: story.slug,
    tags: story.tag_list.join(", "),
    sortByDate: story.sort_by_date,
    content: story.content as Draft["content"],
  };
}

export function tagsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(",")
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

/** Drops what the form keeps only while typing (an empty sku after a comma). */
function cleaned(tree: Blok): Blok {
  return JSON.parse(JSON.stringify(tree), (key, value: unknown) =>
    key === "skus" && Array.isArray(value)
      ? value.filter((s) => typeof s === "string" && s)
      : value,
  ) as Blok;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The PUT body of a save. An article's date is the story's date (the listings sort by it). */
export function saveBodyOf(draft: Draft, lockVersion: number) {
  const articleDate =
    draft.content.default.component === "news_article" ? draft.content.default.date : undefined;
  const sortByDate =
    typeof articleDate === "string"
      ? DAY.test(articleDate)
        ? articleDate
        : null
      : draft.sortByDate;
  return {
    name: draft.name.trim(),
    slug: draft.slug.trim(),
    tag_list: tagsOf(draft.tags),
    sort_by_date: sortByDate,
    content: {
      default: cleaned(draft.content.default),
      es: draft.content.es ? cleaned(draft.content.es) : null,
    },
    lock_version: lockVersion,
  };
}
