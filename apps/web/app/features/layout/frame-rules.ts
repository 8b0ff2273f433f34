// The visibility rules of the site frame (header, footer and bottom bar, mobile menu, the
// handoff toggle, page class; the `frame.*` rules of docs/rules.md), as pure functions of plain
// inputs so that every rule is unit-tested on its own (frame-rules.test.ts). The components only
// ask these functions what to show; they never decide it themselves.
import type { Channel } from "@coop/contract/headers";

import { truncate } from "../../lib/truncate.ts";

/** What the site frame's rules depend on: the page, the channel and the visitor. */
export type FrameContext = {
  /** `channel.from-host`: the default or the catering channel. */
  channel: Channel;
  /** `channel.in-app-catering`: cookie source=app on the catering channel. */
  inAppCatering: boolean;
  /** `store.signed-in`: a member and a token are stored. */
  signedIn: boolean;
  /** A location (restaurant) is chosen. */
  hasLocation: boolean;
  /** The route name of the path (lib/route-names.ts); undefined on the 404 page. */
  routeName: string | undefined;
  pathname: string;
  /** `/locations` or `/order/location`. */
  isLocationsPage: boolean;
  /** `/account` and below. */
  isAccountPage: boolean;
};

// ---------------------------------------------------------------------------------------
// Header

/** `frame.header-inbox`: the inbox link, only when signed in and not already on the inbox. */
export function showInboxLink(c: Pick<FrameContext, "signedIn" | "routeName">): boolean {
  return c.signedIn && c.routeName !== "account-inbox";
}

/** `frame.header-inbox`: the inbox link's unread-count badge shows a count, so only a positive one. */
export function showInboxBadge(unread: number): boolean {
  return Number.isFinite(unread) && unread > 0;
}

/** `frame.header-account`: the account link greets the user by first name; hidden on account pages. */
export function showAccountLink(c: Pick<FrameContext, "signedIn" | "isAccountPage">): boolean {
  return c.signedIn && !c.isAccountPage;
}

/**
 * `frame.handoff-toggle-visibility` (header and mobile menu): the pickup/delivery toggle, only when
 * a location is set and the page is not a locations page.
 */
export function showHandoffToggle(
  c: Pick<FrameContext, "hasLocation" | "isLocationsPage">,
): boolean {
  return c.hasLocation && !c.isLocationsPage;
}

/** `frame.header-order-now`: the Order Now button, only without a location. */
export function showHeaderOrderNow(c: Pick<FrameContext, "hasLocation">): boolean {
  return !c.hasLocation;
}

/** `frame.sign-in-button`: the Sign In button, only when signed out, and never on catering. */
export function showSignInButton(c: Pick<FrameContext, "signedIn" | "channel">): boolean {
  return !c.signedIn && c.channel !== "catering";
}

export const locationLabelLength = { header: 20, mobileMenu: 20, bottomBar: 15 } as const;

type LocationLabel = { kind: "address"; text: string } | { kind: "placeholder" };

/**
 * `frame.location-label` (header, mobile menu, bottom bar): the first N characters of the chosen
 * location's address, with '...' if longer; the placeholder when no location is set.
 */
export function locationLabel(address: string | null | undefined, max: number): LocationLabel {
  if (address === null || address === undefined || address.trim() === "") {
    return { kind: "placeholder" };
  }
  return { kind: "address", text: truncate(address, max) };
}

export type HeaderNavItem =
  "menu" | "offers" | "locations" | "catering" | "cateringMenu" | "boTimeMoments";

/**
 * The desktop header's navigation. Default channel: Menu, Locations, Catering, Offers
 * (signed-in only). `frame.header-nav`: the catering channel has its own header and hides the
 * consumer links: Catering Menu instead of Menu, Bo Time Moments and Locations, as in its
 * mobile menu (its Back to Home link: showBackToHomeInHeader).
 */
export function headerNavItems(c: Pick<FrameContext, "channel" | "signedIn">): HeaderNavItem[] {
  if (c.channel === "catering") return ["cateringMenu", "boTimeMoments", "locations"];
  // Offers last: it appears after hydration for a member, and at the end it moves nothing.
  return c.signedIn
    ? ["menu", "locations", "catering", "offers"]
    : ["menu", "locations", "catering"];
}

/** The catering header links back to the main consumer site (as its mobile menu does). */
export function showBackToHomeInHeader(c: Pick<FrameContext, "channel">): boolean {
  return c.channel === "catering";
}

