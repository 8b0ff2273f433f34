import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { PageLoadContext } from "@coop/contract/load-context";

import { createTestApp, type TestApp } from "../test-support/test-app.ts";

// The in-app screens' loaders ask the page context whether a return address is one of the
// app's (APP_REDIRECT_URIS); the list itself never leaves the server.

async function pageContextWith(redirects: string | undefined) {
  const seen: PageLoadContext[] = [];
  const t: TestApp = await createTestApp({
    ...(redirects === undefined ? {} : { config: { APP_REDIRECT_URIS: redirects } }),
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
  await t.app.inject({ url: "/app/payment" });
  return { t, page: seen[0]! };
}

describe("the page context's app redirects", () => {
  let t: TestApp;
  let page: PageLoadContext;
  beforeAll(async () => {
    ({ t, page } = await pageContextWith("https://app.coop.test/auth, coopapp://pay"));
  });
  afterAll(() => t.close());

  it("inapp.redirect-allowed: an address of APP_REDIRECT_URIS is allowed, exactly as configured", () => {
    expect(page.app?.redirectAllowed("https://app.coop.test/auth")).toBe(true);
    expect(page.app?.redirectAllowed("coopapp://pay")).toBe(true);
  });

  it("inapp.redirect-allowed: a near miss is refused (another path, a longer address, another host, a query)", () => {
    for (const uri of [
      "https://app.coop.test/auth/",
      "https://app.coop.test/authx",
      "https://app.coop.test/auth?x=1",
      "https://evil.example/auth",
      "http://app.coop.test/auth",
      "coopapp://pay/more",
      "",
    ]) {
      expect(page.app?.redirectAllowed(uri), uri).toBe(false);
    }
  });

  it("inapp.redirect-allowed: without APP_REDIRECT_URIS no address is allowed", async () => {
    const none = await pageContextWith(undefined);
    try {
      expect(none.page.app?.redirectAllowed("https://app.coop.test/auth")).toBe(false);
    } finally {
      await none.t.close();
    }
  });
});
