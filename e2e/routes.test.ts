import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import {
  axeViolations,
  baseUrl,
  browserPerFile,
  exceptDocumentStatus,
  watchedPage,
} from "./support/browser.ts";
import { seedStorage } from "./support/storage.ts";

// The route table (`frame.route-table`) and other links, written out here (not imported from
// the app) so that this test checks the app against the documented routes, not against
// itself. The welcome route is 'welcometo' + the chain's name; the paths with parameters are
// tried with a sample value (content pages: a story of the demo content). Bo Time Moments
// (`/bo-time-moments`, `/bo-time-moments/{slug}`) are pages of the catering host only
// (`botime.catering-only`): the catering exit journey of this folder checks them there, and
// their 404 here.
const staticPaths = [
  "/about",
  "/about/chicken-scoop",
  "/account",
  "/account/complete",
  "/account/inbox",
  "/account/login",
  "/account/oauthcallback",
  "/account/order-history",
  "/account/password-reset",
  "/account/payments",
  "/account/reset-password",
  "/account/settings",
  "/account/signup",
  "/account/verify",
  "/app/confirm",
  "/app/payment",
  "/app/signin",
  "/biscuit-month",
  "/careers",
  "/chickenverse",
  "/expansion-menu",
  "/expansion-menu/items",
  "/foundation",
  "/franchising",
  "/in-the-community",
  "/media-resources",
  "/menu",
  "/menu/nutrition",
  "/menu/product?id=SW-SPC",
  "/messaging/test",
  "/news-and-community",
  "/offers",
  "/order",
  "/order/checkout",
  "/order/confirm",
  "/order/location",
  "/order/product",
  "/order/type",
  "/positions",
  "/positions/info?position=cook",
  "/refund",
  "/search",
  "/technical-support",
  "/welcometocoop",
  "/locations",
  "/terms-of-use",
  "/privacy-policy",
  "/gift",
  "/digital-gifting",
  "/community-relations",
  "/contact",
  "/account/offers",
  "/catering",
  "/",
];

const pathsWithParameters = [
  "/about/our-story",
  "/about/chicken-scoop/why-our-biscuits-rest",
  "/account/rewards",
  "/chickenverse/characters",
  "/expansion-menu/items/cajun-pinto-beans",
  "/foundation/scholarships",
  "/franchising/requirements",
  // `/menu/{mid}`: a menu by id (the demo restaurant 102's); an unknown one is a 404.
  "/menu/m102",
  "/news-and-community/fryers-for-food-banks-2026",
  "/welcometocoop/first-visit",
];

const inAppScreens = new Set(["/app/confirm", "/app/payment", "/app/signin"]);
/**
 * `inapp.signin-link`, `inapp.payment-link`: without the app's parameters these screens say
 * their link is incomplete, with a 400 (e2e/in-app.test.ts opens them with complete links).
 */
const incompleteAppLinks = new Set(["/app/payment", "/app/signin"]);

/** The text of the first `<h1>` in server-rendered HTML, tags removed. */
function serverHeading(html: string): string | undefined {
  return /<h1[^>]*>(.*?)<\/h1>/s
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .trim();
}

/** A chosen restaurant (demo restaurant 102's menu) as the client store keeps it. */
const storedLocation = {
  id: "102",
  name: "Test",
  address: "1 Main St",
  city: "Raleigh",
  state: "NC",
  zip: "27601",
  menu_id: "m102",
  lat: 35.78,
  lng: -78.64,
};

/** Opens `path` with a chosen location in local storage, as the client store keeps it. */
async function withStoredLocation(page: Page, path: string) {
  await seedStorage(page.context(), { location: storedLocation });
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForLoadState("networkidle");
}

const browser = browserPerFile();

