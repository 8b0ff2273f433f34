import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { MemoryStorage } from "../test-support/memory-storage.ts";
import { clientStore, createClientStore, syncedKeys, useClientState } from "./client-store.ts";
import { storageKeys } from "./persistence.ts";
import { cartQuantity, initialClientState, isSignedIn } from "./state.ts";
import { routeChangeUpdate } from "./use-client-lifecycle.ts";

describe("client store", () => {
  it("store.defaults: language en-US, client web, default channel, catering minimum time order true", () => {
    const state = initialClientState();
    expect(state.language).toBe("en-US");
    expect(state.client).toBe("web");
    expect(state.channel).toBe("default");
    expect(state.catering.minimumTimeOrder).toBe(true);
    expect(state.errors).toEqual([]);
    expect(state.showCart).toBe(false);
  });

  it("store.after-hydration: hydrates from local storage, gives the device an id, and persists later changes", () => {
    const storage = new MemoryStorage();
    storage.setItem(storageKeys.user, JSON.stringify({ value: { first_name: "Ada" } }));
    const store = createClientStore();
    store.hydrate(storage);
    expect(store.getState().hydrated).toBe(true);
    expect(store.getState().user?.first_name).toBe("Ada");
    const deviceId = store.getState().deviceId;
    expect(deviceId).toMatch(/.{8,}/);
    expect(JSON.parse(storage.getItem(storageKeys.appState)!).value.deviceId).toBe(deviceId);
    store.setState({ redirect: "/order" });
    expect(JSON.parse(storage.getItem(storageKeys.appState)!).value.redirect).toBe("/order");
  });

  it("store.tabs: notifies subscribers only when something changed", () => {
    const store = createClientStore();
    let calls = 0;
    store.subscribe(() => calls++);
    store.setState({ showCart: false });
    expect(calls).toBe(0);
    store.setState({ showCart: true });
    expect(calls).toBe(1);
  });

  it("store.after-hydration: renders the signed-out defaults on the server even when the browser store is hydrated", () => {
    clientStore.setState({ user: { first_name: "Ada", addresses: [], payments: [] } });
    function Greeting() {
      return createElement(
        "p",
        null,
        useClientState((s) => s.user?.first_name ?? "guest"),
      );
    }
    expect(renderToString(createElement(Greeting))).toBe("<p>guest</p>");
    clientStore.setState({ user: null });
  });

  it("store.tabs: a change made in another tab is read back, so two tabs agree", () => {
    const storage = new MemoryStorage();
    const thisTab = createClientStore();
    const otherTab = createClientStore();
    thisTab.hydrate(storage);
    otherTab.hydrate(storage);
    otherTab.setState({
      handoffToggle: "delivery",
      user: { first_name: "Ada", addresses: [], payments: [] },
    });
    expect(thisTab.getState().handoffToggle).toBe("pickup");
    // What the storage event does: every stored key is watched, and the store re-reads.
    for (const key of Object.values(storageKeys)) expect(syncedKeys).toContain(key);
    thisTab.hydrate(storage);
    expect(thisTab.getState().handoffToggle).toBe("delivery");
    expect(thisTab.getState().user?.first_name).toBe("Ada");
  });

  it("member.redirect-after-sign-in (store part): the page to return to is kept across a reload", () => {
    const storage = new MemoryStorage();
    const before = createClientStore();
    before.hydrate(storage);
    before.setState({ redirect: "/order/checkout" });
    const afterReload = createClientStore();
    expect(afterReload.getState().redirect).toBeNull();
    afterReload.hydrate(storage);
    expect(afterReload.getState().redirect).toBe("/order/checkout");
  });

  it("frame.route-change: a route change closes the cart and the mobile menu and clears the errors", () => {
    expect(routeChangeUpdate).toEqual({ showCart: false, showMobileMenu: false, errors: [] });
  });
});

describe("state helpers", () => {
  it("store.signed-in: signed in means a member and a token", () => {
    const token = {
      access: { token: "a" },
      ordering: { access: { token: "o" } },
      id: "1",
      provider: "coop",
    };
    expect(isSignedIn({ user: null, token: null })).toBe(false);
    expect(
      isSignedIn({ user: { first_name: "A", addresses: [], payments: [] }, token: null }),
    ).toBe(false);
    expect(isSignedIn({ user: { first_name: "A", addresses: [], payments: [] }, token })).toBe(
      true,
    );
  });

  it("frame.cart-badge: the cart quantity is the sum of the line quantities", () => {
    const line = (quantity: number) => ({
      id: "l",
      product_id: "p",
      name: "n",
      quantity,
      cost: { total: 1 },
      choices: [],
    });
    const base = initialClientState();
    expect(cartQuantity(base)).toBe(0);
    expect(
      cartQuantity({
        order: { id: "o", products: [line(2), line(3)], totals: {}, discounts: [], donations: [] },
      }),
    ).toBe(5);
  });
});
