// The order flow's own steps (/order/location, /order/type) and the `store` link, in the built
// app: both channels, 375 px and 1280 px, Spanish once, axe on each step, keyboard only once.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { apiClient, ok } from "./support/api.ts";
import {
  axeViolations,
  baseUrl,
  browserPerFile,
  except404 as unexpected,
  viewports,
} from "./support/browser.ts";
import { screenshots } from "./support/screenshots.ts";
import { CREATED_NOW, downtownRaleigh, northHills, openPage } from "./support/storage.ts";

const browser = browserPerFile();
const shot = screenshots("order-steps");

function stored(page: Page, key: "location" | "order") {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    return raw ? (JSON.parse(raw) as { value: Record<string, unknown> }).value : null;
  }, key);
}

const onPath = (path: string) => (url: URL) => url.pathname === path;

/** The handoff step's choices, by their names. */
async function choiceNames(page: Page): Promise<string[]> {
  const group = page.getByRole("group", { name: "How do you want to get your order?" });
  await group.waitFor();
  const radios = group.getByRole("radio");
  const names: string[] = [];
  for (let i = 0; i < (await radios.count()); i++) {
    const label = await radios.nth(i).evaluate((el) => el.closest("label")?.textContent ?? "");
    names.push(label);
  }
  return names;
}

/** /order with no restaurant → the restaurant step → 27601 → Downtown Raleigh → the handoff step. */
async function toTypeStep(page: Page, width: "375" | "1280") {
  await page.waitForURL(onPath("/order/location"));
  const steps = page.getByRole("list", { name: "Your order, step by step" });
  await steps.waitFor();
  expect(await steps.getByRole("listitem").allInnerTexts()).toEqual([
    "1\nRestaurant",
    "2\nHow you get it",
    "3\nMenu",
  ]);
  expect(await steps.locator('[aria-current="step"]').innerText()).toContain("Restaurant");
  await page.getByLabel("Zip code, city or address").fill("27601");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("heading", { name: /restaurants? near Raleigh, NC 27601/ }).waitFor();
  // The compact step lists the restaurants without the finder's map.
  expect(await page.getByRole("img", { name: /Map of \d+ restaurants/ }).count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: shot(`location-results-${width}`), fullPage: true });
  await page.getByRole("button", { name: "Order from Downtown Raleigh" }).click();
  await page.waitForURL(onPath("/order/type"));
}

