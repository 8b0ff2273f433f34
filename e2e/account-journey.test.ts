// The member journey end to end in Chromium at 375 × 812, through the screen only: a new
// customer signs up, opens the verification link from the email the server wrote to its
// outbox, signs out and in again, edits the profile, adds a delivery address, saves a favorite
// restaurant with its heart, places a pickup order through the finder, menu, product, cart and
// checkout, finds it in the order history, reorders it and saves it as a favorite order. A new
// member has no points, so the demo member Ada redeems a reward and applies it to an order;
// then she signs out and her old token is refused. The only look behind the screen is the
// outbox email (and the final GET members/get with the old token).
//
// The file runs its own server: it reads that server's outbox, and Ada's points there are the
// seed's (other files redeem hers on the shared server).
import { randomUUID } from "node:crypto";

import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createApiClient } from "@coop/contract/client";

import { freePort, type ServerProcess, startBuiltServer } from "./server-process.ts";
import { demoMember } from "./support/api.ts";
import {
  axeViolations,
  browserPerFile,
  viewports,
  waitHydrated,
  type WatchedPage,
  watchedPage,
} from "./support/browser.ts";
import { linkIn, waitForEmail } from "./support/outbox.ts";
import { screenshots } from "./support/screenshots.ts";

const browser = browserPerFile();
const shot = screenshots("account-journey");

let app: ServerProcess;
let origin: string;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  app = await startBuiltServer({ PORT: String(port), PUBLIC_ORIGIN: origin });
}, 120_000);
afterAll(async () => app?.stop());

type Customer = {
  first: string;
  last: string;
  email: string;
  phone: string;
  password: string;
};

const newCustomer = (): Customer => ({
  first: "Mary",
  last: "Jackson",
  email: `mary.jackson.${randomUUID().slice(0, 8)}@example.com`,
  phone: "9195550177",
  password: "Wind-Tunnel-Langley-1951",
});

/** The verification link of the email to `to` in the server's outbox (waits for it). */
function verifyLinkFromOutbox(to: string): Promise<string> {
  return waitForEmail(app.dataDir, to, (eml) => linkIn(eml, "/account/verify?"));
}

/** The member's tokens as the app keeps them in local storage. */
function storedTokens(page: Page) {
  return page.evaluate(() => {
    const { value } = JSON.parse(localStorage.getItem("token") ?? "{}") as {
      value?: { access?: { token?: string }; ordering?: { access?: { token?: string } } };
    };
    return { access: value?.access?.token, ordering: value?.ordering?.access?.token };
  });
}

/** Axe at this step, and a screenshot named after it (of the screen only while a dialog is open). */
async function checkpoint(page: Page, name: string, fullPage = true): Promise<void> {
  // Once the slide-ins (the cart panel) have finished.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect === null),
  );
  await page.screenshot({ path: shot(name), fullPage });
  expect(await axeViolations(page), name).toEqual([]);
}

/** Sign-up on /account/signup (`member.sign-up-form`): the created card, then Continue. */
async function signUp(page: Page, who: Customer, stepName: (s: string) => string) {
  await page.goto(`${origin}/account/signup`);
  await waitHydrated(page);
  const form = page.locator("form#signup");
  await form.getByRole("textbox", { name: "First name" }).fill(who.first);
  await form.getByRole("textbox", { name: "Last name" }).fill(who.last);
  await form.getByRole("textbox", { name: "Email" }).fill(who.email);
  await form.getByRole("textbox", { name: "Mobile phone (optional)" }).pressSequentially(who.phone);
  expect(await form.getByRole("textbox", { name: "Mobile phone (optional)" }).inputValue()).toBe(
    "919-555-0177",
  );
  await form.getByLabel("Password", { exact: true }).fill(who.password);
  await form
    .getByRole("checkbox", { name: "I accept the Terms of Use and the Privacy Policy." })
    .check();
  await checkpoint(page, stepName("01-signup-form"));
  await form.getByRole("button", { name: "Create account" }).click();
  const created = page.getByTestId("signup-created");
  await created.waitFor();
  expect(await created.innerText()).toContain(`Welcome, ${who.first}!`);
  expect(await created.innerText()).toContain(`We sent a link to ${who.email}`);
  await checkpoint(page, stepName("02-signup-created"));
  await created.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL((url) => url.pathname === "/account");
  await page.getByTestId("verify-banner").waitFor();
}

