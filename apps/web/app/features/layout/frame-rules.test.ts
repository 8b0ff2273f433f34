import { describe, expect, it } from "vitest";

import {
  bottomBarContent,
  cartBadgeShouldAnimate,
  footerLinks,
  type FrameContext,
  globalClassTokens,
  handoffAction,
  headerNavItems,
  inAppCateringBarItems,
  locationLabel,
  locationLabelLength,
  menuLinkOpensLocationConfirm,
  mobileMenuItems,
  mobileMenuSections,
  normalizePath,
  showAccountLink,
  showBackToHomeInHeader,
  showBottomBar,
  showFooter,
  showHandoffToggle,
  showHeaderOrderNow,
  showInAppCateringBar,
  showInboxBadge,
  showInboxLink,
  showSignInButton,
} from "./frame-rules.ts";

const base: FrameContext = {
  channel: "default",
  inAppCatering: false,
  signedIn: false,
  hasLocation: false,
  routeName: "home",
  pathname: "/",
  isLocationsPage: false,
  isAccountPage: false,
};

const ctx = (overrides: Partial<FrameContext>): FrameContext => ({ ...base, ...overrides });

describe("the header", () => {
  it.each([
    { signedIn: true, routeName: "home", shown: true },
    { signedIn: true, routeName: "account", shown: true },
    { signedIn: true, routeName: "account-settings", shown: true },
    { signedIn: true, routeName: "account-inbox", shown: false },
    { signedIn: false, routeName: "home", shown: false },
    { signedIn: false, routeName: "account-inbox", shown: false },
  ])(
    "frame.header-inbox: inbox link only when signed in and not on the inbox (signed in $signedIn, $routeName → $shown)",
    ({ signedIn, routeName, shown }) => {
      expect(showInboxLink(ctx({ signedIn, routeName }))).toBe(shown);
    },
  );

  it.each([
    [0, false],
    [1, true],
    [12, true],
    [-1, false],
    [Number.NaN, false],
  ])(
    "frame.header-inbox: the inbox unread-count badge only for a positive count (%s → %s)",
    (n, shown) => {
      expect(showInboxBadge(n)).toBe(shown);
    },
  );

  it.each([
    { signedIn: true, isAccountPage: false, shown: true },
    { signedIn: true, isAccountPage: true, shown: false },
    { signedIn: false, isAccountPage: false, shown: false },
    { signedIn: false, isAccountPage: true, shown: false },
  ])(
    "frame.header-account: account link greeting the user, hidden on account pages (signed in $signedIn, account page $isAccountPage → $shown)",
    ({ signedIn, isAccountPage, shown }) => {
      expect(showAccountLink(ctx({ signedIn, isAccountPage }))).toBe(shown);
    },
  );

  it.each([
    ["1234 Glenwood Avenue Suite 5", { kind: "address", text: "1234 Glenwood Avenue..." }],
    ["100 Main Street", { kind: "address", text: "100 Main Street" }],
    ["12345678901234567890", { kind: "address", text: "12345678901234567890" }],
    [null, { kind: "placeholder" }],
    ["   ", { kind: "placeholder" }],
  ] as const)(
    "frame.location-label: location link shows the first 20 characters of the address with an ellipsis, else the placeholder (%j)",
    (address, expected) => {
      expect(locationLabel(address, locationLabelLength.header)).toEqual(expected);
    },
  );

  it.each([
    { hasLocation: true, isLocationsPage: false, shown: true },
    { hasLocation: true, isLocationsPage: true, shown: false },
    { hasLocation: false, isLocationsPage: false, shown: false },
    { hasLocation: false, isLocationsPage: true, shown: false },
  ])(
    "frame.handoff-toggle-visibility: pickup/delivery toggle only with a location and not on a locations page (location $hasLocation, locations page $isLocationsPage → $shown)",
    ({ hasLocation, isLocationsPage, shown }) => {
      expect(showHandoffToggle(ctx({ hasLocation, isLocationsPage }))).toBe(shown);
    },
  );

  it.each([
    { hasLocation: false, shown: true },
    { hasLocation: true, shown: false },
  ])(
    "frame.header-order-now: Order Now button only without a location (location $hasLocation → $shown)",
    ({ hasLocation, shown }) => {
      expect(showHeaderOrderNow(ctx({ hasLocation }))).toBe(shown);
    },
  );

  it.each([
    { signedIn: false, channel: "default", shown: true },
    { signedIn: true, channel: "default", shown: false },
    { signedIn: false, channel: "catering", shown: false },
    { signedIn: true, channel: "catering", shown: false },
  ] as const)(
    "frame.sign-in-button: Sign In button only when signed out, hidden on the catering channel (signed in $signedIn, $channel → $shown)",
    ({ signedIn, channel, shown }) => {
      expect(showSignInButton(ctx({ signedIn, channel }))).toBe(shown);
    },
  );

  it.each([
    { channel: "default", signedIn: false, items: ["menu", "locations", "catering"] },
    { channel: "default", signedIn: true, items: ["menu", "locations", "catering", "offers"] },
    { channel: "catering", signedIn: false, items: ["cateringMenu", "boTimeMoments", "locations"] },
    { channel: "catering", signedIn: true, items: ["cateringMenu", "boTimeMoments", "locations"] },
  ] as const)(
    "frame.header-nav: the catering channel has its own links and hides the consumer links; Offers only signed in ($channel, signed in $signedIn)",
    ({ channel, signedIn, items }) => {
      expect(headerNavItems(ctx({ channel, signedIn }))).toEqual(items);
    },
  );

  it.each([
    ["catering", true],
    ["default", false],
  ] as const)(
    "frame.header-nav: the catering header has its own link back to the consumer site (%s → %s)",
    (channel, shown) => {
      expect(showBackToHomeInHeader(ctx({ channel }))).toBe(shown);
    },
  );

  const opens = {
    isDesktop: true,
    locationConfirmedCookie: undefined,
    isOrderMenuOrCheckout: false,
    isLocationsPage: false,
    hasLocation: true,
  };
  it.each([
    [{}, true],
    [{ locationConfirmedCookie: "false" }, true],
    [{ locationConfirmedCookie: "true" }, false],
    [{ isDesktop: false }, false],
    [{ isOrderMenuOrCheckout: true }, false],
    [{ isLocationsPage: true }, false],
    [{ hasLocation: false }, false],
  ])(
    "frame.menu-link-dialog: on desktop the Menu link opens the location-confirm dialog only when all conditions hold (%j → %s)",
    (overrides, expected) => {
      expect(menuLinkOpensLocationConfirm({ ...opens, ...overrides })).toBe(expected);
    },
  );

  it.each([
    [null, 3, false],
    [0, 1, true],
    [2, 3, true],
    [3, 3, false],
    [3, 2, false],
    [1, 0, false],
  ])(
    "frame.cart-badge: the cart badge animates only when the quantity grows (%s → %s: %s)",
    (previous, next, expected) => {
      expect(cartBadgeShouldAnimate(previous, next)).toBe(expected);
    },
  );
});

