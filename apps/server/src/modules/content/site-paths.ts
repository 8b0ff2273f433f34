import { GLOBALS_FOLDER } from "@coop/contract/content";

/** The story whose page is the home page `/`. */
export const HOME_SLUG = "home";

/**
 * Folders whose stories are pages of the catering site only (`botime.catering-only`): the
 * default channel answers 404 for them, so the consumer site's sitemap and search leave them out.
 */
export const CATERING_ONLY_FOLDERS = ["bo-time-moments"] as const;

/** A site path under a catering-only folder (the folder's own page included). */
export function isCateringOnlyPath(path: string): boolean {
  return CATERING_ONLY_FOLDERS.some((f) => path === `/${f}` || path.startsWith(`/${f}/`));
}

/**
 * The site path that shows a story: `/` + its full slug, a folder's start page (`about/`) at the
 * folder's path (`/about`), the home story at `/`. Null for a global story (read by other pages,
 * never a page of its own).
 */
export function sitePathOf(fullSlug: string): string | null {
  if (fullSlug === GLOBALS_FOLDER || fullSlug.startsWith(`${GLOBALS_FOLDER}/`)) return null;
  if (fullSlug === HOME_SLUG) return "/";
  const trimmed = fullSlug.replace(/\/+$/, "");
  return trimmed === "" ? "/" : `/${trimmed}`;
}

/**
 * The cached pages a change of these stories may show on: each story's page, the pages of the
 * folders above it (their listings) and the home page; "all" when a global story changed (the
 * top banner, the site options and the order statuses show on every page).
 */
export function affectedPaths(fullSlugs: readonly string[]): string[] | "all" {
  const paths = new Set<string>(["/"]);
  for (const fullSlug of fullSlugs) {
    const own = sitePathOf(fullSlug);
    if (own === null) return "all";
    paths.add(own);
    const parts = own.split("/").filter(Boolean);
    for (let i = 1; i < parts.length; i++) paths.add(`/${parts.slice(0, i).join("/")}`);
  }
  return [...paths].sort();
}
