// The cart and menu fixes in the built app: the cart's "not available right now" notice when
// the restaurant is closed (a server of its own whose catalog closes one restaurant for the
// days around today), the totals rows of a plain cart, the bag's bounce on add, and the
// allergen filter shared by /menu, /order and /menu/nutrition for the session (both
// languages, 375 and 1280 px, axe).
import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { StoredLocation } from "@coop/contract/entities";

import { repoRoot, type ServerProcess, startBuiltServer } from "./server-process.ts";
import { axeViolations, browserPerFile, viewports } from "./support/browser.ts";
import { screenshots } from "./support/screenshots.ts";
import { northHills, openPage } from "./support/storage.ts";

const browser = browserPerFile();
const shot = screenshots("cart-fixes");
const run = promisify(execFile);

/** Downtown Durham (105) of the demo data, which this file's server keeps closed. */
const CLOSED_ID = 105;
const closed: StoredLocation = {
  id: "105",
  name: "Downtown Durham",
  address: "401 W Main St",
  city: "Durham",
  state: "NC",
  zip: "27701",
  menu_id: "m105",
  lat: 35.9958,
  lng: -78.9032,
};

/** The local date (YYYY-MM-DD) in New York `days` days from now. */
function newYorkDate(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

describe("cart.not-available-notice: the restaurant is closed and the order is ASAP", () => {
  let server: ServerProcess;
  let dataDir: string;
  let catalogDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "coop-e2e-closed-"));
    catalogDir = await mkdtemp(join(tmpdir(), "coop-e2e-catalog-"));
    // The demo chain, seeded by a first start; then the chain's own catalog import closes
    // restaurant 105 yesterday, today and tomorrow (holidays of its own), whatever the hour.
    const seeding = await startBuiltServer({ DATA_DIR: dataDir });
    await seeding.stop();
    await cp(join(repoRoot, "apps/server/src/db/seed/data"), catalogDir, { recursive: true });
    const file = join(catalogDir, "restaurants.json");
    const restaurants = JSON.parse(await readFile(file, "utf8")) as {
      id: number;
      closedDates?: string[];
    }[];
    const target = restaurants.find((r) => r.id === CLOSED_ID)!;
    target.closedDates = [newYorkDate(-1), newYorkDate(0), newYorkDate(1)];
    await writeFile(file, JSON.stringify(restaurants, null, 2));
    await run(process.execPath, [join(repoRoot, "scripts/catalog-import.ts"), catalogDir], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: dataDir },
    });
    server = await startBuiltServer({ DATA_DIR: dataDir });
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(catalogDir, { recursive: true, force: true });
  });

  it.each(["mobile", "desktop"] as const)(
    "cart.not-available-notice, cart.totals-rows, cart.bag-bounce: an item added while the restaurant is closed shows the notice (%s)",
    async (viewport) => {
      const location = await (await fetch(`${server.origin}/api/v1/locations/${CLOSED_ID}`)).json();
      expect(location.is_open).toBe(false);
      const { page, context, problems } = await openPage(browser(), "/order", {
        origin: server.origin,
        viewport: viewports[viewport],
        seed: { location: closed, locationConfirmed: true },
      });
      try {
        await page.getByRole("heading", { level: 2, name: "Sides" }).waitFor();
        // The card says the item is not available now; it still opens (it can be scheduled).
        const card = page
          .locator("a.product-card")
          .filter({ has: page.locator(".product-card__name", { hasText: /^Mac & Cheese$/ }) });
        expect(await card.locator(".product-card__flag").innerText()).toBe("Not available now");
        await card.click();
        await page.waitForURL(/\/order\/product\?id=/);
        await page.getByRole("button", { name: /Add to cart/ }).click();
        // `cart.bag-bounce`: the bag bounces on the add, and stops.
        await page.waitForSelector(".cart-button.cart-button--bouncing");
        await page.waitForSelector(".cart-button--bouncing", { state: "detached" });
        await page.waitForURL(/\/order$/);
        await page
          .getByRole("button", { name: /^Cart, 1 item/ })
          .first()
          .click();
        const cart = page.getByRole("dialog", { name: "Your Cart" });
        await cart.waitFor();
        const notice = cart.getByRole("note");
        await notice.waitFor();
        expect(await notice.innerText()).toBe(
          "You have items that are not available right now, but you can schedule your order for later at checkout.",
        );
        // `cart.totals-rows`: a plain pickup cart has no zero Discount, Fees or Donation rows.
        const labels = await cart.locator('[data-testid="cart-totals"] dt').allInnerTexts();
        expect(labels).toEqual(["Subtotal", "Tax", "Total"]);
        await page.screenshot({ path: shot(`closed-notice-${viewport}`) });
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
    60_000,
  );
});

