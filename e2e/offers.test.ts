// The offers pages in the built app: a guest sees the chain's public offers (rendered by the
// server) and is asked to sign in; Grace cannot afford a reward yet (the Redeem button is
// disabled and says how many points are missing); Ada redeems a reward, sees her balance
// drop, and applies the reward from her wallet to a new order: the cart shows the discount.
// axe at 375 and 1280 px on /offers (signed out and in) and /account/offers.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { apiClient, type MemberSession, ok, signInDemoMember } from "./support/api.ts";
import { axeViolations, baseUrl, browserPerFile, viewports } from "./support/browser.ts";
import { screenshots } from "./support/screenshots.ts";
import { northHills, openPage } from "./support/storage.ts";

const browser = browserPerFile();
const shot = screenshots("offers");
const sizes = [
  ["375", viewports.mobile],
  ["1280", viewports.desktop],
] as const;

async function signInGrace(): Promise<MemberSession> {
  const answer = ok(
    await apiClient().membersSignin("grace@coop.example", "Nanosecond-Wire-1906"),
    "POST members/signin (Grace)",
  );
  return answer.data;
}

/** The points shown in the catalog, as a number. */
async function balance(page: Page): Promise<number> {
  const text = await page.getByTestId("points-balance").locator("strong").innerText();
  return Number(text.replace(/[^\d]/g, ""));
}

