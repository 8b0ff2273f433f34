import { describe, expect, it } from "vitest";

import { MemoryStorage } from "../test-support/memory-storage.ts";
import {
  expiries,
  loadPersistedState,
  parseCreated,
  persistChanges,
  readStoredLocation,
  storageKeys,
} from "./persistence.ts";
import { initialClientState } from "./state.ts";

const NOW = new Date(2026, 10, 21, 12, 0).getTime();
const HOUR = 3_600_000;
const location = {
  id: "7",
  name: "Coop Raleigh",
  address: "1 Main St",
  city: "Raleigh",
  state: "NC",
  zip: "27601",
  menu_id: "m7",
  lat: 35.78,
  lng: -78.64,
};
const order = (created?: string) => ({
  id: "ord_1",
  products: [],
  totals: {},
  discounts: [],
  donations: [],
  ...(created ? { created } : {}),
});
const token = (provider: string) => ({
  access: { token: "a" },
  ordering: { access: { token: "o" } },
  id: "u1",
  provider,
});
const user = { first_name: "Ada" };

function put(storage: Storage, key: string, value: unknown, expiresAt?: number) {
  storage.setItem(key, JSON.stringify(expiresAt === undefined ? { value } : { value, expiresAt }));
}

describe("store.keys-expiries: local storage keys and expiries", () => {
  it("writes location, menu and order under their keys with expiries of 1 day, 1 hour and 1 day", () => {
    const storage = new MemoryStorage();
    const prev = initialClientState();
    const menu = { categories: [] };
    const next = { ...prev, location, menu, order: order("20261121 11:00") };
    persistChanges(storage, prev, next, NOW);
    expect(JSON.parse(storage.getItem(storageKeys.location)!).expiresAt).toBe(
      NOW + expiries.location,
    );
    expect(JSON.parse(storage.getItem(storageKeys.menu)!).expiresAt).toBe(NOW + HOUR);
    expect(JSON.parse(storage.getItem(storageKeys.order)!).expiresAt).toBe(NOW + 24 * HOUR);
    expect(expiries).toEqual({
      location: 24 * HOUR,
      menu: HOUR,
      order: 24 * HOUR,
      cateringCart: 24 * HOUR,
    });
  });

  it("a location expires one day after it was saved", () => {
    const storage = new MemoryStorage();
    put(storage, storageKeys.location, location, NOW + 1);
    expect(readStoredLocation(storage, NOW)?.id).toBe("7");
    expect(readStoredLocation(storage, NOW + 1)).toBeNull();
    expect(storage.getItem(storageKeys.location)).toBeNull();
  });

  it("a menu older than one hour is not used", () => {
    const storage = new MemoryStorage();
    put(storage, storageKeys.menu, { categories: [] }, NOW - 1);
    expect(loadPersistedState(storage, NOW).state.menu).toBeNull();
  });

  it("clearing a value removes its key", () => {
    const storage = new MemoryStorage();
    const withLocation = { ...initialClientState(), location };
    persistChanges(storage, initialClientState(), withLocation, NOW);
    persistChanges(storage, withLocation, { ...withLocation, location: null }, NOW);
    expect(storage.getItem(storageKeys.location)).toBeNull();
  });

  it("store.invalid-entry: a corrupt or foreign entry is dropped instead of breaking the page", () => {
    const storage = new MemoryStorage();
    storage.setItem(storageKeys.location, "{not json");
    put(storage, storageKeys.user, { nope: true });
    const { state } = loadPersistedState(storage, NOW);
    expect(state.location).toBeNull();
    expect(state.user).toBeNull();
    expect(storage.getItem(storageKeys.location)).toBeNull();
    expect(storage.getItem(storageKeys.user)).toBeNull();
  });
});

