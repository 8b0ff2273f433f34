// Single sign-on end to end in Chromium: the built app, started with OIDC_ISSUER pointing at a
// real OpenID Connect provider on this machine (e2e/support/oidc-provider.ts), and the browser
// going through the provider's account picker and back to /account/oauthcallback.
// The sign-in starts with POST members/sso from the page (the login page's button is built
// elsewhere); everything after it is what a person's browser does.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { freePort, type ServerProcess, startBuiltServer } from "./server-process.ts";
import { apiClient, ok } from "./support/api.ts";
import {
  axeViolations,
  browserPerFile,
  except404,
  viewports,
  waitHydrated,
  watchedPage,
} from "./support/browser.ts";
import { startTestProvider, type TestProvider } from "./support/oidc-provider.ts";
import { screenshots } from "./support/screenshots.ts";

const browser = browserPerFile();
const shot = screenshots("account-sso");

let provider: TestProvider;
let app: ServerProcess;
let origin: string;

beforeAll(async () => {
  // The app's port is chosen first: its origin is the provider's registered redirect URI.
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  provider = await startTestProvider({
    redirectUri: `${origin}/account/oauthcallback`,
    users: [
      {
        sub: "sam-e2e",
        email: "sam@sso.example",
        email_verified: true,
        given_name: "Sam",
        family_name: "Single",
      },
      {
        sub: "ada-at-provider",
        email: "Ada@coop.example",
        email_verified: true,
        given_name: "Ada",
        family_name: "L.",
      },
      { sub: "una-e2e", email: "una@sso.example", email_verified: false, name: "Una Verified" },
    ],
  });
  app = await startBuiltServer({
    PORT: String(port),
    PUBLIC_ORIGIN: origin,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
  });
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await provider?.close();
});

type Stored = { first_name: string; email: string } | null;

/** What the app keeps in the browser: the member and the token's member id. */
async function storedMember(page: Page): Promise<{ user: Stored; memberId: string | null }> {
  return page.evaluate(() => {
    const read = (key: string) => {
      const raw = localStorage.getItem(key);
      return raw ? (JSON.parse(raw) as { value: unknown }).value : null;
    };
    const token = read("token") as { id: string } | null;
    return { user: read("user") as Stored, memberId: token?.id ?? null };
  });
}

/**
 * Starts single sign-on from an app page as the login page's button will (POST members/sso),
 * checks the authorization URL, and sends the browser there: the provider's account picker.
 */
async function beginSignIn(page: Page): Promise<URL> {
  const answer = await page.evaluate(async () => {
    const res = await fetch("/api/v1/members/sso", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: "{}",
    });
    return { status: res.status, body: (await res.json()) as unknown };
  });
  expect(answer.status).toBe(200);
  const body = answer.body as { status: string; data: { url: string } };
  expect(body.status).toBe("redirect");
  const url = new URL(body.data.url);
  await page.goto(url.href);
  await page.getByRole("heading", { name: "Choose an account" }).waitFor();
  return url;
}

/** Clicks the account at the provider and waits until the app has left the callback page. */
async function pickAccount(page: Page, name: RegExp): Promise<void> {
  await page.getByRole("button", { name }).click();
  await page.waitForURL((url) => url.origin === origin);
}

