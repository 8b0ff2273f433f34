import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";

import type { PageLoadContext } from "@coop/contract/load-context";
import type { MenuResponse } from "@coop/contract/menus";

import { pageContext } from "../../lib/page-context.ts";
import { loader as homeLoader } from "../../routes/home.tsx";
import { loadCateringHome } from "./load-catering.ts";

const menu: MenuResponse = {
  id: "catering",
  base_menu: "catering",
  kind: "catering",
  name: "Coop Chicken Catering",
  location_id: null,
  timezone: "America/New_York",
  categories: [
    {
      id: 101,
      name: "Chicken Packs",
      description: "",
      products: [
        {
          id: 5101,
          sku: "CAT-24PC",
          name: "24-Piece Chicken Pack",
          description: "",
          cost: 72.99,
          basecalories: 0,
          maxcalories: 0,
          allergens: [],
          images: [],
          availability: { now: true, sold_out: false, windows: [] },
          max_quantity: 10,
          has_options: true,
          serves: 12,
        },
      ],
    },
  ],
};

function contextOf(options: {
  menu?: () => Promise<MenuResponse | null>;
  locations?: () => Promise<Response>;
  asked?: string[];
}) {
  const value: PageLoadContext = {
    menus: {
      get: async (id) => {
        options.asked?.push(id);
        return (options.menu ?? (async () => menu))();
      },
    },
    offers: { publicOffers: async () => [] },
    content: {
      story: async () => null,
      stories: async () => ({ stories: [], total: 0 }),
      global: async () => null,
    },
    mapTiles: { url: "", attribution: "" },
    auth: { sso: { enabled: false, label: null }, botCheck: null },
    api: {
      fetch: () => (options.locations ?? (() => Promise.reject(new Error("no API"))))(),
    },
    cspNonce: undefined,
  };
  return new RouterContextProvider(new Map([[pageContext, value]]));
}

const locationsAnswer = (leadTimes: (number | undefined)[]) =>
  Promise.resolve(
    Response.json({
      count: leadTimes.length,
      locations: leadTimes.map((m) => (m === undefined ? {} : { catering_lead_time_minutes: m })),
    }),
  );

describe("loadCateringHome", () => {
  it("catering-home.page: the base catering menu's packs and the restaurants' smallest lead time", async () => {
    const asked: string[] = [];
    const data = await loadCateringHome(
      contextOf({ asked, locations: () => locationsAnswer([240, 180, undefined]) }),
    );
    expect(asked).toEqual(["catering"]);
    expect(data.groups?.[0]?.packs[0]).toMatchObject({ sku: "CAT-24PC", perPersonCents: 608 });
    expect(data.leadTime).toEqual({ minutes: 180, someNeedMore: true });
  });

  it("catering-home.lead-time: restaurants that cannot be read give no lead time, the packs still show", async () => {
    const data = await loadCateringHome(contextOf({}));
    expect(data.leadTime).toBeNull();
    expect(data.groups).toHaveLength(1);
  });

  it("catering-home.page: a menu that cannot be read gives no packs (the page says so), not a failed page", async () => {
    const failing = await loadCateringHome(
      contextOf({ menu: () => Promise.reject(new Error("down")) }),
    );
    expect(failing.groups).toBeNull();
    const missing = await loadCateringHome(contextOf({ menu: async () => null }));
    expect(missing.groups).toBeNull();
  });

  it("catering-home.page: / on the catering host loads the catering home, on the consumer host the home story", async () => {
    const args = (url: string) => ({
      request: new Request(url),
      url: new URL(url),
      pattern: "",
      params: {},
      context: contextOf({}),
    });
    const catering = await homeLoader(args("https://catering.coop.example/"));
    expect(catering.data.catering?.groups?.[0]?.name).toBe("Chicken Packs");
    expect(catering.data.page).toBeNull();
    const consumer = await homeLoader(args("https://coop.example/"));
    expect(consumer.data.catering).toBeNull();
  });
});