describe("start-up rules", () => {
  it("store.order-max-age: a stored order older than 48 hours is dropped at start", () => {
    const storage = new MemoryStorage();
    put(storage, storageKeys.order, order("20261119 11:59"), NOW + HOUR);
    const result = loadPersistedState(storage, NOW);
    expect(result.state.order).toBeNull();
    expect(result.dropped).toContain("order-too-old");
    expect(storage.getItem(storageKeys.order)).toBeNull();
  });

  it("store.order-max-age: a stored order of 47 hours is kept", () => {
    const storage = new MemoryStorage();
    put(storage, storageKeys.order, order("20261119 13:00"), NOW + HOUR);
    expect(loadPersistedState(storage, NOW).state.order?.id).toBe("ord_1");
  });

  it("store.order-max-age: a stored order without created is dropped at start", () => {
    const storage = new MemoryStorage();
    put(storage, storageKeys.order, order(), NOW + HOUR);
    const result = loadPersistedState(storage, NOW);
    expect(result.state.order).toBeNull();
    expect(result.dropped).toContain("order-without-created");
  });

  it("token.provider: a token whose provider is not Coop's own signs the visitor out and abandons the order", () => {
    const storage = new MemoryStorage();
    put(storage, storageKeys.token, token("legacy-vendor"));
    put(storage, storageKeys.user, user);
    put(storage, storageKeys.order, order("20261121 11:00"), NOW + HOUR);
    const result = loadPersistedState(storage, NOW);
    expect(result.state.user).toBeNull();
    expect(result.state.token).toBeNull();
    expect(result.state.order).toBeNull();
    expect(result.orderToAbandon?.id).toBe("ord_1");
    expect(result.dropped).toContain("foreign-token");
    expect(storage.getItem(storageKeys.token)).toBeNull();
    expect(storage.getItem(storageKeys.user)).toBeNull();
  });

  it("token.provider: Coop's own token keeps the member signed in", () => {
    const storage = new MemoryStorage();
    put(storage, storageKeys.token, token("coop"));
    put(storage, storageKeys.user, user);
    const { state } = loadPersistedState(storage, NOW);
    expect(state.user?.first_name).toBe("Ada");
    expect(state.token?.ordering.access.token).toBe("o");
  });
});

describe("order.created-format: order created (YYYYMMDD HH:mm)", () => {
  it("parses a valid date and refuses a malformed or impossible one", () => {
    expect(parseCreated("20261121 09:05")?.getTime()).toBe(new Date(2026, 10, 21, 9, 5).getTime());
    expect(parseCreated("2026-11-21 09:05")).toBeNull();
    expect(parseCreated("20260231 09:05")).toBeNull();
  });
});

describe("catering-order.pending-cart: the catering cart kept before a restaurant is chosen", () => {
  const cart = {
    lines: [
      {
        id: "l1",
        sku: "CAT-TT24",
        name: "Small Tender Tray",
        quantity: 2,
        cost: 54.99,
        choices: [{ group: "Spice level", option: "Spicy", cost: 0 }],
      },
    ],
  };

  it("catering-order.pending-cart: is written under cateringCart for one day and read back", () => {
    const storage = new MemoryStorage();
    const prev = initialClientState();
    persistChanges(storage, prev, { ...prev, cateringCart: cart }, NOW);
    expect(JSON.parse(storage.getItem(storageKeys.cateringCart)!).expiresAt).toBe(NOW + 24 * HOUR);
    expect(loadPersistedState(storage, NOW + 23 * HOUR).state.cateringCart).toEqual(cart);
  });

  it("catering-order.pending-cart: is gone after a day, and a malformed one is dropped", () => {
    const storage = new MemoryStorage();
    put(storage, storageKeys.cateringCart, cart, NOW + 24 * HOUR);
    expect(loadPersistedState(storage, NOW + 24 * HOUR).state.cateringCart).toBeNull();
    expect(storage.getItem(storageKeys.cateringCart)).toBeNull();
    put(storage, storageKeys.cateringCart, { lines: [{ sku: "CAT-TT24" }] }, NOW + HOUR);
    expect(loadPersistedState(storage, NOW).state.cateringCart).toBeNull();
    expect(storage.getItem(storageKeys.cateringCart)).toBeNull();
  });

  it("catering-order.pending-cart: an emptied cart removes the entry", () => {
    const storage = new MemoryStorage();
    const prev = { ...initialClientState(), cateringCart: cart };
    put(storage, storageKeys.cateringCart, cart, NOW + HOUR);
    persistChanges(storage, prev, { ...prev, cateringCart: null }, NOW);
    expect(storage.getItem(storageKeys.cateringCart)).toBeNull();
  });
});
