// The catering journey on the catering host (localhost's catering subdomain, a real host): the
// catering menu before a restaurant, a tray with its options into the catering cart, choosing a
// delivery address near 27601 (Downtown Raleigh, restaurant 101), the cart carried over onto
// the restaurant's catering menu with the line it cannot take listed by name (the Cookie Tray,
// 86'd at 101 by its manager through the staff API for this file), the $150 delivery minimum,
// a pack added with ?add= until the total passes it, a scheduled time at least the catering
// lead time ahead, the test card and the confirmation. Then the same warning and carry-over
// texts in Spanish.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { repoRoot } from "./server-process.ts";
import { axeViolations, baseUrl, browserPerFile, viewports } from "./support/browser.ts";
import { fillGuestContact, fillTestCard } from "./support/checkout.ts";
import { screenshots } from "./support/screenshots.ts";
import { openPage } from "./support/storage.ts";

const browser = browserPerFile();
const shot = screenshots("catering-order");

const RESTAURANT = 101;
const SOLD_OUT_SKU = "CAT-DST-CKT";

/** The catering lead time of restaurant 101, as the seed data gives it. */
function cateringLeadMinutes(id: number): number {
  const file = join(repoRoot, "apps/server/src/db/seed/data/restaurants.json");
  const restaurants = JSON.parse(readFileSync(file, "utf8")) as {
    id: number;
    cateringLeadTimeMinutes: number;
  }[];
  return restaurants.find((r) => r.id === id)!.cateringLeadTimeMinutes;
}

function cateringOrigin(): string {
  const url = new URL(baseUrl());
  url.hostname = "catering.localhost";
  return url.origin;
}

/** The manager of restaurant 101 86's (or brings back) the Cookie Tray on its catering menu. */
async function setCookieTray(available: boolean): Promise<void> {
  const signin = await fetch(`${baseUrl()}/api/ops/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "dorothy@coop.example", password: "Twelve-Fryers-Humming" }),
  });
  expect(signin.status).toBe(200);
  const { data } = (await signin.json()) as { data: { token: string } };
  const product = await fetch(`${baseUrl()}/api/v1/menus/c${RESTAURANT}/products/${SOLD_OUT_SKU}`);
  expect(product.status).toBe(200);
  const { id } = (await product.json()) as { id: number };
  const put = await fetch(`${baseUrl()}/api/ops/restaurants/${RESTAURANT}/availability`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${data.token}` },
    body: JSON.stringify({ items: [{ kind: "product", id }], available }),
  });
  expect(put.status, await put.text()).toBe(200);
}

/**
 * Every call of the page to the JSON API, with its client_sub header. The confirmation's live
 * status stream is an EventSource, which a browser opens without custom headers: not a call.
 */
function recordApiCalls(page: Page) {
  const calls: { path: string; clientSub: string | undefined }[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (/^\/api\/v[12]\//.test(url.pathname) && request.resourceType() !== "eventsource")
      calls.push({ path: url.pathname, clientSub: request.headers()["client_sub"] });
  });
  return calls;
}

/**
 * Follows a link from the keyboard: at 375 px the bottom bar and the engagement slide-up may
 * sit over a card near the bottom of the screen.
 */
async function follow(link: Locator) {
  await link.focus();
  await link.press("Enter");
}

async function addFromProductPage(page: Page, name: RegExp, button: string) {
  await follow(page.getByRole("link", { name }).first());
  await page.waitForURL((url) => url.pathname === "/menu/product");
  await page.getByRole("button", { name: button }).click();
}

async function chooseDelivery(page: Page, labels: { street: string; zip: string; find: string }) {
  await page.getByLabel(labels.street, { exact: true }).fill("219 Fayetteville St");
  await page.getByLabel(labels.zip, { exact: true }).fill("27601");
  // From the keyboard: the engagement slide-up may sit over the button at 375 px.
  await page.getByRole("button", { name: labels.find }).press("Enter");
}

/** Waits for the cart panel's slide-in (or any transition) to end before a screenshot. */
async function settled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => document.getAnimations().filter((a) => a.playState === "running").length),
    )
    .toBe(0);
}

/** axe once the page is still: a slide-up caught mid-way overlaps what it will not at rest. */
async function axe(page: Page) {
  await settled(page);
  return axeViolations(page);
}

function stored(page: Page, key: string) {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    return raw ? (JSON.parse(raw) as { value: Record<string, unknown> }).value : null;
  }, key);
}

beforeAll(() => setCookieTray(false));
afterAll(() => setCookieTray(true));

