import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { insertStory, republish } from "../../test-support/content.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createLocalContentEvents } from "./events.ts";

const PREVIEW = "preview-token-for-the-tests-0123456789";
const events = createLocalContentEvents();
let t: TestApp;

const page = (title: string, extra: Record<string, unknown> = {}) => ({
  _uid: `uid-${title}`,
  component: "page",
  title,
  body: [],
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    config: { CONTENT_PREVIEW_TOKEN: PREVIEW },
    deps: { contentEvents: events },
  });
  const db = t.database.db;
  await insertStory(db, {
    fullSlug: "about",
    content: page("About us"),
    es: page("Sobre nosotros"),
  });
  await insertStory(db, { fullSlug: "news-and-community", isFolder: true });
  await insertStory(db, {
    fullSlug: "news-and-community/",
    isStartpage: true,
    content: page("News"),
  });
  for (let i = 1; i <= 30; i++) {
    const day = String(i).padStart(2, "0");
    await insertStory(db, {
      fullSlug: `news-and-community/article-${day}`,
      content: page(`Article ${day}`, { date: `2026-10-${day}` }),
      sortByDate: `2026-10-${day}`,
      position: 30 - i,
      tags: i % 2 === 0 ? ["even"] : ["odd"],
    });
  }
  await insertStory(db, { fullSlug: "globals/top-banner", content: page("Banner") });
  await insertStory(db, {
    fullSlug: "draft-only",
    published: false,
    content: page("Unpublished draft"),
  });
  await insertStory(db, {
    fullSlug: "franchising",
    content: page("Franchising"),
    draft: { default: page("Franchising (draft)") },
  });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `/api/content/v2/${url}`, headers });
const slugsOf = (body: string) =>
  (JSON.parse(body) as { stories: { full_slug: string }[] }).stories.map((s) => s.full_slug);

