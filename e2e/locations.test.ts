// Find a restaurant (/locations, pickup and delivery) and the location-confirm dialog in the
// built app, at 375 px and 1280 px, with axe.
import { createServer, type Server } from "node:http";

import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { freePort, startBuiltServer } from "./server-process.ts";
import {
  axeViolations,
  browserPerFile,
  except404 as unexpected,
  viewports,
  watchedPage,
} from "./support/browser.ts";
import { screenshots } from "./support/screenshots.ts";
import { CREATED_NOW, downtownRaleigh, openPage } from "./support/storage.ts";

const browser = browserPerFile();
const shot = screenshots("locations");

/**
 * A delivery order in local storage; its id is unknown to the server, so the app replaces it
 * (`locations.lost-order-replaced`).
 */
const deliveryOrder = {
  id: "gone-order",
  handoff: "dispatch",
  menu_id: "m101",
  products: [],
  address: { address: "219 Fayetteville St", city: "Raleigh", state: "NC", zip: "27601" },
};

/** `path`, settled; with Downtown Raleigh chosen (and an order) when `withLocation`. */
async function open(
  viewport: keyof typeof viewports,
  path: string,
  withLocation = false,
  order: Record<string, unknown> | null = null,
) {
  return openPage(browser(), path, {
    viewport: viewports[viewport],
    networkIdle: true,
    seed: withLocation
      ? { location: downtownRaleigh, order: order && { ...order, created: CREATED_NOW } }
      : undefined,
  });
}

function stored_(page: Page, key: string) {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    return raw ? (JSON.parse(raw) as { value: Record<string, unknown> }).value : null;
  }, key);
}

