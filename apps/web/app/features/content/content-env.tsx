import { createContext, type ReactNode, useContext } from "react";

import type { ContentAsset } from "@coop/contract/content";

/** A product of the default menu a `featured_products` component shows. */
export type FeaturedProduct = {
  sku: string;
  name: string;
  description: string;
  /** Cents. */
  cost: number;
  image: string | null;
};

/** An article of a listing: its page, title, teaser, date and image. */
export type ArticleSummary = {
  path: string;
  title: string;
  teaser: string;
  /** YYYY-MM-DD, or "" when the article has none. */
  date: string;
  image: ContentAsset | null;
};

/** One page of the articles under a folder. */
export type ArticleListData = {
  folder: string;
  /** The site path of the folder's page (where the full listing is). */
  folderPath: string;
  page: number;
  pageCount: number;
  total: number;
  articles: ArticleSummary[];
};

/**
 * What the components of a story need beyond the story: the data its loader read for them
 * (article listings by the component's `_uid`, featured products by sku), this site's origins
 * (absolute links to them stay in the site), and whether listings are compact (the home page's
 * latest news: the first few and a link to the rest).
 */
export type ContentEnv = {
  origins: readonly string[];
  lists: Record<string, ArticleListData>;
  products: Record<string, FeaturedProduct>;
  compactLists: boolean;
  /** The first hero is the page's heading (the home page). */
  heroIsTitle: boolean;
  /** What the engagement service puts in the content-cards slot (nothing yet). */
  contentCards: ReactNode;
};

const defaults: ContentEnv = {
  origins: [],
  lists: {},
  products: {},
  compactLists: false,
  heroIsTitle: false,
  contentCards: null,
};

const Env = createContext<ContentEnv>(defaults);

export function ContentEnvProvider({
  value,
  children,
}: {
  value: Partial<ContentEnv>;
  children: ReactNode;
}) {
  return <Env.Provider value={{ ...defaults, ...value }}>{children}</Env.Provider>;
}

export function useContentEnv(): ContentEnv {
  return useContext(Env);
}
