import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { PageContent, PageLoadContext } from "@coop/contract/load-context";

import { insertStory } from "../../test-support/content.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createPageContent } from "./page-content.ts";
import { createPreviewTickets } from "./preview-ticket.ts";

const page = (title: string) => ({ _uid: title, component: "page", title, body: [] });

describe("the content the pages read, in-process", () => {
  let t: TestApp;
  let content: PageContent;
  let aboutId = 0;
  beforeAll(async () => {
    let seen: PageLoadContext | undefined;
    t = await createTestApp({
      seed: false,
      deps: {
        web: {
          handle: async (_request, context) => {
            seen = context;
            return new Response("<!doctype html>", { headers: { "content-type": "text/html" } });
          },
        },
      },
    });
    const db = t.database.db;
    aboutId = await insertStory(db, {
      fullSlug: "about",
      content: page("About"),
      es: page("Acerca"),
      draft: { default: page("About (draft)") },
    });
    await insertStory(db, { fullSlug: "franchising", content: page("Franchising") });
    await insertStory(db, { fullSlug: "news-and-community/a", sortByDate: "2026-01-01" });
    await insertStory(db, { fullSlug: "news-and-community/b", sortByDate: "2026-02-01" });
    await insertStory(db, { fullSlug: "news-and-community/c", published: false });
    await insertStory(db, { fullSlug: "globals/top-banner", content: page("Banner") });
    await t.app.inject({ url: "/account" });
    content = seen!.content;
  });
  afterAll(async () => t?.close());

  it("content.page-reads: published stories in the page's language, the default tree where no Spanish one", async () => {
    expect((await content.story("about", { language: "en-US" }))?.content).toMatchObject({
      title: "About",
    });
    const es = await content.story("about", { language: "es" });
    expect(es?.content).toMatchObject({ title: "Acerca" });
    expect(es?.full_slug).toBe("about");
    expect((await content.story("franchising", { language: "es" }))?.content).toMatchObject({
      title: "Franchising",
    });
    expect(await content.story("news-and-community/c", { language: "en-US" })).toBeNull();
    const news = await content.stories({ startsWith: "news-and-community/", language: "en-US" });
    expect(news.total).toBe(2);
    expect(news.stories.map((s) => s.slug)).toEqual(["b", "a"]);
    const excluded = await content.stories({
      startsWith: "news-and-community/",
      language: "en-US",
      excludingSlugs: ["news-and-community/b"],
    });
    expect(excluded.stories.map((s) => s.slug)).toEqual(["a"]);
    expect((await content.global("top-banner", "en-US"))?.content).toMatchObject({
      title: "Banner",
    });
    expect(await content.global("jobs", "en-US")).toBeNull();
  });

  it("content.preview-ticket: a ticket naming the story shows its draft; any other ticket shows the published story", async () => {
    const tickets = createPreviewTickets("t".repeat(40), undefined);
    const { ticket } = tickets.issue(aboutId, new Date());
    const draft = await content.story("about", { language: "en-US", preview: ticket });
    expect(draft?.content).toMatchObject({ title: "About (draft)" });
    const other = await content.story("franchising", { language: "en-US", preview: ticket });
    expect(other?.content).toMatchObject({ title: "Franchising" });
    const forged = await content.story("about", { language: "en-US", preview: "forged" });
    expect(forged?.content).toMatchObject({ title: "About" });
  });
});

describe("a failed content read", () => {
  it("content.failed-read: is logged and answers nothing (null, an empty list)", async () => {
    const onError = vi.fn();
    const failure = new Error("database down");
    const content = createPageContent({
      delivery: { published: () => Promise.reject(failure) },
      repository: { load: () => Promise.reject(failure), storyIdOf: () => Promise.reject(failure) },
      previewTickets: { storyOf: () => 1 },
      now: () => new Date(),
      onError,
    });
    expect(await content.story("about", { language: "en-US" })).toBeNull();
    expect(await content.story("about", { language: "en-US", preview: "x" })).toBeNull();
    expect(await content.stories({ startsWith: "news/", language: "es" })).toEqual({
      stories: [],
      total: 0,
    });
    expect(await content.global("top-banner", "en-US")).toBeNull();
    expect(onError).toHaveBeenCalledTimes(4);
    expect(onError).toHaveBeenCalledWith(failure);
  });
});
