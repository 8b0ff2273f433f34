import {
  authTokenSchema,
  OWN_TOKEN_PROVIDER,
  type StoredLocation,
  storedLocationSchema,
  storedMenuSchema,
  type StoredOrder,
  storedOrderSchema,
  storedUserSchema,
  walletOfferSchema,
} from "@coop/contract/entities";
import {
  array,
  boolean,
  nullable,
  object,
  oneOf,
  optional,
  type Shape,
  string,
} from "@coop/contract/shape";

import { type PendingCart, pendingCartShape } from "../order/catering-cart-rules.ts";
import type { ClientState } from "./state.ts";

export type { StoredLocation } from "@coop/contract/entities";

/** The local-storage keys (`store.keys-expiries`). */
export const storageKeys = {
  appState: "appState",
  location: "location",
  menu: "menu",
  order: "order",
  cateringCart: "cateringCart",
  user: "user",
  walletOffers: "walletOffers",
  token: "token",
  expandedMarkets: "expandedMarkets",
} as const;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * `store.keys-expiries`: location 1 day, menu 1 hour, order 1 day; the catering cart kept
 * before a restaurant is chosen 1 day like the order (`catering-order.pending-cart`).
 */
export const expiries = { location: DAY, menu: HOUR, order: DAY, cateringCart: DAY } as const;
/** `store.order-max-age`: a stored order older than 48 hours (by `created`) is dropped at start. */
export const ORDER_MAX_AGE_MS = 48 * HOUR;

/** What is written under each key: the value, and when it stops being valid. */
type Entry = { value: unknown; expiresAt?: number };

function readEntry<T>(storage: Storage, key: string, schema: Shape<T>, now: number): T | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, quota, policy)
  }
  if (raw === null) return null;
  let entry: Entry;
  try {
    entry = JSON.parse(raw) as Entry;
  } catch {
    remove(storage, key);
    return null;
  }
  if (typeof entry !== "object" || entry === null || !("value" in entry)) {
    remove(storage, key);
    return null;
  }
  if (typeof entry.expiresAt === "number" && entry.expiresAt <= now) {
    remove(storage, key);
    return null;
  }
  const parsed = schema.safeParse(entry.value);
  if (!parsed.success) {
    // Written by an older release or edited by hand: drop it rather than break the page.
    remove(storage, key);
    return null;
  }
  return parsed.data;
}

function writeEntry(
  storage: Storage,
  key: string,
  value: unknown,
  ttl: number | undefined,
  now: number,
): void {
  try {
    if (value === null || value === undefined) storage.removeItem(key);
    else
      storage.setItem(
        key,
        JSON.stringify(ttl === undefined ? { value } : { value, expiresAt: now + ttl }),
      );
  } catch {
    // Quota exceeded or storage disabled: the state still works for this page view.
  }
}

function remove(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // ignore
  }
}

/** The chosen restaurant, or null when none is stored or it has expired (1 day). */
export function readStoredLocation(
  storage: Storage = window.localStorage,
  now = Date.now(),
): StoredLocation | null {
  return readEntry(storage, storageKeys.location, storedLocationSchema, now);
}

/** "YYYYMMDD HH:mm" (the order's `created`) as a local time; null when malformed. */
export function parseCreated(created: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2}) (\d{2}):(\d{2})$/.exec(created);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  return date.getMonth() === mo - 1 && date.getDate() === d ? date : null;
}

/** `store.order-max-age`: a stored order without `created` or over 48 hours old is unusable. */
export function isStoredOrderUsable(order: StoredOrder, now: number): boolean {
  if (!order.created) return false;
  const created = parseCreated(order.created);
  return created !== null && now - created.getTime() <= ORDER_MAX_AGE_MS;
}

// `store.invalid-entry`: checked with shape.ts like the stored-state shapes it uses (no zod in
// the browser: docs/decisions/016-no-zod-in-the-browser.md).
const appStateSchema = object({
  deviceId: optional(nullable(string())),
  handoffToggle: optional(oneOf(["pickup", "delivery"])),
  redirect: optional(nullable(string())),
  guestUser: optional(boolean()),
  createAccount: optional(boolean()),
  offerToApply: optional(nullable(walletOfferSchema)),
  deliveryAddress: optional(
    nullable(
      object({
        address: string(),
        apt: optional(string()),
        city: string(),
        state: string(),
        zip: string(),
        id: optional(string()),
      }),
    ),
  ),
  catering: optional(object({ showConfigOrder: boolean(), minimumTimeOrder: boolean() })),
});

