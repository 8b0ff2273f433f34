// What a visitor's browser already holds when a test opens a page: local-storage entries
// in the client store's format (apps/web/app/lib/store/persistence.ts) and cookies.
import type { Browser, BrowserContext } from "playwright-core";

import type { StoredLocation, WalletOffer } from "@coop/contract/entities";

import { storageKeys } from "../../apps/web/app/lib/store/persistence.ts";
import { baseUrl, viewports, waitHydrated, type WatchedPage, watchedPage } from "./browser.ts";

/** Written for `created` of a seeded order: replaced by the browser's "YYYYMMDD HH:mm" of now. */
export const CREATED_NOW = "<now>";

/** A restaurant as the app stores it (Downtown Raleigh of the demo data, menu m101). */
export const downtownRaleigh: StoredLocation = {
  id: "101",
  name: "Downtown Raleigh",
  address: "219 Fayetteville St",
  city: "Raleigh",
  state: "NC",
  zip: "27601",
  menu_id: "m101",
  lat: 35.7772,
  lng: -78.6385,
};

/** Restaurant 102 of the demo data (North Hills, menu m102) as the app stores it. */
export const northHills: StoredLocation = {
  id: "102",
  name: "North Hills",
  address: "4209 Lassiter Mill Rd",
  city: "Raleigh",
  state: "NC",
  zip: "27609",
  menu_id: "m102",
  lat: 35.84,
  lng: -78.64,
};

type StorageSeed = {
  /** The chosen restaurant (kept for a day, like the app keeps it). */
  location?: Record<string, unknown> | null;
  /** The stored order (kept for a day); a `created` of CREATED_NOW becomes the current minute. */
  order?: Record<string, unknown> | null;
  /** A signed-in member: the user and tokens entries (no expiry, like the app writes them). */
  member?: { user: unknown; tokens: unknown } | null;
  /** Sets `location-confirmed=true` from the first page's script, so the confirm dialog stays shut. */
  locationConfirmed?: boolean;
  /** A wallet offer chosen elsewhere and not applied yet (the app state's `offerToApply`). */
  pendingOffer?: WalletOffer | null;
};

/**
 * Writes the seed into local storage before any page script runs, on the first load of the
 * context only: later loads keep what the app stored since.
 */
export async function seedStorage(context: BrowserContext, seed: StorageSeed): Promise<void> {
  await context.addInitScript(
    ({ keys, seed, createdNow }) => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      const day = Date.now() + 86_400_000;
      if (seed.location) {
        localStorage.setItem(
          keys.location,
          JSON.stringify({ value: seed.location, expiresAt: day }),
        );
      }
      if (seed.order) {
        let order = seed.order;
        if (order.created === createdNow) {
          // "YYYYMMDD HH:mm" of now, local time (the stored order's `created`).
          const d = new Date();
          const p = (n: number) => String(n).padStart(2, "0");
          const created = `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
          order = { ...order, created };
        }
        localStorage.setItem(keys.order, JSON.stringify({ value: order, expiresAt: day }));
      }
      if (seed.member) {
        localStorage.setItem(keys.user, JSON.stringify({ value: seed.member.user }));
        localStorage.setItem(keys.token, JSON.stringify({ value: seed.member.tokens }));
      }
      if (seed.pendingOffer) {
        localStorage.setItem(
          keys.appState,
          JSON.stringify({ value: { offerToApply: seed.pendingOffer } }),
        );
      }
      if (seed.locationConfirmed) document.cookie = "location-confirmed=true; path=/";
    },
    {
      keys: {
        location: storageKeys.location,
        order: storageKeys.order,
        user: storageKeys.user,
        token: storageKeys.token,
        appState: storageKeys.appState,
      },
      seed: {
        location: seed.location ?? null,
        order: seed.order ?? null,
        member: seed.member ?? null,
        locationConfirmed: seed.locationConfirmed ?? false,
        pendingOffer: seed.pendingOffer ?? null,
      },
      createdNow: CREATED_NOW,
    },
  );
}

type OpenOptions = {
  viewport?: { width: number; height: number };
  /** The origin to open (another host, another server); the shared e2e server by default. */
  origin?: string;
  seed?: StorageSeed;
  /** Cookies the first request already carries. */
  cookies?: Record<string, string>;
  /** Also wait until the network is idle after hydration. */
  networkIdle?: boolean;
};

/**
 * A watched page (console errors, page errors and CSP violations recorded) in a fresh
 * context holding the seed, at `path`, once the app has hydrated.
 */
export async function openPage(
  browser: Browser,
  path: string,
  options: OpenOptions = {},
): Promise<WatchedPage & { origin: string }> {
  const origin = options.origin ?? baseUrl();
  const watched = await watchedPage(browser, options.viewport ?? viewports.desktop);
  if (options.cookies) {
    await watched.context.addCookies(
      Object.entries(options.cookies).map(([name, value]) => ({ name, value, url: origin })),
    );
  }
  if (options.seed) await seedStorage(watched.context, options.seed);
  await watched.page.goto(`${origin}${path}`);
  await waitHydrated(watched.page);
  if (options.networkIdle) await watched.page.waitForLoadState("networkidle");
  return { ...watched, origin };
}
