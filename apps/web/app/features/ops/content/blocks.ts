/**
 * The blocks a page's body is made of (`content-authoring.page-blocks`): the kinds an author may
 * add, each starting empty, and the moves of the body's list (up, down, remove).
 */
import type { Blok, NewsArticleBlok, PageBlok } from "@coop/contract/content";

import { newUid } from "./story-rules.ts";

export const BLOCK_KINDS = [
  "hero",
  "rich_text",
  "image",
  "call_to_action",
  "card_grid",
  "faq",
  "featured_products",
  "article_list",
  "content_cards",
] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

export function newBlock(kind: BlockKind): Blok {
  const base = { _uid: newUid() };
  switch (kind) {
    case "hero":
      return { ...base, component: "hero", headline: "" };
    case "rich_text":
      return { ...base, component: "rich_text", text: { type: "doc" } };
    case "image":
      return { ...base, component: "image", image: { id: null, filename: "", alt: "" } };
    case "call_to_action":
      return {
        ...base,
        component: "call_to_action",
        label: "",
        link: { linktype: "url", url: "", cached_url: "" },
        style: "primary",
      };
    case "card_grid":
      return { ...base, component: "card_grid", cards: [] };
    case "faq":
      return { ...base, component: "faq", items: [] };
    case "featured_products":
      return { ...base, component: "featured_products", skus: [] };
    case "article_list":
      return { ...base, component: "article_list", folder: "news-and-community" };
    case "content_cards":
      return { ...base, component: "content_cards" };
  }
}

/** The list with the item at `index` moved by `by` (-1 up, +1 down); unchanged at an end. */
export function moveItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  [out[index], out[to]] = [out[to]!, out[index]!];
  return out;
}

export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/**
 * An empty tree of the English tree's component (a new Spanish tree); an article keeps the
 * English date, which it must have.
 */
export function emptyTree(english: Blok): Blok {
  const component = english.component;
  if (component === "news_article") {
    const article: NewsArticleBlok = {
      _uid: newUid(),
      component: "news_article",
      title: "",
      teaser: "",
      date: typeof english.date === "string" ? english.date : "",
      body: { type: "doc" },
    };
    return article;
  }
  const page: PageBlok = { _uid: newUid(), component: "page", title: "", body: [] };
  return component === "page" ? page : { _uid: newUid(), component };
}

/** A deep copy (the English tree copied to start the Spanish one). */
export function copyTree<T>(tree: T): T {
  return structuredClone(tree);
}
