// The chrome of the default layout (spec §2 Header, Footer and bottom bar, Mobile menu;
// §4 Handoff and Language; §6 roles; §9 timings) in the built app: every combination of
// screen size, visitor, channel and chosen location, checked for what must show AND what
// must not, with axe and a screenshot of each.
import { mkdirSync } from "node:fs";

import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { axeViolations, baseUrl, launchBrowser, watchedPage } from "./browser.ts";

const shots = "/tmp/chrome-shots";
mkdirSync(shots, { recursive: true });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;
type ViewportName = keyof typeof viewports;
type Host = "default" | "catering";

const member = { first_name: "Ada", addresses: [], payments: [] };
const token = {
  access: { token: "a" },
  ordering: { access: { token: "o" } },
  id: "1",
  provider: "coop",
};
const restaurant = {
  id: "1",
  name: "Coop Raleigh",
  address: "1234 Glenwood Avenue Suite 5",
  city: "Raleigh",
  state: "NC",
  zip: "27608",
  menu_id: "m1",
  lat: 35.8,
  lng: -78.65,
};

function originOf(host: Host): string {
  if (host === "default") return baseUrl();
  const url = new URL(baseUrl());
  url.hostname = "catering.localhost";
  return url.origin;
}

type Setup = {
  viewport: ViewportName;
  signedIn: boolean;
  host: Host;
  withLocation: boolean;
  /** An order in local storage: its handoff and line quantities. */
  order?: { handoff: "pickup" | "dispatch"; quantities: number[] };
  cookies?: Record<string, string>;
};