describe("single sign-on through a local OpenID Connect provider", () => {
  let samId: string;

  it("member.sso-callback-once: asks for scope openid profile email with the account picker, comes back to /account/oauthcallback, and signs a new member in", async () => {
    const { page, context, problems } = await watchedPage(browser());
    await page.goto(`${origin}/menu`);
    await waitHydrated(page);
    // Hold the members/sso call with the code until released, to check the page while it finishes.
    let posts = 0;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/v1/members/sso", async (route) => {
      if (route.request().postDataJSON()?.code) {
        posts++;
        await released;
      }
      await route.continue();
    });

    const url = await beginSignIn(page);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get("scope")).toBe("openid profile email");
    expect(url.searchParams.get("prompt")).toBe("select_account");
    expect(url.searchParams.get("redirect_uri")).toBe(`${origin}/account/oauthcallback`);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(provider.requests.at(-1)).toMatchObject({
      scope: "openid profile email",
      prompt: "select_account",
    });

    await pickAccount(page, /Continue as Sam Single/);
    const finishing = page.getByTestId("sso-finishing");
    await finishing.waitFor();
    expect(await finishing.textContent()).toContain("Finishing your sign-in…");
    // The code is never shown, and it leaves the address bar while the page finishes.
    await page.waitForFunction(() => window.location.search === "", undefined, { timeout: 1000 });
    expect(new URL(page.url()).pathname).toBe("/account/oauthcallback");
    expect(await finishing.isVisible()).toBe(true);
    expect(await page.locator("body").textContent()).not.toMatch(/code=/);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot("finishing-1280"), fullPage: true });
    release();

    // New through single sign-on: no phone yet, so the profile is completed first.
    await page.waitForURL(`${origin}/account/complete`);
    expect(posts).toBe(1);
    const stored = await storedMember(page);
    expect(stored.user).toMatchObject({ first_name: "Sam", email: "sam@sso.example" });
    expect(stored.memberId).toBeTruthy();
    samId = stored.memberId!;
    // Back does not return to the spent callback (it reaches the provider's finished picker,
    // which answers an error of its own: not the app's problem, so not counted).
    expect(except404(problems)).toEqual([]);
    await page.goBack();
    expect(new URL(page.url()).pathname).not.toBe("/account/oauthcallback");
    problems.length = 0;

    // Signed in: the header greets the member.
    await page.goto(`${origin}/menu`);
    await waitHydrated(page);
    await page
      .locator("header.site-header")
      .getByRole("link", { name: /^Hi, Sam/ })
      .waitFor();
    expect(except404(problems)).toEqual([]);
    await context.close();
  });

  it("the same provider account again is the same member", async () => {
    const { page, context } = await watchedPage(browser());
    await page.goto(`${origin}/`);
    await waitHydrated(page);
    await beginSignIn(page);
    await pickAccount(page, /Continue as Sam Single/);
    await page.waitForURL(`${origin}/account/complete`);
    expect((await storedMember(page)).memberId).toBe(samId);
    await context.close();
  });

  it("a provider account with the verified email of an existing member signs in as that member", async () => {
    const ada = ok(
      await apiClient({ origin }).membersSignin("ada@coop.example", "Biscuits&Gravy42"),
      "POST members/signin",
    ).data.user;
    const { page, context, problems } = await watchedPage(browser(), viewports.mobile);
    await page.goto(`${origin}/`);
    await waitHydrated(page);
    await beginSignIn(page);
    await pickAccount(page, /Continue as Ada L\./);
    // Ada has a phone and a name: straight to her account.
    await page.waitForURL(`${origin}/account`);
    const stored = await storedMember(page);
    expect(stored.memberId).toBe(ada.id);
    expect(stored.user).toMatchObject({ first_name: "Ada", email: "ada@coop.example" });
    expect(except404(problems)).toEqual([]);
    await context.close();
  });

  it("member.sso-callback-errors: a cancelled sign-in and an unverified provider email are said in words, with a link back to sign-in", async () => {
    const { page, context } = await watchedPage(browser(), viewports.mobile);
    await page.goto(`${origin}/`);
    await waitHydrated(page);
    await beginSignIn(page);
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.waitForURL((url) => url.origin === origin);
    const alert = page.getByRole("alert");
    await alert.getByText("You cancelled the sign-in").waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("alert");
    const back = page.getByRole("link", { name: "Back to sign in" });
    expect(await back.getAttribute("href")).toBe("/account/login");
    expect((await storedMember(page)).memberId).toBeNull();
    await page.screenshot({ path: shot("cancelled-375"), fullPage: true });

    await beginSignIn(page);
    await pickAccount(page, /Continue as Una Verified/);
    await page
      .getByRole("alert")
      .getByText(/did not share a verified email address/)
      .waitFor();
    expect((await storedMember(page)).memberId).toBeNull();
    await context.close();
  });

  it("member.sso-callback-once: reloading the callback page posts nothing again and says how to start over", async () => {
    const { page, context } = await watchedPage(browser());
    let posts = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/v1/members/sso")) posts++;
    });
    await page.goto(`${origin}/account/oauthcallback?code=made-up&state=made-up-state`);
    await page
      .getByRole("alert")
      .getByText("This sign-in took too long or was already used")
      .waitFor();
    expect(posts).toBe(1);
    await page.reload();
    await waitHydrated(page);
    await page.getByRole("alert").getByText("There is no sign-in to finish on this page").waitFor();
    expect(posts).toBe(1);
    await context.close();
  });

  it("/account/oauthcallback has no axe violations at 375 and 1280 px, in English and Spanish", async () => {
    for (const [size, viewport] of Object.entries(viewports)) {
      for (const lang of ["en-US", "es"]) {
        const { page, context, problems } = await watchedPage(browser(), viewport);
        await page.goto(`${origin}/account/oauthcallback?error=access_denied&lang=${lang}`);
        await waitHydrated(page);
        await page.getByRole("alert").waitFor();
        expect(await axeViolations(page), `${size} ${lang}`).toEqual([]);
        await page.screenshot({ path: shot(`error-${lang}-${viewport.width}`), fullPage: true });
        expect(except404(problems)).toEqual([]);
        await context.close();
      }
    }
  });
});
