import { describe, expect, it } from "vitest";

import {
  axeViolations,
  baseUrl,
  browserPerFile,
  exceptDocumentStatus,
  watchedPage,
} from "./support/browser.ts";

const browser = browserPerFile();

describe("home page", () => {
  it("is server-rendered in English with <html lang=en-US>, the brand name, and no console error or CSP violation", async () => {
    // The raw HTML, before any script runs: the server rendered it.
    const res = await fetch(`${baseUrl()}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html[^>]* lang="en-US"/);
    expect(html).toContain("Coop Chicken");

    const { page, context, problems } = await watchedPage(browser());
    await page.goto(`${baseUrl()}/`);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("h1").first().isVisible()).resolves.toBe(true);
    expect(await page.title()).toContain("Coop Chicken");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("i18n.choice: ?lang=es renders it in Spanish with <html lang=es>, and the choice sticks on the next page", async () => {
    const res = await fetch(`${baseUrl()}/?lang=es`);
    const html = await res.text();
    expect(html).toMatch(/<html[^>]* lang="es"/);

    const { page, context, problems } = await watchedPage(browser());
    await page.goto(`${baseUrl()}/?lang=es`);
    await page.waitForLoadState("networkidle");
    expect(await page.getAttribute("html", "lang")).toBe("es");
    const english = await (await fetch(`${baseUrl()}/`)).text();
    const englishH1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(english)?.[1];
    const spanishH1 = await page.locator("h1").first().innerHTML();
    expect(spanishH1).not.toBe(englishH1);
    // The lang cookie keeps Spanish on a page opened without the parameter.
    await page.goto(`${baseUrl()}/no/such/page`);
    expect(await page.getAttribute("html", "lang")).toBe("es");
    expect(exceptDocumentStatus(problems, `${baseUrl()}/no/such/page`, 404)).toEqual([]);
    await context.close();
  });

  it("the language toggle switches between English and Español in place", async () => {
    const { page, context, problems } = await watchedPage(browser());
    await page.goto(`${baseUrl()}/?lang=en-US`);
    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: "Español" }).click();
    await page.waitForFunction(() => document.documentElement.lang === "es");
    expect(await page.locator("h1").first().textContent()).toContain(
      "Recién salido de la freidora",
    );
    await page.getByRole("link", { name: "English" }).click();
    await page.waitForFunction(() => document.documentElement.lang === "en-US");
    expect(await page.locator("h1").first().textContent()).toContain("Fresh out of the fryer");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("has no axe (WCAG 2.2 AA) violations in English and Spanish, on desktop and at 375 px", async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 740 },
    ]) {
      for (const lang of ["en-US", "es"]) {
        const { page, context } = await watchedPage(browser(), viewport);
        await page.goto(`${baseUrl()}/?lang=${lang}`);
        await page.waitForLoadState("networkidle");
        expect(await axeViolations(page), `${lang} at ${viewport.width} px`).toEqual([]);
        await context.close();
      }
    }
  });
});

describe("404 page", () => {
  it("errors.route-status: an unknown URL answers status 404 with the 404 page's texts and a link home", async () => {
    const res = await fetch(`${baseUrl()}/no/such/page`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);

    const { page, context, problems } = await watchedPage(browser());
    const response = await page.goto(`${baseUrl()}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { name: "Whoops! You flew the coop." }).isVisible(),
    ).resolves.toBe(true);
    expect(await page.textContent("body")).toContain(
      "Sorry! This page went missing. Let's get you back to the Southern goodness.",
    );
    const home = page.getByRole("link", { name: "Take Me Back Home" });
    expect(await home.getAttribute("href")).toBe("/");
    await home.click();
    await page.waitForURL(`${baseUrl()}/`);
    expect(exceptDocumentStatus(problems, `${baseUrl()}/no/such/page`, 404)).toEqual([]);
    await context.close();
  });

  it("has no axe violations in English and Spanish", async () => {
    for (const lang of ["en-US", "es"]) {
      const { page, context } = await watchedPage(browser());
      await page.goto(`${baseUrl()}/no/such/page?lang=${lang}`);
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page), lang).toEqual([]);
      await context.close();
    }
  });
});

describe("the browser guard of these tests", () => {
  it("security.page-csp: an inline script without the nonce is blocked, and the guard catches the CSP violation, so a page that breaks the policy fails its test", async () => {
    const { page, context, problems } = await watchedPage(browser());
    await page.goto(`${baseUrl()}/`);
    await page.waitForLoadState("networkidle");
    // An inline script without the nonce: the policy must block it and the guard must see it.
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__ran = true";
      document.body.append(script);
    });
    await page.waitForTimeout(200);
    expect(
      await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran),
    ).toBeUndefined();
    expect(problems.some((p) => p.startsWith("CSP violation: script-src"))).toBe(true);
    await context.close();
  });
});

describe("served by the production server", () => {
  it("hashed assets are cached for a year as immutable", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const res = await fetch(`${baseUrl()}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("the API answers beside the site: /api/openapi.json, /api/docs, and a JSON 404 for /api/v1/nope (errors.api-4xx)", async () => {
    expect((await fetch(`${baseUrl()}/api/openapi.json`)).status).toBe(200);
    const docs = await fetch(`${baseUrl()}/api/docs`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toMatch(/swagger/i);
    const nope = await fetch(`${baseUrl()}/api/v1/nope`);
    expect(nope.status).toBe(404);
    expect((await nope.json()).message).toContain("/api/v1/nope");
  });
});
