// Saved cards, delivery addresses and favorite restaurants in the built app, as the demo
// member Ada (signed in through the real API, her user and token in local storage): she sees
// her saved card and her two Raleigh addresses on /account/payments, adds an address in
// Raleigh and deletes it again; on /locations she sees "Your favorites" first, saves North
// Hills with its heart and finds it on /account/favorites, then removes it there (her seeded
// favorites are left as they were). /account/{slug} aliases redirect, unknown slugs are 404.
// axe on /account/payments and /account/favorites at 375 and 1280 px, English and Spanish.
import { describe, expect, it } from "vitest";

import { signInDemoMember } from "./support/api.ts";
import {
  axeViolations,
  baseUrl,
  browserPerFile,
  type ViewportName,
  viewports,
} from "./support/browser.ts";
import { screenshots } from "./support/screenshots.ts";
import { northHills, openPage } from "./support/storage.ts";

const browser = browserPerFile();
const shot = screenshots("account-saved");

/** Ada, signed in, at `path` (the location-confirm dialog kept closed). */
async function openAsAda(path: string, viewport: ViewportName = "desktop") {
  const member = await signInDemoMember();
  return openPage(browser(), path, {
    viewport: viewports[viewport],
    seed: { member, locationConfirmed: true },
  });
}

describe("/account/payments: saved cards and delivery addresses", () => {
  it("member.saved-cards, member.saved-addresses: Ada sees her card and her two Raleigh addresses, adds an address in Raleigh and deletes it", async () => {
    const { page, context, problems } = await openAsAda("/account/payments");
    try {
      const cards = page.getByRole("list", { name: "Your saved cards" });
      await cards.waitFor();
      expect(await cards.getByRole("listitem").allInnerTexts()).toContainEqual(
        expect.stringContaining("Visa ending in 1111"),
      );
      expect(await cards.innerText()).toContain("Expires 12/30");

      const addresses = page.getByRole("list", { name: "Your delivery addresses" });
      await addresses.waitFor();
      const items = addresses.getByRole("listitem");
      expect(await items.count()).toBe(2);
      // The default address first, marked.
      expect(await items.first().innerText()).toContain("415 Fayetteville St");
      expect(await items.first().innerText()).toContain("Default");
      expect(await items.nth(1).innerText()).toContain("2000 Wade Ave");

      await page.getByRole("button", { name: "Add an address" }).click();
      await page.getByLabel("Street address").fill("500 Fayetteville St");
      await page.getByLabel("City").fill("Raleigh");
      await page.getByLabel("State", { exact: true }).fill("nc");
      await page.getByLabel("ZIP code").fill("27601");
      await page.getByRole("button", { name: "Save address" }).click();
      await expect
        .poll(() => page.getByRole("status").filter({ hasText: "was saved" }).count())
        .toBe(1);
      expect(await items.count()).toBe(3);
      expect(await addresses.innerText()).toContain("500 Fayetteville St");
      // The stored member (used by the checkout and the location-confirm dialog) has it too.
      await expect
        .poll(() =>
          page.evaluate(() => JSON.stringify(JSON.parse(localStorage.getItem("user") ?? "{}"))),
        )
        .toContain("500 Fayetteville St");

      await page
        .getByRole("button", { name: "Delete 500 Fayetteville St, Raleigh, NC 27601" })
        .click();
      await page.getByRole("button", { name: "Delete address" }).click();
      await expect.poll(() => items.count()).toBe(2);
      expect(await addresses.innerText()).not.toContain("500 Fayetteville St");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("favorite restaurants", () => {
  it("member.favorite-restaurants: Ada's favorites come first on /locations; she saves North Hills with its heart, finds it on /account/favorites and removes it there", async () => {
    const { page, context, problems } = await openAsAda("/locations?mode=pickup");
    try {
      const favorites = page.getByRole("region", { name: "Your favorites" });
      await favorites.waitFor();
      expect(await favorites.innerText()).toContain("Downtown Raleigh");
      expect(await favorites.innerText()).toContain("Capital Boulevard");

      await page.getByLabel("Zip code, city or address").fill("27601");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      const results = page.locator(".locations-results");
      await results.getByRole("heading", { name: /restaurants? near/ }).waitFor();
      const heart = results.getByRole("button", { name: "Save North Hills as a favorite" });
      expect(await heart.getAttribute("aria-pressed")).toBe("false");
      expect(
        await results
          .getByRole("button", { name: "Save Downtown Raleigh as a favorite" })
          .getAttribute("aria-pressed"),
      ).toBe("true");
      await heart.click();
      await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
      await favorites.getByRole("heading", { name: "North Hills" }).waitFor();
      await page.screenshot({ path: shot("finder-favorites-1280"), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`${baseUrl()}/account/favorites`);
      const list = page.getByRole("list", { name: "Your favorite restaurants" });
      await list.waitFor();
      expect(await list.getByRole("listitem").allInnerTexts()).toEqual([
        expect.stringContaining("Downtown Raleigh"),
        expect.stringContaining("Capital Boulevard"),
        expect.stringContaining("North Hills"),
      ]);
      await page.getByRole("button", { name: "Remove North Hills from your favorites" }).click();
      await expect.poll(() => list.getByRole("listitem").count()).toBe(2);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the location-confirm dialog", () => {
  it("member.favorite-restaurants: offers Ada's favorites beside RECENT; choosing one sets up the order there", async () => {
    const member = await signInDemoMember();
    const { page, context, problems } = await openPage(browser(), "/", {
      viewport: viewports.desktop,
      networkIdle: true,
      seed: { member, location: northHills },
    });
    try {
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Menu", exact: true })
        .click();
      const dialog = page.getByRole("dialog", { name: "WHERE WOULD YOU LIKE TO ORDER FROM?" });
      await dialog.waitFor();
      expect(await dialog.getByRole("radio", { name: /RECENT.*North Hills/ }).isChecked()).toBe(
        true,
      );
      const capital = dialog.getByRole("radio", { name: /FAVORITE.*Capital Boulevard/ });
      await capital.waitFor();
      expect(await dialog.getByRole("radio", { name: /FAVORITE.*Downtown Raleigh/ }).count()).toBe(
        1,
      );
      await capital.check();
      await page.screenshot({ path: shot("confirm-dialog-favorites-1280") });
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Continue" }).click();
      await page.waitForURL((url) => url.pathname === "/order");
      const stored = await page.evaluate(() => localStorage.getItem("location"));
      expect(JSON.parse(stored ?? "{}")).toMatchObject({ value: { id: "103", menu_id: "m103" } });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("member.account-sections: /account/{slug}", () => {
  it.each([
    ["addresses", "/account/payments#addresses"],
    ["cards", "/account/payments"],
    ["wallet", "/account/payments"],
    ["profile", "/account/settings"],
    ["rewards", "/account/offers"],
    ["orders", "/account/order-history"],
  ])("member.account-sections: /account/%s answers 301 to %s", async (slug, to) => {
    const res = await fetch(`${baseUrl()}/account/${slug}`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(to);
  });

  it("member.account-sections: /account/addresses in the browser lands on the addresses section of /account/payments", async () => {
    const { page, context, problems } = await openAsAda("/account/addresses", "mobile");
    try {
      expect(new URL(page.url()).pathname).toBe("/account/payments");
      expect(new URL(page.url()).hash).toBe("#addresses");
      const heading = page.getByRole("heading", { name: "Delivery addresses" });
      await page.getByRole("list", { name: "Your delivery addresses" }).waitFor();
      await expect.poll(() => heading.isVisible()).toBe(true);
      await expect
        .poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top)))
        .toBeLessThan(150);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("member.account-sections: an unknown slug is the 404 page; favorites is a page", async () => {
    const missing = await fetch(`${baseUrl()}/account/no-such-section`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Whoops! You flew the coop.");
    const favorites = await fetch(`${baseUrl()}/account/favorites`);
    expect(favorites.status).toBe(200);
    expect(await favorites.text()).toMatch(/<h1[^>]*>Favorite restaurants<\/h1>/);
  });
});

describe("accessibility", () => {
  for (const path of ["/account/payments", "/account/favorites"]) {
    for (const viewport of ["mobile", "desktop"] as const) {
      it(`${path} at ${viewports[viewport].width} px has no axe violations in English and Spanish`, async () => {
        for (const lang of ["en-US", "es"]) {
          const { page, context, problems } = await openAsAda(`${path}?lang=${lang}`, viewport);
          try {
            await page.locator(".saved-list").first().waitFor();
            if (path === "/account/payments") {
              // The two forms open, so axe sees their fields too.
              await page.locator(".saved-section__add").first().click();
              await page.locator(".saved-section__add").first().click();
              await page.locator(".saved-form").nth(1).waitFor();
              // Sent empty: every field says what it needs, and focus is on the first one.
              await page.locator(".saved-form").first().locator('button[type="submit"]').click();
              await expect
                .poll(() => page.evaluate(() => document.activeElement?.id))
                .toBe("add-card-number");
              expect(await page.locator('[aria-invalid="true"]').count()).toBe(4);
            }
            // Nothing wider than the screen (the section nav scrolls on its own).
            expect(
              await page.evaluate(() => document.documentElement.scrollWidth),
            ).toBeLessThanOrEqual(viewports[viewport].width);
            const name = `${path.split("/").pop()}-${viewports[viewport].width}-${lang}`;
            await page.screenshot({ path: shot(name), fullPage: true });
            expect(await axeViolations(page), `${path} ${lang}`).toEqual([]);
            expect(problems).toEqual([]);
          } finally {
            await context.close();
          }
        }
      });
    }
  }
});