describe("footer and bottom bar", () => {
  it.each([
    { routeName: "home", isLocationsPage: false, shown: true },
    { routeName: undefined, isLocationsPage: false, shown: true },
    { routeName: "order-checkout", isLocationsPage: false, shown: true },
    { routeName: "locations", isLocationsPage: true, shown: false },
    { routeName: "order-location", isLocationsPage: true, shown: false },
    { routeName: "order-product", isLocationsPage: false, shown: false },
  ])(
    "frame.footer-visibility: hidden on locations pages and the order-product screen ($routeName → $shown)",
    ({ routeName, isLocationsPage, shown }) => {
      expect(showFooter(ctx({ routeName, isLocationsPage }))).toBe(shown);
    },
  );

  it.each([
    ["default", ["franchising", "cateringSite", "merchStore", "eclub"]],
    ["catering", ["cateringMenu", "boTimeMoments", "backToHome"]],
  ] as const)(
    "frame.footer-links: franchising, catering subdomain and merch store; the catering footer has its own (%s)",
    (channel, links) => {
      expect(footerLinks(ctx({ channel }))).toEqual(links);
    },
  );

  it.each([
    ["order-product", false],
    ["order-checkout", false],
    ["order-items", false],
    ["account-login", false],
    ["home", true],
    ["order-confirm", true],
    ["account", true],
    ["locations", true],
    [undefined, true],
  ])(
    "frame.bottom-bar-visibility: hidden on order-product, order-checkout, order-items and account-login (%s → %s)",
    (routeName, shown) => {
      expect(showBottomBar(ctx({ routeName }))).toBe(shown);
    },
  );

  it.each([
    [
      { hasLocation: false, inAppCatering: false },
      { kind: "orderNow", label: "orderNow" },
    ],
    [
      { hasLocation: false, inAppCatering: true },
      { kind: "orderNow", label: "startYourOrder" },
    ],
    [
      { hasLocation: true, inAppCatering: false },
      { kind: "location", handoffToggle: true },
    ],
    [
      { hasLocation: true, inAppCatering: true },
      { kind: "location", handoffToggle: true },
    ],
  ])(
    "frame.bottom-bar-content: Order Now (Start Your Order in in-app catering) without a location, else the address and the toggle (%j)",
    (overrides, expected) => {
      expect(bottomBarContent(ctx(overrides))).toEqual(expected);
    },
  );

  it("frame.location-label: the bottom bar shows the first 15 characters of the address", () => {
    expect(locationLabel("1234 Glenwood Avenue Suite 5", locationLabelLength.bottomBar)).toEqual({
      kind: "address",
      text: "1234 Glenwood A...",
    });
  });

  it.each([
    ["/", true, true],
    ["/offers", true, true],
    ["/account", true, true],
    ["/account/", true, true],
    ["/account/settings", true, true],
    ["/account/payments", true, true],
    ["/account/order-history", true, true],
    ["/account/inbox", true, false],
    ["/menu", true, false],
    ["/order", true, false],
    ["/offers/extra", true, false],
    ["/", false, false],
    ["/offers", false, false],
  ])(
    "frame.in-app-catering-bar: only in in-app catering mode and only on the six paths (%s, in-app %s → %s)",
    (pathname, inAppCatering, shown) => {
      expect(showInAppCateringBar(ctx({ pathname, inAppCatering }))).toBe(shown);
    },
  );

  it("frame.in-app-catering-bar: Home, Menu, Offers, Account and Cart", () => {
    expect(inAppCateringBarItems).toEqual(["home", "menu", "offers", "account", "cart"]);
  });

  it.each([
    ["", "/"],
    ["/", "/"],
    ["///", "/"],
    ["/account/", "/account"],
    ["/account/settings//", "/account/settings"],
  ])("normalizePath(%j) is %j", (input, output) => {
    expect(normalizePath(input)).toBe(output);
  });
});