/** A fresh context whose local storage holds the visitor's state before any page script runs. */
async function open(setup: Setup, path = "/") {
  const watched = await watchedPage(browser, viewports[setup.viewport]);
  const origin = originOf(setup.host);
  if (setup.cookies) {
    await watched.context.addCookies(
      Object.entries(setup.cookies).map(([name, value]) => ({ name, value, url: origin })),
    );
  }
  const entries: Record<string, string> = {};
  if (setup.signedIn) {
    entries.user = JSON.stringify({ value: member });
    entries.token = JSON.stringify({ value: token });
  }
  await watched.context.addInitScript(
    ({ entries, restaurant, withLocation, order }) => {
      // Only on the first load of the context: later loads keep what the app stored.
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      if (withLocation) {
        localStorage.setItem(
          "location",
          JSON.stringify({ value: restaurant, expiresAt: Date.now() + 86_400_000 }),
        );
      }
      if (order) {
        // "YYYYMMDD HH:mm" of now, local time (the stored order's `created`).
        const d = new Date();
        const p = (n: number) => String(n).padStart(2, "0");
        const created = `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
        localStorage.setItem(
          "order",
          JSON.stringify({
            value: {
              id: "order-1",
              handoff: order.handoff,
              created,
              products: order.quantities.map((quantity, i) => ({
                id: `line-${i}`,
                product_id: `p${i}`,
                name: `Item ${i}`,
                quantity,
                cost: { total: 5 },
              })),
            },
            expiresAt: Date.now() + 86_400_000,
          }),
        );
      }
    },
    { entries, restaurant, withLocation: setup.withLocation, order: setup.order },
  );
  await watched.page.goto(`${origin}${path}`);
  await waitHydrated(watched.page);
  return { ...watched, origin };
}

async function waitHydrated(page: Page) {
  await page.waitForSelector(".layout[data-hydrated]");
  await page.waitForLoadState("networkidle");
}

/** Console problems except 404s of pages and data that do not exist yet (other issues). */
function unexpected(problems: string[]): string[] {
  return problems.filter((p) => !p.includes("the server responded with a status of 404"));
}

const visible = (locator: Locator) => locator.first().isVisible();

async function expectShown(locator: Locator, shown: boolean, what: string) {
  if (shown) {
    await locator.first().waitFor({ state: "visible", timeout: 5000 });
  }
  expect(await visible(locator), what).toBe(shown);
}

const combos: Setup[] = [];
for (const viewport of ["desktop", "mobile"] as const)
  for (const host of ["default", "catering"] as const)
    for (const signedIn of [false, true])
      for (const withLocation of [false, true])
        combos.push({ viewport, host, signedIn, withLocation });

const nameOf = (s: Setup) =>
  `${s.viewport}-${s.host}-${s.signedIn ? "member" : "guest"}-${s.withLocation ? "location" : "no-location"}`;

async function checkHeader(page: Page, s: Setup) {
  const header = page.locator("header.site-header");
  const desktop = s.viewport === "desktop";
  const catering = s.host === "catering";
  await expectShown(header.getByRole("link", { name: /home page/ }), true, "logo");
  await expectShown(header.getByRole("button", { name: /^Cart, 0 items$/ }), true, "cart");
  await expectShown(header.getByRole("button", { name: "Main menu" }), !desktop, "hamburger");
  // Desktop-only parts of the header.
  await expectShown(header.getByRole("link", { name: "Español" }), desktop, "language toggle");
  await expectShown(header.getByRole("link", { name: "Inbox" }), desktop && s.signedIn, "inbox");
  await expectShown(
    header.getByRole("link", { name: /^Hi, Ada/ }),
    desktop && s.signedIn,
    "greeting",
  );
  await expectShown(
    header.getByRole("link", { name: "Sign In", exact: true }),
    desktop && !s.signedIn && !catering,
    "Sign In",
  );
  await expectShown(
    header.getByRole("group", { name: "How to get your order" }),
    desktop && s.withLocation,
    "handoff toggle",
  );
  await expectShown(
    header.getByRole("link", { name: "Order Now" }),
    desktop && !s.withLocation,
    "Order Now",
  );
  if (desktop && !s.withLocation) {
    expect(await header.getByRole("link", { name: "Order Now" }).getAttribute("href")).toBe(
      "/locations",
    );
  }
  const label = header.locator(".header-location__link .location-link__text");
  if (desktop) {
    expect(await label.textContent()).toBe(
      s.withLocation ? "1234 Glenwood Avenue..." : "Find a restaurant",
    );
    expect(await header.locator(".header-location__link").getAttribute("href")).toBe("/locations");
  } else {
    expect(await visible(label)).toBe(false);
  }
  const nav = header.getByRole("navigation", { name: "Main" });
  const links = catering
    ? {
        shown: ["Catering Menu", "Bo Time Moments", "Locations"],
        hidden: ["Menu", "Offers", "Catering"],
      }
    : {
        shown: ["Menu", "Locations", "Catering", ...(s.signedIn ? ["Offers"] : [])],
        hidden: ["Catering Menu", "Bo Time Moments", ...(s.signedIn ? [] : ["Offers"])],
      };
  // The catering header's way back to the consumer site, in its top row.
  await expectShown(
    header.getByRole("link", { name: "Back to Home" }),
    desktop && catering,
    "Back to Home",
  );
  if (desktop && catering) {
    expect(await header.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe(
      `http://localhost:${new URL(baseUrl()).port}/`,
    );
  }
  for (const name of links.shown)
    await expectShown(nav.getByRole("link", { name, exact: true }), desktop, `nav ${name}`);
  for (const name of links.hidden)
    expect(await visible(nav.getByRole("link", { name, exact: true })), `nav ${name}`).toBe(false);
}

/** The visible location labels show the spec's truncation only: CSS must not cut them further. */
async function expectLabelsUncut(page: Page, what: string) {
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".location-link__text")]
      .filter((el) => el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.textContent} (${el.scrollWidth} > ${el.clientWidth})`),
  );
  expect(cut, what).toEqual([]);
}

async function checkBottomBar(page: Page, s: Setup) {
  const bar = page.getByRole("region", { name: "Your order" });
  const mobile = s.viewport === "mobile";
  await expectShown(bar, mobile, "bottom bar");
  if (!mobile) return;
  await expectShown(bar.getByRole("link", { name: "Order Now" }), !s.withLocation, "bar Order Now");
  await expectShown(
    bar.getByRole("group", { name: "How to get your order" }),
    s.withLocation,
    "bar toggle",
  );
  if (s.withLocation) {
    expect(await bar.locator(".location-link__text").textContent()).toBe("1234 Glenwood A...");
    await expectShown(
      bar.getByRole("link", { name: /Your restaurant: 1234 Glenwood Avenue Suite 5/ }),
      true,
      "bar location link name",
    );
  }
}

async function checkFooter(page: Page, s: Setup, origin: string) {
  const footer = page.locator("footer.site-footer");
  await expectShown(footer, true, "footer");
  const catering = s.host === "catering";
  await expectShown(footer.getByRole("link", { name: "Franchising" }), !catering, "Franchising");
  await expectShown(
    footer.getByRole("link", { name: "Merch Store (opens in a new tab)" }),
    !catering,
    "Merch Store",
  );
  await expectShown(
    footer.getByRole("link", { name: "Catering", exact: true }),
    !catering,
    "Catering",
  );
  await expectShown(footer.getByRole("link", { name: "Catering Menu" }), catering, "Catering Menu");
  await expectShown(footer.getByRole("link", { name: "Bo Time Moments" }), catering, "Bo Time");
  await expectShown(footer.getByRole("link", { name: "Back to Home" }), catering, "Back to Home");
  if (catering) {
    const consumer = origin.replace("catering.", "");
    expect(await footer.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe(
      `${consumer}/`,
    );
  }
  for (const network of ["Facebook", "X", "Instagram", "YouTube", "TikTok", "LinkedIn"]) {
    const link = footer.getByRole("link", { name: `${network} (opens in a new tab)` });
    await expectShown(link, true, network);
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
  }
  expect(await footer.getByRole("link", { name: "Terms of Use" }).getAttribute("href")).toBe(
    "/terms-of-use",
  );
  expect(await footer.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
    "/privacy-policy",
  );
}

async function checkMobileMenu(page: Page, s: Setup) {
  const hamburger = page.getByRole("button", { name: "Main menu" });
  expect(await hamburger.getAttribute("aria-expanded")).toBe("false");
  expect(await hamburger.getAttribute("aria-controls")).toBe("mobile-menu");
  await hamburger.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.waitFor({ state: "visible" });
  await page.waitForTimeout(250); // the slide-in
  await page.screenshot({ path: `${shots}/${nameOf(s)}-menu.png` });
  expect(await hamburger.getAttribute("aria-expanded")).toBe("true");
  // Focus moved in; the body does not scroll.
  expect(await page.evaluate(() => document.activeElement?.closest("dialog")?.id)).toBe(
    "mobile-menu",
  );
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

  const catering = s.host === "catering";
  const link = (name: string | RegExp) =>
    menu.getByRole("link", { name, exact: typeof name === "string" });
  await expectShown(menu.getByText("Hi, Ada!"), s.signedIn, "greeting");
  await expectShown(link("Profile"), s.signedIn, "Profile");
  await expectShown(link("Sign in or Sign up"), !s.signedIn && !catering, "Sign in or Sign up");
  for (const name of ["Back to Home", "Catering Menu", "Bo Time Moments"])
    await expectShown(link(name), catering, name);
  for (const name of [
    "Menu",
    "Careers",
    "About Us",
    "Franchising",
    "Catering",
    "Merch Store (opens in a new tab)",
    "Foundation",
    "Community",
    "Contact Us",
    "Español",
    "Gift Cards",
    "Nutrition",
  ])
    await expectShown(link(name), !catering, name);
  await expectShown(link("Offers"), !catering && s.signedIn, "Offers");
  for (const name of ["Locations", "Order Now", "Terms of Use", "Privacy Policy"])
    await expectShown(link(name), true, name);
  expect(await link("Order Now").getAttribute("href")).toBe("/order");
  expect(await menu.locator(".mobile-menu__location .location-link__text").textContent()).toBe(
    s.withLocation ? "1234 Glenwood Avenue..." : "Find a restaurant",
  );
  await expectShown(
    menu.getByRole("group", { name: "How to get your order" }),
    s.withLocation,
    "menu toggle",
  );
  if (catering) {
    const href = await link("Back to Home").getAttribute("href");
    expect(href).toBe(`${new URL(baseUrl()).protocol}//localhost:${new URL(baseUrl()).port}/`);
  }

  // Tab stays inside: many presses forward and back never leave the dialog.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("dialog")?.id)).toBe(
      "mobile-menu",
    );
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("dialog")?.id)).toBe(
      "mobile-menu",
    );
  }
  expect(await axeViolations(page), `${nameOf(s)} menu open`).toEqual([]);

  // Escape closes it, focus returns to the hamburger, the body scrolls again.
  await page.keyboard.press("Escape");
  await menu.waitFor({ state: "hidden" });
  expect(await hamburger.getAttribute("aria-expanded")).toBe("false");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-controls"))).toBe(
    "mobile-menu",
  );
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
}

