import { data, type RouterContextProvider } from "react-router";

import type { ContentStory } from "@coop/contract/content";
import type { PageContent, PageLanguage, PageMenus } from "@coop/contract/load-context";

import { resolveLanguage } from "../../lib/language.ts";
import { pageContextOf } from "../../lib/page-context.ts";
import type { ArticleListData, ArticleSummary, FeaturedProduct } from "./content-env.tsx";
import { sitePathOfSlug } from "./link-safety.ts";

/** `content-page.article-paging`: articles a page of a listing; the home page shows the newest few. */
export const ARTICLES_PER_PAGE = 9;
export const HOME_LATEST_ARTICLES = 3;
/** The query parameter of a preview link of the authoring screen. */
export const PREVIEW_PARAM = "coop_preview";

/** What a content page renders: the story, the data its components need, and its address. */
export type StoryPageData = {
  story: ContentStory;
  /** The site path the story shows at (`/about`), for the canonical URL. */
  path: string;
  /** This site's origin as the request reached it. */
  origin: string;
  language: PageLanguage;
  /** Rendered from a preview link: not for search engines, never cached. */
  preview: boolean;
  lists: Record<string, ArticleListData>;
  products: Record<string, FeaturedProduct>;
};

/**
 * `content-page.story-path`: the full slugs a site path may show, most specific first: `/about` is
 * the story `about` or the start page `about/` of the folder; `/` is `home`. None for a global
 * story, the home story's own slug (its page is `/`) or a path that is not a plain one.
 */
export function candidateSlugs(pathname: string): string[] {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return [];
  }
  const slug = path.replace(/^\/+/, "").replace(/\/+$/, "");
  if (slug === "") return ["home"];
  if (slug === "home" || sitePathOfSlug(slug) !== `/${slug}`) return [];
  return [slug, `${slug}/`];
}

const str = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

function articleOf(story: ContentStory): ArticleSummary | null {
  const path = sitePathOfSlug(story.full_slug);
  if (path === null || story.is_startpage) return null;
  const c = story.content as Record<string, unknown>;
  const image = c.image as ArticleSummary["image"] | undefined;
  return {
    path,
    title: str(c.title) || story.name,
    teaser: str(c.teaser) || str(c.intro),
    date: str(c.date) || (story.sort_by_date ?? "").slice(0, 10),
    image: image && typeof image === "object" ? image : null,
  };
}

/** `content-page.article-list`: one page of the articles under a folder, newest first. */
export async function loadArticleList(
  content: PageContent,
  folder: string,
  language: PageLanguage,
  page: number,
  perPage: number,
): Promise<ArticleListData | null> {
  const name = folder.trim().replace(/^\/+|\/+$/g, "");
  const folderPath = sitePathOfSlug(`${name}/`);
  if (name === "" || folderPath === null) return null;
  const { stories, total } = await content.stories({
    startsWith: `${name}/`,
    language,
    page,
    perPage,
    excludingSlugs: [`${name}/`],
    sortBy: "sort_by_date:desc",
  });
  const articles = stories.flatMap((s) => articleOf(s) ?? []);
  return {
    folder: name,
    folderPath,
    page,
    pageCount: Math.max(1, Math.ceil(total / perPage)),
    total,
    articles,
  };
}

/** `menu.card-image`: the product card's image group, else the first image. */
function productImage(images: { groupname: string; url: string }[]): string | null {
  return (images.find((i) => i.groupname === "mobile-webapp-menu") ?? images[0])?.url ?? null;
}

/** `content-page.featured-products`: the default menu's products of those skus (none when it fails). */
export async function loadFeaturedProducts(
  menus: PageMenus,
  skus: ReadonlySet<string>,
): Promise<Record<string, FeaturedProduct>> {
  if (skus.size === 0) return {};
  let menu;
  try {
    menu = await menus.get("default");
  } catch {
    return {};
  }
  const found: Record<string, FeaturedProduct> = {};
  for (const category of menu?.categories ?? []) {
    for (const p of category.products) {
      if (!skus.has(p.sku) || found[p.sku]) continue;
      const image = productImage(p.images);
      found[p.sku] = { sku: p.sku, name: p.name, description: p.description, cost: p.cost, image };
    }
  }
  return found;
}

