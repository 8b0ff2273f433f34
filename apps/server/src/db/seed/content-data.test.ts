import { readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

import { describe, expect, it } from "vitest";

import { richTextDocSchema } from "@coop/contract/content";
import { isFormId } from "@coop/contract/form-definitions";

import {
  collect,
  fileOf,
  PUBLIC_DIR,
  readContentFiles,
  sitePath,
} from "../../test-support/content-files.ts";

/**
 * The demo chain's content (data/content/, one JSON file per story; the README there describes
 * the format): checked as files, before any seeder reads them.
 */
const { files, stories, parsed } = readContentFiles();
const pages = parsed.filter((s) => !s.is_folder);

const trees = pages.flatMap((s) =>
  s.content
    ? [
        { story: s, lang: "default", tree: s.content.default as unknown },
        { story: s, lang: "es", tree: s.content.es as unknown },
      ]
    : [],
);

const storyPaths = new Set(pages.map((s) => sitePath(s.full_slug)));
const storySlugs = new Set(pages.map((s) => s.full_slug.replace(/\/$/, "")));
const isSitePath = (href: string) => /^\/(?!\/)[^\s]*$/.test(href);
const isHttps = (href: string) => /^https:\/\/[^\s/]+/.test(href);

/** The components of the demo content and the fields each must have (packages/contract/src/content.ts). */
const REQUIRED: Record<string, string[]> = {
  page: ["title", "body"],
  hero: ["headline"],
  rich_text: ["text"],
  image: ["image"],
  call_to_action: ["label", "link"],
  card: ["title"],
  card_grid: ["cards"],
  faq: ["items"],
  faq_item: ["question", "answer"],
  form_embed: ["form"],
  content_cards: [],
  featured_products: ["skus"],
  news_article: ["title", "teaser", "date", "body"],
  article_list: ["folder"],
  top_banner: ["active", "text"],
  site_options: ["global_class"],
  order_statuses: ["statuses"],
  order_status: ["status", "name", "description"],
  expansion_stores: ["stores"],
  expansion_store: ["name", "city", "state", "opening"],
  products: ["items"],
  product: ["item", "name", "description", "category"],
  categories: ["items"],
  category: ["name", "slug"],
};

describe("demo content files", () => {
  it("content.demo-data: every file is a story of the documented shape, kept at its full slug", () => {
    expect(files.length).toBeGreaterThan(40);
    const bad = stories
      .filter((s) => !s.story.success)
      .map((s) => `${s.path}: ${s.story.error?.issues.map((i) => i.path.join(".")).join(", ")}`);
    expect(bad).toEqual([]);
    const misplaced = parsed.filter((s) => fileOf(s) !== s.path).map((s) => s.path);
    expect(misplaced).toEqual([]);
    const inconsistent = parsed
      .filter((s) =>
        s.is_folder
          ? s.content !== null || s.is_startpage || s.full_slug.endsWith("/")
          : s.content === null || s.is_startpage !== s.full_slug.endsWith("/"),
      )
      .map((s) => s.path);
    expect(inconsistent).toEqual([]);
  });

  it("content.demo-data: uuids and full slugs are unique, and every parent folder is there", () => {
    const uuids = parsed.map((s) => s.uuid);
    expect(new Set(uuids).size).toBe(uuids.length);
    const slugs = parsed.map((s) => (s.is_folder ? `${s.full_slug} (folder)` : s.full_slug));
    expect(new Set(slugs).size).toBe(slugs.length);
    const folders = new Set(parsed.filter((s) => s.is_folder).map((s) => s.full_slug));
    const orphans = parsed.flatMap((s) => {
      const parts = s.full_slug.replace(/\/$/, "").split("/");
      const parents = parts.slice(0, s.is_startpage ? parts.length : -1);
      return parents
        .map((_, i) => parents.slice(0, i + 1).join("/"))
        .filter((p) => !folders.has(p))
        .map((p) => `${s.full_slug}: ${p}`);
    });
    expect(orphans).toEqual([]);
  });

  it("content.demo-data: every story is written in both languages, with the same blocks", () => {
    const missing = pages
      .filter((s) => s.content?.es === null || s.content?.es === undefined)
      .map((s) => s.full_slug);
    expect(missing).toEqual([]);
    for (const s of pages) {
      const uids = (tree: unknown) =>
        collect(tree, (o) => typeof o._uid === "string").map(
          (f) => `${f.at} ${String(f.value._uid)}`,
        );
      const en = uids(s.content!.default);
      expect(uids(s.content!.es), s.full_slug).toEqual(en);
      const ids = en.map((line) => line.split(" ")[1]);
      expect(new Set(ids).size, `${s.full_slug}: unique _uid`).toBe(ids.length);
    }
    // Translated, not copied: only the site options have no words to translate.
    const copied = pages
      .filter((s) => JSON.stringify(s.content!.es) === JSON.stringify(s.content!.default))
      .map((s) => s.full_slug);
    expect(copied).toEqual(["globals/site-options"]);
  });

  it("content.demo-data: every block is a known component with its required fields", () => {
    const bad: string[] = [];
    const folders = new Set(parsed.filter((s) => s.is_folder).map((s) => s.full_slug));
    for (const { story, lang, tree } of trees) {
      for (const blok of collect(tree, (o) => typeof o.component === "string")) {
        const component = String(blok.value.component);
        const where = `${story.full_slug} (${lang}) ${blok.at} ${component}`;
        const fields = REQUIRED[component];
        if (!fields) {
          bad.push(`${where}: unknown component`);
          continue;
        }
        for (const field of fields) {
          const value = blok.value[field];
          if (value === undefined || value === null || value === "") bad.push(`${where}: ${field}`);
        }
        if (component === "article_list" && !folders.has(String(blok.value.folder)))
          bad.push(`${where}: no folder ${String(blok.value.folder)}`);
        if (component === "form_embed" && !isFormId(String(blok.value.form)))
          bad.push(`${where}: no form ${String(blok.value.form)}`);
        if (component === "news_article" && !/^\d{4}-\d{2}-\d{2}$/.test(String(blok.value.date)))
          bad.push(`${where}: date`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("content.demo-data: every rich-text document is one the renderer knows", () => {
    const invalid = trees.flatMap(({ story, lang, tree }) =>
      collect(tree, (o) => o.type === "doc")
        .filter((doc) => !richTextDocSchema.safeParse(doc.value).success)
        .map((doc) => `${story.full_slug} (${lang}) ${doc.at}`),
    );
    expect(invalid).toEqual([]);
    // Only the nodes and marks of the brief's set; headings of level 2 and 3 only.
    const kinds = new Set(
      trees.flatMap(({ tree }) =>
        collect(tree, (o) => o.type === "doc").flatMap((doc) =>
          collect(doc.value, (o) => typeof o.type === "string").map((n) => String(n.value.type)),
        ),
      ),
    );
    const known = [
      ...["doc", "paragraph", "heading", "bullet_list", "ordered_list", "list_item"],
      ...["hard_break", "text", "bold", "italic", "link"],
    ];
    expect([...kinds].filter((k) => !known.includes(k))).toEqual([]);
  });

  it("content.demo-data: real text, no placeholder filler, real skus", () => {
    const filler = files.filter((f) => /lorem|ipsum/i.test(f.text)).map((f) => f.path);
    expect(filler).toEqual([]);
    const pagesWithoutText = trees
      .filter(({ tree }) => (tree as { component: string }).component === "page")
      .filter(({ tree }) => collect(tree, (o) => o.type === "paragraph").length < 1)
      .filter(({ tree }) => collect(tree, (o) => o.component === "article_list").length === 0)
      .map(({ story, lang }) => `${story.full_slug} (${lang})`);
    expect(pagesWithoutText).toEqual([]);
    const menu = readFileSync(resolve(import.meta.dirname, "data/menus/default.json"), "utf8");
    const skus = new Set([...menu.matchAll(/"sku":\s*"([^"]+)"/g)].map((m) => m[1]));
    const featured = trees.flatMap(({ tree }) =>
      collect(tree, (o) => o.component === "featured_products").flatMap(
        (f) => f.value.skus as string[],
      ),
    );
    expect(featured.length).toBeGreaterThanOrEqual(3);
    expect(featured.filter((sku) => !skus.has(sku))).toEqual([]);
  });

  it("content.demo-data: links go to this site's paths or https pages, story links to stories", () => {
    const bad: string[] = [];
    for (const { story, lang, tree } of trees) {
      const where = `${story.full_slug} (${lang})`;
      for (const mark of collect(tree, (o) => o.type === "link")) {
        const attrs = mark.value.attrs as { href: string; linktype?: string };
        if (!isSitePath(attrs.href) && !isHttps(attrs.href)) bad.push(`${where}: ${attrs.href}`);
        if (attrs.linktype === "story" && !storyPaths.has(attrs.href))
          bad.push(`${where}: no story at ${attrs.href}`);
      }
      for (const field of collect(tree, (o) => o.fieldtype === "multilink")) {
        const link = field.value as { linktype: string; url: string; cached_url: string };
        if (!isSitePath(link.url) && !isHttps(link.url)) bad.push(`${where}: ${link.url}`);
        if (link.linktype === "story" && !storySlugs.has(link.cached_url))
          bad.push(`${where}: no story ${link.cached_url}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("content.demo-data: every image exists, is light, and has alt text in both languages", () => {
    const bad: string[] = [];
    for (const { story, lang, tree } of trees) {
      for (const asset of collect(tree, (o) => typeof o.filename === "string")) {
        const { filename, alt } = asset.value as { filename: string; alt: string | null };
        const where = `${story.full_slug} (${lang}) ${asset.at}`;
        if (!alt || alt.trim().length < 3) bad.push(`${where}: no alt text`);
        if (!/^\/images\/content\/[a-z0-9-]+\.svg$/.test(filename)) {
          bad.push(`${where}: ${filename}`);
          continue;
        }
        const size = statSync(join(PUBLIC_DIR, filename)).size;
        if (size >= 4096) bad.push(`${where}: ${filename} is ${size} bytes`);
      }
    }
    expect(bad).toEqual([]);
    const alts = (tree: unknown) =>
      collect(tree, (o) => typeof o.filename === "string").map((f) => String(f.value.alt));
    for (const s of pages) {
      const en = alts(s.content!.default);
      const es = alts(s.content!.es);
      expect(es.length, s.full_slug).toBe(en.length);
      // A translated alt text differs from the English one.
      es.forEach((text, i) => expect(text, s.full_slug).not.toBe(en[i]));
    }
  });

  it("content.demo-data: the stories of the content map are all there", () => {
    const present = new Set(
      parsed.map((s) => (s.is_folder ? `${s.full_slug} (folder)` : s.full_slug)),
    );
    const expected = [
      "home",
      ...["about/", "about/our-story", "about/our-values", "about/chicken-scoop/"],
      ...["news-and-community/", "news-and-community/fryers-for-food-banks-2026"],
      ...["foundation/", "foundation/scholarships"],
      ...["franchising/", "franchising/requirements", "franchising/process"],
      ...[
        "chickenverse/",
        "chickenverse/characters",
        "welcometocoop/",
        "welcometocoop/first-visit",
      ],
      ...["in-the-community", "community-relations", "media-resources", "biscuit-month"],
      ...["gift", "digital-gifting", "terms-of-use", "privacy-policy", "refund"],
      ...["technical-support", "allergens"],
      ...["globals/top-banner", "globals/site-options", "globals/order-statuses"],
      ...["globals/expansion-stores", "globals/products", "globals/categories"],
      ...["about (folder)", "about/chicken-scoop (folder)", "news-and-community (folder)"],
      ...["foundation (folder)", "franchising (folder)", "chickenverse (folder)"],
      ...["welcometocoop (folder)", "globals (folder)"],
    ];
    expect(expected.filter((slug) => !present.has(slug))).toEqual([]);
    const articles = (folder: string) =>
      pages.filter(
        (s) =>
          s.full_slug.startsWith(`${folder}/`) &&
          !s.is_startpage &&
          s.content!.default.component === "news_article",
      );
    expect(articles("news-and-community").length).toBeGreaterThanOrEqual(5);
    expect(articles("about/chicken-scoop").length).toBeGreaterThanOrEqual(3);
    for (const a of [...articles("news-and-community"), ...articles("about/chicken-scoop")]) {
      expect(a.sort_by_date, a.full_slug).toBe(a.content!.default.date);
      expect(a.content!.es!.date, a.full_slug).toBe(a.content!.default.date);
    }
  });

  it("content.demo-data: the globals hold what the site reads from them", () => {
    const global = (slug: string) => pages.find((s) => s.full_slug === `globals/${slug}`)!.content!;
    const banner = global("top-banner").default;
    expect(banner).toMatchObject({ component: "top_banner", active: true });
    expect(global("site-options").default).toMatchObject({
      component: "site_options",
      global_class: "theme-biscuit-month",
    });
    const statuses = (global("order-statuses").default.statuses as { status: string }[]).map(
      (s) => s.status,
    );
    expect(statuses).toEqual(
      expect.arrayContaining(["scheduled", "in_progress", "ready", "completed"]),
    );
    expect(statuses).toEqual(expect.arrayContaining(["out_for_delivery", "delivered", "canceled"]));
    const categories = (global("categories").default.items as { slug: string }[]).map(
      (c) => c.slug,
    );
    const products = global("products").default.items as { item: string; category: string }[];
    expect(products.length).toBeGreaterThanOrEqual(6);
    expect(new Set(products.map((p) => p.item)).size).toBe(products.length);
    expect(products.filter((p) => !categories.includes(p.category))).toEqual([]);
    expect((global("expansion-stores").default.stores as unknown[]).length).toBeGreaterThanOrEqual(
      3,
    );
  });
});
