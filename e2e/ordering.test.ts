// The ordering journey (menu, product, cart panel) in the built app, at 375 and
// 1280 px: with a restaurant in storage, open /order, open a product with a required
// group, be stopped by it, complete it, add, open the cart, change the quantity and see
// the totals change, try an invalid promo code, apply a valid one, reach the checkout.
// axe on /order, /order/product and /menu at both widths.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { axeViolations, browserPerFile, viewports } from "./support/browser.ts";
import { screenshots } from "./support/screenshots.ts";
import { northHills, openPage } from "./support/storage.ts";

const browser = browserPerFile();
const shot = screenshots("ordering");

/** `path` with restaurant 102 of the demo data chosen (unless `withLocation` is false). */
async function open(viewport: keyof typeof viewports, path: string, withLocation = true) {
  return openPage(browser(), path, {
    viewport: viewports[viewport],
    // Cookie: do not open the location-confirm dialog over the journey.
    seed: { location: withLocation ? northHills : null, locationConfirmed: true },
  });
}

async function totalText(page: Page): Promise<string> {
  return page.locator('[data-testid="cart-totals"] .cart-totals__row--total dd').innerText();
}

describe.each(["mobile", "desktop"] as const)("ordering at %s", (viewport) => {
  it("product.group-min-max, cart.order-created-on-first-add, engagement.add-product, cart.panel, product.edit-line, promo.code-normalized: builds an order from the menu to the checkout", async () => {
    const { page, context, problems } = await open(viewport, "/order");
    try {
      await page.getByRole("heading", { level: 2, name: "Family Meals" }).waitFor();
      await page.screenshot({ path: shot(`order-${viewport}`) });
      expect(await axeViolations(page)).toEqual([]);

      // A product with a required group and no default: the 8-piece family meal.
      await page.getByRole("link", { name: /8-Piece Family Meal/ }).click();
      await page.waitForURL(/\/order\/product\?id=FAM-8/);
      await page.getByRole("heading", { level: 1, name: "8-Piece Family Meal" }).waitFor();
      await page.getByRole("button", { name: /Add to cart/ }).click();
      await expect
        .poll(() => page.locator(".option-group__error").first().innerText())
        .toContain("Pick 2 large sides");
      expect(page.url()).toContain("/order/product");
      await page.screenshot({ path: shot(`product-${viewport}`), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      // Complete the group: two of one side with its stepper.
      const more = page.getByRole("button", { name: "One more Mac & Cheese" });
      await more.click();
      await more.click();
      await expect.poll(() => page.locator(".option-group__error").count()).toBe(0);
      // `engagement.add-product`: the engagement event goes to the marketing proxy with the
      // product and the channel.
      const engagement = page.waitForRequest((r) => r.url().endsWith("/api/braze/users/track"));
      await page.getByRole("button", { name: /Add to cart/ }).click();
      const sent = (await engagement).postDataJSON() as {
        events: { name: string; properties: Record<string, unknown> }[];
      };
      expect(sent.events[0]).toMatchObject({
        name: "Add_Product_To_Cart",
        properties: { product: "8-Piece Family Meal", channel: "Mealtime" },
      });
      await page.waitForURL(/\/order$/);
      await expect.poll(() => page.getByTestId("cart-badge").innerText()).toBe("1");

      // The cart (`cart.panel`).
      await page
        .getByRole("button", { name: /^Cart, 1 item/ })
        .first()
        .click();
      const cart = page.getByRole("dialog", { name: "Your Cart" });
      await cart.waitFor();
      await expect
        .poll(() => cart.locator(".cart-line__description").innerText())
        .toContain("Mac & Cheese (x2)");
      // `product.edit-line`: the product screen opens with the line's choices, and Update saves
      // them; the cart opens again on the way back (`cart.panel`).
      await cart.getByRole("button", { name: "Edit 8-Piece Family Meal" }).click();
      await page.waitForURL(/\/order\/product\?id=FAM-8&cid=.+&q=1/);
      await page.getByRole("button", { name: "One less Mac & Cheese" }).click();
      await page.getByRole("button", { name: "One more Coleslaw" }).click();
      await page.getByRole("button", { name: /^Update/ }).click();
      await page.waitForURL(/\/order$/);
      await cart.waitFor();
      await expect
        .poll(() => cart.locator(".cart-line__description").innerText())
        .toContain("Mac & Cheese, Coleslaw");

      const before = await totalText(page);
      await cart.getByRole("button", { name: "One more 8-Piece Family Meal" }).click();
      await expect.poll(() => totalText(page)).not.toBe(before);
      await expect.poll(() => cart.locator(".cart-counter__value").innerText()).toBe("2");

      // Promo codes: an unknown one is refused, a lower-case one is upper-cased and applies
      // (`promo.code-normalized`).
      const promo = cart.getByLabel("Promo code");
      await promo.fill("nope");
      await cart.getByRole("button", { name: "Apply", exact: true }).click();
      await expect
        .poll(() => cart.locator("#promo-message").innerText())
        .toBe("Error: Invalid promo code.");
      await promo.fill("coop10");
      const undiscounted = await totalText(page);
      await cart.getByRole("button", { name: "Apply", exact: true }).click();
      await expect.poll(() => cart.locator(".promo").getAttribute("data-status")).toBe("approved");
      await expect.poll(() => totalText(page)).not.toBe(undiscounted);
      await page.screenshot({ path: shot(`cart-${viewport}`) });
      expect(await axeViolations(page)).toEqual([]);

      await cart.getByRole("button", { name: /Proceed to Checkout/ }).click();
      await page.waitForURL(/\/order\/checkout$/);
      // The refused code answers 400 by design; Chromium logs every failed response.
      const expected = (p: string) => p.includes("status of 400") && p.includes("/coupon");
      expect(problems.filter((p) => !expected(p))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("menu.public-menu: shows the public menu, server-rendered, and passes axe", async () => {
    const { page, context, problems } = await open(viewport, "/menu", false);
    try {
      await page.getByRole("navigation", { name: "Menu categories" }).waitFor();
      expect(await page.locator(".product-card").count()).toBeGreaterThan(20);
      await page.screenshot({ path: shot(`menu-${viewport}`) });
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("menu.allergen-filter: filters the nutrition table by allergen", async () => {
    const { page, context, problems } = await open(viewport, "/menu/nutrition", false);
    try {
      const count = page.locator(".allergen-filter__count");
      const all = await count.innerText();
      await page.getByRole("checkbox", { name: "Milk" }).check();
      await expect.poll(() => count.innerText()).not.toBe(all);
      expect(await page.getByRole("rowheader", { name: "2-Piece Box" }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("cart events for the tag manager", () => {
  it("tracking.cart-events: add_to_cart, view_cart at each opening and remove_from_cart carry the channel, USD, the items and the restaurant", async () => {
    const { page, context, problems, origin } = await open("desktop", "/order");
    try {
      const events = (name: string) =>
        page.evaluate(
          (event) =>
            (
              (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []
            ).filter((e) => e.event === event),
          name,
        );
      // The restaurant in storage (North Hills, 102), the default channel, one biscuit.
      const payload = (quantity: number) =>
        expect.objectContaining({
          affiliation: "default",
          location_name: "North Hills",
          location_code: "102",
          ecommerce: expect.objectContaining({
            currency: "USD",
            items: [
              expect.objectContaining({
                item_name: "Buttermilk Biscuit",
                quantity,
                affiliation: "default",
              }),
            ],
          }),
        });

      await page.goto(`${origin}/order/product?id=BIS-BTR`);
      await page.getByRole("heading", { level: 1, name: "Buttermilk Biscuit" }).waitFor();
      await page.getByRole("button", { name: /Add to cart/ }).click();
      await page.waitForURL(/\/order$/);
      await expect.poll(() => events("add_to_cart")).toEqual([payload(1)]);

      const cartButton = page.getByRole("button", { name: /^Cart, 1 item/ }).first();
      const cart = page.getByRole("dialog", { name: "Your Cart" });
      await cartButton.click();
      await cart.waitFor();
      await expect.poll(() => events("view_cart")).toEqual([payload(1)]);
      // Each opening sends it again.
      await page.keyboard.press("Escape");
      await cart.waitFor({ state: "hidden" });
      await cartButton.click();
      await cart.waitFor();
      await expect.poll(() => events("view_cart")).toEqual([payload(1), payload(1)]);

      await cart.getByRole("button", { name: "Remove Buttermilk Biscuit" }).click();
      await expect.poll(() => events("remove_from_cart")).toEqual([payload(1)]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