type MenuLinkInput = {
  /** Desktop layout (md and up). */
  isDesktop: boolean;
  /** The value of the location-confirmed cookie at the time of the click. */
  locationConfirmedCookie: string | undefined;
  /** The route is in the order flow, the menu or the checkout. */
  isOrderMenuOrCheckout: boolean;
  isLocationsPage: boolean;
  hasLocation: boolean;
};

/**
 * `frame.menu-link-dialog`: on desktop the Menu link opens the location-confirm dialog instead of
 * navigating when all hold: the cookie location-confirmed is not 'true', the route is not
 * order, menu or checkout, the path is not a locations page, and a location exists.
 */
export function menuLinkOpensLocationConfirm(input: MenuLinkInput): boolean {
  return (
    input.isDesktop &&
    input.locationConfirmedCookie !== "true" &&
    !input.isOrderMenuOrCheckout &&
    !input.isLocationsPage &&
    input.hasLocation
  );
}

/**
 * `frame.cart-badge`: the cart badge animates (800 ms) when the quantity grows, not when it shrinks
 * or stays. `previous` is null until the first quantity after hydration has been seen, so
 * a cart read from local storage on page load does not count as growing.
 */
export function cartBadgeShouldAnimate(previous: number | null, next: number): boolean {
  return previous !== null && next > previous;
}

// ---------------------------------------------------------------------------------------
// Footer and bottom bar

/** `frame.footer-visibility`: hidden on locations pages and the order-product screen. */
export function showFooter(c: Pick<FrameContext, "isLocationsPage" | "routeName">): boolean {
  return !c.isLocationsPage && c.routeName !== "order-product";
}

export type FooterLink =
  | "franchising"
  | "cateringSite"
  | "merchStore"
  | "eclub"
  | "backToHome"
  | "cateringMenu"
  | "boTimeMoments";

/**
 * `frame.footer-links`: franchising, the catering subdomain, the merch store and the e-club (the social
 * networks, Terms of Use and Privacy Policy are in every footer). The catering footer
 * hides these consumer links and has its own: Catering Menu, Bo Time Moments, and Back to
 * Home (the consumer site).
 */
export function footerLinks(c: Pick<FrameContext, "channel">): FooterLink[] {
  return c.channel === "catering"
    ? ["cateringMenu", "boTimeMoments", "backToHome"]
    : ["franchising", "cateringSite", "merchStore", "eclub"];
}

const bottomBarHiddenOn: ReadonlySet<string> = new Set([
  "order-product",
  "order-checkout",
  "order-items",
  "account-login",
]);

/**
 * `frame.bottom-bar-visibility`: the mobile bottom bar (small and medium screens; the CSS hides
 * it from md up) is hidden on order-product, order-checkout, order-items and account-login.
 */
export function showBottomBar(c: Pick<FrameContext, "routeName">): boolean {
  return c.routeName === undefined || !bottomBarHiddenOn.has(c.routeName);
}

type BottomBarContent =
  | { kind: "orderNow"; label: "orderNow" | "startYourOrder" }
  | { kind: "location"; handoffToggle: true };

/**
 * `frame.bottom-bar-content`: without a location, Order Now ('Start Your Order' in the in-app
 * catering mode); otherwise the first 15 characters of the address and the pickup/delivery toggle.
 */
export function bottomBarContent(
  c: Pick<FrameContext, "hasLocation" | "inAppCatering">,
): BottomBarContent {
  if (!c.hasLocation)
    return { kind: "orderNow", label: c.inAppCatering ? "startYourOrder" : "orderNow" };
  return { kind: "location", handoffToggle: true };
}

/** `frame.in-app-catering-bar`: the paths of the in-app catering footer bar. */
const inAppCateringBarPaths: readonly string[] = [
  "/",
  "/offers",
  "/account",
  "/account/settings",
  "/account/payments",
  "/account/order-history",
];

/** A path without its trailing slashes ("/account/" is "/account"; "" is "/"). */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/**
 * `frame.in-app-catering-bar`: the in-app catering footer bar appears only in the in-app catering
 * mode and only on /, /offers, /account, /account/settings, /account/payments and
 * /account/order-history.
 */
export function showInAppCateringBar(c: Pick<FrameContext, "inAppCatering" | "pathname">) {
  return c.inAppCatering && inAppCateringBarPaths.includes(normalizePath(c.pathname));
}

/** `frame.in-app-catering-bar`: the in-app catering footer bar has Home, Menu, Offers, Account and Cart. */
export const inAppCateringBarItems = ["home", "menu", "offers", "account", "cart"] as const;

// ---------------------------------------------------------------------------------------
// Mobile menu