/** The link from the outbox email, opened in the page (`member.verify-page`). */
async function verifyFromEmail(page: Page, who: Customer, stepName: (s: string) => string) {
  const link = await verifyLinkFromOutbox(who.email);
  expect(new URL(link).origin).toBe(origin);
  await page.goto(link);
  await waitHydrated(page);
  await page.locator('[data-testid="verify-outcome"][data-state="verified"]').waitFor();
  expect(await page.getByTestId("verify-outcome").innerText()).toContain(
    "Your email address is verified. Thank you!",
  );
  await checkpoint(page, stepName("03-verified"));
  await page.getByRole("link", { name: "Go to your account" }).click();
  await page.waitForURL((url) => url.pathname === "/account");
  await page.getByTestId("account-greeting").waitFor();
  // Verified: the home no longer asks for it.
  await expect.poll(() => page.getByTestId("verify-banner").count()).toBe(0);
}

/** Settings → Sign out (`member.sign-out`): home, and the menu offers to sign in. */
async function signOut(page: Page): Promise<void> {
  await page.goto(`${origin}/account/settings`);
  await waitHydrated(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(`${origin}/`);
  // At 375 px the account lives in the main menu: signed out, it offers to sign in.
  const hamburger = page.getByRole("button", { name: "Main menu" });
  await hamburger.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.getByRole("link", { name: "Sign in or Sign up", exact: true }).waitFor();
  expect(await menu.getByRole("link", { name: "Profile", exact: true }).count()).toBe(0);
  await page.keyboard.press("Escape");
  await menu.waitFor({ state: "hidden" });
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
}

/**
 * A signed-out visitor opens `path`, is sent to sign in, signs in with the password and is
 * back on `path` (`member.redirect-after-sign-in`).
 */
async function signInVia(page: Page, path: string, email: string, password: string) {
  await page.goto(`${origin}${path}`);
  await page.waitForURL((url) => url.pathname === "/account/login");
  await waitHydrated(page);
  const form = page.locator("form#login");
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === path);
  await waitHydrated(page);
}

/** /locations at 375 px: search 27601 and show the results. */
async function searchRaleigh(page: Page) {
  await page.goto(`${origin}/locations?mode=pickup`);
  await waitHydrated(page);
  await page.getByLabel("Zip code, city or address").fill("27601");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const results = page.locator(".locations-results");
  await results.getByRole("heading", { name: /restaurants? near/ }).waitFor();
  return results;
}

/** ASAP when the restaurant can take it now, otherwise the first scheduled slot. */
async function chooseTime(page: Page) {
  const asap = page.getByRole("radio", { name: /As soon as possible/ });
  await asap.waitFor();
  if ((await asap.isEnabled()) && (await asap.isChecked())) return;
  await page.getByRole("radio", { name: "Schedule for later" }).check();
  await expect.poll(() => page.locator("#checkout-slot").inputValue()).not.toBe("");
}

/** The cart dialog, opened from the header's cart button. */
async function openCart(page: Page, items: number) {
  await page
    .getByRole("button", { name: new RegExp(`^Cart, ${items} items?`) })
    .first()
    .click();
  const cart = page.getByRole("dialog", { name: "Your Cart" });
  await cart.waitFor();
  return cart;
}

/** Adds the product named `name` from the menu at /order (no required choices). */
async function addFromMenu(page: Page, name: string, id: string) {
  await page.locator(`main a[href$="/order/product?id=${id}"]`).first().click();
  await page.waitForURL(new RegExp(`/order/product\\?id=${id}`));
  await page.getByRole("heading", { level: 1, name }).waitFor();
  await page.getByRole("button", { name: /Add to cart/ }).click();
  await page.waitForURL(/\/order$/);
}

