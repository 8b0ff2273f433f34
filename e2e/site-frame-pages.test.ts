// The site frame's rules that depend on the page, the host and the in-app cookie: which
// pages hide the header's parts, the footer or the bottom bar; the in-app catering bar.
import { describe, expect, it } from "vitest";

import { signInDemoMember } from "./support/api.ts";
import {
  axeViolations,
  baseUrl,
  browserPerFile,
  except404,
  watchedPage,
} from "./support/browser.ts";
import { expectShown, open, settle, type Setup, shot, visible } from "./support/site-frame.ts";

const browser = browserPerFile();

describe("page-dependent rules", () => {
  it("frame.header-inbox, frame.header-account, frame.handoff-toggle-visibility: inbox hidden on the inbox, greeting hidden on account pages, toggle hidden on locations pages", async () => {
    const s: Setup = { viewport: "desktop", host: "default", signedIn: true, withLocation: true };
    // A real session: /account checks it with the server (a made-up one would be signed out).
    const session = await signInDemoMember();
    const { page, context, origin, problems } = await open(browser(), s, "/account/inbox", session);
    const header = page.locator("header.site-header");
    expect(await visible(header.getByRole("link", { name: "Inbox" }))).toBe(false);
    expect(await visible(header.getByRole("link", { name: /^Hi, Ada/ }))).toBe(false);
    await page.goto(`${origin}/account`);
    await settle(page);
    await expectShown(header.getByRole("link", { name: "Inbox" }), true, "inbox on /account");
    expect(await visible(header.getByRole("link", { name: /^Hi, Ada/ }))).toBe(false);
    await page.goto(`${origin}/locations`);
    await settle(page);
    await expectShown(header.getByRole("link", { name: /^Hi, Ada/ }), true, "greeting");
    expect(await visible(header.getByRole("group", { name: "How to get your order" }))).toBe(false);
    expect(except404(problems)).toEqual([]);
    await context.close();
  });

  it("frame.footer-visibility, frame.bottom-bar-visibility: footer hidden on locations pages and order-product; bottom bar hidden on order-product, order-checkout, order-items, account-login", async () => {
    const s: Setup = { viewport: "mobile", host: "default", signedIn: false, withLocation: true };
    const { page, context, origin, problems } = await open(browser(), s);
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
      await settle(page);
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
    expect(except404(problems)).toEqual([]);
    await context.close();
  });

  it("frame.in-app-catering-bar, channel.in-app-catering, frame.bottom-bar-content: the in-app catering footer bar shows only with source=app on the catering host, only on the six paths; Start Your Order", async () => {
    const paths = [
      "/",
      "/offers",
      "/account",
      "/account/settings",
      "/account/payments",
      "/account/order-history",
    ];
    // Signed in for real: the member pages among the six send a guest to sign-in.
    const s: Setup = {
      viewport: "mobile",
      host: "catering",
      signedIn: true,
      withLocation: false,
      cookies: { source: "app" },
    };
    const session = await signInDemoMember();
    const { page, context, origin, problems } = await open(browser(), s, "/", session);
    const bar = page.getByRole("navigation", { name: "App navigation" });
    for (const path of [...paths, "/account/"]) {
      await page.goto(`${origin}${path}`);
      await settle(page);
      await expectShown(bar, true, `in-app bar on ${path}`);
      for (const name of ["Home", "Menu", "Offers", "Account"])
        await expectShown(bar.getByRole("link", { name, exact: true }), true, name);
      await expectShown(bar.getByRole("button", { name: /^Cart/ }), true, "Cart");
    }
    await page.goto(`${origin}/`);
    await settle(page);
    expect(await axeViolations(page), "in-app bar").toEqual([]);
    await page.screenshot({ path: shot("mobile-catering-in-app-bar"), fullPage: true });
    await expectShown(
      page
        .getByRole("region", { name: "Your order" })
        .getByRole("link", { name: "Start Your Order" }),
      true,
      "Start Your Order",
    );
    for (const path of ["/menu", "/account/inbox", "/careers"]) {
      await page.goto(`${origin}${path}`);
      await settle(page);
      expect(await visible(bar), `no in-app bar on ${path}`).toBe(false);
    }
    expect(except404(problems)).toEqual([]);
    await context.close();

    // `channel.in-app-catering`: the same cookie on the default host is not in-app catering mode.
    const other = await open(browser(), { ...s, host: "default", signedIn: false });
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

  it("channel.origins, frame.footer-links: the footer's catering link goes to the catering subdomain", async () => {
    const { page, context } = await watchedPage(browser());
    const port = new URL(baseUrl()).port;
    await page.goto(`http://localhost:${port}/`);
    await settle(page);
    expect(
      await page
        .locator("footer")
        .getByRole("link", { name: "Catering", exact: true })
        .getAttribute("href"),
    ).toBe(`http://catering.localhost:${port}/`);
    await context.close();
  });
});