describe("frame.route-table: the route table", () => {
  it.each([...staticPaths, ...pathsWithParameters])(
    "%s answers 200 (an in-app link without its parameters 400) with its page frame (frame.layouts) and a server-rendered <h1>",
    async (path) => {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status).toBe(incompleteAppLinks.has(path) ? 400 : 200);
      const html = await res.text();
      const heading = serverHeading(html);
      expect(heading).toBeTruthy();
      expect(heading).not.toContain("flew the coop");
      expect(html).toMatch(/<title>[^<]*Coop Chicken[^<]*<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      // `frame.layouts`: the in-app screens are minimal (no header or footer).
      const layout = inAppScreens.has(path) ? "layout--minimal" : "layout--default";
      expect(html).toMatch(new RegExp(`class="layout ${layout}[" ]`));
    },
  );

  it("a page's <title> is '<page> | <brand>' and follows the language", async () => {
    const english = await (await fetch(`${baseUrl()}/menu/nutrition`)).text();
    expect(english).toContain("<title>Nutrition | Coop Chicken</title>");
    expect(serverHeading(english)).toBe("Nutrition");
    const spanish = await (await fetch(`${baseUrl()}/menu/nutrition?lang=es`)).text();
    expect(spanish).toContain("<title>Nutrición | Coop Chicken</title>");
    expect(serverHeading(spanish)).toBe("Nutrición");
  });

  it.each(["/no/such/page", "/about/x/y/z", "/some-unknown-slug", "/order/product/extra"])(
    "errors.route-status: the unknown URL %s answers 404 with the 404 page",
    async (path) => {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status).toBe(404);
      expect(serverHeading(await res.text())).toBe("Whoops! You flew the coop.");
    },
  );
});

describe("/locations", () => {
  it.each([
    ["", "Find a restaurant"],
    ["?mode=pickup", "Find a restaurant"],
    ["?mode=delivery", "Delivery address"],
    ["?mode=anything", "Find a restaurant"],
  ])(
    "frame.locations-mode: /locations%s has the heading '%s' in the server HTML",
    async (query, heading) => {
      const html = await (await fetch(`${baseUrl()}/locations${query}`)).text();
      expect(serverHeading(html)).toBe(heading);
    },
  );

  it("mode=delivery shows the delivery heading in the browser", async () => {
    const { page, context, problems } = await watchedPage(browser());
    await page.goto(`${baseUrl()}/locations?mode=delivery`);
    await page.waitForLoadState("networkidle");
    await expect(
      page.getByRole("heading", { level: 1, name: "Delivery address" }).isVisible(),
    ).resolves.toBe(true);
    expect(await page.title()).toBe("Delivery address | Coop Chicken");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("/order/product", () => {
  it("frame.product-needs-location: asking for one product with no chosen location redirects to /locations", async () => {
    const { page, context, problems } = await watchedPage(browser());
    await page.goto(`${baseUrl()}/order/product?id=1`);
    await page.waitForURL(`${baseUrl()}/locations`);
    // The client-side redirect lands before the new page has rendered: wait for it.
    await page
      .getByRole("heading", { level: 1, name: "Find a restaurant" })
      .waitFor({ state: "visible" });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("with a chosen location it stays on the product screen, past its loading state", async () => {
    const { page, context, problems } = await watchedPage(browser());
    // A product of the stored restaurant's menu (demo restaurant 102, menu m102).
    await withStoredLocation(page, "/order/product?id=CB-2PC&cid=7&q=2");
    expect(new URL(page.url()).pathname).toBe("/order/product");
    expect(new URL(page.url()).search).toBe("?id=CB-2PC&cid=7&q=2");
    await page.getByRole("heading", { level: 1, name: "2-Piece Box" }).waitFor();
    expect(await page.getByText("Loading the item…").count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("frame.product-needs-location: an expired stored location counts as none", async () => {
    const { page, context, problems } = await watchedPage(browser());
    await page.goto(`${baseUrl()}/`);
    await page.evaluate(() =>
      localStorage.setItem(
        "location",
        JSON.stringify({ value: { id: "1" }, expiresAt: Date.now() - 1000 }),
      ),
    );
    await page.goto(`${baseUrl()}/order/product?id=1`);
    await page.waitForURL(`${baseUrl()}/locations`);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("accessibility of the page frames", () => {
  it.each([
    "/",
    "/menu",
    "/locations",
    "/order/product?id=CB-2PC",
    "/account/login",
    "/app/signin",
  ])("%s has no axe (WCAG 2.2 AA) violations in English and Spanish", async (path) => {
    for (const lang of ["en-US", "es"]) {
      const { page, context, problems } = await watchedPage(browser());
      const separator = path.includes("?") ? "&" : "?";
      await withStoredLocation(page, `${path}${separator}lang=${lang}`);
      expect(new URL(page.url()).pathname).toBe(path.split("?")[0]);
      expect(await axeViolations(page), `${path} in ${lang}`).toEqual([]);
      const status = incompleteAppLinks.has(path.split("?")[0]!) ? 400 : 404;
      expect(exceptDocumentStatus(problems, page.url(), status)).toEqual([]);
      await context.close();
    }
  });
});
