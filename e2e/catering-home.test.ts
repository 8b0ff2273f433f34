// The catering home in the built app (`catering-home.page`): on the catering host (a real host
// name, catering.localhost) at 375 and 1280 px, in English and Spanish: the packs with how many
// each feeds and the price per person, the headcount helper's plan for 25 guests, the
// `/#catering-menu` anchor, the "Catering Menu" link once a restaurant is chosen, and `/catering`
// and the catering section of the consumer site. axe finds nothing on each page.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { axeViolations, baseUrl, browserPerFile, viewports } from "./support/browser.ts";
import { downtownRaleigh, openPage } from "./support/storage.ts";

const browser = browserPerFile();

function originAt(hostname: string): string {
  const url = new URL(baseUrl());
  url.hostname = hostname;
  return url.origin;
}
const cateringOrigin = () => originAt("catering.localhost");
// The consumer site by name: its catering site is that name prefixed with "catering.".
const consumerOrigin = () => originAt("localhost");

const texts = {
  en: {
    title: "Catering for every crowd",
    packs: "Packs and trays",
    feeds: /^Feeds \d+$/,
    perPerson: /^\$\d+\.\d\d per person$/,
    guests: "Number of guests",
    suggest: "Suggest packs",
    planFor: "For 25 guests",
    add: "Add to my order",
    tooMany: "Enter a number of guests from 1 to 500",
    leadTime: /Order at least \d+ hours? (and \d+ minutes? )?ahead\./,
  },
  es: {
    title: "Catering para cualquier grupo",
    packs: "Paquetes y bandejas",
    feeds: /^Para \d+ personas?$/,
    perPerson: /^\$\d+\.\d\d por persona$/,
    guests: "Número de invitados",
    suggest: "Sugerir paquetes",
    planFor: "Para 25 invitados",
    add: "Agregar a mi pedido",
    tooMany: "Escribe un número de invitados del 1 al 500",
    leadTime: /Haz tu pedido con al menos \d+ horas? (y \d+ minutos? )?de anticipación\./,
  },
} as const;

/** Whether the element's top is within the viewport (the anchor landed on it). */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= -1 && box.top < window.innerHeight / 2;
  });
}

describe("catering-home.page: the catering home on the catering host", () => {
  for (const viewport of ["mobile", "desktop"] as const) {
    for (const lang of ["en", "es"] as const) {
      it(`catering-home.packs, catering-home.headcount: packs with guests fed and price per person, a plan for 25 guests (${viewport}, ${lang})`, async () => {
        const t = texts[lang];
        const { page, context, problems } = await openPage(browser(), "/", {
          origin: cateringOrigin(),
          viewport: viewports[viewport],
          ...(lang === "es" && { cookies: { lang: "es" } }),
        });
        await page.getByRole("heading", { level: 1, name: t.title }).waitFor();
        expect(await page.getByTestId("catering-lead-time").textContent()).toMatch(t.leadTime);

        // The pack list: every pack of the pack and tray categories, each saying how many it
        // feeds and its price per person.
        const packs = page.locator("#catering-menu");
        expect(await packs.getByRole("heading", { level: 2 }).first().textContent()).toBe(t.packs);
        const card = packs.locator('article[data-sku="CAT-24PC"]');
        await card.getByRole("link", { name: "24-Piece Chicken Pack" }).waitFor();
        const feeds = card.locator(".pack-card__feeds span");
        expect((await feeds.nth(0).textContent())?.trim()).toMatch(t.feeds);
        expect((await feeds.nth(2).textContent())?.trim()).toMatch(t.perPerson);
        expect(await packs.locator("article.pack-card").count()).toBeGreaterThanOrEqual(10);

        // The headcount helper: out of range named at the field, then a plan for 25.
        const field = page.getByRole("spinbutton", { name: t.guests });
        await field.fill("501");
        await page.getByRole("button", { name: t.suggest }).click();
        await page.getByText(t.tooMany).waitFor();
        expect(await field.getAttribute("aria-invalid")).toBe("true");
        await field.fill("25");
        await field.press("Enter");
        const plan = page.getByRole("status").filter({ hasText: t.planFor });
        await plan.waitFor();
        expect(await plan.locator(".catering-plan__lines li").count()).toBeGreaterThan(0);
        expect(await plan.locator(".catering-plan__lines").textContent()).toContain("×");
        const add = plan.getByRole("link", { name: t.add });
        expect(await add.getAttribute("href")).toMatch(/^\/menu\?add=CAT-[A-Z0-9-]+\*\d+/);

        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }

  it("catering-home.packs: /#catering-menu lands on the pack list, and the header's Catering Menu goes there", async () => {
    const { page, context, problems } = await openPage(browser(), "/#catering-menu", {
      origin: cateringOrigin(),
      viewport: viewports.mobile,
    });
    await page.locator("#catering-menu article.pack-card").first().waitFor();
    expect(await inView(page, "#catering-menu")).toBe(true);

    // From another page, the desktop header's link scrolls the home to the pack list.
    await page.setViewportSize(viewports.desktop);
    await page.goto(`${cateringOrigin()}/locations`);
    await page.waitForSelector(".layout[data-hydrated]");
    const link = page.getByRole("navigation", { name: /main/i }).getByRole("link", {
      name: "Catering Menu",
    });
    expect(await link.getAttribute("href")).toBe("/#catering-menu");
    await link.click();
    await page.waitForURL(/\/#catering-menu$/);
    await page.locator("#catering-menu article.pack-card").first().waitFor();
    await expect.poll(() => inView(page, "#catering-menu")).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("catering-home.menu-link: with a restaurant chosen, Catering Menu goes to its catering menu (/order)", async () => {
    const { page, context } = await openPage(browser(), "/", {
      origin: cateringOrigin(),
      viewport: viewports.desktop,
      seed: { location: downtownRaleigh },
    });
    const link = page.getByRole("navigation", { name: /main/i }).getByRole("link", {
      name: "Catering Menu",
    });
    await expect.poll(() => link.getAttribute("href")).toBe("/order");
    await context.close();
  });
});

describe("catering-home.page: the consumer site", () => {
  it("catering-home.page: /catering shows the catering home and sends orders to the catering site", async () => {
    const { page, context, problems } = await openPage(browser(), "/catering", {
      origin: consumerOrigin(),
      viewport: viewports.mobile,
    });
    await page.getByRole("heading", { level: 1, name: texts.en.title }).waitFor();
    expect(await page.getByRole("link", { name: "Start your order" }).getAttribute("href")).toBe(
      `${cateringOrigin()}/menu`,
    );
    expect(await page.getByRole("link", { name: "Find a restaurant" }).getAttribute("href")).toBe(
      `${cateringOrigin()}/locations`,
    );
    await page.locator("#catering-menu article.pack-card").first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("catering-home.consumer-anchor: the consumer home's /#catering-menu lands on its catering section", async () => {
    const { page, context, problems } = await openPage(browser(), "/#catering-menu", {
      origin: consumerOrigin(),
      viewport: viewports.desktop,
    });
    const section = page.locator("#catering-menu");
    expect(await section.getByRole("heading", { level: 2 }).textContent()).toBe("Catering");
    expect(await section.getByRole("link", { name: "Order catering" }).getAttribute("href")).toBe(
      `${cateringOrigin()}/`,
    );
    await expect.poll(() => inView(page, "#catering-menu")).toBe(true);
    // The consumer home carries none of the catering home (its code is another chunk).
    expect(await page.locator(".catering-home").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
