import { createHash, timingSafeEqual } from "node:crypto";

import {
  linksResponseSchema,
  STORIES_DEFAULT_PER_PAGE,
  STORIES_MAX_PER_PAGE,
  storiesResponseSchema,
  storyResponseSchema,
} from "@coop/contract/content";

import { checkedJson } from "../../http/checked-json.ts";
import { type PreparedJson, prepareJson } from "../../http/conditional.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import type { DeliveryEntry, DeliveryRepository } from "./delivery-repository.ts";
import type { ContentEvents } from "./events.ts";
import {
  deliveryStoryOf,
  findStory,
  languageOf,
  linksOf,
  listOf,
  queryStories,
  type StoriesQuery,
} from "./story-query.ts";

/** A delivery answer, serialized and compressed once (`content.delivery-cache`). */
export type DeliveryAnswer = {
  body: PreparedJson;
  /** The vendor's paging headers (strings), on a list. */
  headers: Record<string, string>;
  cacheControl: string;
};

type RawQuery = Record<string, unknown> & {
  token?: string | undefined;
  version?: "published" | "draft" | undefined;
  language?: string | undefined;
};

export type DeliveryService = {
  /** GET cdn/stories; `url`, the request's, finds the answer again before validation. */
  stories(query: RawQuery, url?: string): Promise<DeliveryAnswer>;
  /** GET cdn/stories/{full_slug}. */
  story(fullSlug: string, query: RawQuery, url?: string): Promise<DeliveryAnswer>;
  /** GET cdn/links. */
  links(query: RawQuery, url?: string): Promise<DeliveryAnswer>;
  /**
   * The published answer made for this very request URL, without parsing it (the hot path of
   * the vendor's client, which repeats the same URLs); undefined when none is kept.
   */
  cachedUrl(url: string): DeliveryAnswer | undefined;
  /** An answer already kept for this request, without waiting (the hot path); else undefined. */
  cached(
    kind: "stories" | "story" | "links",
    query: RawQuery,
    fullSlug?: string,
  ): DeliveryAnswer | undefined;
  /** The published stories, loaded once per publication (the page context reads them too). */
  published(): Promise<{ entries: DeliveryEntry[]; cv: number }>;
  /** The cache version now. */
  cv(): number;
};

export type DeliveryServiceOptions = {
  repository: DeliveryRepository;
  events: ContentEvents;
  /** The token that reads drafts (`previewTickets.previewToken`). */
  previewToken: string;
  /**
   * How long the published stories are trusted without an event (default 60 s): a change
   * another process made while Redis was lost still shows within that time.
   */
  ttlMs?: number;
  /** Most answers kept (default 500; then the cache starts over). */
  maxAnswers?: number;
  nowMs?: () => number;
};

const PUBLISHED_CACHE = "public, max-age=60";
const DRAFT_CACHE = "no-store";
const STORIES_ROUTE = { method: "GET", url: "/api/content/v2/cdn/stories" };
const STORY_ROUTE = { method: "GET", url: "/api/content/v2/cdn/stories/:full_slug" };
const LINKS_ROUTE = { method: "GET", url: "/api/content/v2/cdn/links" };

/** The parameters that change an answer, in a fixed order (token and cv do not). */
const KEY_PARAMS = [
  "starts_with",
  "page",
  "per_page",
  "excluding_slugs",
  "by_slugs",
  "sort_by",
  "with_tag",
  "is_startpage",
  "language",
] as const;

function keyOf(kind: string, query: RawQuery, fullSlug = ""): string {
  const parts = [kind, fullSlug];
  for (const name of KEY_PARAMS) parts.push(query[name] === undefined ? "" : String(query[name]));
  return parts.join("\n");
}

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/**
 * The delivery API over the content tables (`content.delivery-api`). Published stories are
 * loaded once and queried in memory; each answer is serialized, checked and compressed once per
 * query and kept until the next content change (`content.delivery-cache`), told by the content
 * events of every process. Drafts are read fresh each time, with the preview token only.
 */
