/**
 * Where the site frame's links go (`frame.route-table`, `frame.header-nav`,
 * `frame.footer-links`). Plain paths of this
 * site; the catering subdomain and the consumer site are origins computed from the request
 * (use-site-origins.ts), the merch store and social networks are in chain-links.ts.
 */
export const framePaths = {
  home: "/",
  menu: "/menu",
  /** The catering channel's menu: the anchor on its home page. */
  cateringMenu: "/#catering-menu",
  offers: "/offers",
  locations: "/locations",
  /** `frame.mobile-menu-items`: 'Order Now' links to /order. */
  order: "/order",
  account: "/account",
  accountLogin: "/account/login",
  accountInbox: "/account/inbox",
  careers: "/careers",
  about: "/about",
  franchising: "/franchising",
  eclub: "/eclub",
  catering: "/catering",
  foundation: "/foundation",
  community: "/in-the-community",
  contact: "/contact",
  giftCards: "/gift",
  nutrition: "/menu/nutrition",
  boTimeMoments: "/bo-time-moments",
  termsOfUse: "/terms-of-use",
  privacyPolicy: "/privacy-policy",
  search: "/search",
} as const;

/**
 * Where the header's Order Now button and the bottom bar's Order Now / Start Your Order go.
 * Both appear only when no location is chosen, and an order needs one: they send the
 * visitor to pick a restaurant first (/locations), which then leads on to /order. The
 * mobile menu's 'Order Now' goes to /order (`frame.mobile-menu-items`).
 */
export const orderNowWithoutLocationPath = framePaths.locations;

/**
 * `catering-home.menu-link`: the catering site's "Catering Menu" goes to the chosen
 * restaurant's catering menu (/order) once a restaurant is chosen, and to the catering home's
 * pack list (/#catering-menu) before.
 */
export function cateringMenuPath(hasLocation: boolean): string {
  return hasLocation ? framePaths.order : framePaths.cateringMenu;
}
