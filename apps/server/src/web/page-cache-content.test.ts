import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createLocalContentEvents } from "../modules/content/events.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { createPageCache, type RenderedPage } from "./page-cache.ts";
import { type PageKey, pageKeyOf } from "./page-key.ts";
import { PAGE_CACHE_HEADER } from "./register-web.ts";

const of = (url: string) =>
  pageKeyOf({ method: "GET", url, origin: "https://coop.test", cookie: undefined }, "v");

describe("the content pages in the page cache", () => {
  it("pagecache.content-pages: the content service's pages are kept; personal and search pages are not", () => {
    for (const url of [
      "/about",
      "/about/our-story",
      "/about/chicken-scoop",
      "/about/chicken-scoop/fryer-facts",
      "/news-and-community",
      "/news-and-community?page=2",
      "/news-and-community/fryers-for-food-banks-2026",
      "/foundation",
      "/foundation/grants",
      "/franchising/apply",
      "/chickenverse/games",
      "/welcometocoop/texas",
      "/expansion-menu",
      "/expansion-menu/items",
      "/expansion-menu/items/spicy-tenders",
      "/privacy-policy",
      "/some-landing-page",
    ]) {
      expect(of(url), url).not.toBeNull();
    }
    for (const url of [
      "/search",
      "/search?q=chicken",
      "/account",
      "/offers",
      "/about?x=1",
      "/news-and-community/a?page=2",
      "/Upper-Case",
      `/${"a".repeat(81)}`,
      "/about/a/b",
      "/foundation/a/b",
    ]) {
      expect(of(url), url).toBeNull();
    }
  });

  it("pagecache.content-clear: clearPaths drops every variant of those paths, and nothing else", async () => {
    const cache = createPageCache();
    const page = { cacheable: true, status: 200 } as RenderedPage;
    const keys: PageKey[] = [
      of("/about")!,
      pageKeyOf(
        { method: "GET", url: "/about", origin: "https://a.test", cookie: "lang=es" },
        "v",
      )!,
      of("/news-and-community?page=2")!,
      of("/menu")!,
    ];
    for (const key of keys) await cache.get(key, async () => page);
    expect(cache.size).toBe(4);
    cache.clearPaths(["/about", "/news-and-community"]);
    expect(cache.size).toBe(1);
    expect(cache.fresh(of("/menu")!)).toBe(page);
    cache.clearPaths("all");
    expect(cache.size).toBe(0);
  });
});

describe("pagecache.content-clear: a content change clears the cached pages it shows on, at once", () => {
  let t: TestApp;
  const events = createLocalContentEvents();
  let renders = 0;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      deps: {
        contentEvents: events,
        web: {
          pageCache: true,
          version: "b1",
          handle: async () => {
            renders += 1;
            return new Response(`<!doctype html><p>render ${renders}</p>`, {
              headers: { "content-type": "text/html; charset=utf-8" },
            });
          },
        },
      },
    });
  });
  afterAll(() => t.close());

  it("drops the pages of the change's paths; other pages stay; 'all' drops every page", async () => {
    const state = async (url: string) =>
      (await t.app.inject({ url })).headers[PAGE_CACHE_HEADER] as string;
    expect(await state("/about")).toBe("miss");
    expect(await state("/menu")).toBe("miss");
    expect(await state("/about")).toBe("hit");
    await events.publish({ paths: ["/", "/about"], cv: 2 });
    expect(await state("/about")).toBe("miss");
    expect(await state("/menu")).toBe("hit");
    await events.publish({ paths: "all", cv: 3 });
    expect(await state("/menu")).toBe("miss");
  });
});
