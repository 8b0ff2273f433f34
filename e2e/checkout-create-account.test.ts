// Creating an account during guest checkout, in the built app: the guest ticks "Create an
// account with these details", gives a password (its rules checked as they type) and accepts
// the terms; the order is placed as a guest, and on the confirmation page the account is
// created with the order: the visitor is signed in there and the order is in GET orders/recent.
// An email that already has an account keeps the order shown and says what went wrong.
import { randomUUID } from "node:crypto";

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { apiClient, ok } from "./support/api.ts";
import { axeViolations, browserPerFile, viewports } from "./support/browser.ts";
import { screenshots } from "./support/screenshots.ts";
import { openPage } from "./support/storage.ts";

const browser = browserPerFile();
const shot = screenshots("checkout-create-account");

/** A restaurant's order with these SKUs, created through the API. */
async function orderAt(restaurantId: number, skus: string[]) {
  const api = apiClient();
  const restaurant = ok(await api.locationsGet(restaurantId), `GET locations/${restaurantId}`);
  const created = ok(await api.ordersCreate(restaurant.menu_id), "POST orders/create");
  const order = ok(
    await api.ordersAddProducts(created.id, {
      products: skus.map((id) => ({ id, quantity: 1, choices: [] })),
    }),
    "POST orders/{id}/products",
  );
  return { restaurant, order };
}

async function openCheckout(viewport: { width: number; height: number }, restaurantId: number) {
  const seed = await orderAt(restaurantId, ["BIS-BTR", "BIS-CHK"]);
  const watched = await openPage(browser(), "/order/checkout", {
    viewport,
    seed: {
      location: { ...seed.restaurant, id: String(seed.restaurant.id) },
      order: seed.order,
      locationConfirmed: true,
    },
  });
  await watched.page.getByRole("heading", { level: 1, name: "Checkout" }).waitFor();
  return { ...watched, orderId: seed.order.id };
}

/** ASAP when the restaurant can take it now, otherwise the first scheduled slot. */
async function chooseTime(page: Page) {
  const asap = page.getByRole("radio", { name: /As soon as possible/ });
  await asap.waitFor();
  if ((await asap.isEnabled()) && (await asap.isChecked())) return;
  await page.getByRole("radio", { name: "Schedule for later" }).check();
  await expect.poll(() => page.locator("#checkout-slot").inputValue()).not.toBe("");
}

async function fillGuest(page: Page, email: string) {
  await page.getByLabel("First name").fill("Katherine");
  await page.getByLabel("Last name").fill("Johnson");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone", { exact: true }).pressSequentially("9195550177");
}

async function fillCard(page: Page) {
  await page.getByLabel("Card number").pressSequentially("4111111111111111");
  await page.getByLabel("Expiration date").pressSequentially("1230");
  await page.getByLabel("Security code (CVV)").fill("123");
  await page.getByLabel("Billing ZIP code").fill("27609");
}

async function placeOrder(page: Page) {
  await page.locator(".checkout__place").click();
  const dialog = page.getByRole("dialog", { name: "Are these details correct?" });
  await dialog.waitFor();
  await dialog.getByRole("button", { name: "Place Order" }).click();
  await page.waitForURL(/\/order\/confirm\?id=/);
}

describe("create an account during guest checkout", () => {
  it("checkout.create-account: a guest ticks the box, places the order and is signed in on the confirmation page with the order in their history", async () => {
    const email = `katherine.${randomUUID().slice(0, 8)}@example.com`;
    const { page, context, problems, orderId } = await openCheckout(viewports.mobile, 103);
    try {
      await chooseTime(page);
      await fillGuest(page, email);
      await fillCard(page);
      await page
        .getByRole("checkbox", {
          name: "Create an account with these details (earn points on this order)",
        })
        .check();
      // Ticked but empty: Place Order names the field and moves focus to it.
      await page.locator(".checkout__place").click();
      const password = page.getByLabel("Password", { exact: true });
      await expect.poll(() => password.getAttribute("aria-invalid")).toBe("true");
      // Focus moves on the next animation frame after the errors render.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe("checkout-account-password");
      expect(await page.locator("#checkout-account-password-error").innerText()).toBe(
        "Enter a password for your account, or untick Create an account.",
      );
      await password.fill("Katherine-2026");
      // The rules as they type: this one is little more than her name.
      await expect
        .poll(() => page.locator(".checkout-account__checks li").nth(1).innerText())
        .toContain("Not your email address or your name");
      expect(
        await page.locator(".checkout-account__checks li").nth(1).getAttribute("class"),
      ).toBeNull();
      await password.fill("Orbital-Mechanics-1962");
      await page
        .getByRole("checkbox", { name: "I accept the Terms of Use and the Privacy Policy" })
        .check();
      await page.screenshot({ path: shot("checkout-375"), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      // The password never reaches local storage.
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
      expect(stored).not.toContain("Orbital-Mechanics");

      await placeOrder(page);
      expect(new URL(page.url()).searchParams.get("id")).toBe(orderId);
      const created = page.getByTestId("checkout-account-created");
      await created.waitFor();
      expect(await created.innerText()).toContain(
        "Welcome, Katherine! Your account is ready and you are signed in.",
      );
      expect(await created.innerText()).toContain("This order is in your order history");
      // Still on the confirmation page, with the order.
      expect(page.url()).toContain(`/order/confirm?id=${orderId}`);
      await page.getByTestId("order-items").waitFor();
      await page.screenshot({ path: shot("confirm-375"), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      const token = await page.evaluate(
        () =>
          (
            JSON.parse(localStorage.getItem("token") ?? "{}") as {
              value?: { ordering?: { access?: { token?: string } } };
            }
          ).value?.ordering?.access?.token,
      );
      expect(token).toBeTruthy();
      const recent = ok(await apiClient({ orderingToken: token }).ordersRecent(), "orders/recent");
      expect(recent.orders.map((o) => o.id)).toContain(orderId);
      expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(
        "Orbital-Mechanics",
      );
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("checkout.create-account: an email that already has an account keeps the order shown and says what went wrong, offering the form and sign-in", async () => {
    const { page, context, problems, orderId } = await openCheckout(viewports.desktop, 104);
    try {
      await chooseTime(page);
      await fillGuest(page, "ada@coop.example");
      await fillCard(page);
      await page
        .getByRole("checkbox", {
          name: "Create an account with these details (earn points on this order)",
        })
        .check();
      await page.getByLabel("Password", { exact: true }).fill("Orbital-Mechanics-1962");
      await page
        .getByRole("checkbox", { name: "I accept the Terms of Use and the Privacy Policy" })
        .check();
      await placeOrder(page);
      const failed = page.getByTestId("checkout-account-failed");
      await failed.waitFor();
      expect(await failed.innerText()).toContain(
        "Your order is placed, but we could not create your account:",
      );
      expect(
        await failed.getByRole("link", { name: "sign in to an existing account" }).count(),
      ).toBe(1);
      // The order is all there, and the usual create-account form is offered.
      expect(new URL(page.url()).searchParams.get("id")).toBe(orderId);
      await page.getByTestId("order-items").waitFor();
      await page.getByRole("button", { name: "Create account" }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
      await page.screenshot({ path: shot("confirm-failed-1280"), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.filter((p) => !p.includes("409"))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