describe("the content delivery API", () => {
  it("content.stories-paging: 25 a page by default, at most 100, total and per-page headers", async () => {
    const first = await get("cdn/stories?starts_with=news-and-community/");
    expect(first.statusCode).toBe(200);
    expect(first.headers.total).toBe("31");
    expect(first.headers["per-page"]).toBe("25");
    expect(slugsOf(first.body)).toHaveLength(25);
    const second = await get("cdn/stories?starts_with=news-and-community/&page=2");
    expect(slugsOf(second.body)).toHaveLength(6);
    const past = await get("cdn/stories?starts_with=news-and-community/&page=9");
    expect(past.statusCode).toBe(200);
    expect(slugsOf(past.body)).toEqual([]);
    const all = await get("cdn/stories?per_page=100");
    expect(all.headers["per-page"]).toBe("100");
    expect(slugsOf(all.body)).toHaveLength(34);
    const tooMany = await get("cdn/stories?per_page=101");
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain("per_page");
  });

  it("content.stories-query: starts_with, excluding_slugs (exact and folder/*), with_tag; content.stories-sort: sort_by", async () => {
    const news = slugsOf(
      (await get("cdn/stories?starts_with=news-and-community/&per_page=3")).body,
    );
    // Newest sort_by_date first by default; the start page (no date) last.
    expect(news).toEqual([
      "news-and-community/article-30",
      "news-and-community/article-29",
      "news-and-community/article-28",
    ]);
    const excluded = slugsOf(
      (await get("cdn/stories?per_page=100&excluding_slugs=news-and-community/*,about")).body,
    );
    expect(excluded.sort()).toEqual(["franchising", "globals/top-banner"]);
    const odd = await get("cdn/stories?starts_with=news-and-community/&with_tag=odd,none");
    expect(odd.headers.total).toBe("15");
    const byPosition = slugsOf(
      (
        await get(
          "cdn/stories?starts_with=news-and-community/article&sort_by=position:asc&per_page=2",
        )
      ).body,
    );
    expect(byPosition).toEqual(["news-and-community/article-30", "news-and-community/article-29"]);
    const byDate = slugsOf(
      (
        await get(
          "cdn/stories?starts_with=news-and-community/&sort_by=content.date:asc&per_page=1&unknown=1",
        )
      ).body,
    );
    expect(byDate).toEqual(["news-and-community/article-01"]);
    const bad = await get("cdn/stories?sort_by=colour:asc");
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).message).toContain("sort_by");
    // Never a draft, never a folder.
    expect(slugsOf((await get("cdn/stories?per_page=100")).body)).not.toContain("draft-only");
  });

  it("content.story-by-slug: one story by its full slug, slashes and all; 404 naming it", async () => {
    const about = await get("cdn/stories/about");
    expect(about.statusCode).toBe(200);
    expect(JSON.parse(about.body).story.content.title).toBe("About us");
    const deep = await get("cdn/stories/news-and-community/article-07");
    expect(deep.statusCode).toBe(200);
    expect(JSON.parse(deep.body).story.full_slug).toBe("news-and-community/article-07");
    const folder = await get("cdn/stories/news-and-community");
    expect(JSON.parse(folder.body).story.content.title).toBe("News");
    const missing = await get("cdn/stories/news-and-community/nope");
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(missing.body).message).toContain("news-and-community/nope");
    expect((await get("cdn/stories/draft-only")).statusCode).toBe(404);
  });

  it("content.language-prefix: language=es and es/ answer the Spanish tree, the default where none", async () => {
    const es = JSON.parse((await get("cdn/stories/about?language=es")).body).story;
    expect(es.lang).toBe("es");
    expect(es.content.title).toBe("Sobre nosotros");
    expect(es.full_slug).toBe("es/about");
    const prefixed = JSON.parse((await get("cdn/stories/es/franchising")).body).story;
    expect(prefixed.lang).toBe("es");
    expect(prefixed.content.title).toBe("Franchising");
    const list = await get("cdn/stories?starts_with=es/news-and-community/&per_page=1");
    expect(JSON.parse(list.body).stories[0].lang).toBe("es");
  });

  it("content.draft-token: drafts need the preview token (401 without), published needs none", async () => {
    const none = await get("cdn/stories/franchising?version=draft");
    expect(none.statusCode).toBe(401);
    expect(JSON.parse(none.body).message).toContain("preview token");
    expect((await get("cdn/stories/franchising?version=draft&token=wrong")).statusCode).toBe(401);
    const draft = await get(`cdn/stories/franchising?version=draft&token=${PREVIEW}`);
    expect(draft.statusCode).toBe(200);
    expect(draft.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(draft.body).story.content.title).toBe("Franchising (draft)");
    const drafts = await get(`cdn/stories?version=draft&token=${PREVIEW}&per_page=100`);
    expect(slugsOf(drafts.body)).toContain("draft-only");
    const published = await get("cdn/stories/franchising?token=anything");
    expect(published.headers["cache-control"]).toBe("public, max-age=60");
    expect(JSON.parse(published.body).story.content.title).toBe("Franchising");
  });

  it("content.delivery-cache: one prepared answer per query (ETag, 304, br) until a content change", async () => {
    const first = await get("cdn/stories/about", { "accept-encoding": "br" });
    expect(first.headers["content-encoding"]).toBe("br");
    const etag = first.headers.etag as string;
    expect((await get("cdn/stories/about", { "if-none-match": etag })).statusCode).toBe(304);
    // The same URL again is answered from memory, before its query is parsed, the same bytes.
    expect((await get("cdn/stories/about", { "accept-encoding": "br" })).rawPayload).toEqual(
      first.rawPayload,
    );
    const cv = JSON.parse((await get("cdn/stories/about")).body).cv as number;
    await republish(t.database.db, "about", page("About Coop"));
    // Not told yet: the kept answer.
    expect(JSON.parse((await get("cdn/stories/about")).body).story.content.title).toBe("About us");
    await events.publish({ paths: ["/about"], cv: cv + 5 });
    const after = JSON.parse((await get("cdn/stories/about")).body);
    expect(after.story.content.title).toBe("About Coop");
    expect(after.cv).toBeGreaterThan(cv);
  });

  it("content.delivery-links: every published story and folder by uuid", async () => {
    const res = await get("cdn/links?starts_with=news-and-community");
    expect(res.statusCode).toBe(200);
    const links = Object.values(JSON.parse(res.body).links) as {
      slug: string;
      is_folder: boolean;
    }[];
    expect(links).toHaveLength(32);
    expect(links.find((l) => l.is_folder)?.slug).toBe("news-and-community");
    expect((await get("cdn/links?version=draft")).statusCode).toBe(401);
  });
});
