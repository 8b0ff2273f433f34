import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";

import type { PageContent, PageLoadContext } from "@coop/contract/load-context";
import type { MenuResponse } from "@coop/contract/menus";

import { pageContext } from "../../lib/page-context.ts";
import { candidateSlugs, loadStoryPage, requireStoryPage } from "./load-story.ts";
import { aboutStory, fakeContent, newsArticle, newsStart, storyOf } from "./test-fixtures.ts";
import { globalClassOf, loadLayoutContent, topBannerOf } from "./top-banner.tsx";

function contextWith(content: PageContent, menu: MenuResponse | null | Error = null) {
  const value: PageLoadContext = {
    menus: {
      get: async () => {
        if (menu instanceof Error) throw menu;
        return menu;
      },
    },
    offers: { publicOffers: async () => [] },
    content,
    mapTiles: { url: "", attribution: "" },
    auth: { sso: { enabled: false, label: null }, botCheck: null },
    api: { fetch: () => Promise.reject(new Error("no API in this test")) },
    cspNonce: undefined,
  };
  return new RouterContextProvider(new Map([[pageContext, value]]));
}

const args = (url: string, context: RouterContextProvider, cookie?: string) => ({
  request: new Request(url, cookie ? { headers: { cookie } } : undefined),
  url: new URL(url),
  context,
});

async function statusOf(promise: Promise<unknown>): Promise<number | undefined> {
  const thrown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  return (thrown as { init?: { status?: number } } | undefined)?.init?.status;
}

const articles = Array.from({ length: 20 }, (_, i) => newsArticle(i + 1));