export function createDeliveryService(options: DeliveryServiceOptions): DeliveryService {
  const { repository, previewToken } = options;
  const ttlMs = options.ttlMs ?? 60_000;
  const maxAnswers = options.maxAnswers ?? 500;
  const nowMs = options.nowMs ?? Date.now;
  const previewDigest = digest(previewToken);

  let snapshot: { entries: DeliveryEntry[]; cv: number; until: number } | undefined;
  let loading: Promise<{ entries: DeliveryEntry[]; cv: number }> | undefined;
  let generation = 0;
  // The vendor's cache version: the latest publication's second, or later when told of one.
  let cv = 0;
  const answers = new Map<string, DeliveryAnswer>();
  // The same answers by the request URL that asked for them (published ones only).
  const byUrl = new Map<string, DeliveryAnswer>();

  function forget(): void {
    generation += 1;
    snapshot = undefined;
    loading = undefined;
    answers.clear();
    byUrl.clear();
  }

  options.events.subscribe((change) => {
    cv = Math.max(cv + 1, change.cv);
    forget();
  });

  function published(): Promise<{ entries: DeliveryEntry[]; cv: number }> {
    if (snapshot && nowMs() < snapshot.until) return Promise.resolve(snapshot);
    if (loading) return loading;
    const startedIn = generation;
    const load = repository.load("published").then((entries) => {
      for (const { row } of entries) {
        if (row.publishedAt) cv = Math.max(cv, Math.floor(row.publishedAt.getTime() / 1000));
      }
      if (startedIn === generation) {
        if (snapshot) {
          answers.clear();
          byUrl.clear();
        }
        snapshot = { entries, cv, until: nowMs() + ttlMs };
        loading = undefined;
      }
      return { entries, cv };
    });
    load.catch(() => {
      if (loading === load) loading = undefined;
    });
    loading = load;
    return load;
  }

  /** `content.draft-token`: a draft read needs the preview token; a published one needs none. */
  function versionOf(query: RawQuery): "published" | "draft" {
    if (query.version !== "draft") return "published";
    const token = typeof query.token === "string" ? query.token : "";
    if (!timingSafeEqual(digest(token), previewDigest)) {
      throw new HttpError(
        401,
        token === ""
          ? "Drafts need the preview token: add token=<the preview token> (or ask for version=published)."
          : "That token does not read drafts: use the preview token (CONTENT_PREVIEW_TOKEN), or ask for version=published.",
      );
    }
    return "draft";
  }

  async function entriesOf(version: "published" | "draft") {
    if (version === "draft") return { entries: await repository.load("draft"), cv };
    return published();
  }

  function keep(
    key: string,
    answer: DeliveryAnswer,
    startedIn: number,
    url: string | undefined,
  ): DeliveryAnswer {
    if (startedIn !== generation) return answer;
    if (answers.size >= maxAnswers) answers.clear();
    answers.set(key, answer);
    if (url !== undefined && url.length <= 2000) {
      if (byUrl.size >= maxAnswers) byUrl.clear();
      byUrl.set(url, answer);
    }
    return answer;
  }

  function cached(kind: string, query: RawQuery, fullSlug?: string) {
    if (query.version === "draft" || !snapshot || nowMs() >= snapshot.until) return undefined;
    return answers.get(keyOf(kind, query, fullSlug));
  }

  return {
    cached,
    cachedUrl(url) {
      if (byUrl.size === 0 || !snapshot || nowMs() >= snapshot.until) return undefined;
      return byUrl.get(url);
    },
    published,
    cv: () => cv,

    async stories(query, url) {
      const version = versionOf(query);
      const hit = cached("stories", query);
      if (hit) return hit;
      const startedIn = generation;
      const { entries, cv: at } = await entriesOf(version);
      const { slug: startsWith, language } = languageOf(
        String(query.starts_with ?? ""),
        query.language,
      );
      const isStartpage = query.is_startpage;
      const perPage = Math.min(
        Number(query.per_page ?? STORIES_DEFAULT_PER_PAGE),
        STORIES_MAX_PER_PAGE,
      );
      const q: StoriesQuery = {
        startsWith,
        page: Number(query.page ?? 1),
        perPage,
        excludingSlugs: listOf(query.excluding_slugs as string | undefined),
        bySlugs: listOf(query.by_slugs as string | undefined),
        withTag: listOf(query.with_tag as string | undefined),
        isStartpage:
          isStartpage === undefined ? undefined : isStartpage === "1" || isStartpage === "true",
        sortBy: query.sort_by as string | undefined,
        language,
        prefixLanguage: true,
      };
      const { stories, total } = queryStories(entries, q);
      const body = prepareJson(
        checkedJson(storiesResponseSchema, { stories, cv: at, rels: [], links: [] }, STORIES_ROUTE),
      );
      const answer = {
        body,
        headers: { total: String(total), "per-page": String(perPage) },
        cacheControl: version === "draft" ? DRAFT_CACHE : PUBLISHED_CACHE,
      };
      return version === "draft" ? answer : keep(keyOf("stories", query), answer, startedIn, url);
    },

    async story(fullSlug, query, url) {
      const version = versionOf(query);
      const hit = cached("story", query, fullSlug);
      if (hit) return hit;
      const startedIn = generation;
      const { entries, cv: at } = await entriesOf(version);
      const { slug, language } = languageOf(fullSlug, query.language);
      const entry = findStory(entries, slug);
      if (!entry) {
        throw notFound(
          `There is no ${version === "draft" ? "" : "published "}story at "${fullSlug}". ` +
            "Check the full slug (folder/slug), or list the stories with cdn/stories?starts_with=.",
        );
      }
      const story = deliveryStoryOf(entry, language, true);
      const body = prepareJson(
        checkedJson(storyResponseSchema, { story, cv: at, rels: [], links: [] }, STORY_ROUTE),
      );
      const answer = {
        body,
        headers: {},
        cacheControl: version === "draft" ? DRAFT_CACHE : PUBLISHED_CACHE,
      };
      return version === "draft"
        ? answer
        : keep(keyOf("story", query, fullSlug), answer, startedIn, url);
    },

    async links(query, url) {
      const version = versionOf(query);
      const hit = cached("links", query);
      if (hit) return hit;
      const startedIn = generation;
      const { entries } = await entriesOf(version);
      const startsWith = String(query.starts_with ?? "");
      const links = linksOf(entries, startsWith);
      const body = prepareJson(checkedJson(linksResponseSchema, { links }, LINKS_ROUTE));
      const answer = {
        body,
        headers: {},
        cacheControl: version === "draft" ? DRAFT_CACHE : PUBLISHED_CACHE,
      };
      return version === "draft" ? answer : keep(keyOf("links", query), answer, startedIn, url);
    },
  };
}
