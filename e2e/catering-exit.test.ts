// Leaving the catering site and its Bo Time Moments, in the built app on the catering host
// (catering.localhost:PORT, a real host name) and the default one:
// - with items in the cart, "Back to Home" asks first: Cancel stays (and sets the exit-catering
//   cookie), Continue clears the cart (the order is abandoned on the server) and lands on the
//   consumer site; an empty cart leaves at once; a link out of the site that contains
//   "locations" opens a new tab; the dialog in Spanish;
// - Bo Time Moments: the listing and a story on the catering host, 404 on the default host;
// - the footer's catering link: on a host name it points at the catering subdomain, on an IP
//   address there is none.
import { request } from "node:http";

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { storageKeys } from "../apps/web/app/lib/store/persistence.ts";
import { apiClient, ok } from "./support/api.ts";
import {
  axeViolations,
  baseUrl,
  browserPerFile,
  exceptDocumentStatus,
  viewports,
} from "./support/browser.ts";
import { screenshots } from "./support/screenshots.ts";
import { downtownRaleigh, openPage } from "./support/storage.ts";

const browser = browserPerFile();
const shot = screenshots("catering-exit");

/** The shared server under another host name of this machine. */
function originAt(hostname: string): string {
  const url = new URL(baseUrl());
  url.hostname = hostname;
  return url.origin;
}
const cateringOrigin = () => originAt("catering.localhost");
const consumerOrigin = () => originAt("localhost");

/** An order of Downtown Raleigh with two items, created through the API. */
async function orderWithItems() {
  const api = apiClient();
  const created = ok(await api.ordersCreate(downtownRaleigh.menu_id), "POST orders/create");
  return ok(
    await api.ordersAddProducts(created.id, {
      products: [{ id: "BIS-BTR", quantity: 2, choices: [] }],
    }),
    "POST orders/{id}/products",
  );
}

async function openCatering(
  path: string,
  options: { viewport?: { width: number; height: number }; withOrder?: boolean; lang?: "es" },
) {
  const order = options.withOrder ? await orderWithItems() : null;
  const watched = await openPage(browser(), path, {
    origin: cateringOrigin(),
    viewport: options.viewport ?? viewports.desktop,
    cookies: options.lang ? { lang: options.lang } : undefined,
    networkIdle: true,
    seed: {
      location: downtownRaleigh,
      order: order as unknown as Record<string, unknown> | null,
      locationConfirmed: true,
    },
  });
  return { ...watched, order };
}

const storedOrderId = (page: Page) =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? ((JSON.parse(raw) as { value?: { id?: string } }).value?.id ?? null) : null;
  }, storageKeys.order);

/**
 * The status of a GET of `path` under `hostname` on the shared server. Node does not resolve
 * *.localhost, so the request goes to the server's address with that Host header.
 */
