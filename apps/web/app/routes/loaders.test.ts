import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";

import type { PageLoadContext } from "@coop/contract/load-context";
import type { MenuResponse } from "@coop/contract/menus";

import { pageContext } from "../lib/page-context.ts";
import { loader as locationsLoader } from "./locations.tsx";
import { loader as menuLoader } from "./menu.tsx";
import { loader as nutritionLoader } from "./menu-nutrition.tsx";
import { loader as offersLoader } from "./offers.tsx";

// The public pages' loaders read the server's data from the page context the server hands
// every request (see @coop/contract/load-context); here a fake context stands in for it.

const menuOf = (id: string): MenuResponse => ({
  id,
  base_menu: id,
  kind: id === "catering" ? "catering" : "default",
  name: `Menu ${id}`,
  location_id: null,
  timezone: "America/New_York",
  categories: [],
});

function fakeContext(page: Partial<PageLoadContext> = {}) {
  const get = vi.fn(async (menuId: string) => (menuId === "nope" ? null : menuOf(menuId)));
  const value: PageLoadContext = {
    menus: { get },
    offers: { publicOffers: async () => [] },
    content: {
      story: async () => null,
      stories: async () => ({ stories: [], total: 0 }),
      global: async () => null,
    },
    mapTiles: { url: "", attribution: "" },
    auth: { sso: { enabled: false, label: null }, botCheck: null },
    api: { fetch: () => Promise.reject(new Error("no API in this test")) },
    cspNonce: undefined,
    ...page,
  };
  return { get, context: new RouterContextProvider(new Map([[pageContext, value]])) };
}

function argsOf(url: string, context: RouterContextProvider, params: Record<string, string> = {}) {
  return { request: new Request(url), url: new URL(url), pattern: "", params, context };
}

/** What a loader threw: React Router's `data(…, { status })`. */
async function thrownStatus(promise: Promise<unknown>): Promise<number | undefined> {
  const thrown: unknown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  return (thrown as { init?: { status?: number } } | undefined)?.init?.status;
}

describe("public menu loaders", () => {
  it("/menu shows the default menu, and the catering menu on the catering site", async () => {
    const { get, context } = fakeContext();
    expect(await menuLoader(argsOf("http://localhost/menu", context))).toEqual({
      menu: menuOf("default"),
    });
    expect(await menuLoader(argsOf("http://catering.localhost/menu", context))).toEqual({
      menu: menuOf("catering"),
    });
    expect(get.mock.calls).toEqual([["default"], ["catering"]]);
  });

  it("/menu/{mid} shows the menu of that id", async () => {
    const { get, context } = fakeContext();
    const data = await menuLoader(argsOf("http://localhost/menu/m101", context, { mid: "m101" }));
    expect(data.menu.id).toBe("m101");
    expect(get).toHaveBeenCalledWith("m101");
  });

  it("a menu the server does not know is a 404; a failure to load one is a 500", async () => {
    const { context } = fakeContext();
    expect(
      await thrownStatus(
        menuLoader(argsOf("http://localhost/menu/nope", context, { mid: "nope" })),
      ),
    ).toBe(404);
    const failing = fakeContext({
      menus: { get: () => Promise.reject(new Error("the database is down")) },
    });
    expect(await thrownStatus(menuLoader(argsOf("http://localhost/menu", failing.context)))).toBe(
      500,
    );
    expect(
      await thrownStatus(
        nutritionLoader(argsOf("http://localhost/menu/nutrition", failing.context)),
      ),
    ).toBe(500);
  });

  it("/menu/nutrition lists the channel's menu", async () => {
    const { get, context } = fakeContext();
    expect(await nutritionLoader(argsOf("http://localhost/menu/nutrition", context))).toEqual({
      menu: menuOf("default"),
    });
    await nutritionLoader(argsOf("http://catering.localhost/menu/nutrition", context));
    expect(get.mock.calls).toEqual([["default"], ["catering"]]);
  });
});

describe("find a restaurant loader", () => {
  it("hands the map the server's tile settings when they are a tile template, else none", () => {
    const tiles = {
      url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      attribution: "© OpenStreetMap contributors",
    };
    const { context } = fakeContext({ mapTiles: tiles });
    expect(locationsLoader(argsOf("http://localhost/locations", context))).toEqual({
      mapTiles: tiles,
    });
    const off = fakeContext({ mapTiles: { url: "javascript:{z}{x}{y}", attribution: "x" } });
    expect(locationsLoader(argsOf("http://localhost/locations", off.context))).toEqual({
      mapTiles: { url: "", attribution: "" },
    });
  });
});

describe("offers loader", () => {
  it("offers.public: hands the page the public offers the server reads, so they render on the server", async () => {
    const offer = {
      id: "coop10",
      label: "10% off your order",
      cred: "COOP10",
      description: "Ten percent off.",
      image: null,
      expires: null,
      channel: "default" as const,
    };
    const { context } = fakeContext({ offers: { publicOffers: async () => [offer] } });
    expect(await offersLoader(argsOf("http://localhost/offers", context))).toEqual({
      offers: [offer],
    });
  });
});
