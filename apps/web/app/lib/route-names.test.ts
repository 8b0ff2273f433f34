import { describe, expect, it } from "vitest";

import { brand } from "../brand.ts";
import {
  isAccountPage,
  isLocationsPage,
  isOrderMenuOrCheckoutPage,
  locationsModeOf,
  locationsPath,
  productPath,
  productQueryOf,
  type RouteName,
  routeNameOf,
  routePaths,
} from "./route-names.ts";

/** A URL that a pattern serves: each parameter filled with a sample value. */
function sampleOf(pattern: string): string {
  return pattern.replace(/:(\w+)\??/g, "sample-$1");
}

describe("frame.route-table: routeNameOf", () => {
  it.each(Object.entries(routePaths) as [RouteName, string][])(
    "names the route that serves its own pattern: %s (%s)",
    (name, pattern) => {
      expect(routeNameOf(sampleOf(pattern))).toBe(name);
    },
  );

  it.each([
    [
      "frame.route-table: /order/checkout is route order-checkout",
      "/order/checkout",
      "order-checkout",
    ],
    ["frame.route-table: /order/product is route order-product", "/order/product", "order-product"],
    ["frame.route-table: route order-items is the items screen /order", "/order", "order-items"],
    ["frame.route-table: /account/login is route account-login", "/account/login", "account-login"],
    ["a static path wins over a parameter: /account/inbox", "/account/inbox", "account-inbox"],
    ["a static path wins over a parameter: /menu/nutrition", "/menu/nutrition", "menu-nutrition"],
    ["/account/{slug} takes any other account path", "/account/rewards", "account-section"],
    ["/menu/{mid} takes a menu id", "/menu/123", "menu-category"],
    [
      "/about/chicken-scoop is the section, not an /about/{slug}",
      "/about/chicken-scoop",
      "chicken-scoop",
    ],
    ["/about/chicken-scoop/{slug?} with a slug", "/about/chicken-scoop/x", "chicken-scoop-article"],
    ["/bo-time-moments without a slug is the section page", "/bo-time-moments", "bo-time-moments"],
    ["/chickenverse/{slug?} without its slug", "/chickenverse", "chickenverse"],
    ["/foundation/{slug?} with its slug", "/foundation/scholarships", "foundation"],
    ["the welcome route is 'welcometo' + the chain's name", "/welcometocoop", "welcome"],
    ["the welcome route takes a slug", "/welcometocoop/raleigh", "welcome"],
    ["frame.route-table: catch-all /{slug} is the content page", "/some-unknown-slug", "content"],
    ["frame.route-table: the home page is /", "/", "home"],
    ["a trailing slash is the same page", "/order/checkout/", "order-checkout"],
    ["paths match without regard to case", "/Order/Product", "order-product"],
  ] as const)("%s", (_rule, pathname, name) => {
    expect(routeNameOf(pathname)).toBe(name);
  });

  it.each(["/no/such/page", "/about/x/y/z", "/order/product/extra", "/app/unknown"])(
    "frame.route-table: unknown routes (%s) have no name, so they show the 404 page",
    (pathname) => {
      expect(routeNameOf(pathname)).toBeUndefined();
    },
  );
});

describe("frame.welcome-page", () => {
  it("frame.welcome-page: the path is 'welcometo' followed by the chain's name from the brand settings", () => {
    expect(brand.welcomeSlug).toBe(`welcometo${brand.shortName.toLowerCase()}`);
    expect(routeNameOf(`/${brand.welcomeSlug}`)).toBe("welcome");
    expect(routeNameOf("/welcometosomeoneelse")).toBe("content");
  });
});

describe("isLocationsPage", () => {
  it.each([
    ["/locations", true],
    ["/locations/", true],
    ["/order/location", true],
    ["/locations/raleigh", false],
    ["/order", false],
    ["/", false],
  ] as const)(
    "frame.locations-page: %s is a locations page: %s (toggle, footer and the Menu dialog hide there)",
    (pathname, expected) => {
      expect(isLocationsPage(pathname)).toBe(expected);
    },
  );
});

