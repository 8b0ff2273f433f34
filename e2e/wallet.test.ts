// The wallet in the cart panel in the built app: a seeded member signs in
// through the real API, their user and token go into local storage in the store's format
// with a chosen restaurant, an item is added, the cart shows the wallet offers (the used,
// the expired and the catering ones left out), a wallet offer is applied (its discount shows
// in the totals; the other offer's Apply is disabled) and removed again; a loyalty reward of
// the wallet is applied through orders/{id}/rewards and removed the same way. axe on the
// open cart. An offer chosen elsewhere and left pending is applied once the order exists.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import type { WalletOffer } from "@coop/contract/entities";

import { signInDemoMember } from "./support/api.ts";
import { axeViolations, baseUrl, browserPerFile } from "./support/browser.ts";
import { screenshots } from "./support/screenshots.ts";
import { northHills, openPage } from "./support/storage.ts";

const browser = browserPerFile();
const shot = screenshots("wallet");

/** The demo member Ada, signed in through the API, at `path` with restaurant 102 chosen. */
async function openSignedIn(path: string, pendingOffer: WalletOffer | null = null) {
  const member = await signInDemoMember();
  return openPage(browser(), path, {
    // Cookie: do not open the location-confirm dialog over the journey.
    seed: { location: northHills, member, locationConfirmed: true, pendingOffer },
  });
}

/** The Discount row's amount, or "none" when the cart shows no Discount row (`cart.totals-rows`). */
async function discountText(page: Page): Promise<string> {
  const row = page
    .locator('[data-testid="cart-totals"] .cart-totals__row')
    .filter({ hasText: "Discount" });
  return (await row.count()) === 0 ? "none" : row.locator("dd").innerText();
}

/** Adds the product with this SKU (default choices) and opens the cart. */
async function addAndOpenCart(page: Page, sku: string, name: string) {
  await page.goto(`${baseUrl()}/order/product?id=${sku}`);
  await page.getByRole("heading", { level: 1, name }).waitFor();
  await page.getByRole("button", { name: /Add to cart/ }).click();
  await page.waitForURL(/\/order$/);
  await expect.poll(() => page.getByTestId("cart-badge").innerText()).toBe("1");
  await page
    .getByRole("button", { name: /^Cart, 1 item/ })
    .first()
    .click();
  const cart = page.getByRole("dialog", { name: "Your Cart" });
  await cart.waitFor();
  return cart;
}

describe("wallet offers in the cart", () => {
  it("wallet.visible, wallet.catering-label, wallet.button: applies a wallet offer and removes it", async () => {
    const { page, context, problems } = await openSignedIn("/order");
    try {
      const cart = await addAndOpenCart(page, "BIS-BTR", "Buttermilk Biscuit");

      // `wallet.visible`, `wallet.catering-label`: incomplete, unexpired offers of this channel
      // only (not the used Seasoned Fries, the expired Summer Special or the catering tea).
      const labels = cart.locator(".cart-offer__label");
      await expect.poll(() => labels.allInnerTexts()).toContain("Free Buttermilk Biscuit");
      const shown = await labels.allInnerTexts();
      expect(shown).toContain("$5 Off: Welcome to Coop Rewards");
      expect(shown).not.toContain("$3 Off Summer Special");
      expect(shown).not.toContain("Free Seasoned Fries");
      expect(shown.some((label) => label.includes("Tea"))).toBe(false);

      expect(await discountText(page)).toBe("none");
      await cart.getByRole("button", { name: /Apply.*Free Buttermilk Biscuit/ }).click();
      await expect.poll(() => discountText(page)).toBe("-$1.79");
      // `wallet.button`: Remove on the applied offer, a disabled Apply on the other coupon offer.
      const remove = cart.getByRole("button", { name: /Remove.*Free Buttermilk Biscuit/ });
      await remove.waitFor();
      // The buttons are disabled while the call, the validation and the re-fetch run.
      await expect.poll(() => remove.isEnabled()).toBe(true);
      expect(
        await cart.getByRole("button", { name: /Apply.*Welcome to Coop Rewards/ }).isDisabled(),
      ).toBe(true);
      await page.screenshot({ path: shot("cart") });
      expect(await axeViolations(page)).toEqual([]);

      await remove.click();
      await expect.poll(() => discountText(page)).toBe("none");
      const applyAgain = cart.getByRole("button", { name: /Apply.*Free Buttermilk Biscuit/ });
      await expect.poll(() => applyAgain.isEnabled()).toBe(true);
      expect(
        await cart.getByRole("button", { name: /Apply.*Welcome to Coop Rewards/ }).isDisabled(),
      ).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("wallet.button: applies a loyalty reward and removes it", async () => {
    const { page, context, problems } = await openSignedIn("/order");
    try {
      const cart = await addAndOpenCart(page, "SD-MAC", "Mac & Cheese");
      const apply = cart.getByRole("button", { name: /Apply.*Free Mac & Cheese/ });
      await apply.waitFor();
      expect(await discountText(page)).toBe("none");
      await apply.click();
      await expect.poll(() => discountText(page)).toBe("-$3.29");
      // `wallet.button`: Remove on the applied reward; the coupon offers stay open beside one
      // reward.
      const remove = cart.getByRole("button", { name: /Remove.*Free Mac & Cheese/ });
      await remove.waitFor();
      // The buttons are disabled while the call, the validation and the re-fetch run.
      await expect.poll(() => remove.isEnabled()).toBe(true);
      expect(
        await cart.getByRole("button", { name: /Apply.*Free Buttermilk Biscuit/ }).isDisabled(),
      ).toBe(false);
      expect(await axeViolations(page)).toEqual([]);

      await remove.click();
      await expect.poll(() => discountText(page)).toBe("none");
      await expect.poll(() => apply.isEnabled()).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("wallet.pending-offer: an offer chosen elsewhere is applied once the order exists, then cleared", async () => {
    // Chosen before there is an order (as on the offers page): it waits in the client state.
    // COOP10 (10 % off, no minimum) applies to any order of the default channel.
    const pending = { label: "10% off your order", cred: "COOP10", status: "incomplete" };
    const { page, context, problems } = await openSignedIn("/order", pending);
    try {
      expect(await page.evaluate(() => localStorage.getItem("appState"))).toContain("COOP10");
      // The first add creates the order; the pending coupon is then added to it.
      await addAndOpenCart(page, "BIS-BTR", "Buttermilk Biscuit");
      await expect.poll(() => discountText(page)).toBe("-$0.18");
      const stored = () =>
        page.evaluate(() => {
          const entry = JSON.parse(localStorage.getItem("appState") ?? "{}") as {
            value?: { offerToApply?: unknown };
          };
          return entry.value?.offerToApply ?? null;
        });
      await expect.poll(stored).toBeNull();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
