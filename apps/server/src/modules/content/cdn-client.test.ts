import type { AddressInfo } from "node:net";

import StoryblokClient from "storyblok-js-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { insertStory } from "../../test-support/content.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

// The vendor's own JavaScript client, pointed at Coop: what a front end written for the vendor
// does against Coop's delivery API.
const PREVIEW = "preview-token-for-the-client-test-42";
let t: TestApp;
let endpoint = "";

const client = (accessToken: string) =>
  new StoryblokClient({ accessToken, endpoint, cache: { type: "none", clear: "manual" } });

beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { CONTENT_PREVIEW_TOKEN: PREVIEW } });
  const db = t.database.db;
  await insertStory(db, { fullSlug: "about", name: "About" });
  for (let i = 1; i <= 7; i++) {
    await insertStory(db, {
      fullSlug: `news-and-community/story-${i}`,
      sortByDate: `2026-09-0${i}`,
    });
  }
  await insertStory(db, {
    fullSlug: "franchising",
    content: { _uid: "f", component: "page", title: "Published", body: [] },
    draft: { default: { _uid: "f", component: "page", title: "Draft", body: [] } },
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  endpoint = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/content/v2`;
});
afterAll(async () => {
  t?.app.server.closeAllConnections();
  await t?.close();
});

describe("content.delivery-api: the vendor's JavaScript client works against Coop", () => {
  it("pages through the stories (getStories) and reads them all (getAll)", async () => {
    const api = client("any");
    const first = await api.getStories({
      starts_with: "news-and-community/",
      per_page: 3,
      page: 1,
    });
    expect(first.total).toBe(7);
    expect(first.perPage).toBe(3);
    expect(first.data.stories.map((s) => s.slug)).toEqual(["story-7", "story-6", "story-5"]);
    const third = await api.getStories({
      starts_with: "news-and-community/",
      per_page: 3,
      page: 3,
    });
    expect(third.data.stories.map((s) => s.slug)).toEqual(["story-1"]);
    const all = (await api.getAll("cdn/stories", {
      starts_with: "news-and-community/",
      per_page: 2,
    })) as { slug: string }[];
    expect(all.map((s) => s.slug).sort()).toEqual([1, 2, 3, 4, 5, 6, 7].map((i) => `story-${i}`));
    const kept = await api.getStories({
      starts_with: "news-and-community/",
      excluding_slugs: "news-and-community/story-7,news-and-community/story-6",
      per_page: 100,
    });
    expect(kept.total).toBe(5);
  });

  it("reads one story by slug, with a slash too; a missing one rejects with 404", async () => {
    const api = client("any");
    expect((await api.getStory("about", {})).data.story.name).toBe("About");
    const deep = await api.getStory("news-and-community/story-3", {});
    expect(deep.data.story.full_slug).toBe("news-and-community/story-3");
    await expect(api.getStory("nowhere", {})).rejects.toMatchObject({ status: 404 });
  });

  it("reads a draft with the preview token only (401 without it)", async () => {
    await expect(client("any").getStory("franchising", { version: "draft" })).rejects.toMatchObject(
      { status: 401 },
    );
    const draft = await client(PREVIEW).getStory("franchising", { version: "draft" });
    expect(draft.data.story.content.title).toBe("Draft");
    const published = await client(PREVIEW).getStory("franchising", { version: "published" });
    expect(published.data.story.content.title).toBe("Published");
  });
});
