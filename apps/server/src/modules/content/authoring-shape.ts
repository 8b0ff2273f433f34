import { randomUUID } from "node:crypto";

import type {
  OpsStory,
  OpsStorySummary,
  StoryContent,
  StoryState,
} from "@coop/contract/ops-content";

import type { StoryRecord } from "./authoring-repository.ts";
import { sitePathOf } from "./site-paths.ts";

/** A story row with its state and the name of who changed it last. */
export type Joined = { story: StoryRecord; state: StoryState; updatedByName: string | null };

/** The folder part of a full slug ("" at the root). */
export const folderOf = (fullSlug: string) => {
  const trimmed = fullSlug.replace(/\/$/, "");
  const cut = trimmed.lastIndexOf("/");
  return fullSlug.endsWith("/") ? trimmed : cut < 0 ? "" : trimmed.slice(0, cut);
};

export const FOLDER_CONTENT = (uid: string) => ({
  default: { _uid: uid, component: "folder" },
  es: null,
});

export function starter(component: "page" | "news_article", name: string, today: string) {
  const _uid = randomUUID();
  const empty = { type: "doc", content: [] };
  return component === "page"
    ? { _uid, component, title: name, body: [] }
    : { _uid, component, title: name, teaser: "", date: today, body: empty };
}

export function summaryOf(row: Joined): OpsStorySummary {
  const { story } = row;
  const content = story.draft as StoryContent;
  return {
    id: story.id,
    name: story.name,
    slug: story.slug,
    full_slug: story.fullSlug,
    is_folder: story.isFolder,
    is_startpage: story.isStartpage,
    component: story.isFolder ? "" : content.default.component,
    state: row.state,
    published_at: story.publishedAt?.toISOString() ?? null,
    publish_at: story.publishAt?.toISOString() ?? null,
    updated_at: story.updatedAt.toISOString(),
    updated_by: row.updatedByName,
    tag_list: story.tagList,
    site_path: story.isFolder ? null : sitePathOf(story.fullSlug),
  };
}

export function storyOf(row: Joined): OpsStory {
  return {
    ...summaryOf(row),
    parent_id: row.story.parentId,
    position: row.story.position,
    sort_by_date: row.story.sortByDate,
    content: row.story.draft as StoryContent,
    lock_version: row.story.lockVersion,
  };
}

export const brief = (s: StoryRecord) => ({ name: s.name, full_slug: s.fullSlug });