describe("the tiled map (Leaflet, MAP_TILE_URL)", () => {
  // A 1×1 PNG for every tile, from a tile server of our own on this machine.
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=",
    "base64",
  );
  let tiles: Server;
  const requested: string[] = [];

  beforeAll(async () => {
    tiles = createServer((request, response) => {
      requested.push(request.url ?? "");
      response.writeHead(200, { "content-type": "image/png", "cache-control": "no-store" });
      response.end(png);
    });
    const port = await freePort();
    await new Promise<void>((resolve) => tiles.listen(port, "127.0.0.1", resolve));
  });
  afterAll(async () => new Promise<void>((resolve) => tiles.close(() => resolve())));

  it("locations.map-tiles: draws tiles, the numbered markers of the list and the attribution; the CSP allows the tile host", async () => {
    const address = tiles.address();
    const tilePort = typeof address === "object" && address ? address.port : 0;
    const server = await startBuiltServer({
      MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
      MAP_TILE_ATTRIBUTION: "© Test tiles",
    });
    const { page, context, problems } = await watchedPage(browser(), viewports.desktop);
    try {
      await page.goto(`${server.origin}/locations?mode=pickup`);
      await page.waitForSelector(".layout[data-hydrated]");
      await page.getByLabel("Zip code, city or address").fill("27601");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      const map = page.getByRole("region", { name: /Map of \d+ restaurants/ });
      await map.waitFor();
      await page.locator(".leaflet-tile-loaded").first().waitFor();
      const cards = await page.locator(".location-card").count();
      const pins = page.locator(".leaflet-map__pin");
      expect(await pins.count()).toBe(cards);
      expect(await pins.first().getAttribute("title")).toBe("1. Downtown Raleigh");
      expect(await pins.first().innerText()).toBe("1");
      await map.screenshot({ path: shot("pickup-leaflet-map-1280") });
      expect(await page.locator(".leaflet-control-attribution").innerText()).toContain(
        "© Test tiles",
      );
      expect(requested.length).toBeGreaterThan(0);
      await page.screenshot({ path: shot("pickup-leaflet-1280"), fullPage: true });
      expect(unexpected(problems)).toEqual([]);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});

describe("find a restaurant (pickup)", () => {
  it("locations.confirm-order, tracking.select-location: a guest searches 27601, sees Raleigh restaurants with distances, chooses one and lands on /order", async () => {
    const { page, context, problems } = await open("desktop", "/locations?mode=pickup");
    await page.getByLabel("Zip code, city or address").fill("27601");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const heading = page.getByRole("heading", { name: /restaurants? near Raleigh, NC 27601/ });
    await heading.waitFor();
    const cards = page.locator(".location-card");
    expect(await cards.count()).toBeGreaterThan(1);
    const first = cards.first();
    expect(await first.locator(".location-card__name").textContent()).toBe("Downtown Raleigh");
    expect(await first.locator(".location-card__distance").innerText()).toMatch(/^\d+\.\d mi/);
    expect(await first.locator(".location-card__address").innerText()).toContain("Raleigh, NC");
    expect(await page.getByRole("img", { name: /Map of \d+ restaurants/ }).count()).toBe(1);
    await page.screenshot({ path: shot("pickup-results-1280"), fullPage: true });

    await page.getByRole("button", { name: "Order from Downtown Raleigh" }).click();
    await page.waitForURL((url) => url.pathname === "/order");
    const location = await stored_(page, "location");
    const order = await stored_(page, "order");
    expect(location).toMatchObject({ id: "101", menu_id: "m101" });
    expect(order).toMatchObject({ menu_id: "m101" });
    expect(typeof order?.id).toBe("string");
    const layer = await page.evaluate(
      () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [],
    );
    expect(layer).toContainEqual(
      expect.objectContaining({
        event: "select_location",
        affiliation: "default",
        location_name: "Downtown Raleigh",
        location_code: "101",
      }),
    );
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("a search sent before the scripts ran (the form's own GET, ?q=) is not lost", async () => {
    // What the form submits when Enter is pressed before hydration.
    const { page, context, problems } = await open("mobile", "/locations?mode=pickup&q=27601");
    await page.getByRole("heading", { name: /restaurants? near Raleigh, NC 27601/ }).waitFor();
    expect(await page.getByLabel("Zip code, city or address").inputValue()).toBe("27601");
    expect(await page.locator(".location-card").count()).toBeGreaterThan(1);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("says so clearly when the browser refuses the location", async () => {
    const { page, context } = await open("mobile", "/locations");
    await page.getByRole("button", { name: "Use my location" }).click();
    await page.getByText(/permission was refused/).waitFor();
    await context.close();
  });

  it("locations.state-picker: the state picker lists at most 20 'state - city' entries and says when nothing matches", async () => {
    const { page, context } = await open("mobile", "/locations");
    await page.getByRole("button", { name: "Browse restaurants by state" }).click();
    const options = page.locator(".state-picker__option");
    await options.first().waitFor();
    expect(await options.count()).toBe(20);
    expect(await page.getByRole("group", { name: "GA - Atlanta" }).count()).toBe(1);
    await page.getByLabel("Search by state or city").fill("Memphis");
    await page.getByRole("group", { name: "TN - Memphis" }).waitFor();
    expect(await options.count()).toBe(2);
    await page.getByLabel("Search by state or city").fill("Boston");
    await page.getByText("Oops! No elements found. Consider changing the search query.").waitFor();
    await context.close();
  });
});

describe("delivery", () => {
  it("locations.delivery-lookup, locations.zip-mask: an address out of range says the server's 'We don't deliver to this address yet.'", async () => {
    const { page, context, problems } = await open("mobile", "/locations?mode=delivery");
    await page.getByLabel("Street address").fill("100 Main St");
    await page.getByLabel("Zip code").fill("99501abc");
    expect(await page.getByLabel("Zip code").inputValue()).toBe("99501");
    await page.getByRole("button", { name: "Find my restaurant" }).click();
    await page.getByText("We don't deliver to this address yet.").waitFor();
    await page.screenshot({ path: shot("delivery-out-of-range-375"), fullPage: true });
    expect(await stored_(page, "location")).toBeNull();
    // The browser logs the 422 of the lookup; nothing else may be logged.
    expect(unexpected(problems).filter((p) => !p.includes("status of 422"))).toEqual([]);
    await context.close();
  });

  it("an address in range sets the location, the order and its dispatch address", async () => {
    const { page, context } = await open("desktop", "/locations?mode=delivery");
    await page.getByLabel("Street address").fill("219 Fayetteville St");
    await page.getByLabel("Zip code").fill("27601");
    await page.getByRole("button", { name: "Find my restaurant" }).click();
    await page.waitForURL((url) => url.pathname === "/order");
    expect(await stored_(page, "location")).toMatchObject({ id: "101" });
    const order = await stored_(page, "order");
    expect(order).toMatchObject({ handoff: "dispatch", menu_id: "m101" });
    expect(order?.address).toMatchObject({ address: "219 Fayetteville St", zip: "27601" });
    await context.close();
  });
});

describe("location-confirm dialog", () => {
  it("frame.menu-link-dialog, frame.dialog-focus: opens from the desktop Menu link with a stored location; Escape closes it and focus returns", async () => {
    const { page, context, problems } = await open("desktop", "/", true);
    const menuLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", {
      name: "Menu",
      exact: true,
    });
    await menuLink.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "WHERE WOULD YOU LIKE TO ORDER FROM?" });
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await dialog.getByRole("radio", { name: /RECENT/ }).isChecked()).toBe(true);
    expect(await dialog.getByRole("link", { name: "Change Location" }).getAttribute("href")).toBe(
      "/locations?mode=pickup",
    );
    expect(await dialog.getByRole("img", { name: /Downtown Raleigh/ }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot("confirm-dialog-1280") });

    // Focus is trapped: Tab from the last control comes back to the first.
    await dialog.getByRole("button", { name: "Continue" }).focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(
      true,
    );

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Menu");
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("locations.confirm-dialog-skip, locations.confirm-order: 'Don't show me this again' sets the cookie; Continue sets up the order and goes to /order", async () => {
    const { page, context } = await open("desktop", "/", true);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Menu", exact: true })
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await dialog.getByLabel("Don't show me this again").check();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "location-confirmed")?.value).toBe("true");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL((url) => url.pathname === "/order");
    expect(await stored_(page, "order")).toMatchObject({ menu_id: "m101" });
    await context.close();
  });
});

describe("location-confirm dialog (closing)", () => {
  it("closes on × and on a click on the backdrop, clearing the open flag each time", async () => {
    const { page, context, problems } = await open("desktop", "/", true);
    const menuLink = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Menu", exact: true });
    const dialog = page.getByRole("dialog", { name: "WHERE WOULD YOU LIKE TO ORDER FROM?" });

    await menuLink.click();
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });

    await menuLink.click();
    await dialog.waitFor();
    await page.mouse.click(10, 790);
    await dialog.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/");

    // Opens again: the flag was cleared, so setting it again reopens the dialog.
    await menuLink.click();
    await dialog.waitFor();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});

describe("location-confirm dialog (nearest)", () => {
  it("locations.nearest: offers NEAREST from the device position when it differs from the recent restaurant", async () => {
    const { page, context } = await open("desktop", "/", true);
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 35.8165, longitude: -78.6033 });
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Menu", exact: true })
      .click();
    const dialog = page.getByRole("dialog");
    const nearest = dialog.getByRole("radio", { name: /NEAREST/ });
    await nearest.waitFor();
    expect(await nearest.getAttribute("value")).toBe("nearest");
    expect(await dialog.locator(".location-confirm__option").nth(1).innerText()).toContain(
      "Capital Boulevard",
    );
    await nearest.check();
    await dialog.getByRole("img", { name: /Capital Boulevard/ }).waitFor();
    await context.close();
  });

  it('"Use my location" searches around the device position', async () => {
    const { page, context } = await open("mobile", "/locations");
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 35.7772, longitude: -78.6385 });
    await page.getByRole("button", { name: "Use my location" }).click();
    await page.getByRole("heading", { name: /restaurants? near/ }).waitFor();
    expect(await page.locator(".location-card__name").first().textContent()).toBe(
      "Downtown Raleigh",
    );
    await context.close();
  });
});