describe("isAccountPage", () => {
  it.each([
    ["/account", true],
    ["/account/login", true],
    ["/account/settings", true],
    ["/account/offers", true],
    ["/account/anything", true],
    ["/app/signin", false],
    ["/offers", false],
    ["/no/such/page", false],
  ] as const)(
    "frame.header-account: the account link hides on account pages: %s → %s",
    (pathname, expected) => {
      expect(isAccountPage(pathname)).toBe(expected);
    },
  );
});

describe("isOrderMenuOrCheckoutPage", () => {
  it.each([
    ["/order", true],
    ["/order/checkout", true],
    ["/order/product", true],
    ["/order/type", true],
    ["/menu", true],
    ["/menu/nutrition", true],
    ["/menu/42", true],
    ["/", false],
    ["/offers", false],
    ["/expansion-menu", false],
    ["/locations", false],
    ["/some-unknown-slug", false],
  ] as const)(
    "frame.menu-link-dialog: the Menu link navigates without the location dialog on order, menu or checkout: %s → %s",
    (pathname, expected) => {
      expect(isOrderMenuOrCheckoutPage(pathname)).toBe(expected);
    },
  );
});

describe("locations mode", () => {
  it.each([
    ["", "pickup"],
    ["mode=pickup", "pickup"],
    ["mode=delivery", "delivery"],
    ["mode=DELIVERY", "pickup"],
    ["mode=drone", "pickup"],
  ] as const)(
    "frame.locations-mode: /locations takes mode=pickup or mode=delivery, anything else is pickup: ?%s → %s",
    (query, mode) => {
      expect(locationsModeOf(new URLSearchParams(query))).toBe(mode);
    },
  );

  it("handoff.toggle: the toggle links to /locations?mode=pickup and ?mode=delivery", () => {
    expect(locationsPath()).toBe("/locations?mode=pickup");
    expect(locationsPath("delivery")).toBe("/locations?mode=delivery");
  });
});

describe("product query", () => {
  it.each([
    ["id=SKU1&cid=line-9&q=3", { sku: "SKU1", lineId: "line-9", quantity: 3 }],
    ["id=SKU1", { sku: "SKU1", lineId: null, quantity: 1 }],
    ["", { sku: null, lineId: null, quantity: 1 }],
    ["id=SKU1&q=0", { sku: "SKU1", lineId: null, quantity: 1 }],
    ["id=SKU1&q=-2", { sku: "SKU1", lineId: null, quantity: 1 }],
    ["id=SKU1&q=1.5", { sku: "SKU1", lineId: null, quantity: 1 }],
    ["id=SKU1&q=two", { sku: "SKU1", lineId: null, quantity: 1 }],
    ["id=SKU1&q=99999999999999999999", { sku: "SKU1", lineId: null, quantity: 1 }],
    ["id=&cid=", { sku: null, lineId: null, quantity: 1 }],
  ] as const)(
    "frame.product-query: the product screen takes id (sku), cid (cart line) and q (a positive whole quantity, else 1): ?%s",
    (query, expected) => {
      expect(productQueryOf(new URLSearchParams(query))).toEqual(expected);
    },
  );

  it("frame.product-query, product.edit-line: Edit opens /order/product with the sku, the cart line id and the quantity", () => {
    const path = productPath({ sku: "SKU 1", lineId: "42", quantity: 2 });
    expect(path).toBe("/order/product?id=SKU+1&cid=42&q=2");
    expect(productQueryOf(new URL(path, "http://x").searchParams)).toEqual({
      sku: "SKU 1",
      lineId: "42",
      quantity: 2,
    });
  });

  it("frame.product-query: an upsell tile opens /order/product?id={sku}", () => {
    expect(productPath({ sku: "123" })).toBe("/order/product?id=123");
  });
});