export type MobileMenuItem =
  | "greeting"
  | "profile"
  | "signIn"
  | "backToHome"
  | "cateringMenu"
  | "boTimeMoments"
  | "menu"
  | "offers"
  | "careers"
  | "about"
  | "franchising"
  | "catering"
  | "merchStore"
  | "foundation"
  | "community"
  | "contact"
  | "language"
  | "giftCards"
  | "nutrition"
  | "locations"
  | "locationLink"
  | "handoffToggle"
  | "orderNow"
  | "termsOfUse"
  | "privacyPolicy";

/** The sections of the mobile menu, in display order, each with its items in order. */
type MobileMenuSections = {
  /** Greeting and Profile, or 'Sign in or Sign up'. */
  visitor: MobileMenuItem[];
  /** The location link, the Pickup/Delivery toggle and Order Now. */
  order: MobileMenuItem[];
  /** The site's links. */
  links: MobileMenuItem[];
  /** The language toggle. */
  language: MobileMenuItem[];
  /** Terms of Use and Privacy Policy. */
  legal: MobileMenuItem[];
};

/**
 * `frame.mobile-menu-items`, item by item:
 * - signed in: a greeting with the first name and a Profile button (to /account);
 * - signed out on the default channel: 'Sign in or Sign up' (hidden on catering,
 *   `frame.sign-in-button`);
 * - catering channel: Back to Home, Catering Menu (instead of Menu), Bo Time Moments;
 * - default channel only: Menu, Offers (signed-in only), Careers, About Us, Franchising,
 *   Catering, Merch Store, Foundation, Community, Contact Us, the language toggle, Gift
 *   Cards and Nutrition;
 * - always: Locations; the location link; the Pickup/Delivery toggle when a location is
 *   chosen and the page is not a locations page; Order Now; Terms of Use; Privacy Policy.
 */
export function mobileMenuSections(
  c: Pick<FrameContext, "channel" | "signedIn" | "hasLocation" | "isLocationsPage">,
): MobileMenuSections {
  const catering = c.channel === "catering";
  const visitor: MobileMenuItem[] = c.signedIn
    ? ["greeting", "profile"]
    : catering
      ? []
      : ["signIn"];
  const order: MobileMenuItem[] = ["locationLink"];
  if (showHandoffToggle(c)) order.push("handoffToggle");
  order.push("orderNow");
  const links: MobileMenuItem[] = catering
    ? ["backToHome", "cateringMenu", "boTimeMoments", "locations"]
    : [
        "menu",
        ...(c.signedIn ? (["offers"] as const) : []),
        "locations",
        "careers",
        "about",
        "franchising",
        "catering",
        "merchStore",
        "foundation",
        "community",
        "contact",
        "giftCards",
        "nutrition",
      ];
  return {
    visitor,
    order,
    links,
    language: catering ? [] : ["language"],
    legal: ["termsOfUse", "privacyPolicy"],
  };
}

/** Every item of the mobile menu, in display order. */
export function mobileMenuItems(
  c: Pick<FrameContext, "channel" | "signedIn" | "hasLocation" | "isLocationsPage">,
): MobileMenuItem[] {
  const s = mobileMenuSections(c);
  return [...s.visitor, ...s.order, ...s.links, ...s.language, ...s.legal];
}

// ---------------------------------------------------------------------------------------
// Handoff toggle

export type HandoffChoice = "pickup" | "delivery";

type HandoffAction =
  | { kind: "setPickup"; orderId: string }
  | { kind: "navigate"; to: "/locations?mode=pickup" | "/locations?mode=delivery" };

/**
 * `handoff.toggle`: choosing Pickup while the order is in delivery changes the order's handoff
 * to pickup; otherwise it goes to /locations?mode=pickup. Choosing Delivery goes to
 * /locations?mode=delivery.
 */
export function handoffAction(
  choice: HandoffChoice,
  order: { id: string; handoff?: string | undefined } | null,
): HandoffAction {
  if (choice === "delivery") return { kind: "navigate", to: "/locations?mode=delivery" };
  if (order && (order.handoff === "dispatch" || order.handoff === "delivery")) {
    return { kind: "setPickup", orderId: order.id };
  }
  return { kind: "navigate", to: "/locations?mode=pickup" };
}

// ---------------------------------------------------------------------------------------
// Layouts

/**
 * `frame.page-class`: the global class from the content options (a seasonal theme…), made safe to
 * put in a class attribute: CSS-identifier tokens only, anything else dropped.
 */
export function globalClassTokens(raw: string | null | undefined): string {
  if (!raw) return "";
  return raw
    .split(/\s+/)
    .filter((token) => /^-?[A-Za-z_][A-Za-z0-9_-]*$/.test(token))
    .join(" ");
}
