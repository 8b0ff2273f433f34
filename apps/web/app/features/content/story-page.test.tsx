// @vitest-environment happy-dom
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { HomeStory } from "./home-story.tsx";
import type { StoryPageData } from "./load-story.ts";
import { StoryPage } from "./story-page.tsx";
import { aboutStory, newsArticle, newsStart, storyOf } from "./test-fixtures.ts";
import { TopBanner } from "./top-banner.tsx";

function render(node: ReactNode): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = renderToString(<MemoryRouter>{node}</MemoryRouter>);
  return root;
}

const pageOf = (
  story: StoryPageData["story"],
  extra: Partial<StoryPageData> = {},
): StoryPageData => ({
  story,
  path: "/",
  origin: "https://coop.example",
  language: "en-US",
  preview: false,
  lists: {},
  products: {},
  ...extra,
});

const listOf = (page: number, pageCount: number, count: number) => ({
  folder: "news-and-community",
  folderPath: "/news-and-community",
  page,
  pageCount,
  total: pageCount * 9,
  articles: Array.from({ length: count }, (_, i) => ({
    path: `/news-and-community/story-${i}`,
    title: `Story ${i}`,
    teaser: `Teaser ${i}`,
    date: "2026-03-14",
    image: null,
  })),
});

describe("content pages", () => {
  it("content-page.story-page: a page story has one h1 (its title), its lead and its body; unknown parts skipped", () => {
    const root = render(<StoryPage data={pageOf(aboutStory)} />);
    expect([...root.querySelectorAll("h1")].map((h) => h.textContent)).toEqual(["About Coop"]);
    expect(root.querySelector(".content-page__intro")?.textContent).toBe(
      "Fried chicken since 1952.",
    );
    expect(root.textContent).toContain("We fry every piece by hand.");
    expect(root.querySelector(".content-cta a")?.getAttribute("href")).toBe("/menu");
    expect(root.querySelector(".content-preview")).toBeNull();
  });

  it("content-page.article-list: a listing page links its articles and its pages with real ?page=N links", () => {
    const root = render(
      <StoryPage data={pageOf(newsStart, { lists: { list: listOf(2, 3, 9) } })} />,
    );
    expect(root.querySelectorAll(".content-articles li article")).toHaveLength(9);
    expect(root.querySelector(".content-articles h3 a")?.getAttribute("href")).toBe(
      "/news-and-community/story-0",
    );
    expect(root.querySelector("time")?.getAttribute("datetime")).toBe("2026-03-14");
    expect(root.querySelector("time")?.textContent).toBe("March 14, 2026");
    const nav = root.querySelector('nav[aria-label="Pages of articles"]');
    expect([...(nav?.querySelectorAll("a") ?? [])].map((a) => a.getAttribute("href"))).toEqual([
      "/news-and-community",
      "/news-and-community",
      "/news-and-community?page=3",
      "/news-and-community?page=3",
    ]);
    expect(nav?.querySelector('[aria-current="page"]')?.textContent).toBe("Page 2");
  });

  it("content-page.article-page: an article has its title as h1, its date, author, teaser and body", () => {
    const story = newsArticle(7);
    (story.content as Record<string, unknown>).author = "Hedy";
    const root = render(<StoryPage data={pageOf(story)} />);
    expect([...root.querySelectorAll("h1")].map((h) => h.textContent)).toEqual(["Story 7"]);
    expect(root.querySelector("time")?.getAttribute("datetime")).toBe("2026-01-07");
    expect(root.textContent).toContain("By Hedy");
    expect(root.textContent).toContain("Teaser 7");
    expect(root.querySelector(".rich-text p")?.textContent).toBe("Body 7");
  });

  it("content-page.preview: a page from a preview link says it is a draft", () => {
    const root = render(<StoryPage data={pageOf(aboutStory, { preview: true })} />);
    expect(root.querySelector(".content-preview")?.textContent).toBe(
      "Preview of a draft — not published",
    );
  });

  it("content-page.home: the first hero is the h1; latest news shows the newest few and links to all", () => {
    const home = storyOf("home", {
      component: "page",
      title: "Home",
      body: [
        { _uid: "h", component: "hero", headline: "Crispy since 1952" },
        { _uid: "s", component: "content_cards" },
        { _uid: "n", component: "article_list", folder: "news-and-community" },
      ],
    });
    const root = render(<HomeStory data={pageOf(home, { lists: { n: listOf(1, 3, 3) } })} />);
    expect([...root.querySelectorAll("h1")].map((h) => h.textContent)).toEqual([
      "Crispy since 1952",
    ]);
    expect(root.querySelector(".content-articles h2")?.textContent).toBe("Latest news");
    expect(root.querySelector(".content-articles__more a")?.getAttribute("href")).toBe(
      "/news-and-community",
    );
    expect(root.querySelector(".content-pages")).toBeNull();
    expect(root.querySelector('[data-slot="content-cards"]')?.hasAttribute("hidden")).toBe(true);
  });

  it("content-page.home: without a hero first, the story's title is a hidden h1", () => {
    const home = storyOf("home", { component: "page", title: "Welcome to Coop", body: [] });
    const root = render(<HomeStory data={pageOf(home)} />);
    const h1 = root.querySelector("h1");
    expect(h1?.textContent).toBe("Welcome to Coop");
    expect(h1?.className).toBe("visually-hidden");
  });

  it("content-page.top-banner: the banner shows its text and a safe link; none when off", () => {
    const root = render(
      <TopBanner
        banner={{
          text: "Biscuit month!",
          linkLabel: "Details",
          link: { linktype: "url", url: "https://coop.example/biscuit-month", cached_url: "" },
        }}
        origin="https://coop.example"
      />,
    );
    expect(root.querySelector("aside p")?.textContent).toBe("Biscuit month! Details");
    expect(root.querySelector("aside a")?.getAttribute("href")).toBe("/biscuit-month");
    const unsafe = render(
      <TopBanner
        banner={{
          text: "Hi",
          linkLabel: "Click",
          link: { linktype: "url", url: "javascript:alert(1)", cached_url: "" },
        }}
      />,
    );
    expect(unsafe.querySelector("a")).toBeNull();
    expect(unsafe.textContent).toContain("Hi");
    expect(render(<TopBanner banner={null} />).innerHTML).toBe("");
  });
});
