// The built-in bot check in the built app (`botcheck.builtin`): a server of its own started
// with BOT_CHECK=builtin serves the reCAPTCHA-v3-shaped script at /bot-check/api.js and its
// tokens at /bot-check/token. Ada signs in through the real page: the script loads from the
// site itself (the page CSP's 'self'), the sign-in carries a fresh token in the `verify`
// header, and the server accepts it. With the token request blocked the form says in words
// that the check could not run (`botcheck.words`). The shared server, started without
// BOT_CHECK, never asks for anything under /bot-check/.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type ServerProcess, startBuiltServer } from "./server-process.ts";
import { demoMember } from "./support/api.ts";
import {
  baseUrl,
  browserPerFile,
  viewports,
  waitHydrated,
  watchedPage,
} from "./support/browser.ts";
import { screenshots } from "./support/screenshots.ts";

const browser = browserPerFile();
const shot = screenshots("bot-check");

async function signInThroughForm(page: Page) {
  const form = page.locator("form#login");
  await form.getByRole("textbox", { name: "Email" }).fill(demoMember.email);
  await form.getByLabel("Password", { exact: true }).fill(demoMember.password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

type Seen = { url: string; verify: string | undefined };

/**
 * The sign-in page of `origin`, hydrated, with every request it made from the start (URL and
 * `verify` header), and its console errors, page errors and CSP violations.
 */
async function openSignIn(
  origin: string,
  viewport: { width: number; height: number } = viewports.desktop,
) {
  const watched = await watchedPage(browser(), viewport);
  const seen: Seen[] = [];
  watched.page.on("request", (r) => seen.push({ url: r.url(), verify: r.headers().verify }));
  await watched.page.goto(`${origin}/account/login`);
  await waitHydrated(watched.page);
  return { ...watched, seen };
}

describe("botcheck.builtin: the built-in bot check in the browser (BOT_CHECK=builtin)", () => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startBuiltServer({ BOT_CHECK: "builtin" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("botcheck.builtin: Ada signs in through the page; the script comes from the site itself and the sign-in sends its token", async () => {
    const { page, context, problems, seen } = await openSignIn(server.origin);
    try {
      // The page CSP allows no other script host: the built-in script is the site's own.
      const csp = (await page.request.get(`${server.origin}/account/login`)).headers()[
        "content-security-policy"
      ];
      const scriptSrc = csp?.split(";").find((d) => d.trim().startsWith("script-src"));
      expect(scriptSrc).not.toMatch(/https?:/);
      expect(csp).not.toContain("frame-src");

      await signInThroughForm(page);
      await page.waitForURL((url) => url.pathname === "/account");

      expect(seen.filter((r) => r.url.includes("/bot-check/api.js")).map((r) => r.url)).toEqual([
        `${server.origin}/bot-check/api.js?render=builtin`,
      ]);
      const signin = seen.filter((r) => r.url.endsWith("/api/v1/members/signin"));
      expect(signin).toHaveLength(1);
      expect(signin[0]?.verify).toMatch(/^login\.\d+\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/);
      expect(seen.filter((r) => r.url === `${server.origin}/bot-check/token`)).toHaveLength(1);
      expect(
        await page
          .locator(`script[src="${server.origin}/bot-check/api.js?render=builtin"]`)
          .count(),
      ).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`botcheck.words: with the token request blocked the form says the check could not run, and stays on sign-in (${name})`, async () => {
      const { page, context, problems, seen } = await openSignIn(server.origin, viewport);
      try {
        await page.route("**/bot-check/token", (route) => route.abort("blockedbyclient"));
        await signInThroughForm(page);
        const summary = page.getByTestId("auth-error-summary");
        await summary.waitFor();
        expect(await summary.innerText()).toContain(
          "The security check could not load. Check your connection and try again.",
        );
        expect(new URL(page.url()).pathname).toBe("/account/login");
        // Nothing reached the sign-in without a token.
        expect(seen.filter((r) => r.url.endsWith("/api/v1/members/signin"))).toEqual([]);
        await page.screenshot({ path: shot(`blocked-${viewport.width}`), fullPage: true });
        // Chromium reports the blocked request itself; nothing else may go wrong.
        expect(problems.filter((p) => !p.includes("ERR_BLOCKED_BY_CLIENT"))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe("botcheck.builtin: off when BOT_CHECK is not set", () => {
  it("botcheck.builtin: the shared server (no BOT_CHECK) loads no bot-check script and signs Ada in without a token", async () => {
    const { page, context, problems, seen } = await openSignIn(baseUrl());
    try {
      await signInThroughForm(page);
      await page.waitForURL((url) => url.pathname === "/account");
      const signin = seen.filter((r) => r.url.endsWith("/api/v1/members/signin"));
      expect(signin).toHaveLength(1);
      expect(signin[0]?.verify).toBeUndefined();
      expect(seen.filter((r) => r.url.includes("/bot-check/"))).toEqual([]);
      expect(await page.locator("script[data-bot-check]").count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
