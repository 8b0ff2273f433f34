import type { RouterContextProvider } from "react-router";

import type { GlobalStorySlug } from "@coop/contract/content";

import { resolveLanguage } from "../../lib/language.ts";
import { pageContextOf } from "../../lib/page-context.ts";
import {
  categoriesOf,
  type ExpansionCategory,
  type ExpansionItem,
  type ExpansionStore,
  itemsOf,
  storesOf,
} from "./expansion-rules.ts";

/**
 * `expansion.from-content`: the expansion menu's stories in the request's language, read
 * in-process through the page context; a missing story reads as empty.
 */
async function globalOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: GlobalStorySlug,
) {
  const { language } = resolveLanguage(request);
  return pageContextOf(context).content.global(slug, language);
}

export async function loadStores(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ExpansionStore[]> {
  return storesOf(await globalOf(request, context, "expansion-stores"));
}

export async function loadItems(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ items: ExpansionItem[]; categories: ExpansionCategory[] }> {
  const [products, categories] = await Promise.all([
    globalOf(request, context, "products"),
    globalOf(request, context, "categories"),
  ]);
  return { items: itemsOf(products), categories: categoriesOf(categories) };
}