describe("content page loaders", () => {
  it("content-page.story-path: a path is its story or its folder's start page; / is home; globals are no page", () => {
    expect(candidateSlugs("/about")).toEqual(["about", "about/"]);
    expect(candidateSlugs("/about/chicken-scoop/")).toEqual([
      "about/chicken-scoop",
      "about/chicken-scoop/",
    ]);
    expect(candidateSlugs("/")).toEqual(["home"]);
    expect(candidateSlugs("/home")).toEqual([]);
    expect(candidateSlugs("/globals/top-banner")).toEqual([]);
    expect(candidateSlugs("/globals")).toEqual([]);
    expect(candidateSlugs("/%E0%A4%A")).toEqual([]);
  });

  it("content-page.story-page: /about shows the folder's start page in the request's language", async () => {
    const spanish = storyOf("about/", { component: "page", title: "Sobre Coop", body: [] });
    const content = fakeContent([aboutStory], { "about/": spanish });
    const context = contextWith(content);
    const en = await loadStoryPage(args("https://coop.example/about", context));
    expect(en?.story.content).toMatchObject({ title: "About Coop" });
    expect(en).toMatchObject({ path: "/about", origin: "https://coop.example", language: "en-US" });
    const es = await loadStoryPage(args("https://coop.example/about?lang=es", context));
    expect(es?.story.content).toMatchObject({ title: "Sobre Coop" });
    const cookie = await loadStoryPage(args("https://coop.example/about", context, "lang=es"));
    expect(cookie?.language).toBe("es");
    expect(content.calls).toContainEqual([
      "story",
      "about/",
      { language: "es", preview: undefined },
    ]);
  });

  it("content-page.story-page: no published story (or a failed read) is a 404", async () => {
    const context = contextWith(fakeContent([aboutStory]));
    expect(await statusOf(requireStoryPage(args("https://coop.example/nope", context)))).toBe(404);
    const banner = storyOf("globals/top-banner", {
      component: "top_banner",
      active: true,
      text: "x",
    });
    const withGlobal = contextWith(fakeContent([banner]));
    expect(
      await statusOf(requireStoryPage(args("https://coop.example/globals/top-banner", withGlobal))),
    ).toBe(404);
    const odd = contextWith(fakeContent([storyOf("odd", { component: "top_banner" })]));
    expect(await statusOf(requireStoryPage(args("https://coop.example/odd", odd)))).toBe(404);
  });

  it("content-page.story-page: a client navigation's data request reads the page's path, not /about.data", async () => {
    const context = contextWith(fakeContent([aboutStory]));
    const page = await loadStoryPage({
      request: new Request("https://coop.example/about.data"),
      url: new URL("https://coop.example/about"),
      context,
    });
    expect(page?.story.full_slug).toBe("about/");
  });

  it("content-page.preview: a preview ticket is passed to the content and marks the page", async () => {
    const content = fakeContent([aboutStory]);
    const page = await loadStoryPage(
      args("https://coop.example/about?coop_preview=ticket-1", contextWith(content)),
    );
    expect(page?.preview).toBe(true);
    expect(content.calls).toContainEqual([
      "story",
      "about",
      { language: "en-US", preview: "ticket-1" },
    ]);
    const response = await requireStoryPage(
      args("https://coop.example/about?coop_preview=t", contextWith(content)),
    );
    expect(new Headers(response.init?.headers).get("Cache-Control")).toBe("private, no-store");
  });

  it("content-page.article-paging: 9 articles a page, newest first, without the start page; real page numbers", async () => {
    const content = fakeContent([newsStart, ...articles]);
    const context = contextWith(content);
    const first = await loadStoryPage(args("https://coop.example/news-and-community", context));
    const list = first?.lists.list;
    expect(list).toMatchObject({
      page: 1,
      pageCount: 3,
      total: 20,
      folderPath: "/news-and-community",
    });
    expect(list?.articles.map((a) => a.title)).toEqual(
      [20, 19, 18, 17, 16, 15, 14, 13, 12].map((n) => `Story ${n}`),
    );
    expect(list?.articles[0]).toMatchObject({
      path: "/news-and-community/story-20",
      teaser: "Teaser 20",
      date: "2026-01-20",
    });
    const third = await loadStoryPage(
      args("https://coop.example/news-and-community?page=3", context),
    );
    expect(third?.lists.list?.articles.map((a) => a.title)).toEqual(["Story 2", "Story 1"]);
    expect(content.calls).toContainEqual([
      "stories",
      expect.objectContaining({
        startsWith: "news-and-community/",
        page: 3,
        perPage: 9,
        excludingSlugs: ["news-and-community/"],
      }),
    ]);
  });

  it("content-page.article-paging: a page past the last, or not a number, is a 404", async () => {
    const context = contextWith(fakeContent([newsStart, ...articles, aboutStory]));
    for (const url of [
      "https://coop.example/news-and-community?page=4",
      "https://coop.example/news-and-community?page=0",
      "https://coop.example/news-and-community?page=abc",
      "https://coop.example/about?page=2",
    ]) {
      expect(await statusOf(requireStoryPage(args(url, context))), url).toBe(404);
    }
  });

  it("content-page.featured-products: read from the default menu by sku; a menu failure leaves them out", async () => {
    const home = storyOf("home", {
      component: "page",
      title: "Home",
      body: [{ _uid: "p", component: "featured_products", skus: ["101"] }],
    });
    const product = {
      id: 1,
      sku: "101",
      name: "Two Piece",
      description: "Dark meat",
      cost: 7.49,
      basecalories: 500,
      maxcalories: 600,
      allergens: [],
      images: [
        { filename: "a.png", groupname: "other", url: "/a.png" },
        { filename: "b.png", groupname: "mobile-webapp-menu", url: "/b.png" },
      ],
      availability: { now: true, sold_out: false, windows: [] },
      max_quantity: 10,
      has_options: false,
      serves: null,
    };
    const menu: MenuResponse = {
      id: "default",
      base_menu: "default",
      kind: "default",
      name: "Menu",
      location_id: null,
      timezone: "America/New_York",
      categories: [{ id: 1, name: "Chicken", description: "", products: [product] }],
    };
    const page = await loadStoryPage(
      args("https://coop.example/", contextWith(fakeContent([home]), menu)),
    );
    expect(page?.products).toEqual({
      "101": {
        sku: "101",
        name: "Two Piece",
        description: "Dark meat",
        cost: 7.49,
        image: "/b.png",
      },
    });
    const failing = await loadStoryPage(
      args("https://coop.example/", contextWith(fakeContent([home]), new Error("down"))),
    );
    expect(failing?.products).toEqual({});
  });

  it("content-page.top-banner, content-page.global-class: the layout reads the active banner and the global class in the page's language", async () => {
    const banner = storyOf("globals/top-banner", {
      component: "top_banner",
      active: true,
      text: "Biscuit month!",
      link_label: "See more",
      link: { linktype: "story", url: "", cached_url: "biscuit-month" },
    });
    const options = storyOf("globals/site-options", {
      component: "site_options",
      global_class: "theme-biscuit-month",
    });
    const content = fakeContent([banner, options]);
    expect(await loadLayoutContent(content, "es")).toEqual({
      topBanner: {
        text: "Biscuit month!",
        linkLabel: "See more",
        link: { linktype: "story", url: "", cached_url: "biscuit-month" },
      },
      globalClass: "theme-biscuit-month",
    });
    expect(content.calls).toEqual([
      ["global", "top-banner", "es"],
      ["global", "site-options", "es"],
    ]);
    const off = storyOf("globals/top-banner", {
      component: "top_banner",
      active: false,
      text: "x",
    });
    expect(topBannerOf(off)).toBeNull();
    expect(topBannerOf(null)).toBeNull();
    expect(globalClassOf(null)).toBe("");
    expect(await loadLayoutContent(fakeContent([]), "en-US")).toEqual({
      topBanner: null,
      globalClass: "",
    });
  });
});
