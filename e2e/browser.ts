import { AxeBuilder } from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { inject } from "vitest";

export const baseUrl = () => inject("baseUrl");

/** Debian's Chromium, headless, with the flags this closed network and root need. */
export async function launchBrowser(): Promise<Browser> {
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

/** axe-core with the WCAG 2.2 AA rules (and the A/AA rules of earlier versions it builds on). */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}
