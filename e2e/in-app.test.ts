// The in-app screens in the built app (the mobile app's web view; minimal layout) and the
// in-app catering mode, in Debian's Chromium at 375 px. A server of its own allows the app's
// return addresses (APP_REDIRECT_URIS) and runs the built-in bot check (BOT_CHECK=builtin):
// - /app/signin: an incomplete link shows only its message; Ada signs in through the page (the
//   bot check's script loads in the minimal layout), the browser goes to the app's address with
//   a one-time code and the state and no token; the app exchanges code and verifier for a session
//   that reads the member; signed in, "Continue as Ada" gives another code;
// - /app/payment: the card of an order built through the API goes to the token call only, and the
//   app's address receives payment_token and state; that token pays for the order;
// - /app/confirm: the placed order, with Back to the app, in Spanish once;
// - in-app catering mode (source=app on catering.localhost): the footer bar on exactly its six
//   paths, and Start Your Order in the bottom bar.
import { createHash, randomBytes, randomUUID } from "node:crypto";

import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createApiClient } from "@coop/contract/client";

import { type ServerProcess, startBuiltServer } from "./server-process.ts";
import { apiClient, demoMember, ok, takeEarliestTime } from "./support/api.ts";
import {
  axeViolations,
  baseUrl,
  browserPerFile,
  viewports,
  waitHydrated,
  watchedPage,
} from "./support/browser.ts";
import { openPage } from "./support/storage.ts";

const browser = browserPerFile();

const APP = "https://app.coop.test";
const AUTH_RETURN = `${APP}/auth`;
const PAY_RETURN = `${APP}/pay`;
const ORDERS_RETURN = `${APP}/orders`;