/** The slice of the state kept under the appState key. */
const appStateFields = [
  "deviceId",
  "handoffToggle",
  "redirect",
  "guestUser",
  "createAccount",
  "offerToApply",
  "deliveryAddress",
  "catering",
] as const;

export type LoadResult = {
  state: Partial<ClientState>;
  /** What the start-up rules discarded, for the log: "order-too-old", "foreign-token"… */
  dropped: string[];
  /** The order that a foreign-provider sign-out should abandon on the server. */
  orderToAbandon: StoredOrder | null;
};

/**
 * Reads the persisted state and applies the start-up rules: expired entries are dropped
 * (`store.keys-expiries`); an order older than 48 hours or without `created` is dropped
 * (`store.order-max-age`); a token from another provider than Coop's own signs the visitor
 * out, user and token cleared and the order abandoned (`token.provider`).
 */
export function loadPersistedState(storage: Storage, now = Date.now()): LoadResult {
  const dropped: string[] = [];
  const state: Partial<ClientState> = {};
  let orderToAbandon: StoredOrder | null = null;

  const app = readEntry(storage, storageKeys.appState, appStateSchema, now);
  if (app) {
    for (const field of appStateFields) {
      if (app[field] !== undefined) Object.assign(state, { [field]: app[field] });
    }
  }
  state.location = readStoredLocation(storage, now);
  state.menu = readEntry(storage, storageKeys.menu, storedMenuSchema, now);
  state.walletOffers =
    readEntry(storage, storageKeys.walletOffers, array(walletOfferSchema), now) ?? [];

  let order = readEntry(storage, storageKeys.order, storedOrderSchema, now);
  if (order && !isStoredOrderUsable(order, now)) {
    dropped.push(order.created ? "order-too-old" : "order-without-created");
    remove(storage, storageKeys.order);
    order = null;
  }
  state.order = order;
  const cateringCart = readEntry(storage, storageKeys.cateringCart, pendingCartShape, now);
  state.cateringCart =
    cateringCart && cateringCart.lines.length > 0 ? (cateringCart as PendingCart) : null;

  let token = readEntry(storage, storageKeys.token, authTokenSchema, now);
  let user = readEntry(storage, storageKeys.user, storedUserSchema, now);
  if (token && token.provider !== OWN_TOKEN_PROVIDER) {
    dropped.push("foreign-token");
    remove(storage, storageKeys.token);
    remove(storage, storageKeys.user);
    orderToAbandon = state.order;
    remove(storage, storageKeys.order);
    state.order = null;
    token = null;
    user = null;
  }
  state.token = token;
  state.user = user;
  return { state, dropped, orderToAbandon };
}

/** Writes the slices that changed between two states (identity comparison). */
export function persistChanges(
  storage: Storage,
  prev: ClientState,
  next: ClientState,
  now = Date.now(),
): void {
  if (prev.location !== next.location)
    writeEntry(storage, storageKeys.location, next.location, expiries.location, now);
  if (prev.menu !== next.menu) writeEntry(storage, storageKeys.menu, next.menu, expiries.menu, now);
  if (prev.order !== next.order)
    writeEntry(storage, storageKeys.order, next.order, expiries.order, now);
  if (prev.cateringCart !== next.cateringCart) {
    writeEntry(storage, storageKeys.cateringCart, next.cateringCart, expiries.cateringCart, now);
  }
  if (prev.user !== next.user) writeEntry(storage, storageKeys.user, next.user, undefined, now);
  if (prev.token !== next.token) writeEntry(storage, storageKeys.token, next.token, undefined, now);
  if (prev.walletOffers !== next.walletOffers) {
    writeEntry(
      storage,
      storageKeys.walletOffers,
      next.walletOffers.length > 0 ? next.walletOffers : null,
      undefined,
      now,
    );
  }
  if (appStateFields.some((field) => prev[field] !== next[field])) {
    const slice = Object.fromEntries(appStateFields.map((field) => [field, next[field]]));
    writeEntry(storage, storageKeys.appState, slice, undefined, now);
  }
}
