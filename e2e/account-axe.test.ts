// axe on every page of the account area, signed in and signed out, at 375 and 1280 px, in
// English and Spanish. Signed out, a member page sends the visitor to sign-in
// (`member.redirect-after-sign-in`): the page checked is then the sign-in page it lands on.
import { describe, expect, it } from "vitest";

import { type MemberSession, signInDemoMember } from "./support/api.ts";
import { axeViolations, browserPerFile, viewports } from "./support/browser.ts";
import { openPage } from "./support/storage.ts";

const browser = browserPerFile();

/** Pages only a member sees; signed out they redirect to /account/login. */
const memberPages = [
  "/account",
  "/account/settings",
  "/account/payments",
  "/account/favorites",
  "/account/order-history",
  "/account/offers",
  "/account/complete",
];

/** Pages anyone sees (the verify and reset pages without their link's token say so). */
const openPages = [
  "/account/login",
  "/account/signup",
  "/account/verify",
  "/account/password-reset",
  "/account/reset-password",
  "/account/oauthcallback",
  "/offers",
];

let session: MemberSession | undefined;
/** One session for every signed-in page (sign-ins from one address are limited). */
async function member(): Promise<MemberSession> {
  session ??= await signInDemoMember();
  return session;
}

async function check(
  path: string,
  viewport: keyof typeof viewports,
  lang: "en" | "es",
  signedIn: boolean,
) {
  const query = lang === "es" ? `${path.includes("?") ? "&" : "?"}lang=es` : "";
  const opened = await openPage(browser(), `${path}${query}`, {
    viewport: viewports[viewport],
    networkIdle: true,
    ...(signedIn ? { seed: { member: await member() } } : {}),
  });
  try {
    const { page } = opened;
    if (!signedIn && memberPages.includes(path)) {
      await page.waitForURL((url) => url.pathname === "/account/login");
    }
    // Personal content is in (no "Loading your account…" left) before axe looks.
    await page.waitForFunction(() => !document.querySelector('[data-testid="account-checking"]'));
    await page.waitForLoadState("networkidle");
    const violations = await axeViolations(page);
    return violations.map((v) => `${path} (${viewport}, ${lang}): ${v}`);
  } finally {
    await opened.context.close();
  }
}

describe("axe on every account page", () => {
  for (const signedIn of [true, false]) {
    for (const viewport of ["mobile", "desktop"] as const) {
      for (const lang of ["en", "es"] as const) {
        const state = signedIn ? "signed in" : "signed out";
        it(`member pages and the sign-in pages have no axe violations, ${state}, ${viewports[viewport].width} px, ${lang}`, async () => {
          const found: string[] = [];
          for (const path of [...memberPages, ...openPages]) {
            found.push(...(await check(path, viewport, lang, signedIn)));
          }
          expect(found).toEqual([]);
        }, 180_000);
      }
    }
  }
});
