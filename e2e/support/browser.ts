import { AxeBuilder } from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

export const baseUrl = () => inject("baseUrl");

/** Debian's Chromium, headless, with the flags this closed network and root need. */
async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject("chromiumPath"),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export type WatchedPage = {
  page: Page;
  context: BrowserContext;
  /** Console errors, uncaught page errors and CSP violations seen so far. */
  problems: string[];
};

/** A page in a fresh context that records every console error, page error and CSP violation. */
export async function watchedPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error")
      problems.push(`console.error: ${msg.text()} (${msg.location().url})`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  await page.exposeFunction("__coopReportCsp", (text: string) =>
    problems.push(`CSP violation: ${text}`),
  );
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __coopReportCsp(t: string): void }).__coopReportCsp(
        `${e.violatedDirective} blocked ${e.blockedURI || "inline"}`,
      );
    });
  });
  return { page, context, problems };
}

/**
 * The problems minus Chromium's own report that the document answered `status`:
 * on a page that is meant to answer 404, that line is expected; any other is not.
 */
export function exceptDocumentStatus(problems: string[], url: string, status: number): string[] {
  return problems.filter(
    (p) =>
      !(p.includes(`the server responded with a status of ${status}`) && p.endsWith(`(${url})`)),
  );
}

/**
 * axe-core with the WCAG 2.2 AA rules (and the A/AA rules of earlier versions it builds on), once
 * the page is at rest: a page fading in after a navigation (`nav.page-transition-out-in`) or a
 * message sliding up is read by axe with its colours half-way, which is not what anyone reads.
 * Waits up to 5 s for the finite animations to end (an endless one, such as a spinner, is not
 * waited for).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .filter(
            (a) =>
              a.playState === "running" &&
              a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
          ).length === 0,
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

/**
 * One browser for the tests of a file: launched before them, closed after them. Call it at
 * the top of the file and read the browser with the function it returns.
 */
export function browserPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());
  return () => {
    if (!browser) throw new Error("The browser is launched in beforeAll: read it inside a test.");
    return browser;
  };
}

/** The screen sizes the suite checks: a 375 px phone and a 1280 px desktop. */
export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof viewports;

/** Waits until the app has hydrated (the layout marks it). */
export async function waitHydrated(page: Page): Promise<void> {
  await page.waitForSelector(".layout[data-hydrated]");
}

/** Console problems except 404s of pages and data that do not exist yet. */
export function except404(problems: string[]): string[] {
  return problems.filter((p) => !p.includes("the server responded with a status of 404"));
}
