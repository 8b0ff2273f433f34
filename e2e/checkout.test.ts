// The checkout and the 'Are these details correct?' dialog in the built app: handoff, time,
// contact, tip and round-up, card or saved card, and the tracking of a declined payment.
// Each test has its own restaurant and order: the order is created and filled through the
// real API, put into local storage in the store's format with its restaurant, and the
// journey starts at /order/checkout. The restaurants' hours are real, so the time is ASAP
// when the restaurant can take it now and the first scheduled slot otherwise. Results are
// checked through the API (GET orders/{id}/status).
import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";

import type { Location } from "@coop/contract/locations";

import { apiClient, type MemberSession, ok, signInDemoMember } from "./support/api.ts";
import { axeViolations, browserPerFile, viewports } from "./support/browser.ts";
import { screenshots } from "./support/screenshots.ts";
import { openPage } from "./support/storage.ts";

const browser = browserPerFile();
const shot = screenshots("checkout");

const { mobile, desktop } = viewports;

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

/** A page at /order/checkout with the restaurant and the order (and a member) in storage. */
async function openCheckout(
  viewport: { width: number; height: number },
  seed: { restaurant: Location; order: Record<string, unknown>; member?: MemberSession },
) {
  const watched = await openPage(browser(), "/order/checkout", {
    viewport,
    seed: {
      location: { ...seed.restaurant, id: String(seed.restaurant.id) },
      order: seed.order,
      member: seed.member ?? null,
      locationConfirmed: true,
    },
  });
  await watched.page.getByRole("heading", { level: 1, name: "Checkout" }).waitFor();
  return watched;
}

/** ASAP when the restaurant can take it now, otherwise the first scheduled slot. */
async function chooseTime(page: Page) {
  const asap = page.getByRole("radio", { name: /As soon as possible/ });
  await asap.waitFor();
  if ((await asap.isEnabled()) && (await asap.isChecked())) return;
  await page.getByRole("radio", { name: "Schedule for later" }).check();
  await expect.poll(() => page.locator("#checkout-slot").inputValue()).not.toBe("");
}

async function fillGuest(page: Page) {
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Email").fill("grace.hopper@example.com");
  await page.getByLabel("Phone", { exact: true }).pressSequentially("9195550123");
  expect(await page.getByLabel("Phone", { exact: true }).inputValue()).toBe("919-555-0123");
}

/** A checkout totals row's amount, or "none" while the row is not shown (`cart.totals-rows`). */
async function rowAmount(page: Page, label: string): Promise<string> {
  const row = page.locator(".checkout__summary .cart-totals__row").filter({ hasText: label });
  return (await row.count()) === 0 ? "none" : row.locator("dd").innerText();
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel("Card number").fill("");
  await page.getByLabel("Card number").pressSequentially(number.replace(/\s/g, ""));
  expect(await page.getByLabel("Card number").inputValue()).toBe(number);
  await page.getByLabel("Expiration date").fill("");
  await page.getByLabel("Expiration date").pressSequentially("1230");
  await page.getByLabel("Security code (CVV)").fill("123");
  await page.getByLabel("Billing ZIP code").fill("27609");
}

function placeOrderButton(page: Page) {
  return page.locator(".checkout__place");
}

function dialog(page: Page) {
  return page.getByRole("dialog", { name: "Are these details correct?" });
}

async function status(orderId: string) {
  return ok(await apiClient().ordersStatus(orderId), `GET orders/${orderId}/status`);
}

function counter(page: Page, suffix: string) {
  const seen: Request[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith(suffix)) seen.push(r);
  });
  return seen;
}

