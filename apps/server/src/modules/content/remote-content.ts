import { type ContentStory, GLOBALS_FOLDER, SITE_STORIES_PER_PAGE } from "@coop/contract/content";
import type { PageContent } from "@coop/contract/load-context";

export type RemoteContentOptions = {
  /** The vendor's delivery API: its v2 base URL (CONTENT_API_URL). */
  url: string;
  /** Its public (published) access token (CONTENT_API_TOKEN). */
  token: string;
  /** How long one read may take (default 3 s). */
  timeoutMs?: number;
  /** How long an answer is reused (default 60 s): the vendor tells Coop of no change. */
  ttlMs?: number;
  nowMs?: () => number;
  fetch?: typeof fetch;
  /** Told about a failed read; the page then gets nothing (`content.failed-read`). */
  onError: (error: unknown) => void;
};

/**
 * The pages' content read from the vendor's delivery API (`content.remote-api`), when
 * CONTENT_API_URL and CONTENT_API_TOKEN are set: published stories only, the same queries the
 * built-in service answers, each answer kept a minute. A missing story is null; the vendor
 * down, slow (timeout) or answering an error is logged and answers nothing.
 */
export function createRemoteContent(options: RemoteContentOptions): PageContent {
  const base = options.url.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 3_000;
  const ttlMs = options.ttlMs ?? 60_000;
  const nowMs = options.nowMs ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  const kept = new Map<string, { until: number; value: Promise<Answer> }>();

  type Answer = { status: number; body: unknown; total: number };

  async function read(path: string, params: Record<string, string>): Promise<Answer> {
    const query = new URLSearchParams({ ...params, version: "published", token: options.token });
    const url = `${base}/${path}?${query.toString()}`;
    const hit = kept.get(url);
    if (hit && nowMs() < hit.until) return hit.value;
    const value = (async () => {
      const response = await doFetch(url, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 404) return { status: 404, body: null, total: 0 };
      if (!response.ok) {
        throw new Error(
          `the content API at ${base} answered ${response.status} to ${path} (CONTENT_API_URL)`,
        );
      }
      const body = (await response.json()) as unknown;
      return { status: 200, body, total: Number(response.headers.get("total") ?? 0) };
    })();
    kept.set(url, { until: nowMs() + ttlMs, value });
    // A failure is not kept: the next page asks again.
    value.catch(() => kept.delete(url));
    if (kept.size > 1000) kept.delete(kept.keys().next().value!);
    return value;
  }

  function languageParams(language: string): Record<string, string> {
    return language === "es" ? { language: "es" } : {};
  }

  async function story(fullSlug: string, language: string): Promise<ContentStory | null> {
    const path = `cdn/stories/${fullSlug.split("/").map(encodeURIComponent).join("/")}`;
    const answer = await read(path, languageParams(language));
    if (answer.status === 404) return null;
    const found = (answer.body as { story?: ContentStory } | null)?.story;
    if (!found || typeof found !== "object") {
      throw new Error(`the content API at ${base} answered ${path} without a story`);
    }
    return found;
  }

  return {
    async story(fullSlug, { language }) {
      try {
        return await story(fullSlug, language);
      } catch (error) {
        options.onError(error);
        return null;
      }
    },
    async stories(query) {
      try {
        const params: Record<string, string> = {
          starts_with: query.startsWith,
          page: String(query.page ?? 1),
          per_page: String(query.perPage ?? SITE_STORIES_PER_PAGE),
          ...languageParams(query.language),
        };
        if (query.excludingSlugs?.length) params.excluding_slugs = query.excludingSlugs.join(",");
        if (query.sortBy) params.sort_by = query.sortBy;
        if (query.withTag) params.with_tag = query.withTag;
        const answer = await read("cdn/stories", params);
        const stories = (answer.body as { stories?: ContentStory[] } | null)?.stories;
        if (!Array.isArray(stories)) {
          throw new Error(`the content API at ${base} answered cdn/stories without stories`);
        }
        return { stories, total: answer.total || stories.length };
      } catch (error) {
        options.onError(error);
        return { stories: [], total: 0 };
      }
    },
    async global(slug, language) {
      try {
        return await story(`${GLOBALS_FOLDER}/${slug}`, language);
      } catch (error) {
        options.onError(error);
        return null;
      }
    },
  };
}
