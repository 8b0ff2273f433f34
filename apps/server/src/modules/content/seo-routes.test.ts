import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { insertStory } from "../../test-support/content.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { sitemapPaths } from "./seo-routes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { PUBLIC_ORIGIN: "https://coop.example" } });
  const db = t.database.db;
  await insertStory(db, { fullSlug: "about" });
  await insertStory(db, { fullSlug: "news-and-community/", isStartpage: true });
  await insertStory(db, { fullSlug: "news-and-community/fryers-for-food-banks-2026" });
  await insertStory(db, { fullSlug: "news-and-community/unpublished", published: false });
  await insertStory(db, {
    fullSlug: "globals/top-banner",
    content: { _uid: "b", component: "top_banner", active: true, text: "Hi" },
  });
});
afterAll(async () => t?.close());

describe("the SEO files and the content data files", () => {
  it("seo.sitemap: every published page and the built public pages; no global, draft or personal page", async () => {
    const res = await t.app.inject({ url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      "https://coop.example/",
      "https://coop.example/about",
      "https://coop.example/locations",
      "https://coop.example/menu",
      "https://coop.example/menu/nutrition",
      "https://coop.example/news-and-community",
      "https://coop.example/news-and-community/fryers-for-food-banks-2026",
      "https://coop.example/offers",
    ]);
    expect(sitemapPaths(["account/x", "ops", "home", "globals/menus"])).not.toContain("/ops");
    expect(sitemapPaths(["account/x"])).not.toContain("/account/x");
  });

  it("seo.robots: everyone may crawl; /ops, /account, /order and /api are off; the sitemap is named", async () => {
    const res = await t.app.inject({ url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.body).toBe(
      "User-agent: *\nAllow: /\nDisallow: /ops\nDisallow: /account\nDisallow: /order\n" +
        "Disallow: /api\n\nSitemap: https://coop.example/sitemap.xml\n",
    );
  });

  it("content.data-files: /_data/{slug}.json is the published global story, cacheable; 404 when none", async () => {
    const res = await t.app.inject({ url: "/_data/top-banner.json" });
    expect(res.statusCode).toBe(200);
    expect(res.json().story.full_slug).toBe("globals/top-banner");
    expect(res.json().story.content.text).toBe("Hi");
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    const etag = res.headers.etag as string;
    const again = await t.app.inject({
      url: "/_data/top-banner.json",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    const missing = await t.app.inject({ url: "/_data/jobs.json" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain("globals/jobs");
    expect((await t.app.inject({ url: "/_data/../x.json" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/_data/Top.json" })).statusCode).toBe(404);
  });
});
