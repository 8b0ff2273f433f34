// Fixtures of the site-frame tests (header, bottom bar, footer, mobile menu): a visitor's
// setup (screen, member or guest, channel, chosen location, order in storage) and the
// checks of what must show and what must not.
import type { Browser, Locator, Page } from "playwright-core";
import { expect } from "vitest";

import type { MemberSession } from "./api.ts";
import { baseUrl, type ViewportName, viewports } from "./browser.ts";
import { screenshots } from "./screenshots.ts";
import { CREATED_NOW, openPage } from "./storage.ts";

export const shot = screenshots("site-frame");

type Host = "default" | "catering";

/** A signed-in member as the store keeps her; the header greets "Hi, Ada". */
export const member = { first_name: "Ada", addresses: [], payments: [] };
export const token = {
  access: { token: "a" },
  ordering: { access: { token: "o" } },
  id: "1",
  provider: "coop",
};
export const restaurant = {
  id: "1",
  name: "Coop Raleigh",
  address: "1234 Glenwood Avenue Suite 5",
  city: "Raleigh",
  state: "NC",
  zip: "27608",
  menu_id: "m1",
  lat: 35.8,
  lng: -78.65,
};

function originOf(host: Host): string {
  if (host === "default") return baseUrl();
  const url = new URL(baseUrl());
  url.hostname = "catering.localhost";
  return url.origin;
}

export type Setup = {
  viewport: ViewportName;
  signedIn: boolean;
  host: Host;
  withLocation: boolean;
  /** An order in local storage: its handoff and line quantities. */
  order?: { handoff: "pickup" | "dispatch"; quantities: number[] };
  cookies?: Record<string, string>;
};

/** The lines of a stored order with these quantities (what the cart badge counts). */
export function orderLines(quantities: number[]) {
  return quantities.map((quantity, i) => ({
    id: `line-${i}`,
    product_id: `p${i}`,
    name: `Item ${i}`,
    quantity,
    cost: { total: 5 },
  }));
}

/**
 * A fresh context whose storage and cookies hold the visitor's state, at `path`, settled. A
 * signed-in setup stores a made-up session, enough for the frame, unless `session` gives a
 * real one: member pages check the session with the server and end one it refuses.
 */
export async function open(browser: Browser, setup: Setup, path = "/", session?: MemberSession) {
  return openPage(browser, path, {
    viewport: viewports[setup.viewport],
    origin: originOf(setup.host),
    cookies: setup.cookies,
    networkIdle: true,
    seed: {
      member: setup.signedIn
        ? session
          ? { user: session.user, tokens: session.tokens }
          : { user: member, tokens: token }
        : null,
      location: setup.withLocation ? restaurant : null,
      order: setup.order
        ? {
            id: "order-1",
            handoff: setup.order.handoff,
            created: CREATED_NOW,
            products: orderLines(setup.order.quantities),
          }
        : null,
    },
  });
}

/** Waits until the app has hydrated and the network is idle. */
export async function settle(page: Page) {
  await page.waitForSelector(".layout[data-hydrated]");
  await page.waitForLoadState("networkidle");
}

export const visible = (locator: Locator) => locator.first().isVisible();

export async function expectShown(locator: Locator, shown: boolean, what: string) {
  if (shown) {
    await locator.first().waitFor({ state: "visible", timeout: 5000 });
  }
  expect(await visible(locator), what).toBe(shown);
}

/** Every setup of the combination tests: screen × channel × visitor × location. */
export const combos: Setup[] = [];
for (const viewport of ["desktop", "mobile"] as const)
  for (const host of ["default", "catering"] as const)
    for (const signedIn of [false, true])
      for (const withLocation of [false, true])
        combos.push({ viewport, host, signedIn, withLocation });

export const nameOf = (s: Setup) =>
  `${s.viewport}-${s.host}-${s.signedIn ? "member" : "guest"}-${s.withLocation ? "location" : "no-location"}`;

/** The visible location labels show the spec's truncation only: CSS must not cut them further. */
export async function expectLabelsUncut(page: Page, what: string) {
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".location-link__text")]
      .filter((el) => el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.textContent} (${el.scrollWidth} > ${el.clientWidth})`),
  );
  expect(cut, what).toEqual([]);
}