describe("the order flow's steps", () => {
  it("order-steps.no-restaurant, order-steps.after-location, order-steps.offered-handoffs: /order without a restaurant → restaurant → In-Store pickup → that restaurant's menu", async () => {
    const { page, context, problems } = await openPage(browser(), "/order", {
      viewport: viewports.desktop,
    });
    await toTypeStep(page, "1280");
    expect(await stored(page, "location")).toMatchObject({ id: "101", menu_id: "m101" });
    const created = await stored(page, "order");
    expect(created).toMatchObject({ menu_id: "m101" });

    // Downtown Raleigh offers In-Store pickup and Delivery, not Curbside.
    expect(await choiceNames(page)).toEqual([
      expect.stringContaining("In-Store pickup"),
      expect.stringContaining("Delivery"),
    ]);
    expect(
      await page
        .getByRole("list", { name: "Your order, step by step" })
        .locator('[aria-current="step"]')
        .innerText(),
    ).toContain("How you get it");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot("type-1280"), fullPage: true });

    await page.getByRole("radio", { name: /In-Store pickup/ }).check();
    await page.getByRole("button", { name: "Continue to the menu" }).click();
    await page.waitForURL(onPath("/order"));
    await page.getByText("Ordering from Downtown Raleigh, 219 Fayetteville St").waitFor();
    await page.locator(".product-card__name", { hasText: "2-Piece Box" }).first().waitFor();
    const order = await stored(page, "order");
    expect(order).toMatchObject({ id: created?.id, menu_id: "m101" });
    expect(order?.handoff ?? "pickup").toBe("pickup");
    // Back does not return to the empty /order page that sent the visitor on.
    await page.goBack();
    await page.waitForURL(onPath("/order/type"));
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("order-steps.handoff-choice, order-steps.next-intent: keyboard only at 375 px: Curbside through Tab, arrows and Enter goes on to ?next=", async () => {
    const { page, context, problems } = await openPage(
      browser(),
      "/order/type?next=%2Forder%2Fcheckout",
      { viewport: viewports.mobile, seed: { location: northHills, locationConfirmed: true } },
    );
    // North Hills offers all three; the stored restaurant has no modes, so the step asks the API.
    expect(await choiceNames(page)).toEqual([
      expect.stringContaining("In-Store pickup"),
      expect.stringContaining("Curbside"),
      expect.stringContaining("Delivery"),
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot("type-375"), fullPage: true });

    const focusedName = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        return el?.name === "handoff" ? el.value : (el?.textContent ?? "");
      });
    let presses = 0;
    while ((await focusedName()) !== "pickup" && presses < 80) {
      await page.keyboard.press("Tab");
      presses++;
    }
    expect(await focusedName()).toBe("pickup");
    await page.keyboard.press("ArrowDown");
    expect(await focusedName()).toBe("curbside");
    expect(await page.getByRole("radio", { name: /Curbside/ }).isChecked()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await focusedName()).toBe("Continue");
    await page.keyboard.press("Enter");
    // No order yet: Curbside creates it on North Hills' menu, then sets the handoff.
    await page.waitForURL(onPath("/order/checkout"));
    const order = await stored(page, "order");
    expect(order).toMatchObject({ menu_id: "m102", handoff: "curbside" });
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("order-steps.handoff-choice: Delivery on the handoff step asks for the address, says the restaurant may change, and makes a delivery order", async () => {
    const { page, context, problems } = await openPage(browser(), "/order/type", {
      viewport: viewports.mobile,
      seed: { location: downtownRaleigh, locationConfirmed: true },
    });
    await page.getByRole("radio", { name: /Delivery/ }).check();
    await page.getByText(/may be a different restaurant from Downtown Raleigh/).waitFor();
    expect(await page.getByRole("button", { name: "Continue to the menu" }).count()).toBe(0);
    await page.getByLabel("Street address").fill("219 Fayetteville St");
    await page.getByLabel("Zip code").fill("27601");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot("type-delivery-375"), fullPage: true });
    await page.getByRole("button", { name: "Find my restaurant" }).click();
    await page.waitForURL(onPath("/order"));
    const order = await stored(page, "order");
    expect(order).toMatchObject({ handoff: "dispatch", menu_id: "m101" });
    expect(order?.address).toMatchObject({ address: "219 Fayetteville St", zip: "27601" });
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("the steps in Spanish: the indicator, the choices and the delivery note", async () => {
    const { page, context, problems } = await openPage(browser(), "/order/type", {
      viewport: viewports.mobile,
      cookies: { lang: "es" },
      seed: { location: northHills, locationConfirmed: true },
    });
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    await page.getByRole("list", { name: "Tu pedido, paso a paso" }).waitFor();
    const group = page.getByRole("group", { name: "¿Cómo quieres recibir tu pedido?" });
    await group.waitFor();
    expect(await group.getByRole("radio").count()).toBe(3);
    await page.getByRole("radio", { name: /Recoger en el auto/ }).waitFor();
    await page.getByRole("radio", { name: /A domicilio/ }).check();
    await page.getByText(/Puede ser otro restaurante distinto de North Hills/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot("type-es-375"), fullPage: true });
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("order-steps.after-location: on the catering host the same steps end on /order with the order on the menu the page shows", async () => {
    const url = new URL(baseUrl());
    url.hostname = "catering.localhost";
    const { page, context, problems } = await openPage(browser(), "/order", {
      origin: url.origin,
      viewport: viewports.mobile,
    });
    await page.waitForURL(onPath("/order/location"));
    // The catering host's own in-app message (demo data) slides up over the page: close it.
    await page.getByRole("button", { name: "Close message" }).click({ timeout: 15_000 });
    await toTypeStep(page, "375");
    await page.getByRole("radio", { name: /In-Store pickup/ }).check();
    await page.getByRole("button", { name: "Continue to the menu" }).click();
    await page.waitForURL(onPath("/order"));
    await page.locator(".menu-page__lead", { hasText: "Ordering from Downtown Raleigh" }).waitFor();
    const order = await stored(page, "order");
    const menuId = String(order?.menu_id);
    // The order is on the menu this channel's /order shows: its first product is on the page.
    const menu = await page.evaluate(async (id) => {
      const response = await fetch(`/api/v1/menus/${id}`);
      return (await response.json()) as { categories: { products: { name: string }[] }[] };
    }, menuId);
    const first = menu.categories[0]!.products[0]!.name;
    await page.locator(".product-card__name", { hasText: first }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot("catering-order-375") });
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

describe("the store link", () => {
  it("order-steps.store-param: /order?store=107 on a fresh browser chooses Uptown Charlotte, creates its order and cleans the address", async () => {
    for (const [viewport, width] of [
      [viewports.mobile, "375"],
      [viewports.desktop, "1280"],
    ] as const) {
      const { page, context, problems } = await openPage(browser(), "/order?store=107", {
        viewport,
      });
      await page.waitForURL((u) => u.pathname === "/order" && u.search === "");
      await page.getByText("You're now ordering from Uptown Charlotte").waitFor();
      expect(await stored(page, "location")).toMatchObject({ id: "107", menu_id: "m107" });
      const order = await stored(page, "order");
      expect(order).toMatchObject({ menu_id: "m107" });
      expect(typeof order?.id).toBe("string");
      expect(await page.locator(".menu-page__lead").innerText()).toBe(
        "Ordering from Uptown Charlotte, 101 S Tryon St",
      );
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: shot(`store-param-${width}`) });
      // A reload does not set it up again: the parameter is gone.
      await page.reload();
      await page.waitForSelector(".layout[data-hydrated]");
      expect(await page.getByText("You're now ordering from").count()).toBe(0);
      expect(unexpected(problems)).toEqual([]);
      await context.close();
    }
  });

  it("order-steps.store-param: an existing order at another restaurant is transferred, not replaced", async () => {
    const api = apiClient();
    const created = ok(await api.ordersCreate("m101"), "POST orders/create");
    const withLine = ok(
      await api.ordersAddProducts(created.id, {
        products: [{ id: "CB-2PC", quantity: 1, choices: [] }],
      }),
      "POST orders/{id}/products",
    );
    const { page, context, problems } = await openPage(
      browser(),
      "/order?store=107&utm_source=qr",
      {
        viewport: viewports.desktop,
        seed: {
          location: downtownRaleigh,
          order: { ...withLine, created: CREATED_NOW },
          locationConfirmed: true,
        },
      },
    );
    await page.waitForURL((u) => u.pathname === "/order" && u.search === "?utm_source=qr");
    await page.getByText("Your cart moved to Uptown Charlotte.").waitFor();
    const order = await stored(page, "order");
    expect(order).toMatchObject({ menu_id: "m107" });
    expect((order?.products as { name: string }[]).map((p) => p.name)).toEqual(["2-Piece Box"]);
    expect(await stored(page, "location")).toMatchObject({ id: "107" });
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("order-steps.store-param: an unknown store changes nothing, says so and leads to the restaurant step", async () => {
    const { page, context, problems } = await openPage(browser(), "/order?store=99999", {
      viewport: viewports.mobile,
    });
    await page.waitForURL(onPath("/order/location"));
    await page.getByText("We couldn't find the restaurant in this link.").waitFor();
    expect(await stored(page, "location")).toBeNull();
    expect(await stored(page, "order")).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot("store-unknown-375"), fullPage: true });
    await page.getByRole("button", { name: "Dismiss" }).click();
    expect(await page.getByText("We couldn't find the restaurant in this link.").count()).toBe(0);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