describe("location-confirm dialog (delivery)", () => {
  it("locations.confirm-delivery-addresses, locations.lost-order-replaced: offers the order's address under the delivery heading; Continue re-creates the order with the address", async () => {
    const { page, context } = await open("desktop", "/", true, deliveryOrder);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Menu", exact: true })
      .click();
    const dialog = page.getByRole("dialog", { name: "WHERE WOULD YOU LIKE US TO DELIVER TO?" });
    await dialog.waitFor();
    expect(
      await dialog
        .getByRole("radio", { name: /219 Fayetteville St, Raleigh, NC 27601/ })
        .isChecked(),
    ).toBe(true);
    expect(await dialog.getByRole("link", { name: "New Address" }).getAttribute("href")).toBe(
      "/locations?mode=delivery",
    );
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL((url) => url.pathname === "/order");
    const order = await stored_(page, "order");
    expect(order?.id).not.toBe("gone-order");
    expect(order).toMatchObject({ handoff: "dispatch", menu_id: "m101" });
    await context.close();
  });
});

describe("axe and screenshots", () => {
  it("the open state picker has no axe violations at 375 px", async () => {
    const { page, context } = await open("mobile", "/locations");
    await page.getByRole("button", { name: "Browse restaurants by state" }).click();
    await page.locator(".state-picker__option").first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  for (const [name, viewport] of Object.entries(viewports) as [
    keyof typeof viewports,
    (typeof viewports)[keyof typeof viewports],
  ][]) {
    for (const mode of ["pickup", "delivery"] as const) {
      it(`/locations?mode=${mode} at ${viewport.width} px has no axe violations`, async () => {
        const { page, context, problems } = await open(name, `/locations?mode=${mode}`);
        if (mode === "pickup") {
          await page.getByLabel("Zip code, city or address").fill("27601");
          await page.getByRole("button", { name: "Search", exact: true }).click();
          await page.locator(".location-card").first().waitFor();
        }
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({
          path: shot(`locations-${mode}-${viewport.width}`),
          fullPage: true,
        });
        expect(unexpected(problems)).toEqual([]);
        await context.close();
      });
    }
  }
});
