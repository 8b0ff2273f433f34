import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { PageLoadContext } from "@coop/contract/load-context";

import { createTestApp, type TestApp } from "../test-support/test-app.ts";

// The page context the server hands the web app's loaders, seen through a stand-in for the
// React Router build: its menus are the API's menus, read in-process.

describe("the page context of a server render", () => {
  let t: TestApp;
  const seen: PageLoadContext[] = [];
  let page: PageLoadContext;
  beforeAll(async () => {
    t = await createTestApp({
      config: { MAP_TILE_URL: "https://tiles.example.org/{z}/{x}/{y}.png" },
      deps: {
        web: {
          handle: async (_request, context) => {
            seen.push(context);
            return new Response("<!doctype html><title>x</title>", {
              headers: { "content-type": "text/html" },
            });
          },
        },
      },
    });
    await t.app.inject({ url: "/account" });
    page = seen[0]!;
  });
  afterAll(() => t.close());

  it("gives a menu exactly as GET /api/v1/menus/{menuId} answers it", async () => {
    for (const menuId of ["default", "catering"]) {
      const api = await t.app.inject({ url: `/api/v1/menus/${menuId}` });
      expect(api.statusCode).toBe(200);
      expect(await page.menus.get(menuId)).toEqual(api.json());
    }
    const restaurant = (await t.app.inject({ url: "/api/v1/locations" })).json<{
      locations: { menu_id: string }[];
    }>().locations[0]!.menu_id;
    const api = await t.app.inject({ url: `/api/v1/menus/${restaurant}` });
    expect(await page.menus.get(restaurant)).toEqual(api.json());
  });

  it("reads a menu id as the API does (surrounding spaces dropped)", async () => {
    const api = await t.app.inject({ url: "/api/v1/menus/%20default%20" });
    expect(api.statusCode).toBe(200);
    expect(await page.menus.get(" default ")).toEqual(api.json());
  });

  it("answers null where the API answers 404 (no such menu) or 400 (not a menu id)", async () => {
    expect((await t.app.inject({ url: "/api/v1/menus/nope" })).statusCode).toBe(404);
    expect(await page.menus.get("nope")).toBeNull();
    expect((await t.app.inject({ url: "/api/v1/menus/a.b" })).statusCode).toBe(400);
    expect(await page.menus.get("a.b")).toBeNull();
    expect(await page.menus.get("")).toBeNull();
  });

  it("offers.public: gives the public offers exactly as GET /api/v1/offers/all answers them", async () => {
    const api = await t.app.inject({ url: "/api/v1/offers/all" });
    expect(api.statusCode).toBe(200);
    const offers = await page.offers.publicOffers();
    expect(offers.length).toBeGreaterThan(0);
    expect({ offers }).toEqual(api.json());
  });

  it("carries the map tile settings and, for a page rendered per request, its CSP nonce", async () => {
    expect(page.mapTiles).toEqual({
      url: "https://tiles.example.org/{z}/{x}/{y}.png",
      attribution: "© OpenStreetMap contributors",
    });
    const res = await t.app.inject({ url: "/account" });
    const nonce = seen.at(-1)!.cspNonce;
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(String(res.headers["content-security-policy"])).toContain(`'nonce-${nonce}'`);
  });
});

describe("the sign-in settings of the page context and the page CSP", () => {
  async function render(config: Record<string, string>) {
    const seen: PageLoadContext[] = [];
    const app = await createTestApp({
      seed: false,
      config,
      deps: {
        web: {
          handle: async (_request, context) => {
            seen.push(context);
            return new Response("<!doctype html><title>x</title>", {
              headers: { "content-type": "text/html" },
            });
          },
        },
      },
    });
    try {
      const res = await app.app.inject({ url: "/account/login" });
      return { page: seen[0]!, csp: String(res.headers["content-security-policy"]) };
    } finally {
      await app.close();
    }
  }
  const directive = (csp: string, name: string) =>
    csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `));

  it("botcheck.browser-token: without a site key the page gets no bot check and the CSP allows no other script host or frames", async () => {
    const { page, csp } = await render({ BOT_CHECK_SECRET: "server-secret" });
    expect(page.auth).toEqual({ sso: { enabled: false, label: null }, botCheck: null });
    expect(directive(csp, "script-src")).toMatch(/^script-src 'self' 'nonce-[^']+'$/);
    expect(directive(csp, "frame-src")).toBeUndefined();
    expect(JSON.stringify(page.auth)).not.toContain("server-secret");
  });

  it("botcheck.browser-token: with a site key the page gets it and the script URL, and the CSP allows that script's host for scripts and frames", async () => {
    const { page, csp } = await render({
      BOT_CHECK_SITE_KEY: "site-key_1",
      BOT_CHECK_SCRIPT_URL: "https://captcha.example.net/v3/api.js",
      BOT_CHECK_SECRET: "server-secret",
    });
    expect(page.auth.botCheck).toEqual({
      siteKey: "site-key_1",
      scriptUrl: "https://captcha.example.net/v3/api.js",
    });
    expect(directive(csp, "script-src")).toMatch(
      /^script-src 'self' 'nonce-[^']+' https:\/\/captcha\.example\.net$/,
    );
    expect(directive(csp, "frame-src")).toBe("frame-src 'self' https://captcha.example.net");
    expect(JSON.stringify(page.auth)).not.toContain("server-secret");
  });

  it("botcheck.browser-token: Google's default script also needs www.gstatic.com", async () => {
    const { page, csp } = await render({ BOT_CHECK_SITE_KEY: "k" });
    expect(page.auth.botCheck?.scriptUrl).toBe("https://www.google.com/recaptcha/api.js");
    expect(directive(csp, "frame-src")).toBe(
      "frame-src 'self' https://www.google.com https://www.gstatic.com",
    );
  });

  it("member.sso-button: single sign-on is on with all three OIDC settings, named by OIDC_PROVIDER_NAME", async () => {
    const oidc = {
      OIDC_ISSUER: "https://accounts.example.com",
      OIDC_CLIENT_ID: "id",
      OIDC_CLIENT_SECRET: "secret",
    };
    expect((await render(oidc)).page.auth.sso).toEqual({ enabled: true, label: null });
    expect((await render({ ...oidc, OIDC_PROVIDER_NAME: " Google " })).page.auth.sso).toEqual({
      enabled: true,
      label: "Google",
    });
  });
});
