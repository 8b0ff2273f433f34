import { matchRoutes } from "react-router";

import { brand } from "../brand.ts";

/**
 * Every page of the route table (`frame.route-table`) by a stable name, with its path pattern.
 * `routes.ts` registers each one with its name as the route id, so a name here is what
 * `useMatches()` reports, and the site frame hides or shows things by name.
 *
 * Names follow the spec's own (order-checkout, order-product, order-items, account-login):
 * the path's segments joined by `-`; a route with a parameter is named after its section.
 * `/order` is the items screen where an order is built, so its name is `order-items`
 * (the spec has that name but no `/order/items` path, and one screen gets one URL).
 *
 * Order matters where two patterns match the same URL equally well (`/bo-time-moments`
 * and `/bo-time-moments/:slug?`): the one listed first wins, here as in `routes.ts`.
 */
export const routePaths = {
  home: "/",
  about: "/about",
  "chicken-scoop": "/about/chicken-scoop",
  "chicken-scoop-article": "/about/chicken-scoop/:slug?",
  "about-article": "/about/:slug",
  account: "/account",
  "account-complete": "/account/complete",
  "account-inbox": "/account/inbox",
  "account-login": "/account/login",
  "account-oauthcallback": "/account/oauthcallback",
  "account-offers": "/account/offers",
  "account-order-history": "/account/order-history",
  "account-password-reset": "/account/password-reset",
  "account-payments": "/account/payments",
  "account-reset-password": "/account/reset-password",
  "account-settings": "/account/settings",
  "account-signup": "/account/signup",
  "account-verify": "/account/verify",
  "account-section": "/account/:slug",
  "app-confirm": "/app/confirm",
  "app-payment": "/app/payment",
  "app-signin": "/app/signin",
  "biscuit-month": "/biscuit-month",
  "bo-time-moments": "/bo-time-moments",
  "bo-time-moments-article": "/bo-time-moments/:slug?",
  careers: "/careers",
  /** One job of the careers search and its application form (Coop's own page). */
  "careers-job": "/careers/jobs/:id",
  catering: "/catering",
  chickenverse: "/chickenverse/:slug?",
  "community-relations": "/community-relations",
  contact: "/contact",
  "digital-gifting": "/digital-gifting",
  eclub: "/eclub",
  "eclub-confirm": "/eclub/confirm",
  "eclub-unsubscribe": "/eclub/unsubscribe",
  "expansion-menu": "/expansion-menu",
  "expansion-menu-items": "/expansion-menu/items",
  "expansion-menu-item": "/expansion-menu/items/:item",
  foundation: "/foundation/:slug?",
  franchising: "/franchising/:slug?",
  gift: "/gift",
  "in-the-community": "/in-the-community",
  locations: "/locations",
  "media-resources": "/media-resources",
  menu: "/menu",
  "menu-nutrition": "/menu/nutrition",
  "menu-product": "/menu/product",
  "menu-category": "/menu/:mid",
  "messaging-test": "/messaging/test",
  "news-and-community": "/news-and-community",
  "news-and-community-article": "/news-and-community/:slug?",
  offers: "/offers",
  "order-items": "/order",
  "order-checkout": "/order/checkout",
  "order-confirm": "/order/confirm",
  "order-location": "/order/location",
  "order-product": "/order/product",
  "order-type": "/order/type",
  positions: "/positions",
  "positions-info": "/positions/info",
  "privacy-policy": "/privacy-policy",
  refund: "/refund",
  search: "/search",
  "technical-support": "/technical-support",
  "terms-of-use": "/terms-of-use",
  /** `frame.welcome-page`: 'welcometo' + the chain's name, from the brand config. */
  welcome: `/${brand.welcomeSlug}/:slug?`,
  /** The catch-all content page (`/{slug?}`; the home page answers `/`). */
  content: "/:slug",
} as const;

export type RouteName = keyof typeof routePaths;

const routeTable = Object.entries(routePaths).map(([id, path]) => ({ id, path }));

/**
 * The name of the route that serves `pathname`, or undefined when none does (the 404 page).
 * It ranks the patterns with React Router's own `matchRoutes` (which runs `matchPath` on
 * each after ranking them), so `/account/login` is `account-login`, not `account-section`,
 * exactly as the router decides.
 */
export function routeNameOf(pathname: string): RouteName | undefined {
  const match = matchRoutes(routeTable, pathname)?.at(-1);
  return match?.route.id as RouteName | undefined;
}

/** The screens where a location is chosen: `/locations` and the order flow's `/order/location`. */
const locationsPages: ReadonlySet<RouteName> = new Set(["locations", "order-location"]);

/**
 * `frame.locations-page`: "a locations page" hides the pickup/delivery toggle, the footer
 * and the Menu link's location-confirm dialog.
 */
export function isLocationsPage(pathname: string): boolean {
  const name = routeNameOf(pathname);
  return name !== undefined && locationsPages.has(name);
}

/** `frame.header-account`: the account link is hidden on account pages (`/account` and below). */
export function isAccountPage(pathname: string): boolean {
  const name = routeNameOf(pathname);
  return name === "account" || (name?.startsWith("account-") ?? false);
}

/**
 * `frame.menu-link-dialog`: the Menu link opens the location-confirm dialog only when "the route is
 * not order, menu or checkout". Read as the areas, not three single pages: every screen of
 * the order flow (`/order` and below, the checkout is `/order/checkout`) and of the menu
 * (`/menu` and below). There the customer is already ordering or browsing the menu, so the
 * link just navigates.
 */
export function isOrderMenuOrCheckoutPage(pathname: string): boolean {
  const name = routeNameOf(pathname);
  return name !== undefined && /^(order|menu)(-|$)/.test(name);
}

/** `/locations` modes (`frame.locations-mode`, `handoff.toggle`); anything else reads as pickup. */
export type LocationsMode = "pickup" | "delivery";

export function locationsModeOf(search: URLSearchParams): LocationsMode {
  return search.get("mode") === "delivery" ? "delivery" : "pickup";
}

/** The link to `/locations` in a mode (the pickup/delivery toggle, "New Address"). */
export function locationsPath(mode: LocationsMode = "pickup"): string {
  return `${routePaths.locations}?mode=${mode}`;
}

/** The query of the product screen (`frame.product-query`): product sku, cart line id, quantity. */
export type ProductQuery = {
  /** `id`: the product's sku; null when absent. */
  sku: string | null;
  /** `cid`: the cart line being edited; null when adding a new line. */
  lineId: string | null;
  /** `q`: a positive whole number; 1 when absent or not one. */
  quantity: number;
};

export function productQueryOf(search: URLSearchParams): ProductQuery {
  const q = search.get("q") ?? "";
  const quantity = /^\d+$/.test(q) ? Number(q) : Number.NaN;
  return {
    sku: search.get("id") || null,
    lineId: search.get("cid") || null,
    quantity: Number.isSafeInteger(quantity) && quantity > 0 ? quantity : 1,
  };
}

/** The link to the product screen: a new line (upsell tile) or an edit (cart line). */
export function productPath({ sku, lineId, quantity }: Partial<ProductQuery> & { sku: string }) {
  const search = new URLSearchParams({ id: sku });
  if (lineId) search.set("cid", lineId);
  if (quantity !== undefined) search.set("q", String(quantity));
  return `${routePaths["order-product"]}?${search.toString()}`;
}

/** `/order/confirm?id=…`: the confirmation of a submitted order (it survives a reload). */
export function orderConfirmPath(orderId: string): string {
  return `${routePaths["order-confirm"]}?id=${encodeURIComponent(orderId)}`;
}