describe("frame.mobile-menu-items: the mobile menu", () => {
  const always = ["locationLink", "orderNow", "locations", "termsOfUse", "privacyPolicy"] as const;
  const defaultOnly = [
    "menu",
    "careers",
    "about",
    "franchising",
    "catering",
    "merchStore",
    "foundation",
    "community",
    "contact",
    "language",
    "giftCards",
    "nutrition",
  ] as const;
  const cateringOnly = ["backToHome", "cateringMenu", "boTimeMoments"] as const;

  type Row = {
    channel: "default" | "catering";
    signedIn: boolean;
    hasLocation: boolean;
    isLocationsPage: boolean;
  };
  const rows: Row[] = [];
  for (const channel of ["default", "catering"] as const)
    for (const signedIn of [false, true])
      for (const hasLocation of [false, true])
        for (const isLocationsPage of [false, true])
          rows.push({ channel, signedIn, hasLocation, isLocationsPage });

  it.each(rows)(
    "frame.sign-in-button: mobile menu: signed in: greeting and Profile; signed out on default: 'Sign in or Sign up', hidden on catering ($channel, signed in $signedIn)",
    (row) => {
      const items = mobileMenuItems(row);
      expect(items.includes("greeting")).toBe(row.signedIn);
      expect(items.includes("profile")).toBe(row.signedIn);
      expect(items.includes("signIn")).toBe(!row.signedIn && row.channel === "default");
    },
  );

  it.each(rows)(
    "frame.mobile-menu-items: catering channel: Back to Home, Catering Menu instead of Menu, Bo Time Moments; default only: the consumer links and language toggle; Offers signed-in only ($channel, signed in $signedIn)",
    (row) => {
      const items = mobileMenuItems(row);
      const catering = row.channel === "catering";
      for (const item of cateringOnly) expect(items.includes(item), item).toBe(catering);
      for (const item of defaultOnly) expect(items.includes(item), item).toBe(!catering);
      expect(items.includes("offers")).toBe(!catering && row.signedIn);
    },
  );

  it.each(rows)(
    "frame.handoff-toggle-visibility: mobile menu: always Locations, location link, Order Now, Terms of Use, Privacy Policy; the toggle only with a location off locations pages ($channel, location $hasLocation, locations page $isLocationsPage)",
    (row) => {
      const items = mobileMenuItems(row);
      for (const item of always) expect(items.includes(item), item).toBe(true);
      expect(items.includes("handoffToggle")).toBe(row.hasLocation && !row.isLocationsPage);
    },
  );

  it("frame.mobile-menu-items: exactly the listed items for a signed-in member on the default channel, in order", () => {
    expect(
      mobileMenuSections({
        channel: "default",
        signedIn: true,
        hasLocation: true,
        isLocationsPage: false,
      }),
    ).toEqual({
      visitor: ["greeting", "profile"],
      order: ["locationLink", "handoffToggle", "orderNow"],
      links: [
        "menu",
        "offers",
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
      ],
      language: ["language"],
      legal: ["termsOfUse", "privacyPolicy"],
    });
  });

  it("frame.mobile-menu-items: exactly the listed items for a guest on the catering channel, in order", () => {
    expect(
      mobileMenuItems({
        channel: "catering",
        signedIn: false,
        hasLocation: false,
        isLocationsPage: false,
      }),
    ).toEqual([
      "locationLink",
      "orderNow",
      "backToHome",
      "cateringMenu",
      "boTimeMoments",
      "locations",
      "termsOfUse",
      "privacyPolicy",
    ]);
  });

  it.each([
    ["1234 Glenwood Avenue Suite 5", { kind: "address", text: "1234 Glenwood Avenue..." }],
    [undefined, { kind: "placeholder" }],
  ] as const)(
    "frame.location-label: mobile menu: the location link shows 20 characters plus '...', otherwise the find-a-restaurant text (%j)",
    (address, expected) => {
      expect(locationLabel(address, locationLabelLength.mobileMenu)).toEqual(expected);
    },
  );
});

