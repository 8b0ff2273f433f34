import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { sitemapPaths } from "./seo-routes.ts";
import { isCateringOnlyPath } from "./site-paths.ts";

// The demo chain's Bo Time Moments (data/content/bo-time-moments/) are pages of the catering
// site only: the consumer site's sitemap and search must not send anyone to their 404.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_ORIGIN: "https://coop.example" } });
});
afterAll(async () => t?.close());

describe("catering-only stories on the consumer site", () => {
  it("botime.catering-only: the folder and its stories are catering-only paths, nothing else", () => {
    expect(isCateringOnlyPath("/bo-time-moments")).toBe(true);
    expect(isCateringOnlyPath("/bo-time-moments/office-lunch-budget-day")).toBe(true);
    expect(isCateringOnlyPath("/bo-time-moments-extra")).toBe(false);
    expect(isCateringOnlyPath("/news-and-community/bo-time-moments")).toBe(false);
    expect(sitemapPaths(["bo-time-moments/", "bo-time-moments/x", "about"])).toEqual([
      "/",
      "/about",
      "/locations",
      "/menu",
      "/menu/nutrition",
      "/offers",
    ]);
  });

  it("botime.catering-only: the seeded stories are in neither the sitemap nor the site search", async () => {
    const sitemap = await t.app.inject({ url: "/sitemap.xml" });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain("https://coop.example/news-and-community");
    expect(sitemap.body).not.toContain("bo-time-moments");

    // Words of the seeded Bo Time Moments (a graduation, a homecoming, a softball banquet).
    for (const q of ["graduation", "homecoming", "softball"]) {
      const res = await t.app.inject({ url: `/api/v1/search?q=${q}` });
      expect(res.statusCode, q).toBe(200);
      const urls = (res.json() as { data: { results: { url: string }[] } }).data.results.map(
        (r) => r.url,
      );
      expect(
        urls.filter((u) => u.startsWith("/bo-time-moments")),
        q,
      ).toEqual([]);
    }
  });
});