/** The `?page=` of a listing: 1 when absent; null when it is not a page number. */
export function pageParam(url: URL): number | null {
  const raw = url.searchParams.get("page");
  if (raw === null) return 1;
  return /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : null;
}

const notFound = () => data(null, { status: 404 });

/**
 * What the content loaders read of React Router's loader arguments. `url` is the page's URL as
 * the router normalised it: a client navigation's data request (`/about.data`) has the page's
 * path there, while `request.url` keeps the suffix.
 */
type LoaderArgs = { request: Request; context: Readonly<RouterContextProvider>; url: URL };

/**
 * The data of a content page (`content-page.story-page`): the story of the request's path in its
 * language (with a preview ticket, its draft), then what its components need. No story, a
 * story that is not a page or article, or a listing page past the last one: 404.
 */
export async function loadStoryPage(
  { request, context, url }: LoaderArgs,
  options: { compactLists?: boolean } = {},
): Promise<StoryPageData | null> {
  const { language } = resolveLanguage(request);
  const page = pageContextOf(context);
  const ticket = url.searchParams.get(PREVIEW_PARAM) ?? undefined;
  const preview = ticket !== undefined && ticket.length <= 2000 ? ticket : undefined;
  const slugs = candidateSlugs(url.pathname);
  const found = await Promise.all(
    slugs.map((slug) => page.content.story(slug, { language, preview })),
  );
  const story = found.find((s) => s !== null) ?? null;
  if (!story) return null;
  const component = story.content.component;
  if (component !== "page" && component !== "news_article") throw notFound();
  const compact = options.compactLists ?? false;
  const listPage = compact ? 1 : pageParam(url);
  if (listPage === null) throw notFound();
  const body = Array.isArray((story.content as { body?: unknown }).body)
    ? ((story.content as { body: unknown[] }).body as Record<string, unknown>[])
    : [];
  const lists: Record<string, ArticleListData> = {};
  const skus = new Set<string>();
  for (const blok of body) {
    if (blok?.component === "article_list" && typeof blok._uid === "string") {
      const list = await loadArticleList(
        page.content,
        str(blok.folder),
        language,
        compact ? 1 : listPage,
        compact ? HOME_LATEST_ARTICLES : ARTICLES_PER_PAGE,
      );
      if (list) lists[blok._uid] = list;
    }
    if (blok?.component === "featured_products" && Array.isArray(blok.skus)) {
      for (const sku of blok.skus) if (typeof sku === "string") skus.add(sku);
    }
  }
  // A page number past the last page of its listing (or on a page without one) is no page.
  const listings = Object.values(lists);
  if (listPage > 1 && !listings.some((l) => listPage <= l.pageCount)) throw notFound();
  return {
    story,
    path: sitePathOfSlug(story.full_slug) ?? url.pathname,
    origin: url.origin,
    language,
    preview: preview !== undefined,
    lists,
    products: await loadFeaturedProducts(page.menus, skus),
  };
}

/** `content-page.preview`: a page rendered from a preview link is for that request only. */
export const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/**
 * A content page's loader: the story page (with the preview's headers on a preview), or 404
 * when there is none.
 */
export async function requireStoryPage(args: LoaderArgs) {
  const loaded = await loadStoryPage(args);
  if (!loaded) throw notFound();
  return data(loaded, loaded.preview ? { headers: PREVIEW_HEADERS } : undefined);
}

/** A content page's own headers: those its loader set (a preview's). */
export function storyPageHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  const headers = new Headers();
  for (const name of Object.keys(PREVIEW_HEADERS)) {
    const value = loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}
