// Every content page of the demo chain in the built app, as a visitor sees it: at 375 and
// 1280 px, in English and Spanish, the page answers 200, its heading is the story's title in
// that language (read through the content service's delivery API), axe finds nothing, and the
// browser reports no error (`content.pages-render`).
import { describe, expect, it } from "vitest";

import {
  axeViolations,
  baseUrl,
  browserPerFile,
  viewports,
  waitHydrated,
  watchedPage,
} from "./support/browser.ts";

const browser = browserPerFile();

type Story = { full_slug: string; is_startpage: boolean; content: { title?: string } };

/** The published stories under a folder, in a language, through the vendor-shaped API. */
async function storiesUnder(startsWith: string, language: "default" | "es"): Promise<Story[]> {
  const url = new URL(`${baseUrl()}/api/content/v2/cdn/stories`);
  url.searchParams.set("starts_with", startsWith);
  url.searchParams.set("per_page", "100");
  if (language === "es") url.searchParams.set("language", "es");
  const res = await fetch(url);
  expect(res.status, `GET ${url.pathname}${url.search}`).toBe(200);
  return ((await res.json()) as { stories: Story[] }).stories;
}

/** The site path of a story (a folder's start page shows at the folder's path). */
const sitePath = (fullSlug: string) =>
  fullSlug === "home" ? "/" : `/${fullSlug.replace(/\/+$/, "")}`;

// One page of each kind the content map names (start pages, sub-pages, articles, root pages and
// the catch-all), read from the published content so the test follows the demo data.
const wanted = [
  "about/",
  "about/our-story",
  "about/chicken-scoop/",
  "news-and-community/",
  "news-and-community/fryers-for-food-banks-2026",
  "foundation/",
  "franchising/",
  "franchising/requirements",
  "chickenverse/",
  "welcometocoop/",
  "in-the-community",
  "community-relations",
  "media-resources",
  "biscuit-month",
  "gift",
  "digital-gifting",
  "terms-of-use",
  "privacy-policy",
  "refund",
  "technical-support",
  "allergens",
];

describe("content.pages-render: the content pages in the built app", () => {
  for (const language of ["default", "es"] as const) {
    for (const viewport of ["mobile", "desktop"] as const) {
      it(`content.pages-render: every content page at ${viewports[viewport].width} px in ${language === "es" ? "Spanish" : "English"} shows its story, axe-clean`, async () => {
        // With `language=es` the delivery API names each story with the vendor's `es/` prefix.
        const all = (await storiesUnder("", language)).map((s) => ({
          ...s,
          full_slug: s.full_slug.replace(/^es\//, ""),
        }));
        const bySlug = new Map(all.map((s) => [s.full_slug, s]));
        // An article of the Chicken Scoop, whichever the demo content has.
        const scoop = all.find(
          (s) => s.full_slug.startsWith("about/chicken-scoop/") && !s.is_startpage,
        );
        const slugs = [...wanted, ...(scoop ? [scoop.full_slug] : [])];
        const missing = slugs.filter((slug) => !bySlug.has(slug));
        expect(missing, "stories of the content map missing from the demo content").toEqual([]);

        const { page, context, problems } = await watchedPage(browser(), viewports[viewport]);
        if (language === "es") {
          await context.addCookies([{ name: "lang", value: "es", url: baseUrl() }]);
        }
        const failures: string[] = [];
        for (const slug of slugs) {
          const story = bySlug.get(slug)!;
          const path = sitePath(slug);
          const response = await page.goto(`${baseUrl()}${path}`);
          if (response?.status() !== 200) {
            failures.push(`${path}: status ${response?.status()}`);
            continue;
          }
          await waitHydrated(page);
          const heading = (await page.locator("h1").first().innerText()).trim();
          if (story.content.title && heading !== story.content.title.trim())
            failures.push(
              `${path}: h1 "${heading}" is not the story's title "${story.content.title}"`,
            );
          const lang = await page.locator("html").getAttribute("lang");
          if (lang !== (language === "es" ? "es" : "en-US"))
            failures.push(`${path}: html lang ${lang}`);
          for (const violation of await axeViolations(page)) failures.push(`${path}: ${violation}`);
        }
        await context.close();
        expect(failures).toEqual([]);
        expect(problems).toEqual([]);
      });
    }
  }

  it("content.pages-render: an unknown slug answers the 404 page with its texts", async () => {
    const { page, context, problems } = await watchedPage(browser());
    const response = await page.goto(`${baseUrl()}/no-such-story-here`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(
      "Whoops! You flew the coop.",
    );
    await context.close();
    expect(
      problems.filter((p) => !p.includes("the server responded with a status of 404")),
    ).toEqual([]);
  });
});
