import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Blok } from "@coop/contract/content";

import { contentStories } from "../../db/schema/content.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createLocalContentEvents } from "./events.ts";
import { createSearchService } from "./search-service.ts";

let t: TestApp;

const paragraph = (text: string) => ({
  type: "doc" as const,
  content: [{ type: "paragraph" as const, content: [{ type: "text" as const, text }] }],
});

/** A published story, inserted as the authoring module would leave it. */
async function publish(
  fullSlug: string,
  content: { default: Blok; es: Blok | null },
  options: { isFolder?: boolean; published?: boolean } = {},
) {
  const slug = fullSlug.replace(/\/$/, "").split("/").at(-1) ?? fullSlug;
  const name = (content.default as { title?: string }).title ?? slug;
  await t.database.db.insert(contentStories).values({
    uuid: randomUUID(),
    name,
    slug,
    fullSlug,
    isFolder: options.isFolder ?? false,
    isStartpage: fullSlug.endsWith("/"),
    draft: content,
    published: options.published === false ? null : { name, slug, full_slug: fullSlug, content },
    publishedAt: new Date(),
    firstPublishedAt: new Date(),
  });
}

const page = (title: string, text: string): Blok => ({
  _uid: randomUUID(),
  component: "page",
  title,
  body: [{ _uid: randomUUID(), component: "rich_text", text: paragraph(text) }],
});

beforeAll(async () => {
  t = await createTestApp();
  // The stories of these tests only: the demo chain's content is seeded with the demo menu.
  await t.database.db.delete(contentStories);
  await publish("news-and-community/fryers-for-food-banks-2026", {
    default: {
      _uid: "n1",
      component: "news_article",
      title: "Fryers for Food Banks",
      teaser: "Our restaurants raised money for local food banks.",
      date: "2026-03-02",
      body: paragraph("Every fryer basket sold gave a meal."),
    },
    es: {
      _uid: "n1",
      component: "news_article",
      title: "Freidoras para los bancos de alimentos",
      teaser: "Nuestros restaurantes recaudaron dinero para la campaña.",
      date: "2026-03-02",
      body: paragraph("Cada canasta vendida donó una comida."),
    },
  });
  await publish("about/", { default: page("About Coop", "Our story began in 1972."), es: null });
  await publish("about/our-values", {
    default: page("Our values", "Fresh chicken, marinated for twelve hours."),
    es: page("Nuestros valores", "Pollo fresco y jalapeño, marinado doce horas."),
  });
  await publish("globals/top-banner", {
    default: { _uid: "g", component: "top_banner", active: true, text: "Secret banner words" },
    es: null,
  });
  await publish(
    "drafts-only",
    { default: page("Unpublished marmalade", "x"), es: null },
    {
      published: false,
    },
  );
});
afterAll(() => t.close());

const search = async (query: string) => {
  const res = await t.app.inject({ method: "GET", url: `/api/v1/search?${query}` });
  return { res, body: res.json() };
};
const urls = (body: { data: { results: { url: string }[] } }) =>
  body.data.results.map((r) => r.url);