describe("the chrome in every combination of screen, visitor, channel and location", () => {
  for (const viewport of ["desktop", "mobile"] as const) {
    it(`${viewport}: header, bottom bar, footer${viewport === "mobile" ? ", mobile menu" : ""}; axe clean; no console error`, async () => {
      for (const s of combos.filter((c) => c.viewport === viewport)) {
        const { page, context, problems, origin } = await open(s);
        await checkHeader(page, s);
        await checkBottomBar(page, s);
        await checkFooter(page, s, origin);
        await expectLabelsUncut(page, nameOf(s));
        // No in-app catering bar without the source=app cookie.
        expect(await visible(page.getByRole("navigation", { name: "App navigation" }))).toBe(false);
        expect(await axeViolations(page), nameOf(s)).toEqual([]);
        await page.screenshot({
          path: `${shots}/${nameOf(s)}.png`,
          fullPage: viewport === "desktop",
        });
        if (viewport === "mobile") await checkMobileMenu(page, s);
        expect(unexpected(problems), nameOf(s)).toEqual([]);
        await context.close();
      }
    });
  }
});

describe("page-dependent rules", () => {
  it("§2 Header: inbox hidden on the inbox, greeting hidden on account pages, toggle hidden on locations pages", async () => {
    const s: Setup = { viewport: "desktop", host: "default", signedIn: true, withLocation: true };
    const { page, context, origin, problems } = await open(s, "/account/inbox");
    const header = page.locator("header.site-header");
    expect(await visible(header.getByRole("link", { name: "Inbox" }))).toBe(false);
    expect(await visible(header.getByRole("link", { name: /^Hi, Ada/ }))).toBe(false);
    await page.goto(`${origin}/account`);
    await waitHydrated(page);
    await expectShown(header.getByRole("link", { name: "Inbox" }), true, "inbox on /account");
    expect(await visible(header.getByRole("link", { name: /^Hi, Ada/ }))).toBe(false);
    await page.goto(`${origin}/locations`);
    await waitHydrated(page);
    await expectShown(header.getByRole("link", { name: /^Hi, Ada/ }), true, "greeting");
    expect(await visible(header.getByRole("group", { name: "How to get your order" }))).toBe(false);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("§2 Footer hidden on locations pages and order-product; bottom bar hidden on order-product, order-checkout, order-items, account-login", async () => {
    const s: Setup = { viewport: "mobile", host: "default", signedIn: false, withLocation: true };
    const { page, context, origin, problems } = await open(s);
    const cases = [
      { path: "/locations", footer: false, bar: true },
      { path: "/order/location", footer: false, bar: true },
      { path: "/order/product?id=1", footer: false, bar: false },
      { path: "/order/checkout", footer: true, bar: false },
      { path: "/order", footer: true, bar: false },
      { path: "/account/login", footer: true, bar: false },
      { path: "/account", footer: true, bar: true },
      { path: "/careers", footer: true, bar: true },
    ];
    for (const c of cases) {
      await page.goto(`${origin}${c.path}`);
      await waitHydrated(page);
      const path = new URL(page.url()).pathname;
      // Pages of later issues may redirect (e.g. the product screen to /locations): check
      // the page actually shown.
      const expected = cases.find((x) => x.path.split("?")[0] === path) ?? c;
      expect(await visible(page.locator("footer.site-footer")), `footer on ${path}`).toBe(
        expected.footer,
      );
      expect(
        await visible(page.getByRole("region", { name: "Your order" })),
        `bar on ${path}`,
      ).toBe(expected.bar);
    }
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("§2 in-app catering footer bar: only with source=app on the catering host, only on the six paths; Start Your Order", async () => {
    const paths = [
      "/",
      "/offers",
      "/account",
      "/account/settings",
      "/account/payments",
      "/account/order-history",
    ];
    const s: Setup = {
      viewport: "mobile",
      host: "catering",
      signedIn: false,
      withLocation: false,
      cookies: { source: "app" },
    };
    const { page, context, origin, problems } = await open(s);
    const bar = page.getByRole("navigation", { name: "App navigation" });
    for (const path of [...paths, "/account/"]) {
      await page.goto(`${origin}${path}`);
      await waitHydrated(page);
      await expectShown(bar, true, `in-app bar on ${path}`);
      for (const name of ["Home", "Menu", "Offers", "Account"])
        await expectShown(bar.getByRole("link", { name, exact: true }), true, name);
      await expectShown(bar.getByRole("button", { name: /^Cart/ }), true, "Cart");
    }
    await page.goto(`${origin}/`);
    await waitHydrated(page);
    expect(await axeViolations(page), "in-app bar").toEqual([]);
    await page.screenshot({ path: `${shots}/mobile-catering-in-app-bar.png`, fullPage: true });
    await expectShown(
      page
        .getByRole("region", { name: "Your order" })
        .getByRole("link", { name: "Start Your Order" }),
      true,
      "Start Your Order",
    );
    for (const path of ["/menu", "/account/inbox", "/careers"]) {
      await page.goto(`${origin}${path}`);
      await waitHydrated(page);
      expect(await visible(bar), `no in-app bar on ${path}`).toBe(false);
    }
    expect(unexpected(problems)).toEqual([]);
    await context.close();

    // The same cookie on the default host is not in-app catering mode.
    const other = await open({ ...s, host: "default" });
    expect(await visible(other.page.getByRole("navigation", { name: "App navigation" }))).toBe(
      false,
    );
    await expectShown(
      other.page
        .getByRole("region", { name: "Your order" })
        .getByRole("link", { name: "Order Now" }),
      true,
      "Order Now",
    );
    await other.context.close();
  });

  it("§2 Footer: the catering link goes to the catering subdomain", async () => {
    const { page, context } = await watchedPage(browser);
    const port = new URL(baseUrl()).port;
    await page.goto(`http://localhost:${port}/`);
    await waitHydrated(page);
    expect(
      await page
        .locator("footer")
        .getByRole("link", { name: "Catering", exact: true })
        .getAttribute("href"),
    ).toBe(`http://catering.localhost:${port}/`);
    await context.close();
  });
});

describe("behaviour", () => {
  it("§2 Header: on desktop the Menu link opens the location-confirm dialog (no navigation) unless location-confirmed=true", async () => {
    const s: Setup = { viewport: "desktop", host: "default", signedIn: false, withLocation: true };
    const first = await open(s);
    await first.page.locator("header").getByRole("link", { name: "Menu", exact: true }).click();
    await first.page.waitForTimeout(300);
    expect(new URL(first.page.url()).pathname).toBe("/");
    await first.context.close();

    const confirmed = await open({ ...s, cookies: { "location-confirmed": "true" } });
    await confirmed.page.locator("header").getByRole("link", { name: "Menu", exact: true }).click();
    await confirmed.page.waitForURL(/\/menu$/);
    await confirmed.context.close();

    const guest = await open({ ...s, withLocation: false });
    await guest.page.locator("header").getByRole("link", { name: "Menu", exact: true }).click();
    await guest.page.waitForURL(/\/menu$/);
    await guest.context.close();
  });

  it("§4 Handoff: Delivery goes to /locations?mode=delivery, Pickup without a delivery order to ?mode=pickup; a failed switch keeps delivery", async () => {
    const s: Setup = { viewport: "desktop", host: "default", signedIn: false, withLocation: true };
    const { page, context, origin } = await open(s);
    const toggle = () =>
      page.locator("header").getByRole("group", { name: "How to get your order" });
    await toggle().getByRole("button", { name: "Delivery" }).click();
    await page.waitForURL(/\/locations\?mode=delivery$/);
    await page.goto(`${origin}/`);
    await waitHydrated(page);
    await toggle().getByRole("button", { name: "Pickup" }).click();
    await page.waitForURL(/\/locations\?mode=pickup$/);
    await context.close();

    // An order in delivery: Pickup asks the API; until the orders engine exists it fails,
    // and the toggle must not pretend the switch happened.
    const withOrder = await open({ ...s, order: { handoff: "dispatch", quantities: [1] } });
    const group = withOrder.page
      .locator("header")
      .getByRole("group", { name: "How to get your order" });
    expect(await group.getByRole("button", { name: "Delivery" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    const call = withOrder.page.waitForRequest((r) =>
      r.url().includes("/api/v1/orders/order-1/handoff/pickup"),
    );
    await group.getByRole("button", { name: "Pickup" }).click();
    const request = await call;
    expect(request.method()).toBe("PUT");
    await withOrder.page.waitForLoadState("networkidle");
    expect(new URL(withOrder.page.url()).pathname).toBe("/");
    expect(await group.getByRole("button", { name: "Delivery" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    await withOrder.context.close();
  });

  it("§2 Header: the cart badge shows the count and animates for 800 ms when it grows, not when it shrinks", async () => {
    const s: Setup = {
      viewport: "desktop",
      host: "default",
      signedIn: false,
      withLocation: true,
      order: { handoff: "pickup", quantities: [2, 1] },
    };
    const { page, context, problems } = await open(s);
    const cart = page.locator("header").getByRole("button", { name: "Cart, 3 items" });
    await cart.waitFor();
    expect(await cart.getAttribute("data-animating")).toBeNull(); // loading a cart is not growth
    expect(await cart.locator(".cart-button__badge").textContent()).toBe("3");

    const setQuantities = (quantities: number[]) =>
      page.evaluate((quantities) => {
        const entry = JSON.parse(localStorage.getItem("order") ?? "{}");
        entry.value.products = quantities.map((quantity, i) => ({
          id: `line-${i}`,
          product_id: `p${i}`,
          name: `Item ${i}`,
          quantity,
          cost: { total: 5 },
        }));
        localStorage.setItem("order", JSON.stringify(entry));
        // What another tab's change looks like to this one.
        window.dispatchEvent(
          new StorageEvent("storage", { key: "order", storageArea: localStorage }),
        );
      }, quantities);

    await setQuantities([2, 2]);
    const grown = page.locator("header").getByRole("button", { name: "Cart, 4 items" });
    await page.waitForSelector("header .cart-button[data-animating]", { timeout: 2000 });
    await page.waitForSelector("header .cart-button:not([data-animating])", { timeout: 2000 });
    expect(await grown.locator(".cart-button__badge").textContent()).toBe("4");

    await setQuantities([1]);
    await page.locator("header").getByRole("button", { name: "Cart, 1 item" }).waitFor();
    await page.waitForTimeout(150);
    expect(await page.locator("header .cart-button[data-animating]").count()).toBe(0);

    // The button opens the cart panel (the store's showCart); the panel is modal, so it
    // closes from inside (Escape, ×, backdrop), and focus goes back to the button.
    const button = page.locator("header .cart-button");
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("dialog", { name: "Your Cart" }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("§4 Language: the toggle switches the chrome's texts, busy while switching; the progress bar shows only after 200 ms", async () => {
    const s: Setup = { viewport: "desktop", host: "default", signedIn: false, withLocation: false };
    const { page, context, problems } = await open(s);
    // Slow the data request of the switch down, to see the busy state and the progress bar.
    await page.route(/\.data(\?|$)/, async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    const header = page.locator("header");
    const toggle = header.getByRole("link", { name: "Español" });
    await toggle.click();
    await page.waitForSelector("header .language-toggle[aria-busy='true']", { timeout: 1000 });
    await page.waitForSelector(".navigation-progress:not([hidden])", { timeout: 1500 });
    await page.waitForFunction(() => document.documentElement.lang === "es");
    await page.waitForSelector("header .language-toggle:not([aria-busy])", { timeout: 6000 });
    await expectShown(header.getByRole("link", { name: "Iniciar sesión" }), true, "Iniciar sesión");
    await expectShown(header.getByRole("link", { name: "Pide ahora" }), true, "Pide ahora");
    expect(await header.locator(".header-location__link .location-link__text").textContent()).toBe(
      "Buscar un restaurante",
    );
    await expectShown(
      page.locator("footer").getByRole("link", { name: "Términos de uso" }),
      true,
      "legal",
    );
    expect(await axeViolations(page), "es").toEqual([]);
    await page.screenshot({ path: `${shots}/desktop-default-guest-es.png` });
    await page.unroute(/\.data(\?|$)/);

    // A quick navigation never shows the bar.
    await header.getByRole("link", { name: "English" }).click();
    await page.waitForFunction(() => document.documentElement.lang === "en-US");
    expect(await page.locator(".navigation-progress:not([hidden])").count()).toBe(0);
    await expectShown(header.getByRole("link", { name: "Sign In", exact: true }), true, "Sign In");
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("Spanish fits: nothing in the chrome overflows at 375 px and 900 px", async () => {
    for (const width of [375, 900]) {
      for (const signedIn of [false, true]) {
        const watched = await open(
          { viewport: "mobile", host: "default", signedIn, withLocation: true },
          "/?lang=es",
        );
        await watched.page.setViewportSize({ width, height: 800 });
        await watched.page.waitForTimeout(100);
        const overflowing = await watched.page.evaluate(() => {
          const found: string[] = [];
          for (const el of document.querySelectorAll<HTMLElement>(
            "header *, .bottom-bars *, footer *",
          )) {
            if (el.closest("svg, .visually-hidden") || !el.getClientRects().length) continue;
            const style = getComputedStyle(el);
            if (style.textOverflow === "ellipsis") continue;
            if (el.scrollWidth > el.clientWidth + 1 && style.overflow !== "visible")
              found.push(el.className || el.tagName);
            const r = el.getBoundingClientRect();
            if (r.right > window.innerWidth + 0.5 && style.position !== "absolute")
              found.push(`${el.className || el.tagName} right=${r.right}`);
          }
          return found;
        });
        expect(overflowing, `es at ${width}, signed in ${signedIn}`).toEqual([]);
        await expectLabelsUncut(watched.page, `es at ${width}`);
        expect(
          await watched.page.evaluate(() => document.documentElement.scrollWidth),
        ).toBeLessThanOrEqual(width);
        await watched.page.screenshot({
          path: `${shots}/es-${width}-${signedIn ? "member" : "guest"}.png`,
        });
        await watched.context.close();
      }
    }
  });

  it("personal parts fill in after hydration without a layout shift", async () => {
    for (const viewport of ["desktop", "mobile"] as const) {
      const watched = await watchedPage(browser, viewports[viewport]);
      await watched.context.addInitScript(
        ({ member, token, restaurant }) => {
          localStorage.setItem("user", JSON.stringify({ value: member }));
          localStorage.setItem("token", JSON.stringify({ value: token }));
          localStorage.setItem(
            "location",
            JSON.stringify({ value: restaurant, expiresAt: Date.now() + 86_400_000 }),
          );
          (window as unknown as { __shifts: number[] }).__shifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              (window as unknown as { __shifts: number[] }).__shifts.push(
                (entry as unknown as { value: number }).value,
              );
          }).observe({ type: "layout-shift", buffered: true });
        },
        { member, token, restaurant },
      );
      await watched.page.goto(`${baseUrl()}/`);
      await waitHydrated(watched.page);
      await watched.page.waitForTimeout(300);
      const shifts = await watched.page.evaluate(
        () => (window as unknown as { __shifts: number[] }).__shifts,
      );
      const total = shifts.reduce((a, b) => a + b, 0);
      expect(total, `${viewport} layout shift ${JSON.stringify(shifts)}`).toBeLessThan(0.001);
      await watched.context.close();
    }
  });
});