function statusAt(hostname: string, path: string): Promise<number> {
  const server = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: server.hostname,
        port: server.port,
        path,
        headers: { host: `${hostname}:${server.port}` },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/**
 * The catering host's in-app message ('Feeding a crowd?') slides up over the bottom of the
 * page: closed, so the footer can be reached.
 */
async function closeInAppMessage(page: Page, name: string) {
  const close = page.getByRole("button", { name });
  await close.waitFor({ timeout: 15_000 });
  await close.click();
  await close.waitFor({ state: "detached" });
}

/** A link near the bottom of the page, scrolled to the middle (clear of the bottom bar). */
async function clickCentered(page: Page, link: ReturnType<Page["getByRole"]>) {
  await link.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await link.click();
}

const exitDialog = (page: Page, name = "Are you sure you want to exit catering?") =>
  page.getByRole("dialog", { name });

describe("catering-exit: leaving the catering site", () => {
  it("catering-exit.warn, catering-exit.cookie, catering-exit.clear-cart: Back to Home asks; Cancel stays and sets the cookie; Continue clears the cart and lands on the consumer site", async () => {
    const { page, context, problems, order } = await openCatering("/bo-time-moments", {
      withOrder: true,
    });
    expect(await storedOrderId(page)).toBe(order!.id);
    const back = page.locator("header").getByRole("link", { name: "Back to Home" });
    expect(await back.getAttribute("href")).toBe(`${consumerOrigin()}/`);

    await back.click();
    const dialog = exitDialog(page);
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      "Exiting catering mode will clear your current cart. Do you wish to continue?",
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot("dialog-1280") });

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(page.url()).toBe(`${cateringOrigin()}/bo-time-moments`);
    expect(await storedOrderId(page)).toBe(order!.id);
    await expect
      .poll(async () => {
        const cookies = await context.cookies(cateringOrigin());
        return cookies.find((c) => c.name === "exit-catering")?.value;
      })
      .toBe("opened");
    expect(await back.evaluate((el) => el === document.activeElement)).toBe(true);

    // Enter on the focused link is a click: the dialog asks again (the cookie does not stop it).
    await page.keyboard.press("Enter");
    await dialog.waitFor();
    await Promise.all([
      page.waitForURL(`${consumerOrigin()}/`),
      dialog.getByRole("button", { name: "Continue" }).click(),
    ]);
    const status = await apiClient().ordersStatus(order!.id);
    expect(JSON.stringify(status.ok ? status.data : status.body)).toContain("abandoned");

    // Back on the catering site, the cart is empty.
    await page.goto(`${cateringOrigin()}/bo-time-moments`);
    await page.waitForSelector(".layout[data-hydrated]");
    expect(await storedOrderId(page)).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("catering-exit.warn: with an empty cart Back to Home leaves without a dialog", async () => {
    const { page, context, problems } = await openCatering("/bo-time-moments", {
      viewport: viewports.mobile,
    });
    await closeInAppMessage(page, "Close message");
    await Promise.all([
      page.waitForURL(`${consumerOrigin()}/`),
      clickCentered(page, page.locator("footer").getByRole("link", { name: "Back to Home" })),
    ]);
    expect(await exitDialog(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("catering-exit.locations-new-tab: a link out of the site containing 'locations' opens a new tab, without the dialog", async () => {
    const { page, context, problems } = await openCatering("/bo-time-moments", {
      withOrder: true,
    });
    // A link to the consumer site's restaurant finder, as a content story could carry.
    await page.evaluate((href) => {
      const link = document.createElement("a");
      link.href = href;
      link.textContent = "Find a Coop near you";
      document.querySelector("main")!.prepend(link);
    }, `${consumerOrigin()}/locations?mode=pickup`);
    const link = page.getByRole("link", { name: "Find a Coop near you" });
    const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(`${consumerOrigin()}/locations?mode=pickup`);
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toContain("noopener");
    expect(page.url()).toBe(`${cateringOrigin()}/bo-time-moments`);
    expect(await exitDialog(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("catering-exit.warn: the dialog in Spanish at 375 px, from the footer's link", async () => {
    const { page, context, problems } = await openCatering("/bo-time-moments", {
      viewport: viewports.mobile,
      withOrder: true,
      lang: "es",
    });
    await closeInAppMessage(page, "Cerrar mensaje");
    await clickCentered(
      page,
      page.locator("footer").getByRole("link", { name: "Volver al inicio" }),
    );
    const dialog = exitDialog(page, "¿Seguro que quieres salir de catering?");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      "Al salir del modo catering se vaciará tu carrito actual. ¿Quieres continuar?",
    );
    await dialog.getByRole("button", { name: "Continuar" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot("dialog-es-375") });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(page.url()).toBe(`${cateringOrigin()}/bo-time-moments`);
    // The native dialog is hidden at once; its close event (which sets the cookie) follows.
    await expect
      .poll(async () => {
        const cookies = await context.cookies(cateringOrigin());
        return cookies.find((c) => c.name === "exit-catering")?.value;
      })
      .toBe("opened");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("botime.catering-only: Bo Time Moments", () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`botime.catering-only: the listing and a story on the catering host (${name})`, async () => {
      const { page, context, problems } = await openCatering("/bo-time-moments", { viewport });
      await page.getByRole("heading", { level: 1, name: "Bo Time Moments" }).waitFor();
      const story = page.getByRole("link", { name: /budget-day lunch/ }).first();
      await story.waitFor();
      expect(await page.getByRole("link", { name: /Jaylen's graduation party/ }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: shot(`list-${viewport.width}`), fullPage: true });

      await story.click();
      await page.waitForURL(`${cateringOrigin()}/bo-time-moments/office-lunch-budget-day`);
      await page
        .getByRole("heading", { level: 1, name: "The budget-day lunch that nobody skipped" })
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: shot(`story-${viewport.width}`), fullPage: true });
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it("botime.catering-only: in Spanish on the catering host", async () => {
    const { page, context } = await openCatering("/bo-time-moments/church-homecoming-sunday", {
      lang: "es",
    });
    await page
      .getByRole("heading", { level: 1, name: "Domingo de reencuentro y comida al aire libre" })
      .waitFor();
    await context.close();
  });

  it("botime.catering-only: the default host answers 404 for the listing and a story, also after the catering host cached its page", async () => {
    // The catering host's listing first, so the page cache holds it.
    expect(await statusAt("catering.localhost", "/bo-time-moments")).toBe(200);
    expect(await statusAt("catering.localhost", "/bo-time-moments")).toBe(200);
    for (const path of ["/bo-time-moments", "/bo-time-moments/office-lunch-budget-day"]) {
      for (const hostname of ["127.0.0.1", "localhost"]) {
        expect(await statusAt(hostname, path), `${hostname}${path}`).toBe(404);
      }
    }
    const { page, context, problems } = await openPage(browser(), "/bo-time-moments", {
      viewport: viewports.mobile,
    });
    await page.getByRole("heading", { name: "Whoops! You flew the coop." }).waitFor();
    expect(exceptDocumentStatus(problems, `${baseUrl()}/bo-time-moments`, 404)).toEqual([]);
    await context.close();
  });
});

describe("channel.catering-link-ip-host: the footer's catering link", () => {
  it("channel.catering-link-ip-host: on a host name it points at the catering subdomain; on an IP address there is none", async () => {
    const named = await openPage(browser(), "/", { origin: consumerOrigin() });
    const link = named.page.locator("footer").getByRole("link", { name: "Catering", exact: true });
    expect(await link.getAttribute("href")).toBe(`${cateringOrigin()}/`);
    await named.context.close();

    expect(new URL(baseUrl()).hostname).toBe("127.0.0.1");
    const ip = await openPage(browser(), "/");
    expect(
      await ip.page.locator("footer").getByRole("link", { name: "Catering", exact: true }).count(),
    ).toBe(0);
    await ip.context.close();
  });
});
