import { afterEach, describe, expect, it, vi } from "vitest";

import { api } from "./api-client.ts";
import { addProductToCartProperties, trackAddProductToCart } from "./engagement.ts";
import { initialClientState } from "./store/state.ts";

const line = (quantity: number) => ({
  id: "l",
  product_id: "p",
  name: "n",
  quantity,
  cost: { total: 1 },
  choices: [],
});

describe("engagement.add-product: engagement event Add_Product_To_Cart", () => {
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

describe("cart.errors-logged: a failed engagement call never disturbs the customer", () => {
  const g = globalThis as { window?: object };
  afterEach(() => {
    delete g.window;
  });

  it("sends the event and handles a failed call: no throw, the rejection is caught", async () => {
    g.window = {};
    // A failed call whose answer records whether anyone handles its rejection.
    const failure = Promise.reject(new Error("network down"));
    let handled = false;
    const answer = {
      then(onFulfilled?: (value: never) => unknown, onRejected?: (reason: unknown) => unknown) {
        if (onRejected) handled = true;
        return failure.then(onFulfilled, onRejected);
      },
      catch(onRejected: (reason: unknown) => unknown) {
        handled = true;
        return failure.catch(onRejected);
      },
    };
    const call = vi.spyOn(api, "call").mockImplementation(() => answer as never);
    try {
      expect(() => trackAddProductToCart("3-Piece Box")).not.toThrow();
      await Promise.resolve();
      expect(call).toHaveBeenCalledWith("brazeUsersTrack", expect.anything());
      expect(handled).toBe(true);
    } finally {
      call.mockRestore();
      failure.catch(() => undefined);
    }
  });
});
