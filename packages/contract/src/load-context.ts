// What the server hands the web app's route loaders for one page request: public data read
// in-process from the server's own services (no HTTP round trip to itself) and the settings
// a page needs. Types only: nothing here runs, so the module costs the browser nothing.
//
// The server (apps/server/src/web) builds one per request; the web app puts it in React
// Router's request context (apps/web/app/lib/page-context.ts) and its loaders read it there.

import type { ContentStory, GlobalStorySlug } from "./content.ts";
import type { MenuResponse } from "./menus.ts";
import type { PublicOffer } from "./offers.ts";

/** The find-a-restaurant map's tile settings, from the server's config (MAP_TILE_URL). */
export type MapTileSettings = {
  /** A Leaflet URL template with {z}, {x}, {y} (maybe {s}); "" when tiles are off. */
  url: string;
  attribution: string;
};

/** The menus the public pages show (the menu pages, nutrition). */
export type PageMenus = {
  /**
   * The menu of that id, the same value `GET /api/v1/menus/{menuId}` answers; null when
   * there is no such menu (or the id cannot be a menu id). Any other failure rejects.
   */
  get(menuId: string): Promise<MenuResponse | null>;
};

/** The chain's public offers, for the /offers page (`wallet.public-offers`). */
export type PageOffers = {
  /**
   * The offers open to everyone now, the same list `GET /api/v1/offers/all` answers; an empty
   * list when they cannot be read (the page still renders, `wallet.public-offers`).
   */
  publicOffers(): Promise<PublicOffer[]>;
};

/**
 * The sign-in forms' settings, from the server's config (docs/decisions/024-bot-check-in-the-browser.md).
 * Single sign-on is enabled when an OpenID Connect provider is configured (OIDC_*); its label
 * is the provider's name for the button (OIDC_PROVIDER_NAME) or null for a neutral "Single
 * sign-on". `botCheck` when BOT_CHECK_SITE_KEY is set: the site key and the script to load;
 * null means no script and no `verify` header.
 */
export type AuthSettings = {
  sso: { enabled: boolean; label: string | null };
  botCheck: { siteKey: string; scriptUrl: string } | null;
};

/**
 * The mobile app's web view screens (/app/payment, /app/confirm; docs/decisions/032-catering-and-in-app.md):
 * whether an address is one the chain lets the app be sent back to (APP_REDIRECT_URIS, exact
 * match). The list itself stays on the server.
 */
export type PageApp = { redirectAllowed(uri: string): boolean };

/** The site's language as the pages know it. */
export type PageLanguage = "en-US" | "es";

/**
 * The published content the pages render (docs/decisions/028-content-service.md), read in-process
 * from the content module, or from the vendor when CONTENT_API_URL is set. A failed read is
 * logged and answers nothing (null, an empty list): the page shows its 404 or its fallback
 *.
 */
export type PageContent = {
  /**
   * The published story at that full slug in that language (Spanish falls back to the default
   * language where a story has no Spanish version); null when there is none. With a preview
   * ticket (`?coop_preview=` of the authoring screen) that names this story, its draft instead.
   */
  story(
    fullSlug: string,
    options: { language: PageLanguage; preview?: string | undefined },
  ): Promise<ContentStory | null>;
  /** Published stories under a folder, newest `sort_by_date` first unless `sortBy` says. */
  stories(query: {
    startsWith: string;
    language: PageLanguage;
    page?: number;
    perPage?: number;
    excludingSlugs?: string[];
    sortBy?: string;
    withTag?: string;
  }): Promise<{ stories: ContentStory[]; total: number }>;
  /** A global story (`globals/<slug>`), published, in that language; null when there is none. */
  global(slug: GlobalStorySlug, language: PageLanguage): Promise<ContentStory | null>;
};

export type PageLoadContext = {
  menus: PageMenus;
  content: PageContent;
  offers: PageOffers;
  mapTiles: MapTileSettings;
  auth: AuthSettings;
  /** The in-app screens' return addresses; absent (a test's context), no address is allowed. */
  app?: PageApp;
  /**
   * The server's own API, called in process (no network, no public host name needed): a
   * loader builds an API client with this fetch and any base URL. For the reads the
   * context has no method of its own for (the careers pages).
   */
  api: { fetch: typeof fetch };
  /**
   * The CSP nonce every inline script of this response must carry. Undefined for a public
   * page rendered for the page cache: its inline scripts are allowed by their hashes.
   */
  cspNonce: string | undefined;
};
