import { describe, expect, it } from "vitest";

import { addProductToCartProperties } from "./engagement.ts";
import { initialClientState } from "./store/state.ts";

const line = (quantity: number) => ({
  id: "l",
  product_id: "p",
  name: "n",
  quantity,
  cost: { total: 1 },
  choices: [],
});

describe("§7 engagement event Add_Product_To_Cart", () => {
  it("carries the product, the cart items and cost, and channel Mealtime on the default channel", () => {
    const state = initialClientState({
      order: {
        id: "o",
        products: [line(2), line(1)],
        totals: { total: 14.27 },
        discounts: [],
        donations: [],
      },
    });
    expect(addProductToCartProperties("3-Piece Box", state)).toEqual({
      product: "3-Piece Box",
      cart_items: 3,
      cart_cost: 14.27,
      channel: "Mealtime",
    });
  });

  it("says Catering on the catering channel", () => {
    expect(
      addProductToCartProperties("8-Piece Pack", initialClientState({ channel: "catering" }))
        .channel,
    ).toBe("Catering");
  });
});