describe("/offers for a guest", () => {
  it("offers.public: the server renders the public offers; a guest is asked to sign in and comes back afterwards (axe at 375 and 1280)", async () => {
    // Server-rendered: the public offer's card is in the HTML before any script runs (the
    // catering channel's offer is not shown on the default channel).
    const html = await (await fetch(`${baseUrl()}/offers`)).text();
    expect(html).toMatch(/<h3 class="offer-card__label">\$10 Off Family Orders<\/h3>/);
    expect(html).toContain(">Code: FAMILY10<");
    expect(html).not.toMatch(/<h3 class="offer-card__label">\$20 Off/);

    for (const [name, viewport] of sizes) {
      const { page, context, problems } = await openPage(browser(), "/offers", { viewport });
      try {
        const cta = page.getByRole("link", { name: "Sign in to see your offers and rewards" });
        await cta.waitFor();
        expect(await page.getByTestId("public-offer").allInnerTexts()).toEqual([
          expect.stringContaining("$10 Off Family Orders"),
        ]);
        await page.screenshot({ path: shot(`offers-guest-${name}`), fullPage: true });
        expect(await axeViolations(page)).toEqual([]);
        if (name === "1280") {
          await cta.click();
          await page.waitForURL(/\/account\/login$/);
          const state = await page.evaluate(() => localStorage.getItem("appState"));
          expect(state).toContain('"redirect":"/offers"');
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});

describe("the loyalty catalog", () => {
  it("offers.redeem: Grace (180 points) cannot redeem the 250-point biscuit: disabled, 70 points missing", async () => {
    const member = await signInGrace();
    const { page, context, problems } = await openPage(browser(), "/account/offers", {
      seed: { member },
    });
    try {
      const redeem = page.getByRole("button", {
        name: "Redeem Free Buttermilk Biscuit for 250 points",
      });
      await redeem.waitFor();
      expect(await redeem.isDisabled()).toBe(true);
      const note = await redeem.getAttribute("aria-describedby");
      expect(await page.locator(`#${note}`).innerText()).toBe("70 more points needed");
      expect(await balance(page)).toBe(180);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("offers.redeem, offers.apply-to-order, offers.wallet-cards: Ada redeems $5 off, her balance drops, and the reward from her wallet takes $5 off a new order (axe at 375 and 1280)", async () => {
    const member = await signInDemoMember();
    // /offers signed in: the same wallet and catalog below the public offers.
    for (const [name, viewport] of sizes) {
      const { page, context, problems } = await openPage(browser(), "/offers", {
        viewport,
        seed: { member },
      });
      try {
        await page.getByTestId("wallet-cards").waitFor();
        await page.getByTestId("reward-catalog").waitFor();
        expect(await page.getByRole("link", { name: /Sign in to see/ }).count()).toBe(0);
        await page.screenshot({ path: shot(`offers-member-${name}`), fullPage: true });
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }

    const { page, context, problems } = await openPage(browser(), "/account/offers", {
      seed: { member, location: northHills, locationConfirmed: true },
    });
    try {
      const cards = page.getByTestId("wallet-cards");
      await cards.waitFor();
      // `wallet.visible`: not the used fries, the expired summer offer or the catering tea.
      const labels = await cards.getByRole("heading", { level: 3 }).allInnerTexts();
      expect(labels).toContain("Free Buttermilk Biscuit");
      expect(labels).not.toContain("Free Seasoned Fries");
      expect(labels).not.toContain("$3 Off Summer Special");
      expect(labels.some((l) => l.includes("Tea"))).toBe(false);
      expect(await cards.innerText()).toContain("Code: WELCOME5");
      await page.getByTestId("reward-catalog").waitFor();
      await page.screenshot({ path: shot("account-offers-1280"), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      const before = await balance(page);
      expect(before).toBeGreaterThanOrEqual(600);
      await page.getByRole("button", { name: "Redeem $5 Off Your Order for 600 points" }).click();
      await expect.poll(() => balance(page)).toBe(before - 600);
      const redeemed = page.getByTestId("redeemed");
      expect(await redeemed.innerText()).toContain("$5 Off Your Order is in your wallet.");
      // No order yet: it waits in the wallet.
      expect(await redeemed.innerText()).toContain("It is in your wallet for your next order.");
      await page.screenshot({ path: shot("account-offers-redeemed-1280"), fullPage: true });

      // From the wallet, without an order: kept as the pending offer, off to the menu.
      await page
        .getByTestId("wallet-cards")
        .getByRole("button", { name: "Apply $5 Off Your Order to my order" })
        .first()
        .click();
      await page.waitForURL(/\/order$/);

      // $14.49 of tenders: the whole $5 comes off.
      await page.goto(`${baseUrl()}/order/product?id=TND-8`);
      await page.getByRole("heading", { level: 1, name: "8 Tenders" }).waitFor();
      await page.getByRole("button", { name: /Add to cart/ }).click();
      await page.waitForURL(/\/order$/);
      await page
        .getByRole("button", { name: /^Cart, 1 item/ })
        .first()
        .click();
      const cart = page.getByRole("dialog", { name: "Your Cart" });
      await cart.waitFor();
      // No Discount row until the reward applies (`cart.totals-rows`): read without waiting.
      const discount = async () => {
        const row = page
          .locator('[data-testid="cart-totals"] .cart-totals__row')
          .filter({ hasText: "Discount" });
        return (await row.count()) === 0 ? "none" : row.locator("dd").innerText();
      };
      await expect.poll(discount).toBe("-$5.00");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("offers.wallet-cards: /account/offers at 375 px passes axe", async () => {
    const member = await signInDemoMember();
    const { page, context, problems } = await openPage(browser(), "/account/offers", {
      viewport: viewports.mobile,
      seed: { member },
    });
    try {
      await page.getByTestId("wallet-cards").waitFor();
      await page.getByTestId("reward-catalog").waitFor();
      // Nothing wider than the screen: the account's section navigation scrolls on its own.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
      await page.screenshot({ path: shot("account-offers-375"), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the offers pages in Spanish", () => {
  it("offers.public, offers.redeem: /offers and /account/offers read in Spanish (375 px, axe)", async () => {
    const guest = await openPage(browser(), "/offers?lang=es", { viewport: viewports.mobile });
    try {
      await guest.page
        .getByRole("link", { name: "Inicia sesión para ver tus ofertas y recompensas" })
        .waitFor();
      expect(await guest.page.getByRole("heading", { level: 2 }).allInnerTexts()).toContain(
        "Ofertas para todos",
      );
      await guest.page.screenshot({ path: shot("offers-guest-es-375"), fullPage: true });
      expect(await axeViolations(guest.page)).toEqual([]);
      expect(guest.problems).toEqual([]);
    } finally {
      await guest.context.close();
    }

    const member = await signInGrace();
    const { page, context, problems } = await openPage(browser(), "/account/offers?lang=es", {
      viewport: viewports.mobile,
      seed: { member },
    });
    try {
      const redeem = page.getByRole("button", {
        name: "Canjear Free Buttermilk Biscuit por 250 puntos",
      });
      await redeem.waitFor();
      expect(
        await page.locator(`#${await redeem.getAttribute("aria-describedby")}`).innerText(),
      ).toBe("Te faltan 70 puntos");
      await page.screenshot({ path: shot("account-offers-es-375"), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
