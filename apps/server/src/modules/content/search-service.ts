import { and, eq, isNotNull, like, not } from "drizzle-orm";

import { GLOBALS_FOLDER } from "@coop/contract/content";
import type { SiteSearchResult } from "@coop/contract/search";

import type { Db } from "../../db/client.ts";
import { contentStories } from "../../db/schema/content.ts";
import type { MenusService } from "../menus/service.ts";
import type { ContentEvents } from "./events.ts";
import { buildIndex, search, type SearchIndex } from "./search-index.ts";
import { type SearchDocument, storyDocument } from "./search-text.ts";
import { isCateringOnlyPath, sitePathOf } from "./site-paths.ts";
import type { PublishedSnapshot } from "./story-shape.ts";

export type SearchLanguage = "en-US" | "es";

/** The menu the search shows items of: the chain's default menu, without a restaurant. */
const SEARCH_MENU = "default";
const DEFAULT_LIMIT = 20;

export type SearchService = ReturnType<typeof createSearchService>;

/**
 * `search.sources`: the site search over the published pages and articles (both languages; not
 * the global stories, not folders) and the default menu's items. The index is built on the first
 * search and again after a publication (ContentEvents), a menu reload, or at most `maxAgeMs`.
 */
export function createSearchService(deps: {
  db: Db;
  menus: Pick<MenusService, "menuObject" | "imageSubjects">;
  events?: ContentEvents;
  now?: () => Date;
  maxAgeMs?: number;
  /** A failed read of the menu (logged; the search goes on without menu items). */
  onError?: (error: unknown) => void;
}) {
  const clock = deps.now ?? (() => new Date());
  const maxAgeMs = deps.maxAgeMs ?? 60_000;
  let stories: { builtAt: number; docs: Record<SearchLanguage, SearchDocument[]> } | null = null;
  let products: { snapshot: object; docs: SearchDocument[] } | null = null;
  let indexes: Record<SearchLanguage, SearchIndex> | null = null;
  let building: Promise<Record<SearchLanguage, SearchIndex>> | null = null;
  let generation = 0;

  const stop = deps.events?.subscribe(() => {
    stories = null;
    indexes = null;
    generation++;
  });

  async function storyDocuments(): Promise<Record<SearchLanguage, SearchDocument[]>> {
    const rows = await deps.db
      .select({ fullSlug: contentStories.fullSlug, published: contentStories.published })
      .from(contentStories)
      .where(
        and(
          isNotNull(contentStories.published),
          eq(contentStories.isFolder, false),
          not(like(contentStories.fullSlug, `${GLOBALS_FOLDER}/%`)),
        ),
      );
    const docs: Record<SearchLanguage, SearchDocument[]> = { "en-US": [], es: [] };
    for (const row of rows) {
      const snapshot = row.published as PublishedSnapshot;
      const url = sitePathOf(snapshot.full_slug);
      // `botime.catering-only`: the catering site's own stories are no result of the site search.
      if (url === null || isCateringOnlyPath(url)) continue;
      docs["en-US"].push(
        storyDocument({ name: snapshot.name, content: snapshot.content.default }, url),
      );
      docs.es.push(
        storyDocument(
          { name: snapshot.name, content: snapshot.content.es ?? snapshot.content.default },
          url,
        ),
      );
    }
    return docs;
  }

  async function productDocuments(): Promise<SearchDocument[]> {
    const menu = await deps.menus.menuObject(SEARCH_MENU, clock());
    const seen = new Set<string>();
    const docs: SearchDocument[] = [];
    for (const category of menu.categories) {
      for (const product of category.products) {
        if (seen.has(product.sku)) continue;
        seen.add(product.sku);
        const image =
          product.images.find((i) => i.groupname === "mobile-webapp-menu") ?? product.images[0];
        docs.push({
          kind: "product",
          url: `/menu/product?${new URLSearchParams({ id: product.sku }).toString()}`,
          title: product.name,
          body: product.description,
          keywords: category.name,
          image: image?.url ?? null,
        });
      }
    }
    return docs;
  }

  async function build(): Promise<Record<SearchLanguage, SearchIndex>> {
    const startedAt = generation;
    const now = clock().getTime();
    // A reloaded menu catalog is a new snapshot object: its items are read again.
    const snapshot = await deps.menus.imageSubjects();
    let productDocs = products?.snapshot === snapshot ? products.docs : null;
    if (!productDocs) {
      try {
        productDocs = await productDocuments();
        products = { snapshot, docs: productDocs };
      } catch (error) {
        // The pages stay searchable without the menu; the next search tries the menu again.
        deps.onError?.(error);
        productDocs = [];
        products = null;
      }
    }
    if (!stories || now - stories.builtAt >= maxAgeMs) {
      stories = { builtAt: now, docs: await storyDocuments() };
    }
    const built = {
      "en-US": buildIndex([...stories.docs["en-US"], ...productDocs]),
      es: buildIndex([...stories.docs.es, ...productDocs]),
    };
    // A publication during the build makes the next search build again.
    if (startedAt === generation) indexes = built;
    return built;
  }

  async function current(): Promise<Record<SearchLanguage, SearchIndex>> {
    const snapshot = await deps.menus.imageSubjects();
    const fresh =
      indexes &&
      stories &&
      products?.snapshot === snapshot &&
      clock().getTime() - stories.builtAt < maxAgeMs;
    if (fresh && indexes) return indexes;
    building ??= build().finally(() => {
      building = null;
    });
    return building;
  }

  return {
    async search(query: {
      q: string;
      lang?: SearchLanguage | undefined;
      limit?: number | undefined;
    }) {
      const index = (await current())[query.lang ?? "en-US"];
      const { hits, corrected } = search(index, query.q, query.limit ?? DEFAULT_LIMIT);
      const results: SiteSearchResult[] = hits;
      return { query: query.q, results, corrected };
    },
    close() {
      stop?.();
    },
  };
}
