// The account home and settings in the built app: the demo member Ada signs in through the
// real API (user and tokens seeded into local storage as the app keeps them), /account shows
// her greeting, points with the progress bar, offers count and last order; the settings page
// saves a new phone (shown as (xxx) xxx-xxxx) and signs her out, after which the header shows
// Sign In and the old token is refused. axe on both pages at 375 and 1280 px, in English and
// Spanish, with no raw translation keys on screen.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { createApiClient } from "@coop/contract/client";
import { visibleWalletOffers } from "@coop/contract/offer-rules";

import { type MemberSession, ok, signInDemoMember } from "./support/api.ts";
import { axeViolations, baseUrl, browserPerFile, viewports } from "./support/browser.ts";
import { screenshots } from "./support/screenshots.ts";
import { openPage } from "./support/storage.ts";

const browser = browserPerFile();
const shot = screenshots("account-home");

/**
 * A page at `path` with Ada signed in: a new session unless `session` is given (sign-ins from
 * one address are limited, so the journeys that keep their session share one).
 */
async function openSignedIn(
  path: string,
  viewport: { width: number; height: number } = viewports.desktop,
  session?: MemberSession,
) {
  const member = session ?? (await signInDemoMember());
  const opened = await openPage(browser(), path, { viewport, seed: { member } });
  return { ...opened, member };
}

/** The typed API client with this session's tokens. */
function apiWith(member: MemberSession) {
  return createApiClient({
    baseUrl: baseUrl(),
    context: () => ({
      channel: "default",
      clientType: "web",
      accessToken: member.tokens.access.token,
      orderingToken: member.tokens.ordering.access.token,
    }),
  });
}

/** GET members/get with this session's access token. */
function membersGetWith(member: MemberSession) {
  return apiWith(member).call("membersGet");
}

/** Waits until every card of the home has its data (no card is loading). */
async function homeLoaded(page: Page) {
  await page.getByTestId("loyalty-points").waitFor();
  await page.getByTestId("offers-count").waitFor();
  await page.locator('[data-testid="account-card-recent"][aria-busy="false"]').waitFor();
}

/**
 * Reloads the page and sums its layout shifts (Chromium's layout-shift entries) until every
 * card has its data and the network is idle; with what moved, for the failure message.
 */
async function layoutShiftOnReload(page: Page): Promise<{ total: number; moved: string[] }> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __moved: string[] };
    w.__shift = 0;
    w.__moved = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources: { node: Element | null }[];
      }[]) {
        w.__shift += entry.value;
        for (const s of entry.sources)
          w.__moved.push(
            `${entry.value.toFixed(3)} ${s.node?.nodeName}.${s.node instanceof Element ? s.node.className : ""}`,
          );
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.reload();
  await homeLoaded(page);
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => {
    const w = window as unknown as { __shift: number; __moved: string[] };
    return { total: w.__shift, moved: w.__moved };
  });
}

/** With a horizontal scroll: the elements that stick out of the window to the right. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document.documentElement.scrollWidth <= window.innerWidth
      ? []
      : [...document.querySelectorAll("main *")]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`)
          .slice(0, 5),
  );
}

/** Visible text that looks like a translation key of the account namespace. */
async function rawKeys(page: Page): Promise<string[]> {
  const text = await page.locator("main").innerText();
  return text.match(/\b(?:home|settings|card|nav|shell)\.[a-zA-Z.]+\b/g) ?? [];
}