describe("handoff.toggle: the pickup/delivery toggle", () => {
  it.each([
    ["pickup", { id: "o1", handoff: "dispatch" }, { kind: "setPickup", orderId: "o1" }],
    ["pickup", { id: "o1", handoff: "delivery" }, { kind: "setPickup", orderId: "o1" }],
    ["pickup", { id: "o1", handoff: "pickup" }, { kind: "navigate", to: "/locations?mode=pickup" }],
    [
      "pickup",
      { id: "o1", handoff: "curbside" },
      { kind: "navigate", to: "/locations?mode=pickup" },
    ],
    ["pickup", { id: "o1" }, { kind: "navigate", to: "/locations?mode=pickup" }],
    ["pickup", null, { kind: "navigate", to: "/locations?mode=pickup" }],
    [
      "delivery",
      { id: "o1", handoff: "dispatch" },
      { kind: "navigate", to: "/locations?mode=delivery" },
    ],
    [
      "delivery",
      { id: "o1", handoff: "pickup" },
      { kind: "navigate", to: "/locations?mode=delivery" },
    ],
    ["delivery", null, { kind: "navigate", to: "/locations?mode=delivery" }],
  ] as const)(
    "handoff.toggle: Pickup while in delivery changes the handoff, otherwise /locations?mode=pickup; Delivery goes to /locations?mode=delivery (%s, %j)",
    (choice, order, expected) => {
      expect(handoffAction(choice, order)).toEqual(expected);
    },
  );
});

describe("frame.page-class: layouts", () => {
  it.each([
    ["", ""],
    [null, ""],
    ["theme-holiday", "theme-holiday"],
    ["  theme-holiday   season_2 ", "theme-holiday season_2"],
    ['theme"><script>', ""],
    ["ok 9bad -ok", "ok -ok"],
  ])(
    "frame.page-class: the page gets the global class from content options, CSS-safe (%j → %j)",
    (raw, expected) => {
      expect(globalClassTokens(raw)).toBe(expected);
    },
  );
});