describe("menu.allergen-filter-session: the allergen filter on the menu pages", () => {
  it.each(["mobile", "desktop"] as const)(
    "menu.allergen-filter, menu.allergen-filter-session: Milk ticked on /menu hides items there, on /order and on /menu/nutrition (%s)",
    async (viewport) => {
      const { page, context, problems } = await openPage(browser(), "/menu", {
        viewport: viewports[viewport],
        seed: { location: northHills, locationConfirmed: true },
      });
      try {
        const count = page.locator(".allergen-filter__count");
        const all = await count.innerText();
        const [, total] = /^Showing (\d+) of (\d+) items$/.exec(all)!;
        expect(all).toBe(`Showing ${total} of ${total} items`);
        await page.getByText("Filter by allergen").click();
        await page.getByRole("checkbox", { name: "Milk" }).check();
        await expect.poll(() => count.innerText()).not.toBe(all);
        const filtered = await count.innerText();
        expect(Number(/^Showing (\d+)/.exec(filtered)![1])).toBeLessThan(Number(total));
        // The honey butter biscuit is made with milk.
        expect(
          await page.getByRole("link", { name: /^Honey Butter Chicken Biscuit/ }).count(),
        ).toBe(0);
        await page.screenshot({ path: shot(`menu-filter-${viewport}`), fullPage: false });
        expect(await axeViolations(page)).toEqual([]);

        // The same tab's /order shows the menu filtered too, its filter closed with "1 selected".
        await page.goto(`${page.url().replace(/\/menu$/, "")}/order`);
        await page.getByText("1 selected").waitFor();
        await expect
          .poll(() => page.locator(".allergen-filter__count").innerText())
          .toMatch(/^Showing \d+ of \d+ items$/);
        expect(
          await page.getByRole("link", { name: /^Honey Butter Chicken Biscuit/ }).count(),
        ).toBe(0);
        await page.screenshot({ path: shot(`order-filter-${viewport}`), fullPage: false });
        expect(await axeViolations(page)).toEqual([]);

        // /menu/nutrition: Milk still ticked; Clear filters brings every item back.
        await page.goto(`${page.url().replace(/\/order$/, "")}/menu/nutrition`);
        const milk = page.getByRole("checkbox", { name: "Milk" });
        await expect.poll(() => milk.isChecked()).toBe(true);
        expect(
          await page.getByRole("rowheader", { name: "Honey Butter Chicken Biscuit" }).count(),
        ).toBe(0);
        await page.getByRole("button", { name: "Clear filters" }).click();
        await expect.poll(() => milk.isChecked()).toBe(false);
        await expect
          .poll(() => page.getByRole("rowheader", { name: "Honey Butter Chicken Biscuit" }).count())
          .toBe(1);
        expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toContain(
          "Filter by allergen",
        );
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
    60_000,
  );

  it("menu.allergen-filter: in Spanish, with Spanish allergen names and count", async () => {
    const { page, context, problems } = await openPage(browser(), "/menu", {
      viewport: viewports.desktop,
      cookies: { lang: "es" },
    });
    try {
      await page.getByText("Filtrar por alérgeno").click();
      const count = page.locator(".allergen-filter__count");
      const all = await count.innerText();
      expect(all).toMatch(/^Mostrando (\d+) de \1 productos$/);
      await page.getByRole("checkbox", { name: "Leche" }).check();
      await expect.poll(() => count.innerText()).not.toBe(all);
      await page.getByText("1 seleccionado").waitFor();
      await page.screenshot({ path: shot("menu-filter-es-1280"), fullPage: false });
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
