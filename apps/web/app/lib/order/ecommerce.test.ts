import { afterEach, describe, expect, it } from "vitest";

import { track } from "../analytics.ts";
import { ecommercePayload, lineItem } from "./ecommerce.ts";

const box = { item_id: "3PC-BOX", item_name: "3-Piece Box", price: 9.99, quantity: 2 };
const tea = { item_id: "TEA-L", item_name: "Large Sweet Tea", price: 2.49, quantity: 1 };
const restaurant = { id: "1042", name: "Raleigh – Glenwood Ave" };

describe("tracking.cart-events, tracking.begin-checkout: the payload of view_cart, add_to_cart, remove_from_cart and begin_checkout", () => {
  it("carries affiliation = the channel, the location's name and code, currency USD, the value and the items", () => {
    expect(ecommercePayload([box, tea], "catering", restaurant)).toEqual({
      affiliation: "catering",
      location_name: "Raleigh – Glenwood Ave",
      location_code: "1042",
      ecommerce: {
        currency: "USD",
        value: 22.47,
        items: [
          { ...box, affiliation: "catering" },
          { ...tea, affiliation: "catering" },
        ],
      },
    });
  });

  it("the value is the sum of price × quantity to the cent, without floating-point residue", () => {
    const items = [
      { item_id: "a", item_name: "A", price: 0.1, quantity: 1 },
      { item_id: "b", item_name: "B", price: 0.2, quantity: 1 },
    ];
    expect((ecommercePayload(items, "default", null).ecommerce as { value: number }).value).toBe(
      0.3,
    );
  });

  it("an empty cart is value 0 with no items; no restaurant chosen gives a null name and code", () => {
    expect(ecommercePayload([], "default", null)).toEqual({
      affiliation: "default",
      location_name: null,
      location_code: null,
      ecommerce: { currency: "USD", value: 0, items: [] },
    });
  });

  it("a cart line becomes an item with its sku (else its product id), name, unit price and quantity", () => {
    expect(
      lineItem({
        sku: "8PC",
        product_id: "p8",
        name: "8-Piece Pack",
        quantity: 3,
        cost: { total: 60, unit: 20 },
      }),
    ).toEqual({ item_id: "8PC", item_name: "8-Piece Pack", price: 20, quantity: 3 });
    expect(
      lineItem({ product_id: "p2", name: "Biscuit", quantity: 3, cost: { total: 4.5 } }),
    ).toEqual({ item_id: "p2", item_name: "Biscuit", price: 1.5, quantity: 3 });
  });
});

describe("tracking.no-personal-data: the cart events' own fields pass the guard untouched", () => {
  const g = globalThis as { window?: { dataLayer?: unknown[] } };
  afterEach(() => {
    delete g.window;
  });

  it("add_to_cart reaches the data layer whole (names and codes with digits are not mistaken for card numbers)", () => {
    g.window = {};
    const items = [
      { item_id: "1234567890123", item_name: "12-Piece Family Meal", price: 39.99, quantity: 1 },
    ];
    const payload = ecommercePayload(items, "default", restaurant);
    track("add_to_cart", payload);
    expect(g.window.dataLayer).toEqual([{ event: "add_to_cart", ...payload }]);
  });
});
