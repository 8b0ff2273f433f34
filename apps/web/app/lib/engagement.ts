import { ADD_PRODUCT_TO_CART } from "@coop/contract/constants";

import { api } from "./api-client.ts";
import { clientStore } from "./store/client-store.ts";
import { cartQuantity } from "./store/state.ts";

/**
 * Customer-engagement events (`engagement.add-product`: sent to the marketing proxy's
 * users/track). Fire and forget: a failure never disturbs the customer (`cart.errors-logged`).
 */
function trackEngagement(name: string, properties: Record<string, unknown>): void {
  if (typeof window === "undefined") return;
  const externalId = clientStore.getState().token?.id;
  void api
    .call("brazeUsersTrack", {
      body: {
        events: [
          {
            name,
            time: new Date().toISOString(),
            ...(externalId ? { external_id: externalId } : {}),
            properties,
          },
        ],
      },
    })
    .catch(() => undefined);
}

/**
 * `engagement.add-product`: Add_Product_To_Cart with the product, the cart's items and cost,
 * and the channel (Catering or Mealtime).
 */
export function addProductToCartProperties(
  productName: string,
  state = clientStore.getState(),
): Record<string, unknown> {
  return {
    product: productName,
    cart_items: cartQuantity(state),
    cart_cost: state.order?.totals.total ?? 0,
    channel: state.channel === "catering" ? "Catering" : "Mealtime",
  };
}

export function trackAddProductToCart(productName: string): void {
  trackEngagement(ADD_PRODUCT_TO_CART, addProductToCartProperties(productName));
}
