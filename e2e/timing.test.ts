// Timing and navigation rules that only a browser shows: the out-in page transition and the
// focus after a route change, and the idle prefetch of the likely next pages.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import {
  axeViolations,
  baseUrl,
  browserPerFile,
  viewports,
  waitHydrated,
  watchedPage,
} from "./support/browser.ts";
import { northHills, openPage } from "./support/storage.ts";

const browser = browserPerFile();

type Step = { phase: string; opacity: string; animation: string; headings: string[] };

/** Records every change of the page element's `data-transition`, with what was on screen. */
async function recordTransitions(page: Page): Promise<() => Promise<Step[]>> {
  await page.evaluate(() => {
    const main = document.getElementById("main")!;
    const steps: Step[] = [];
    (window as unknown as { __steps: Step[] }).__steps = steps;
    new MutationObserver(() => {
      const style = getComputedStyle(main);
      steps.push({
        phase: main.dataset.transition ?? "still",
        opacity: style.opacity,
        animation: style.animationName,
        headings: [...main.querySelectorAll("h1")].map((h) => h.textContent ?? ""),
      });
    }).observe(main, { attributes: true, attributeFilter: ["data-transition"] });
  });
  return () => page.evaluate(() => (window as unknown as { __steps: Step[] }).__steps);
}

const prefetched = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("link[rel=prefetch]")].map((l) => l.getAttribute("href") ?? ""),
  );

describe("nav: route changes", () => {
  it("nav.page-transition-out-in: the first paint is still; the old page fades out, then the new one fades in", async () => {
    const { page, context, problems } = await watchedPage(browser(), viewports.desktop);
    await page.goto(`${baseUrl()}/`);
    await waitHydrated(page);
    const main = page.locator("#main");
    expect(await main.getAttribute("data-transition")).toBeNull();
    expect(await main.evaluate((m) => getComputedStyle(m).animationName)).toBe("none");

    const steps = await recordTransitions(page);
    await page.locator("header").getByRole("link", { name: "Menu", exact: true }).click();
    await page.waitForURL(/\/menu$/);
    await expect.poll(async () => (await steps()).at(-1)?.phase).toBe("still");
    const seen = await steps();
    expect(seen.map((s) => s.phase)).toEqual(["out", "in", "still"]);
    // Out: the old page alone, fading to nothing; in: the new page alone, fading in.
    const [out, fadeIn] = seen as [Step, Step, Step];
    expect(out.headings).not.toContain("Our Menu");
    expect(fadeIn.headings).toEqual(["Our Menu"]);
    expect(fadeIn.animation).toBe("page-fade-in");
    expect(await main.evaluate((m) => getComputedStyle(m).opacity)).toBe("1");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("nav.page-transition-out-in: instant under prefers-reduced-motion", async () => {
    const context = await browser().newContext({
      viewport: viewports.desktop,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`);
    await waitHydrated(page);
    const steps = await recordTransitions(page);
    await page.locator("header").getByRole("link", { name: "Locations", exact: true }).click();
    await page.waitForURL(/\/locations$/);
    await expect.poll(async () => (await steps()).at(-1)?.phase).toBe("in");
    for (const step of await steps()) {
      expect(step.opacity).toBe("1");
      expect(step.animation).toBe("none");
    }
    await context.close();
  });

  it("nav.focus-new-page: after a route change the new page's heading has focus; the first load leaves focus alone", async () => {
    const { page, context } = await watchedPage(browser(), viewports.desktop);
    await page.goto(`${baseUrl()}/`);
    await waitHydrated(page);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("BODY");
    await page.locator("header").getByRole("link", { name: "Menu", exact: true }).click();
    await page.waitForURL(/\/menu$/);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Our Menu");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("H1");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("timing.idle-prefetch", () => {
  it("timing.idle-prefetch: once the home has loaded and the browser is idle, the menu and the locations are prefetched", async () => {
    const { page, context } = await watchedPage(browser(), viewports.desktop);
    await page.goto(`${baseUrl()}/`);
    await waitHydrated(page);
    await expect
      // The idle callback may wait 2000 ms after load: longer than a poll's default second.
      .poll(async () => (await prefetched(page)).map((href) => href.split("?")[0]).sort(), {
        timeout: 10_000,
      })
      .toEqual(["/locations.data", "/menu.data"]);
    await context.close();
  });

  it("timing.idle-prefetch: the order page prefetches its checkout", async () => {
    // With a restaurant chosen: without one, /order sends the visitor to /order/location.
    const { page, context } = await openPage(browser(), "/order", {
      viewport: viewports.desktop,
      seed: { location: northHills, locationConfirmed: true },
    });
    await waitHydrated(page);
    await expect
      .poll(async () => (await prefetched(page)).map((href) => href.split("?")[0]), {
        timeout: 10_000,
      })
      .toContain("/order/checkout.data");
    await context.close();
  });

  it("timing.idle-prefetch: nothing is prefetched with the data saver on or on 2g", async () => {
    for (const connection of [{ saveData: true, effectiveType: "4g" }, { effectiveType: "2g" }]) {
      const context = await browser().newContext({ viewport: viewports.desktop });
      await context.addInitScript((c) => {
        Object.defineProperty(navigator, "connection", { value: c, configurable: true });
      }, connection);
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/`);
      await waitHydrated(page);
      await page.waitForSelector("[data-idle-prefetch]", { state: "attached" });
      expect(await page.getAttribute("[data-idle-prefetch]", "data-idle-prefetch")).toBe("skipped");
      expect(await prefetched(page)).toEqual([]);
      await context.close();
    }
  });

  it("timing.idle-prefetch: nothing is prefetched offline", async () => {
    const context = await browser().newContext({ viewport: viewports.desktop });
    await context.addInitScript(() => {
      Object.defineProperty(navigator, "onLine", { value: false, configurable: true });
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`);
    await waitHydrated(page);
    await page.waitForSelector("[data-idle-prefetch]", { state: "attached" });
    expect(await page.getAttribute("[data-idle-prefetch]", "data-idle-prefetch")).toBe("skipped");
    expect(await prefetched(page)).toEqual([]);
    await context.close();
  });
});
