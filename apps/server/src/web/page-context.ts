import type {
  AuthSettings,
  MapTileSettings,
  PageContent,
  PageLoadContext,
  PageMenus,
  PageOffers,
} from "@coop/contract/load-context";
import { menuIdParamsSchema, type MenuResponse } from "@coop/contract/menus";

import type { Config } from "../config.ts";
import { HttpError } from "../http/http-error.ts";
import { BUILTIN_SCRIPT_PATH, BUILTIN_SITE_KEY } from "../lib/bot-check-builtin.ts";
import type { MenusService } from "../modules/menus/service.ts";
import type { OffersService } from "../modules/offers/service.ts";

/** What the pages' loaders read, the same for every request (the nonce is per response). */
export type SharedPageContext = Omit<PageLoadContext, "cspNonce">;

export type PageContextDeps = {
  menus: Pick<MenusService, "cachedMenu" | "menu">;
  offers: Pick<OffersService, "publicOffers">;
  /** The published content (modules/content, or the vendor when CONTENT_API_URL is set). */
  content: PageContent;
  mapTiles: MapTileSettings;
  auth: AuthSettings;
  /** APP_REDIRECT_URIS: where the in-app screens may send the browser back to the app. */
  appRedirectUris: readonly string[];
  /** The server's own API in process (register-web.ts builds it on Fastify's inject). */
  apiFetch: typeof fetch;
  now: () => Date;
  /** Told about a failure other than "no such menu" (the page answers 500). */
  onError: (error: unknown) => void;
};

/**
 * The loaders' view of the server's services. A menu is the one `GET /api/v1/menus/{menuId}`
 * answers, to the byte: the same id check (a malformed id is no menu), the same checked and
 * serialized body (its cache included), parsed again.
 */
export function createPageContext(deps: PageContextDeps): SharedPageContext {
  const menus: PageMenus = {
    async get(menuId) {
      const params = menuIdParamsSchema.safeParse({ menuId });
      if (!params.success) return null;
      const id = params.data.menuId;
      const at = deps.now();
      try {
        const menu = deps.menus.cachedMenu(id, at) ?? (await deps.menus.menu(id, at));
        return JSON.parse(menu.body.identity.toString("utf8")) as MenuResponse;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) return null;
        deps.onError(error);
        throw error;
      }
    },
  };
  // `wallet.public-offers`: a failed read is told and ignored; the page shows no public offers.
  const offers: PageOffers = {
    async publicOffers() {
      try {
        return await deps.offers.publicOffers(deps.now());
      } catch (error) {
        deps.onError(error);
        return [];
      }
    },
  };
  return {
    menus,
    offers,
    content: deps.content,
    mapTiles: deps.mapTiles,
    auth: deps.auth,
    // `inapp.redirect-allowed`: exactly one of the configured addresses, never a prefix of one.
    app: { redirectAllowed: (uri) => deps.appRedirectUris.includes(uri) },
    api: { fetch: deps.apiFetch },
  };
}

/**
 * What the sign-in forms may know of the config: whether single sign-on is on and its
 * provider's name, and the bot check's public site key and script (never its secret).
 * `botcheck.builtin`: BOT_CHECK=builtin gives the built-in script on this origin.
 */
export function authSettingsOf(
  config: Pick<Config, "oidc" | "oidcProviderName" | "botCheckClient" | "botCheckBuiltin">,
): AuthSettings {
  return {
    sso: { enabled: config.oidc !== undefined, label: config.oidcProviderName ?? null },
    botCheck: config.botCheckBuiltin
      ? { siteKey: BUILTIN_SITE_KEY, scriptUrl: BUILTIN_SCRIPT_PATH }
      : config.botCheckClient
        ? { siteKey: config.botCheckClient.siteKey, scriptUrl: config.botCheckClient.scriptUrl }
        : null,
  };
}