describe("checkout", () => {
  it("order.confirm-dialog, tracking.begin-checkout, payment.no-card-data: a guest pays with the approve card and lands on the confirmation (375 px, axe with the dialog open and closed)", async () => {
    const seed = await orderAt(103, ["BIS-BTR", "BIS-CHK"]);
    const { page, context, problems } = await openCheckout(mobile, seed);
    try {
      await chooseTime(page);
      await fillGuest(page);
      await fillCard(page, "4111 1111 1111 1111");
      // `tracking.begin-checkout`: begin_checkout once, with the channel and the items.
      const events = await page.evaluate(() =>
        ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter(
          (e) => e.event === "begin_checkout",
        ),
      );
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ affiliation: "default", ecommerce: { currency: "USD" } });
      await page.screenshot({ path: shot("checkout-375"), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      const tokens = counter(page, "/token");
      // `payment.no-card-data`: the card data goes to the token endpoint and nowhere else.
      const withCard: string[] = [];
      page.on("request", (request) => {
        const body = request.postData() ?? "";
        if (/4111 ?1111 ?1111 ?1111|"123"/.test(body))
          withCard.push(new URL(request.url()).pathname);
      });
      await placeOrderButton(page).click();
      await dialog(page).waitFor();
      const text = await dialog(page).innerText();
      expect(text).toContain("In-Store pickup");
      expect(text).toContain("Pickup Time:");
      expect(text).toMatch(/refunds? for an order placed for an incorrect location or time/i);
      await page.screenshot({ path: shot("dialog-375") });
      expect(await axeViolations(page)).toEqual([]);
      // The card data went nowhere yet: only Place Order in the dialog sends it, to /token.
      expect(tokens).toHaveLength(0);

      await dialog(page).getByRole("button", { name: "Place Order" }).click();
      await page.waitForURL(/\/order\/confirm\?id=/);
      const id = new URL(page.url()).searchParams.get("id")!;
      expect(id).toBe(seed.order.id);
      expect(tokens).toHaveLength(1);
      expect(withCard).toEqual([`/api/v1/orders/${id}/token`]);
      const placed = await status(id);
      expect(placed.status).not.toBe("open");
      expect(placed.number).toBeGreaterThan(0);
      // The cart is empty now; the placed order is the active one.
      const stored = await page.evaluate(() => localStorage.getItem("order"));
      expect(stored).toBeNull();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("payment.decline-words, order.decline-recorded: a decline shows its message in words, the order stays editable, and a good card then pays", async () => {
    const seed = await orderAt(104, ["BIS-BTR"]);
    const { page, context, problems } = await openCheckout(desktop, seed);
    try {
      await chooseTime(page);
      await fillGuest(page);
      await fillCard(page, "4000 0000 0000 0002");
      const tracks = counter(page, "/track");
      await placeOrderButton(page).click();
      await dialog(page).getByRole("button", { name: "Place Order" }).click();
      const alert = page.locator("#checkout-payment-failure");
      await expect
        .poll(() => alert.innerText())
        .toBe("Your card was declined. Please use another card.");
      expect(await dialog(page).isVisible()).toBe(false);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe("checkout-payment-failure");
      expect((await status(seed.order.id)).status).toBe("open");
      // `order.decline-recorded`: the failure is recorded with track
      // {error, type: "ccsf", details}.
      await expect.poll(() => tracks.length).toBe(1);
      expect(tracks[0]!.postDataJSON()).toMatchObject({
        type: "ccsf",
        error: "Your card was declined. Please use another card.",
        details: { code: "card_declined" },
      });
      // Still editable: the items are in the summary and the card can be changed.
      expect(await page.locator(".checkout-lines li").allInnerTexts()).toEqual([
        "Buttermilk Biscuit",
      ]);
      await page.screenshot({ path: shot("decline-1280"), fullPage: true });

      // The other declines, each in words (the client's sentence for the failure code).
      for (const [number, words] of [
        ["4000 0000 0000 9995", "Your card has insufficient funds. Please use another card."],
        [
          "4000 0000 0000 0127",
          "The security code (CVV) is incorrect. Please check it and try again.",
        ],
        ["4000 0000 0000 0069", "This card has expired. Please use another card."],
      ] as const) {
        await fillCard(page, number);
        await placeOrderButton(page).click();
        await dialog(page).getByRole("button", { name: "Place Order" }).click();
        await expect.poll(() => alert.innerText()).toBe(words);
      }
      expect(tracks).toHaveLength(4);
      expect((await status(seed.order.id)).status).toBe("open");
      // The cart's promo field works here too: the order stays editable after the decline.
      await page.locator("#checkout-promo-code").fill("COOP10");
      await page.locator(".checkout__summary .promo__button").click();
      await expect.poll(() => page.locator("#checkout-promo-message").innerText()).not.toBe("");
      // No Discount row until the code applies (`cart.totals-rows`): read without waiting.
      await expect.poll(() => rowAmount(page, "Discount")).toMatch(/^-\$\d+\.\d\d$/);
      await fillCard(page, "4111 1111 1111 1111");
      await placeOrderButton(page).click();
      await dialog(page).getByRole("button", { name: "Place Order" }).click();
      await page.waitForURL(/\/order\/confirm\?id=/);
      expect((await status(seed.order.id)).number).toBeGreaterThan(0);
      // The decline is a 402 answer, which Chromium reports on the console; nothing else.
      expect(
        problems.filter((p) => !(p.includes("status of 402") && p.includes("/submit"))),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a double click on Place Order in the dialog makes one order", async () => {
    const seed = await orderAt(113, ["BIS-BTR"]);
    const { page, context, problems } = await openCheckout(desktop, seed);
    try {
      await chooseTime(page);
      await fillGuest(page);
      await fillCard(page, "4111 1111 1111 1111");
      const submits = counter(page, "/submit");
      const tokens = counter(page, "/token");
      await placeOrderButton(page).click();
      await dialog(page).getByRole("button", { name: "Place Order" }).dblclick();
      await page.waitForURL(/\/order\/confirm\?id=/);
      expect(submits).toHaveLength(1);
      expect(tokens).toHaveLength(1);
      const placed = await status(seed.order.id);
      expect(placed.number).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("tip.presets, donation.round-up: a member pays with her saved card", async () => {
    const member = await signInDemoMember();
    const seed = await orderAt(101, ["BIS-CHK"]);
    const { page, context, problems } = await openCheckout(desktop, { ...seed, member });
    try {
      await page.getByText("ada@coop.example").waitFor();
      expect(await page.getByLabel("First name").count()).toBe(0);
      const saved = page.getByRole("radio", { name: /Visa ending in 1111/ });
      await saved.waitFor();
      expect(await saved.isChecked()).toBe(true);
      expect(await page.getByLabel("Card number").count()).toBe(0);
      await chooseTime(page);
      // `tip.presets` and `donation.round-up`: the total becomes a whole dollar.
      const row = (label: string) => rowAmount(page, label);
      await page.getByRole("radio", { name: /^18%/ }).click();
      // A shown, non-zero amount (a zero or absent row is "$0.00" or "none").
      const someAmount = /^\$(?!0\.00$)\d+\.\d\d$/;
      await expect.poll(() => row("Tip")).toMatch(someAmount);
      await page.getByRole("checkbox", { name: /Round up my order/ }).click();
      await expect.poll(() => row("Donation")).toMatch(someAmount);
      const total = () =>
        page.locator(".checkout__summary .cart-totals__row--total dd").innerText();
      expect(await total()).toMatch(/\.00$/);
      // A tip change afterwards: the donation is recalculated, the total stays whole.
      const tipBefore = await row("Tip");
      await page.getByRole("radio", { name: /^20%/ }).click();
      await expect.poll(() => row("Tip")).not.toBe(tipBefore);
      await expect.poll(total).toMatch(/\.00$/);
      // The member's wallet offers, as in the cart.
      await page.locator(".checkout__summary .cart-offer__label").first().waitFor();
      await page.screenshot({ path: shot("member-1280"), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      const tokens = counter(page, "/token");
      await placeOrderButton(page).click();
      await dialog(page).getByRole("button", { name: "Place Order" }).click();
      await page.waitForURL(/\/order\/confirm\?id=/);
      expect(tokens).toHaveLength(0);
      const recent = ok(
        await apiClient({ orderingToken: member.tokens.ordering.access.token }).ordersRecent(),
        "GET orders/recent",
      );
      expect(recent.orders.map((o) => o.id)).toContain(seed.order.id);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a member has her order delivered to a saved address and pays with her saved card", async () => {
    const member = await signInDemoMember();
    // Above the restaurant's delivery minimum ($12).
    const seed = await orderAt(101, ["BIS-CHK", "BIS-SPC", "BIS-HBC", "BIS-STK"]);
    const { page, context, problems } = await openCheckout(desktop, { ...seed, member });
    try {
      await page.getByRole("radio", { name: "Delivery" }).check();
      const saved = page.getByRole("radio", { name: /^415 Fayetteville St, Apt 12B, Raleigh/ });
      await saved.check();
      expect(await page.getByLabel("Street address").inputValue()).toBe("415 Fayetteville St");
      await page.getByRole("button", { name: "Deliver to this address" }).click();
      await page.getByText("We will deliver to this address.").waitFor();
      await page
        .locator(".checkout__summary .cart-totals__row")
        .filter({ hasText: "Delivery Fee" })
        .waitFor();
      await chooseTime(page);
      expect(await page.getByRole("radio", { name: /Visa ending in 1111/ }).isChecked()).toBe(true);
      await placeOrderButton(page).click();
      await dialog(page).waitFor();
      const text = await dialog(page).innerText();
      expect(text).toContain("Delivery");
      expect(text).toContain("415 Fayetteville St, Apt 12B, Raleigh, NC 27601");
      expect(text).toContain("Delivery Time:");
      // Return to checkout closes the dialog and gives focus back to Place Order.
      await dialog(page).getByRole("button", { name: "Return to checkout" }).click();
      await expect.poll(() => dialog(page).isVisible()).toBe(false);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.className ?? ""))
        .toContain("checkout__place");
      await placeOrderButton(page).click();
      await dialog(page).getByRole("button", { name: "Place Order" }).click();
      await page.waitForURL(/\/order\/confirm\?id=/);
      const placed = await status(seed.order.id);
      expect(placed.handoff).toBe("dispatch");
      expect(placed.number).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("handoff.curbside-vehicle: curbside requires Make, Model and Color", async () => {
    const seed = await orderAt(106, ["BIS-BTR"]);
    const { page, context, problems } = await openCheckout(desktop, seed);
    try {
      await page.getByRole("radio", { name: "Curbside pickup" }).check();
      await page.getByLabel("Make").waitFor();
      await chooseTime(page);
      await fillGuest(page);
      await fillCard(page, "4111 1111 1111 1111");
      await placeOrderButton(page).click();
      await expect
        .poll(() => page.locator("#checkout-make-error").innerText())
        .toBe("Enter your vehicle's make.");
      // Focus moves on the next frame, after the errors render.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe("checkout-make");
      expect(await page.getByLabel("Make").getAttribute("aria-invalid")).toBe("true");
      expect(await dialog(page).isVisible()).toBe(false);

      await page.getByLabel("Make").fill("Subaru");
      await page.getByLabel("Model").fill("Outback");
      await page.getByLabel("Color").fill("Green");
      await placeOrderButton(page).click();
      await dialog(page).waitFor();
      expect(await dialog(page).innerText()).toContain("Curbside pickup");
      await dialog(page).getByRole("button", { name: "Place Order" }).click();
      await page.waitForURL(/\/order\/confirm\?id=/);
      const placed = await status(seed.order.id);
      expect(placed.handoff).toBe("curbside");
      expect(placed.number).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("daypart.ten-thirty: with the 10:30 Lunch Box no slot before 10:30, and a scheduled order succeeds", async () => {
    const seed = await orderAt(108, ["L-BOX"]);
    const { page, context, problems } = await openCheckout(desktop, seed);
    try {
      await page.getByText(/earliest time each day is 10:30 AM/).waitFor();
      await page.getByRole("radio", { name: "Schedule for later" }).check();
      const day = page.locator("#checkout-day");
      await day.waitFor();
      const days = await day
        .locator("option")
        .evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value));
      expect(days.length).toBeGreaterThan(1);
      // The restaurant opens at 06:00, but every day's slots start at 10:30 or later.
      for (const date of days) {
        await day.selectOption(date);
        const first = await page
          .locator("#checkout-slot option:not([disabled])")
          .first()
          .innerText();
        const [, h, m, ap] = /^(\d+):(\d+) (AM|PM)$/.exec(first)!;
        const minutes = ((Number(h) % 12) + (ap === "PM" ? 12 : 0)) * 60 + Number(m);
        expect(minutes, `${date} ${first}`).toBeGreaterThanOrEqual(10 * 60 + 30);
      }
      // Tomorrow (a whole day ahead) starts exactly at 10:30.
      await day.selectOption(days[1]!);
      expect(await page.locator("#checkout-slot option:not([disabled])").first().innerText()).toBe(
        "10:30 AM",
      );
      await expect.poll(() => page.locator("#checkout-slot").inputValue()).not.toBe("");
      await fillGuest(page);
      await fillCard(page, "4111 1111 1111 1111");
      await placeOrderButton(page).click();
      await dialog(page).waitFor();
      expect(await dialog(page).innerText()).toContain("Pickup Time:");
      await dialog(page).getByRole("button", { name: "Place Order" }).click();
      await page.waitForURL(/\/order\/confirm\?id=/);
      const placed = await status(seed.order.id);
      expect(placed.number).toBeGreaterThan(0);
      const local = new Intl.DateTimeFormat("en-US", {
        timeZone: seed.restaurant.timezone,
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(new Date(placed.ready_at!));
      expect(local).toBe("10:30");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("an empty cart shows the empty state with a link to /order", async () => {
    const { page, context, problems } = await openCheckout(desktop, {
      restaurant: (await orderAt(109, ["BIS-BTR"])).restaurant,
      order: { id: "x", products: [] },
    });
    try {
      await page.getByText(/Add something delicious/).waitFor();
      expect(await page.getByRole("link", { name: "Start an order" }).getAttribute("href")).toBe(
        "/order",
      );
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