describe("GET /api/v1/search", () => {
  it("search.sources: published pages, articles and the default menu's items, cacheable", async () => {
    const { res, body } = await search("q=fryers");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    expect(body.data.results[0]).toMatchObject({
      kind: "article",
      url: "/news-and-community/fryers-for-food-banks-2026",
    });
    const sandwich = (await search("q=spicy%20sandwich")).body.data.results[0];
    expect(sandwich).toMatchObject({ kind: "product", url: "/menu/product?id=SW-SPC" });
    // A menu item is found by its category's name too, which its excerpt does not show.
    const combos = (await search("q=combos%20spicy")).body.data.results;
    expect(combos.length).toBeGreaterThan(0);
    expect(JSON.stringify(combos[0].excerpt)).not.toMatch(/Combos"/);
    expect(urls((await search("q=about%20coop")).body)).toEqual(["/about"]);
    // Not the global stories, not drafts.
    expect((await search("q=banner%20secret")).body.data.results).toEqual([]);
    expect((await search("q=marmalade")).body.data.results).toEqual([]);
  });

  it("search.accent-folding: the Spanish site searches the Spanish text, accents or not", async () => {
    const { body } = await search("q=campana&lang=es");
    expect(urls(body)).toEqual(["/news-and-community/fryers-for-food-banks-2026"]);
    const values = (await search("q=JALAPENO&lang=es")).body.data.results[0];
    expect(values.url).toBe("/about/our-values");
    expect(values.excerpt.filter((p: { match: boolean }) => p.match)).toEqual([
      { text: "jalapeño", match: true },
    ]);
    // A story without a Spanish version is found in its default text.
    expect(urls((await search("q=began&lang=es")).body)).toEqual(["/about"]);
    expect((await search("q=campana")).body.data.results).toEqual([]);
  });

  it("search.did-you-mean: a typo still finds the page and says what was understood", async () => {
    const { body } = await search("q=fryres%20bnaks");
    expect(urls(body)[0]).toBe("/news-and-community/fryers-for-food-banks-2026");
    expect(body.data.corrected).toBe("fryers banks");
    expect(body.data.results[0].title).toEqual([
      { text: "Fryers", match: true },
      { text: " for Food ", match: false },
      { text: "Banks", match: true },
    ]);
  });

  it("search.ranking: a title match comes before a body match; limit caps the list", async () => {
    const { body } = await search("q=chicken&limit=50");
    const kinds = body.data.results.map((r: { title: { match: boolean }[] }) =>
      r.title.some((p) => p.match),
    );
    // Every title match (menu items named Chicken…) before the page that has it only in its body.
    expect(kinds.indexOf(false)).toBeGreaterThan(0);
    expect(kinds.slice(kinds.indexOf(false))).not.toContain(true);
    expect((await search("q=chicken&limit=3")).body.data.results).toHaveLength(3);
  });

  it("search.query-words: an empty, short or wordless query is a 400 that says why", async () => {
    for (const q of ["", "a", "%20%20x%20", "!!!"]) {
      const { res, body } = await search(`q=${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(JSON.stringify(body)).toMatch(/at least 2/);
    }
    expect((await t.app.inject({ url: "/api/v1/search" })).statusCode).toBe(400);
    expect((await search("q=chicken&limit=51")).res.statusCode).toBe(400);
  });

  it("search.sources: a publication is searchable after the content event, not before", async () => {
    const events = createLocalContentEvents();
    const service = createSearchService({
      db: t.database.db,
      menus: {
        menuObject: async () => ({
          id: "default",
          base_menu: "default",
          kind: "default",
          name: "Menu",
          location_id: null,
          timezone: "America/New_York",
          categories: [],
        }),
        imageSubjects: async () => new Map(),
      },
      events,
      maxAgeMs: 3_600_000,
    });
    expect((await service.search({ q: "gizzards" })).results).toEqual([]);
    await publish("gizzards", { default: page("Gizzards are back", "Limited time."), es: null });
    expect((await service.search({ q: "gizzards" })).results).toEqual([]);
    await events.publish({ paths: ["/gizzards"], cv: 2 });
    expect((await service.search({ q: "gizzards" })).results.map((r) => r.url)).toEqual([
      "/gizzards",
    ]);
    service.close();
  });

  it("search.sources: when the menu cannot be read, pages are still found", async () => {
    const failures: unknown[] = [];
    const service = createSearchService({
      db: t.database.db,
      menus: {
        menuObject: async () => {
          throw new Error("menu down");
        },
        imageSubjects: async () => new Map(),
      },
      onError: (error) => failures.push(error),
    });
    expect((await service.search({ q: "fryers" })).results.map((r) => r.kind)).toEqual(["article"]);
    expect(failures).toHaveLength(1);
    service.close();
  });
});
