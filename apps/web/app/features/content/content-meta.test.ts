import { describe, expect, it } from "vitest";

import { brand } from "../../brand.ts";
import { contentMeta } from "./content-meta.ts";
import type { StoryPageData } from "./load-story.ts";
import { aboutStory, newsArticle, storyOf } from "./test-fixtures.ts";

const pageOf = (
  story: StoryPageData["story"],
  extra: Partial<StoryPageData> = {},
): StoryPageData => ({
  story,
  path: "/about",
  origin: "https://coop.example",
  language: "en-US",
  preview: false,
  lists: {},
  products: {},
  ...extra,
});

const find = (tags: ReturnType<typeof contentMeta>, key: string, value: string) =>
  tags.find((t) => (t as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;

describe("content page meta", () => {
  it("content-page.seo: title, description, canonical URL and Open Graph from the story's SEO fields", () => {
    const tags = contentMeta(pageOf(aboutStory));
    expect(tags).toContainEqual({ title: `Our story | ${brand.chainName}` });
    expect(find(tags, "name", "description")?.content).toBe("Who we are and what we fry.");
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://coop.example/about",
    });
    expect(find(tags, "property", "og:title")?.content).toBe("Our story");
    expect(find(tags, "property", "og:description")?.content).toBe("Who we are and what we fry.");
    expect(find(tags, "property", "og:type")?.content).toBe("website");
    expect(find(tags, "property", "og:url")?.content).toBe("https://coop.example/about");
    expect(find(tags, "name", "robots")).toBeUndefined();
  });

  it("content-page.seo: an article is og:type article with its teaser, date and image (made absolute)", () => {
    const story = newsArticle(5);
    (story.content as Record<string, unknown>).image = {
      id: 1,
      filename: "/content-assets/5.jpg",
      alt: "",
    };
    const tags = contentMeta(
      pageOf(story, { path: "/news-and-community/story-5", language: "es" }),
    );
    expect(tags).toContainEqual({ title: `Story 5 | ${brand.chainName}` });
    expect(find(tags, "name", "description")?.content).toBe("Teaser 5");
    expect(find(tags, "property", "og:type")?.content).toBe("article");
    expect(find(tags, "property", "og:image")?.content).toBe(
      "https://coop.example/content-assets/5.jpg",
    );
    expect(find(tags, "property", "og:locale")?.content).toBe("es_US");
    expect(find(tags, "property", "article:published_time")?.content).toBe("2026-01-05");
  });

  it("content-page.preview: a preview asks search engines not to index it", () => {
    const tags = contentMeta(pageOf(aboutStory, { preview: true }));
    expect(find(tags, "name", "robots")?.content).toBe("noindex");
  });

  it("content-page.seo: the home page keeps the brand's title unless its story names one", () => {
    const home = storyOf("home", { component: "page", title: "Home", body: [] });
    const tags = contentMeta(pageOf(home, { path: "/" }), true);
    expect((tags[0] as { title: string }).title).not.toContain("Home");
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://coop.example/",
    });
    expect(contentMeta(undefined)).toEqual([]);
  });
});
