import { afterEach, describe, expect, it } from "vitest";

import { track } from "./analytics.ts";

type Global = { window?: { dataLayer?: unknown[] } };
const g = globalThis as Global;

describe("tracking.data-layer: events go to window.dataLayer", () => {
  afterEach(() => {
    delete g.window;
  });

  it("pushes { event, ...payload }, creating the layer when missing", () => {
    g.window = {};
    track("select_location", { affiliation: "default", location_name: "A", location_code: "1" });
    expect(g.window.dataLayer).toEqual([
      { event: "select_location", affiliation: "default", location_name: "A", location_code: "1" },
    ]);
  });

  it("does nothing on the server (no window)", () => {
    expect(() => track("view_cart")).not.toThrow();
  });

  it("a payload cannot rename the event", () => {
    g.window = {};
    track("view_cart", { event: "purchase" });
    expect(g.window.dataLayer).toEqual([{ event: "view_cart" }]);
  });
});

describe("tracking.no-personal-data: the data layer never gets personal data", () => {
  afterEach(() => {
    delete g.window;
  });

  it("drops email, password, card number and security code keys, and strings that hold an email address or a card number", () => {
    g.window = {};
    track("purchase", {
      affiliation: "default",
      email: "ada@coop.example",
      password: "Tall ships of 1906",
      card_number: "4111 1111 1111 1111",
      cvv: "123",
      customer: "ada@coop.example",
      ecommerce: {
        currency: "USD",
        value: 14.27,
        coupon: "5555-5555-5555-4444",
        items: [{ item_id: "s1", item_name: "3-Piece Box", price: 9.99, quantity: 1 }],
      },
    });
    expect(g.window.dataLayer).toEqual([
      {
        event: "purchase",
        affiliation: "default",
        ecommerce: {
          currency: "USD",
          value: 14.27,
          items: [{ item_id: "s1", item_name: "3-Piece Box", price: 9.99, quantity: 1 }],
        },
      },
    ]);
  });
});