describe("the account home", () => {
  it("member.home-loyalty, member.home-offers, member.home-recent-order: Ada's home shows her greeting, points with progress, offers and last order", async () => {
    const { page, context, problems, member } = await openSignedIn("/account");
    try {
      await homeLoaded(page);
      expect(await page.getByTestId("account-greeting").innerText()).toBe("Hi Ada");
      // What the API says now (other tests of the suite may have redeemed Ada's points):
      // the page must show the same balance, next reward and count of usable offers.
      const api = apiWith(member);
      const loyalty = ok(await api.call("membersLoyalty"), "GET members/loyalty");
      const wallet = ok(await api.call("membersOffersAll"), "GET members/offers/all");
      const points = loyalty.points.toLocaleString("en-US");
      expect(await page.getByTestId("loyalty-points").innerText()).toBe(`${points} points`);
      const next = loyalty.next_reward;
      expect(next, "Ada has a reward she cannot afford yet").not.toBeNull();
      const bar = page.getByRole("progressbar", { name: `Progress to ${next!.name}` });
      expect(await bar.getAttribute("value")).toBe(String(loyalty.points));
      expect(await bar.getAttribute("max")).toBe(String(next!.points));
      expect(await page.getByTestId("loyalty-to-go").innerText()).toBe(
        `${(next!.points - loyalty.points).toLocaleString("en-US")} points to ${next!.name}`,
      );
      // wallet.visible: the incomplete, unexpired, default-channel offers (not the used
      // SIDEKICK, the expired SUMMER3 or the catering CATERTEA).
      const usable = visibleWalletOffers(wallet.rewards, "default", new Date()).length;
      expect(usable).toBeGreaterThanOrEqual(3);
      expect(await page.getByTestId("offers-count").innerText()).toBe(
        `${usable} offers ready to use`,
      );
      const recent = page.getByTestId("account-card-recent");
      const reorder = recent.getByRole("link", { name: /^Reorder your order from/ });
      expect(await reorder.getAttribute("href")).toMatch(/^\/account\/order-history\?reorder=.+/);
      expect(await recent.locator("dd").first().innerText()).not.toBe("");
      // The header's greeting is hidden on account pages (frame.header-account).
      expect(
        await page.getByTestId("header-account").getByRole("link", { name: /^Hi,/ }).count(),
      ).toBe(0);
      await page.screenshot({ path: shot("home-1280-en"), fullPage: true });

      // No layout shift when the member's data arrives: every card reserves its space.
      const shift = await layoutShiftOnReload(page);
      expect(shift.total, shift.moved.join("; ")).toBeLessThan(0.01);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("member.home-loyalty: at 375 px and in Spanish the home renders without raw keys or layout shift, and axe finds nothing", async () => {
    const session = await signInDemoMember();
    for (const [width, viewport] of [
      ["375", viewports.mobile],
      ["1280", viewports.desktop],
    ] as const) {
      for (const lang of ["en", "es"] as const) {
        const path = lang === "es" ? "/account?lang=es" : "/account";
        const { page, context, problems } = await openSignedIn(path, viewport, session);
        try {
          await homeLoaded(page);
          expect(await page.getByTestId("account-greeting").innerText()).toBe(
            lang === "es" ? "Hola, Ada" : "Hi Ada",
          );
          expect(await rawKeys(page)).toEqual([]);
          expect(await overflowing(page), `horizontal scroll at ${width} ${lang}`).toEqual([]);
          await page.screenshot({ path: shot(`home-${width}-${lang}`), fullPage: true });
          const shift = await layoutShiftOnReload(page);
          expect(shift.total, `${width} ${lang}: ${shift.moved.join("; ")}`).toBeLessThan(0.01);
          expect(await axeViolations(page), `${width} ${lang}`).toEqual([]);
          expect(problems).toEqual([]);
        } finally {
          await context.close();
        }
      }
    }
  });
});

describe("the settings page", () => {
  it("member.settings-phone-mask: a new phone is saved and shown as (xxx) xxx-xxxx; axe finds nothing at 375 and 1280, in both languages", async () => {
    const session = await signInDemoMember();
    const { page, context, problems } = await openSignedIn(
      "/account/settings",
      viewports.desktop,
      session,
    );
    try {
      const phone = page.getByLabel("Phone", { exact: true });
      await phone.waitFor();
      expect(await phone.inputValue()).toBe("919-555-0142");
      await phone.fill("");
      await phone.pressSequentially("9195550199");
      expect(await phone.inputValue()).toBe("919-555-0199");
      await page.getByRole("button", { name: "Save profile" }).click();
      await expect
        .poll(() => page.getByTestId("profile-result").innerText())
        .toBe("Your profile is saved.");
      expect(await page.getByTestId("profile-phone").innerText()).toBe("(919) 555-0199");
      await page.screenshot({ path: shot("settings-1280-en"), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      // Back to the seed's phone, so other journeys see Ada as the README describes her.
      await phone.fill("919-555-0142");
      await page.getByRole("button", { name: "Save profile" }).click();
      await expect.poll(() => page.getByTestId("profile-phone").innerText()).toBe("(919) 555-0142");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }

    for (const [width, viewport] of [
      ["375", viewports.mobile],
      ["1280", viewports.desktop],
    ] as const) {
      for (const lang of ["en", "es"] as const) {
        if (width === "1280" && lang === "en") continue;
        const path = lang === "es" ? "/account/settings?lang=es" : "/account/settings";
        const opened = await openSignedIn(path, viewport, session);
        try {
          await opened.page.locator("#profile-phone").waitFor();
          expect(await rawKeys(opened.page)).toEqual([]);
          await opened.page.screenshot({ path: shot(`settings-${width}-${lang}`), fullPage: true });
          expect(await axeViolations(opened.page), `${width} ${lang}`).toEqual([]);
          expect(opened.problems).toEqual([]);
        } finally {
          await opened.context.close();
        }
      }
    }
  });

  it("member.delete-account-page: the confirmation dialog keeps focus inside, passes axe, and Escape closes it back to its button", async () => {
    const { page, context, problems } = await openSignedIn("/account/settings", viewports.mobile);
    try {
      const open = page.getByRole("button", { name: "Delete my account" });
      await open.click();
      const dialog = page.getByRole("dialog", { name: "Delete your account?" });
      await dialog.waitFor();
      const password = dialog.getByLabel("Your password");
      await expect.poll(() => password.evaluate((el) => el === document.activeElement)).toBe(true);
      // Tab from the last control comes back to the first: focus stays in the dialog.
      for (let i = 0; i < 4; i += 1) await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
      await page.screenshot({ path: shot("delete-dialog-375-en") });
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect.poll(() => open.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("member.sign-out: Sign out goes home, the header shows Sign In and the old token is refused", async () => {
    const { page, context, problems, member } = await openSignedIn("/account/settings");
    try {
      expect((await membersGetWith(member)).status).toBe(200);
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.waitForURL(`${baseUrl()}/`);
      const account = page.getByTestId("header-account");
      await account.getByRole("link", { name: "Sign In" }).waitFor();
      expect(await account.getByRole("link", { name: /^Hi,/ }).count()).toBe(0);
      await expect.poll(async () => (await membersGetWith(member)).status).toBe(401);
      const stored = await page.evaluate(() => Object.keys(localStorage));
      expect(stored.some((key) => /token|user/i.test(key))).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