let server: ServerProcess;
beforeAll(async () => {
  server = await startBuiltServer({
    APP_REDIRECT_URIS: [AUTH_RETURN, PAY_RETURN, ORDERS_RETURN].join(","),
    BOT_CHECK: "builtin",
  });
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

/** A PKCE pair (RFC 7636, S256). */
function pkce() {
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  return { verifier, challenge };
}

const signinPath = (challenge: string, state: string, redirect = AUTH_RETURN) =>
  `/app/signin?${new URLSearchParams({
    redirect_uri: redirect,
    code_challenge: challenge,
    code_challenge_method: "S256",
    state,
  })}`;

/**
 * The app's side of its return addresses (not on this network): every request to the app's
 * origin is answered here, and each navigation to an address starting with `prefix` is handed
 * over, in order, by the returned function.
 */
async function catchAppReturn(page: Page, prefix: string): Promise<() => Promise<URL>> {
  const arrived: URL[] = [];
  const waiting: ((url: URL) => void)[] = [];
  await page.route(`${APP}/**`, async (route) => {
    const request = route.request();
    if (!request.isNavigationRequest()) return route.fulfill({ status: 204 });
    const url = new URL(request.url());
    if (url.toString().startsWith(prefix)) {
      const next = waiting.shift();
      if (next) next(url);
      else arrived.push(url);
    }
    await route.fulfill({ status: 200, contentType: "text/html", body: "<p>the app</p>" });
  });
  return () => {
    const url = arrived.shift();
    return url ? Promise.resolve(url) : new Promise<URL>((r) => waiting.push(r));
  };
}

async function signInThroughForm(page: Page) {
  const form = page.locator("form#login");
  await form.getByRole("textbox", { name: "Email" }).fill(demoMember.email);
  await form.getByLabel("Password", { exact: true }).fill(demoMember.password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

/** POST app/auth/token as the mobile app sends it; then GET members/get with that session. */
async function exchange(code: string, verifier: string) {
  const response = await fetch(`${server.origin}/api/v1/app/auth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ code, redirect_uri: AUTH_RETURN, code_verifier: verifier }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("inapp.signin-flow: the mobile app's sign-in in its web view", () => {
  it("inapp.signin-link: an incomplete link, or one for an address the chain does not allow, answers 400 with its message and nothing else", async () => {
    const { challenge } = pkce();
    const { page, context, problems } = await watchedPage(browser(), viewports.mobile);
    try {
      for (const path of [
        "/app/signin",
        signinPath(challenge, "s").replace("&code_challenge_method=S256", ""),
        signinPath("too-short", "s"),
        signinPath(challenge, "s", "https://evil.example/auth"),
      ]) {
        const response = await page.goto(`${server.origin}${path}`);
        expect(response?.status(), path).toBe(400);
        await expect
          .poll(() => page.getByTestId("app-incomplete-link").textContent())
          .toContain("This sign-in link is incomplete. Go back to the app and try again.");
        expect(await page.locator("form, input, button").count(), path).toBe(0);
        expect(await page.getByRole("link").count(), path).toBe(0);
      }
      expect(await axeViolations(page)).toEqual([]);
      const payment = await page.goto(`${server.origin}/app/payment?order=o1`);
      expect(payment?.status()).toBe(400);
      expect(await page.getByTestId("app-incomplete-link").textContent()).toContain(
        "This payment link is incomplete.",
      );
      const seen = problems.filter((p) => !p.includes("the server responded with a status of 400"));
      expect(seen).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("frame.layouts: the minimal layout starts the bot check: its built-in script loads on /app/signin and on /app/payment, which has no sign-in form", async () => {
    const { challenge } = pkce();
    const { page, context, problems } = await watchedPage(browser(), viewports.mobile);
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/bot-check/")) scripts.push(new URL(r.url()).pathname);
    });
    try {
      await page.goto(`${server.origin}${signinPath(challenge, "s")}`);
      await page.locator("form#login").waitFor();
      await expect.poll(() => scripts.includes("/bot-check/api.js")).toBe(true);
      scripts.length = 0;
      const order = await appOrder();
      const query = new URLSearchParams({ order: order.id, redirect_uri: PAY_RETURN });
      await page.goto(`${server.origin}/app/payment?${query}`);
      await page.getByTestId("app-order-total").waitFor();
      await expect.poll(() => scripts.includes("/bot-check/api.js")).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("inapp.signin-flow: Ada signs in on the page (bot check loaded there), the app receives a code and its state and no token, and the code with its verifier gives her a session once", async () => {
    const { verifier, challenge } = pkce();
    const state = `st-${randomUUID()}`;
    const { page, context, problems } = await watchedPage(browser(), viewports.mobile);
    const requests: Request[] = [];
    page.on("request", (r) => requests.push(r));
    try {
      const returned = await catchAppReturn(page, AUTH_RETURN);
      await page.goto(`${server.origin}${signinPath(challenge, state)}`);
      await page.locator("form#login").waitFor();
      // The minimal layout starts the bot check: the built-in script loads on this page.
      await expect
        .poll(() => requests.some((r) => r.url().includes("/bot-check/api.js")))
        .toBe(true);
      // The links that would leave the flow are not offered.
      expect(await page.getByTestId("create-account-link").count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      await signInThroughForm(page);
      const url = await returned();
      expect(url.origin + url.pathname).toBe(AUTH_RETURN);
      expect(url.searchParams.get("state")).toBe(state);
      const code = url.searchParams.get("code");
      expect(code).toBeTruthy();
      expect([...url.searchParams.keys()].sort()).toEqual(["code", "state"]);

      // The access token went in the code call's header only: never in an address asked for.
      const codeCall = requests.find((r) => r.url().endsWith("/api/v1/app/auth/code"));
      const token = /^Bearer (.+)$/.exec(codeCall?.headers().authorization ?? "")?.[1];
      expect(token).toBeTruthy();
      for (const r of requests) expect(r.url()).not.toContain(token!);

      // The app's side: code + verifier → a session of its own, which reads the member.
      const first = await exchange(code!, verifier);
      expect(first.status).toBe(200);
      const data = first.body.data as {
        tokens: { access: { token: string } };
        user: { email: string };
      };
      expect(data.user.email).toBe(demoMember.email);
      const appClient = createApiClient({
        baseUrl: server.origin,
        context: () => ({
          channel: "default",
          clientType: "web",
          accessToken: data.tokens.access.token,
        }),
      });
      const me = ok(await appClient.call("membersGet"), "GET members/get");
      expect(me.email).toBe(demoMember.email);
      expect(data.tokens.access.token).not.toBe(token);
      // A code works once.
      expect((await exchange(code!, verifier)).status).toBeGreaterThanOrEqual(400);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("inapp.signin-continue: signed in on the web view, Continue as Ada sends her back with a new code at once", async () => {
    const { challenge } = pkce();
    const { page, context, problems } = await watchedPage(browser(), viewports.mobile);
    try {
      // Signed in once through the page…
      const returned = await catchAppReturn(page, AUTH_RETURN);
      await page.goto(`${server.origin}${signinPath(challenge, "one")}`);
      await page.locator("form#login").waitFor();
      await signInThroughForm(page);
      await returned();
      await page.waitForURL((url) => url.origin === APP);

      // …the app opens the page again: no form, Continue as Ada.
      const next = pkce();
      await page.goto(`${server.origin}${signinPath(next.challenge, "two")}`);
      const button = page.getByRole("button", { name: "Continue as Ada" });
      await button.waitFor();
      expect(await page.locator("form#login").count()).toBe(0);
      await page.getByRole("button", { name: "Use another account" }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await button.click();
      const url = await returned();
      expect(url.searchParams.get("state")).toBe("two");
      expect((await exchange(url.searchParams.get("code")!, next.verifier)).status).toBe(200);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

type Order = { id: string; total: number };

/** An order the app built through the API at Downtown Raleigh, ready to be paid. */
async function appOrder(): Promise<Order> {
  const api = apiClient({ origin: server.origin });
  const created = ok(await api.ordersCreate("m101"), "POST orders/create");
  ok(
    await api.ordersAddProducts(created.id, {
      products: [
        { id: "CB-3PC", quantity: 1, choices: [] },
        { id: "SD-MAC", quantity: 2 },
      ],
    }),
    "POST orders/{id}/products",
  );
  const handed = ok(await api.ordersSetHandoff(created.id, "pickup"), "PUT orders/{id}/handoff");
  await takeEarliestTime(api, created.id, handed.time);
  const validated = ok(await api.ordersValidate(created.id), "POST orders/{id}/validate");
  return { id: created.id, total: validated.totals.total };
}

const CARD = "4111111111111111";

describe("inapp.payment-flow: a card for the app's order, up to its token", () => {
  let placed: { id: string; number: number } | undefined;

  it("inapp.payment-return: the card goes only to the token call; the app receives payment_token and state, and the token pays for the order", async () => {
    const order = await appOrder();
    const { page, context, problems } = await watchedPage(browser(), viewports.mobile);
    const sent: { url: string; body: string }[] = [];
    page.on("request", (r) => sent.push({ url: r.url(), body: r.postData() ?? "" }));
    try {
      const returned = await catchAppReturn(page, PAY_RETURN);
      const query = new URLSearchParams({
        order: order.id,
        redirect_uri: PAY_RETURN,
        state: "p-1",
      });
      await page.goto(`${server.origin}/app/payment?${query}`);
      const total = page.getByTestId("app-order-total");
      await total.waitFor();
      expect(await total.textContent()).toContain(`$${order.total.toFixed(2)}`);
      expect(await axeViolations(page)).toEqual([]);

      // The checks run first: a number failing Luhn is not sent.
      await page.getByLabel("Card number").fill("4111 1111 1111 1112");
      await page.getByLabel("Expiration date").fill("12/30");
      await page.getByLabel("Security code (CVV)").fill("123");
      await page.getByLabel("Billing ZIP code").fill("27601");
      await page.getByRole("button", { name: "Use this card" }).click();
      await expect.poll(() => page.getByText("Enter a valid card number.").count()).toBe(1);
      expect(sent.filter((r) => r.url.endsWith("/token"))).toEqual([]);

      await page.getByLabel("Card number").fill(CARD);
      await page.getByRole("button", { name: "Use this card" }).click();
      const url = await returned();
      expect(url.origin + url.pathname).toBe(PAY_RETURN);
      expect([...url.searchParams.keys()].sort()).toEqual(["payment_token", "state"]);
      expect(url.searchParams.get("state")).toBe("p-1");
      const token = url.searchParams.get("payment_token")!;

      // The card number went in one request only: the token call of this order.
      const carrying = sent.filter(
        (r) => r.body.replace(/\D/g, "").includes(CARD) || r.url.includes("4111"),
      );
      expect(carrying.map((r) => r.url)).toEqual([
        `${server.origin}/api/v1/orders/${order.id}/token`,
      ]);
      expect(url.toString()).not.toContain("4111");
      // Nothing of the card is kept in the browser (read back on the site's origin).
      const site = await context.newPage();
      await site.goto(`${server.origin}/app/confirm?id=${order.id}`);
      const stored = await site.evaluate(() =>
        JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]),
      );
      expect(stored).not.toContain(CARD);
      expect(stored).not.toContain("4111 1111");

      // The app pays with the token.
      const api = apiClient({ origin: server.origin });
      const submitted = ok(
        await api.ordersSubmit(
          order.id,
          {
            usertype: "guest",
            contact: {
              first_name: "Grace",
              last_name: "Hopper",
              email: "grace@example.com",
              phone: "919-555-0100",
            },
            payments: [{ token, amount: order.total }],
          },
          randomUUID(),
        ),
        "POST orders/{id}/submit",
      );
      placed = { id: order.id, number: submitted.number };
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("inapp.confirm-view: the placed order in the web view, with Back to the app; in Spanish too; a refused return address gives no link", async () => {
    expect(placed, "the order of the payment test").toBeDefined();
    const { id, number } = placed!;
    const query = new URLSearchParams({ id, redirect_uri: ORDERS_RETURN });
    const en = await openConfirm(`/app/confirm?${query}`);
    try {
      const view = en.page.getByTestId("app-confirmation");
      await view.waitFor();
      expect(await en.page.getByTestId("order-number").textContent()).toBe(`Order #${number}`);
      const items = await en.page.getByTestId("order-items").textContent();
      expect(items).toContain("Mac");
      expect(
        await en.page.getByRole("link", { name: "Back to the app" }).getAttribute("href"),
      ).toBe(ORDERS_RETURN);
      // No site header or footer in the minimal layout.
      expect(await en.page.locator("header.site-header, footer").count()).toBe(0);
      expect(await axeViolations(en.page)).toEqual([]);
      expect(en.problems).toEqual([]);
    } finally {
      await en.context.close();
    }

    const es = await openConfirm(`/app/confirm?${query}`, { lang: "es" });
    try {
      await es.page.getByTestId("app-confirmation").waitFor();
      expect(await es.page.getByRole("heading", { level: 1 }).textContent()).toBe(
        "¡Gracias! Recibimos tu pedido.",
      );
      expect(await es.page.getByTestId("order-number").textContent()).toBe(`Pedido n.º ${number}`);
      await es.page.getByRole("link", { name: "Volver a la aplicación" }).waitFor();
      expect(await axeViolations(es.page)).toEqual([]);
      expect(es.problems).toEqual([]);
    } finally {
      await es.context.close();
    }

    const other = new URLSearchParams({ id, redirect_uri: "https://evil.example/orders" });
    const refused = await openConfirm(`/app/confirm?${other}`);
    try {
      await refused.page.getByTestId("app-confirmation").waitFor();
      expect(await refused.page.getByRole("link", { name: "Back to the app" }).count()).toBe(0);
    } finally {
      await refused.context.close();
    }
  });
});

async function openConfirm(path: string, cookies: Record<string, string> = {}) {
  const watched = await watchedPage(browser(), viewports.mobile);
  if (Object.keys(cookies).length > 0) {
    await watched.context.addCookies(
      Object.entries(cookies).map(([name, value]) => ({ name, value, url: server.origin })),
    );
  }
  await watched.page.goto(`${server.origin}${path}`);
  return watched;
}

/**
 * http://catering.localhost:PORT of the shared e2e server (no bot check there, so the member
 * signs in through the API): the catering channel by its host name.
 */
function cateringOrigin(): string {
  const url = new URL(baseUrl());
  url.hostname = "catering.localhost";
  return url.origin;
}

describe("channel.in-app-catering: source=app on the catering host", () => {
  const barPaths = [
    "/",
    "/offers",
    "/account",
    "/account/settings",
    "/account/payments",
    "/account/order-history",
  ];

  async function memberSession() {
    const api = apiClient();
    return ok(await api.membersSignin("grace@coop.example", "Nanosecond-Wire-1906"), "signin").data;
  }

  it("frame.in-app-catering-bar: the in-app footer bar shows on exactly its six paths, and the bottom bar says Start Your Order", async () => {
    const member = await memberSession();
    const opened = await openPage(browser(), "/", {
      origin: cateringOrigin(),
      viewport: viewports.mobile,
      cookies: { source: "app" },
      seed: { member },
    });
    const { page, context } = opened;
    try {
      const bar = page.getByTestId("in-app-bar");
      await bar.waitFor();
      for (const name of ["Home", "Menu", "Offers", "Account"]) {
        await bar.getByRole("link", { name }).waitFor();
      }
      await bar.getByRole("button", { name: /cart/i }).waitFor();
      // frame.bottom-bar-content: without a location, Start Your Order.
      expect(await page.getByTestId("bottom-bar").textContent()).toContain("Start Your Order");
      expect(await axeViolations(page)).toEqual([]);

      for (const path of barPaths) {
        await page.goto(`${opened.origin}${path}`);
        await waitHydrated(page);
        expect(await page.getByTestId("in-app-bar").count(), path).toBe(1);
      }
      for (const path of ["/menu", "/account/favorites", "/locations", "/catering"]) {
        await page.goto(`${opened.origin}${path}`);
        await waitHydrated(page);
        expect(await page.getByTestId("in-app-bar").count(), path).toBe(0);
      }
      expect(opened.problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("frame.in-app-catering-bar: no bar without the cookie on the catering host, nor with it on the default host", async () => {
    const without = await openPage(browser(), "/", {
      origin: cateringOrigin(),
      viewport: viewports.mobile,
    });
    try {
      await without.page.getByTestId("bottom-bar").waitFor();
      expect(await without.page.getByTestId("in-app-bar").count()).toBe(0);
      expect(await without.page.getByTestId("bottom-bar").textContent()).not.toContain(
        "Start Your Order",
      );
    } finally {
      await without.context.close();
    }
    const onDefault = await openPage(browser(), "/", {
      origin: baseUrl(),
      viewport: viewports.mobile,
      cookies: { source: "app" },
    });
    try {
      await onDefault.page.getByTestId("bottom-bar").waitFor();
      expect(await onDefault.page.getByTestId("in-app-bar").count()).toBe(0);
    } finally {
      await onDefault.context.close();
    }
  });
});