const ORDER_ITEMS = [
  { name: "3-Piece Box", id: "CB-3PC" },
  { name: "Buttermilk Biscuit", id: "BIS-BTR" },
];

/**
 * A pickup order at North Hills through the screen: finder → menu → two products → cart →
 * checkout with the approve card → confirmation. Returns the order's number.
 */
async function placeOrder(page: Page, stepName: (s: string) => string): Promise<number> {
  const results = await searchRaleigh(page);
  await results.getByRole("button", { name: "Order from North Hills" }).click();
  await page.waitForURL((url) => url.pathname === "/order");
  await page.getByRole("heading", { level: 2, name: "Family Meals" }).waitFor();
  for (const item of ORDER_ITEMS) await addFromMenu(page, item.name, item.id);
  const cart = await openCart(page, 2);
  for (const item of ORDER_ITEMS) await cart.getByText(item.name).first().waitFor();
  await checkpoint(page, stepName("cart"), false);
  await cart.getByRole("button", { name: /Proceed to Checkout/ }).click();
  await page.waitForURL(/\/order\/checkout$/);
  await page.getByRole("heading", { level: 1, name: "Checkout" }).waitFor();
  await chooseTime(page);
  // The member's email fits inside its card: a long address wraps at 375 px.
  const details = page.locator(".checkout-member");
  await details.waitFor();
  expect(
    await details.evaluate((el) => el.scrollWidth <= el.clientWidth),
    "the email runs past the edge of its card",
  ).toBe(true);
  // A member with no saved card types one.
  await page.getByLabel("Card number").pressSequentially("4111111111111111");
  expect(await page.getByLabel("Card number").inputValue()).toBe("4111 1111 1111 1111");
  await page.getByLabel("Expiration date").pressSequentially("1230");
  await page.getByLabel("Security code (CVV)").fill("123");
  await page.getByLabel("Billing ZIP code").fill("27609");
  await checkpoint(page, stepName("checkout"));
  await page.locator(".checkout__place").click();
  const dialog = page.getByRole("dialog", { name: "Are these details correct?" });
  await dialog.waitFor();
  expect(await dialog.innerText()).toContain("North Hills");
  await dialog.getByRole("button", { name: "Place Order" }).click();
  await page.waitForURL(/\/order\/confirm\?id=/);
  const items = page.getByTestId("order-items");
  await items.waitFor();
  for (const item of ORDER_ITEMS) expect(await items.innerText()).toContain(item.name);
  const heading = await page.getByTestId("order-number").innerText();
  const number = Number(/^Order #(\d+)$/.exec(heading)?.[1]);
  expect(number, heading).toBeGreaterThan(0);
  await checkpoint(page, stepName("confirmation"));
  return number;
}

/** The order's card in /account/order-history (`order.history-list`). */
async function historyCard(page: Page, number: number) {
  await page.goto(`${origin}/account/order-history`);
  await waitHydrated(page);
  await page.getByTestId("history").waitFor();
  const card = page.getByTestId("history-order").filter({ hasText: `Order #${number}` });
  await card.waitFor();
  for (const item of ORDER_ITEMS) expect(await card.innerText()).toContain(item.name);
  return card;
}

/**
 * Reorder from the history with an empty cart: no question, a new order with the same items
 * in the cart (`order.reorder-ask-first`, `order.reorder-new-order`).
 */
async function reorderFromHistory(page: Page, number: number, stepName: (s: string) => string) {
  const card = await historyCard(page, number);
  await checkpoint(page, stepName("history"));
  await card.getByRole("button", { name: /^Reorder/ }).click();
  await page.waitForURL((url) => url.pathname === "/order");
  const cart = page.locator("#cart-panel");
  for (const item of ORDER_ITEMS) await cart.getByText(item.name).first().waitFor();
  await expect.poll(() => page.getByTestId("cart-badge").innerText()).toBe("2");
  await checkpoint(page, stepName("reordered-cart"));
}

/** A page in a fresh context at 375 × 812, its problems watched. */
async function mobilePage(): Promise<WatchedPage> {
  const watched = await watchedPage(browser(), viewports.mobile);
  // The location-confirm dialog stays shut: the journey chooses its restaurant in the finder.
  await watched.context.addCookies([{ name: "location-confirmed", value: "true", url: origin }]);
  return watched;
}

/** Chromium's report of an answer the journey provokes on purpose. */
const expected = (p: string) =>
  // A signed-out visitor's first look at a member page before the redirect to sign-in.
  /status of 401/.test(p) && p.includes("/api/v1/");

describe("the member journey at 375 px", () => {
  it("Done when: a new customer signs up, verifies, orders, and finds the order in the history to reorder it, at 375 px (member.sign-up-form, member.verify-page, order.history-list, order.reorder-ask-first)", async () => {
    const { page, context, problems } = await mobilePage();
    const who = newCustomer();
    const step = (s: string) => `done-when-${s}`;
    try {
      await signUp(page, who, step);
      await verifyFromEmail(page, who, step);
      const number = await placeOrder(page, step);
      await reorderFromHistory(page, number, step);
      expect(problems.filter((p) => !expected(p))).toEqual([]);
    } catch (error) {
      await page.screenshot({ path: shot(step("failure")), fullPage: true }).catch(() => {});
      throw error;
    } finally {
      await context.close();
    }
  }, 240_000);

  it("member.sign-up-form, member.verify-page, member.redirect-after-sign-in, member.settings-phone-mask, member.saved-addresses, member.favorite-restaurants, order.history-list, order.reorder-ask-first, order.favorites, offers.redeem, offers.apply-to-order, member.sign-out: the whole journey through the screen at 375 px", async () => {
    const { page, context, problems } = await mobilePage();
    const who = newCustomer();
    const step = (s: string) => `journey-${s}`;
    try {
      // Sign up, verify with the emailed link.
      await signUp(page, who, step);
      await verifyFromEmail(page, who, step);

      // Sign out, then sign in again with the password: a member page sends her to sign-in
      // and back (`member.redirect-after-sign-in`).
      await signOut(page);
      await signInVia(page, "/account/settings", who.email, who.password);
      await checkpoint(page, step("04-settings"));

      // The profile: a new phone, saved and shown masked (`member.settings-phone-mask`).
      const phone = page.getByLabel("Phone", { exact: true });
      await phone.waitFor();
      await expect.poll(() => phone.inputValue()).toBe("919-555-0177");
      await phone.fill("");
      await phone.pressSequentially("9195550188");
      await page.getByRole("button", { name: "Save profile" }).click();
      await expect
        .poll(() => page.getByTestId("profile-result").innerText())
        .toBe("Your profile is saved.");
      expect(await page.getByTestId("profile-phone").innerText()).toBe("(919) 555-0188");
      await checkpoint(page, step("05-profile-saved"));
      // Still saved after a reload (the server has it, not only the page).
      await page.reload();
      await waitHydrated(page);
      await expect
        .poll(() => page.getByLabel("Phone", { exact: true }).inputValue())
        .toBe("919-555-0188");

      // A delivery address on /account/payments (`member.saved-addresses`).
      await page
        .getByRole("navigation", { name: "Your account" })
        .getByRole("link", {
          name: "Payments and addresses",
        })
        .click();
      await page.waitForURL((url) => url.pathname === "/account/payments");
      await page.getByRole("button", { name: "Add an address" }).click();
      await page.getByLabel("Street address").fill("500 Fayetteville St");
      await page.getByLabel("City").fill("Raleigh");
      await page.getByLabel("State", { exact: true }).fill("nc");
      await page.getByLabel("ZIP code").fill("27601");
      await page.getByRole("button", { name: "Save address" }).click();
      await expect
        .poll(() => page.getByRole("status").filter({ hasText: "was saved" }).count())
        .toBe(1);
      const addresses = page.getByRole("list", { name: "Your delivery addresses" });
      expect(await addresses.getByRole("listitem").count()).toBe(1);
      expect(await addresses.innerText()).toContain("500 Fayetteville St");
      await checkpoint(page, step("06-address-saved"));

      // North Hills saved with its heart on /locations, and listed on /account/favorites
      // (`member.favorite-restaurants`).
      const results = await searchRaleigh(page);
      const heart = results.getByRole("button", { name: "Save North Hills as a favorite" });
      expect(await heart.getAttribute("aria-pressed")).toBe("false");
      await heart.click();
      await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
      const favorites = page.getByRole("region", { name: "Your favorites" });
      await favorites.getByRole("heading", { name: "North Hills" }).waitFor();
      await checkpoint(page, step("07-finder-favorite"));
      await page.goto(`${origin}/account/favorites`);
      await waitHydrated(page);
      const list = page.getByRole("list", { name: "Your favorite restaurants" });
      await list.waitFor();
      expect(await list.getByRole("listitem").allInnerTexts()).toEqual([
        expect.stringContaining("North Hills"),
      ]);
      await checkpoint(page, step("08-favorites"));

      // A pickup order through the finder, menu, product, cart and checkout; then the history
      // and a reorder.
      const number = await placeOrder(page, (s) => step(`09-${s}`));
      await reorderFromHistory(page, number, (s) => step(`10-${s}`));

      // Saved as a favorite order (`order.favorites`).
      const card = await historyCard(page, number);
      const name = `Langley lunch ${randomUUID().slice(0, 4)}`;
      await card.getByRole("button", { name: /^Save the order/ }).click();
      await card.getByLabel("Name of the favorite").fill(name);
      await card.getByRole("button", { name: "Save favorite" }).click();
      await card.getByText(`Saved as “${name}”`).waitFor();
      await page.getByTestId("history-fave").filter({ hasText: name }).waitFor();
      await checkpoint(page, step("11-favorite-order"));

      // A new member has no points: Ada redeems $5 off and applies it to an order
      // (`offers.redeem`, `offers.apply-to-order`).
      await signOut(page);
      await signInVia(page, "/account/offers", demoMember.email, demoMember.password);
      const balance = async () =>
        Number(
          (await page.getByTestId("points-balance").locator("strong").innerText()).replace(
            /[^\d]/g,
            "",
          ),
        );
      await page.getByTestId("reward-catalog").waitFor();
      const before = await balance();
      expect(before).toBeGreaterThanOrEqual(600);
      await page.getByRole("button", { name: "Redeem $5 Off Your Order for 600 points" }).click();
      await expect.poll(balance).toBe(before - 600);
      expect(await page.getByTestId("redeemed").innerText()).toContain(
        "$5 Off Your Order is in your wallet.",
      );
      await checkpoint(page, step("12-redeemed"));
      await page
        .getByTestId("wallet-cards")
        .getByRole("button", { name: "Apply $5 Off Your Order to my order" })
        .first()
        .click();
      await page.waitForURL(/\/order$/);
      await addFromMenu(page, "8 Tenders", "TND-8");
      await openCart(page, 1);
      // No Discount row until the reward applies (`cart.totals-rows`): read without waiting.
      const discount = async () => {
        const row = page
          .locator('[data-testid="cart-totals"] .cart-totals__row')
          .filter({ hasText: "Discount" });
        return (await row.count()) === 0 ? "none" : row.locator("dd").innerText();
      };
      await expect.poll(discount).toBe("-$5.00");
      await checkpoint(page, step("13-cart-discount"), false);
      await page.keyboard.press("Escape");

      // Sign out: the token read before is refused afterwards (`member.sign-out`).
      const tokens = await storedTokens(page);
      expect(tokens.access).toBeTruthy();
      const withOldToken = () =>
        createApiClient({
          baseUrl: origin,
          context: () => ({
            channel: "default",
            clientType: "web",
            accessToken: tokens.access,
            orderingToken: tokens.ordering,
          }),
        }).call("membersGet");
      expect((await withOldToken()).status).toBe(200);
      await signOut(page);
      await checkpoint(page, step("14-signed-out"));
      await expect.poll(async () => (await withOldToken()).status).toBe(401);
      expect(problems.filter((p) => !expected(p))).toEqual([]);
    } catch (error) {
      await page.screenshot({ path: shot(step("failure")), fullPage: true }).catch(() => {});
      throw error;
    } finally {
      await context.close();
    }
  }, 420_000);
});