describe("catering order", () => {
  it("catering-order.pending-cart, catering-order.carry-over, catering-order.order-menu, catering-order.add-param, cart.catering-delivery-minimum: a tray before a restaurant, carried over on delivery near 27601, the $150 minimum, a pack by ?add=, a lead-time slot and the test card (375 px, axe)", async () => {
    const started = Date.now();
    const { page, context, problems } = await openPage(browser(), "/menu", {
      origin: cateringOrigin(),
      viewport: viewports.mobile,
    });
    const calls = recordApiCalls(page);
    try {
      // The catering menu without a restaurant.
      await page
        .getByRole("link", { name: /Small Tender Tray/ })
        .first()
        .waitFor();
      expect(await axe(page)).toEqual([]);

      // `catering-order.pending-cart`: a small tray with its options (Classic preselected).
      await page
        .getByRole("link", { name: /Small Tender Tray/ })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === "/menu/product");
      const spice = page.getByRole("group", { name: /Spice level/ });
      expect(await spice.getByRole("radio", { name: "Classic" }).isChecked()).toBe(true);
      await spice.getByRole("radio", { name: "Spicy" }).check();
      await page.getByRole("button", { name: "Add to catering cart" }).click();
      await page
        .getByRole("status")
        .filter({ hasText: "Added 1 × Small Tender Tray to your catering cart." })
        .waitFor();
      await page.screenshot({ path: shot("product-added-375"), fullPage: true });
      expect(await axe(page)).toEqual([]);

      // A Cookie Tray too: 86'd at the restaurant that will deliver.
      await page.getByRole("link", { name: "Back to the menu" }).click();
      await addFromProductPage(page, /Cookie Tray/, "Add to catering cart");
      await page.getByRole("status").filter({ hasText: "Cookie Tray" }).waitFor();

      // The cart panel: the pending lines, the estimated subtotal, Choose a restaurant.
      await page.getByRole("button", { name: "Cart, 2 items" }).click();
      const cart = page.getByRole("dialog", { name: "Your Cart" });
      await cart.getByText("Estimated subtotal").waitFor();
      expect(await cart.locator(".cart-pending__totals dd").innerText()).toBe("$79.98");
      expect(await cart.getByText("Spicy").count()).toBe(1);
      await settled(page);
      await page.screenshot({ path: shot("pending-cart-375") });
      expect(await axe(page)).toEqual([]);
      await cart.getByRole("link", { name: "Choose a restaurant" }).click();
      await page.waitForURL((url) => url.pathname === "/locations");

      // Delivery near 27601: Downtown Raleigh.
      await follow(
        page
          .getByRole("navigation", { name: "How would you like to get your order?" })
          .getByRole("link", { name: "Delivery" }),
      );
      await chooseDelivery(page, {
        street: "Street address",
        zip: "Zip code",
        find: "Find my restaurant",
      });
      // `catering-order.carry-over`: the 86'd Cookie Tray is named; the tray is in the order.
      const notice = page.getByRole("alert").filter({ hasText: "Some items couldn't come" });
      await notice.waitFor();
      expect(await notice.innerText()).toContain("Cookie Tray (sold out at this restaurant)");
      await page.screenshot({ path: shot("carry-over-notice-375"), fullPage: true });
      expect(await axe(page)).toEqual([]);
      await notice.getByRole("button", { name: "Continue to the menu" }).press("Enter");
      await page.waitForURL((url) => url.pathname === "/order");
      const order = await stored(page, "order");
      // `catering-order.order-menu`: the order is on the restaurant's catering menu.
      expect(order).toMatchObject({ menu_id: `c${RESTAURANT}`, handoff: "dispatch" });
      expect((order!.products as { name: string }[]).map((p) => p.name)).toEqual([
        "Small Tender Tray",
      ]);
      expect(await stored(page, "cateringCart")).toBeNull();
      // The catering menu, not the everyday one.
      await page
        .getByRole("link", { name: /Medium Tender Tray/ })
        .first()
        .waitFor();
      expect(await page.getByText("2-Piece Box").count()).toBe(0);

      // `cart.catering-delivery-minimum`: under $150 on delivery, with the consumer host.
      await page.getByRole("button", { name: "Cart, 1 item" }).click();
      const port = new URL(baseUrl()).port;
      await cart
        .getByText(
          `Heads up! The minimum order amount for catering delivery is $150. Please order directly from localhost:${port} with smaller order sizes. Thank you!`,
        )
        .waitFor();
      expect(await cart.getByRole("button", { name: /Proceed to Checkout/ }).isDisabled()).toBe(
        true,
      );
      await settled(page);
      await page.screenshot({ path: shot("minimum-warning-375") });
      expect(await axe(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await cart.waitFor({ state: "hidden" });

      // `catering-order.add-param`: a medium tray by ?add=, said in a status, the parameter gone.
      await page.goto(`${cateringOrigin()}/order?add=CAT-TT48*1,NOPE-1`);
      const status = page.getByRole("status").filter({ hasText: "Added to your cart" });
      await status.waitFor();
      expect(await status.innerText()).toContain("Added to your cart: 1 × Medium Tender Tray.");
      expect(await status.innerText()).toContain("Not on the catering menu: NOPE-1.");
      expect(new URL(page.url()).search).toBe("");
      await page.screenshot({ path: shot("add-param-375"), fullPage: true });

      // Over $150 now: no warning, checkout open.
      await page.getByRole("button", { name: "Cart, 2 items" }).click();
      const checkout = cart.getByRole("button", { name: /Proceed to Checkout/ });
      await expect.poll(() => checkout.isDisabled()).toBe(false);
      expect(await cart.getByText(/minimum order amount for catering delivery/).count()).toBe(0);
      await checkout.click();
      await page.waitForURL((url) => url.pathname === "/order/checkout");

      // A scheduled slot: none earlier than the catering lead time.
      await page.getByRole("radio", { name: "Schedule for later" }).check();
      const slot = page.locator("#checkout-slot");
      await expect.poll(() => slot.inputValue()).not.toBe("");
      const offered = await slot
        .locator("option")
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      const earliest = started + (cateringLeadMinutes(RESTAURANT) - 1) * 60_000;
      for (const value of offered.filter((v) => v !== ""))
        expect(Date.parse(value)).toBeGreaterThanOrEqual(earliest);

      await fillGuestContact(page, {
        first: "Grace",
        last: "Hopper",
        email: "grace.hopper@example.com",
        phone: "9195550123",
      });
      await fillTestCard(page, "27601");
      await page.screenshot({ path: shot("checkout-375"), fullPage: true });
      expect(await axe(page)).toEqual([]);
      await page.locator(".checkout__place").click();
      const dialog = page.getByRole("dialog", { name: "Are these details correct?" });
      await dialog.getByRole("button", { name: "Place Order" }).click();
      await page.waitForURL(/\/order\/confirm\?id=/);
      await page.screenshot({ path: shot("confirm-375"), fullPage: true });
      expect(await axe(page)).toEqual([]);

      // `api.headers`: every API call of the catering host said client_sub=catering.
      expect(calls.length).toBeGreaterThan(5);
      expect(calls.filter((c) => c.clientSub !== "catering")).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("catering-order.carry-over, cart.catering-delivery-minimum: in Spanish, the carry-over notice and the minimum warning", async () => {
    const { page, context, problems } = await openPage(browser(), "/menu", {
      origin: cateringOrigin(),
      viewport: viewports.mobile,
      cookies: { lang: "es" },
    });
    try {
      await addFromProductPage(page, /Cookie Tray/, "Agregar al carrito de catering");
      await page.getByRole("status").filter({ hasText: "Cookie Tray" }).waitFor();
      await page
        .getByRole("link", { name: /Volver|menú/i })
        .first()
        .click();
      await addFromProductPage(page, /Dozen Buttermilk Biscuits/, "Agregar al carrito de catering");
      await page.getByRole("status").filter({ hasText: "Dozen Buttermilk Biscuits" }).waitFor();
      await page.getByRole("button", { name: "Carrito, 2 artículos" }).click();
      const cart = page.getByRole("dialog", { name: "Tu carrito" });
      await cart.getByText("Subtotal estimado").waitFor();
      await settled(page);
      await page.screenshot({ path: shot("pending-cart-es-375") });
      await cart.getByRole("link", { name: "Elige un restaurante" }).click();
      await page.waitForURL((url) => url.pathname === "/locations");
      await follow(page.getByRole("link", { name: "A domicilio" }));
      await chooseDelivery(page, {
        street: "Dirección",
        zip: "Código postal",
        find: "Buscar mi restaurante",
      });
      const notice = page.getByRole("alert").filter({ hasText: "Algunos productos no pudieron" });
      await notice.waitFor();
      expect(await notice.innerText()).toContain("Cookie Tray (agotado en este restaurante)");
      await page.screenshot({ path: shot("carry-over-notice-es-375"), fullPage: true });
      await notice.getByRole("button", { name: "Ir al menú" }).press("Enter");
      await page.waitForURL((url) => url.pathname === "/order");
      await page.getByRole("button", { name: "Carrito, 1 artículo" }).click();
      const port = new URL(baseUrl()).port;
      await cart
        .getByText(
          `¡Atención! El pedido mínimo para entrega de catering es de $150. Para pedidos más pequeños, pide directamente en localhost:${port}. ¡Gracias!`,
        )
        .waitFor();
      expect(await cart.getByRole("button", { name: /Continuar al pago/ }).isDisabled()).toBe(true);
      await settled(page);
      await page.screenshot({ path: shot("minimum-warning-es-375") });
      expect(await axe(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
