import { api } from "../../lib/api-client.ts";
import { inOrder } from "../../lib/order/order-queue.ts";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";
import { cartQuantity } from "../../lib/store/state.ts";

/**
 * `catering-exit.cart-count`: the items of the catering cart the exit dialog would clear, as the
 * client store has them: the lines of the order (its quantities summed), or before there is an
 * order the catering cart's lines (`catering-order.pending-cart`). 0 during server rendering and
 * hydration, when the store holds neither yet.
 */
export function useCateringCartCount(): number {
  return useClientState((s) => cartQuantity(s));
}

/**
 * `catering-exit.clear-cart`: the exit dialog's Continue. The order is abandoned on the server
 * (a failed call does not keep the cart here: the visitor asked to leave) and dropped from
 * the store, in the order queue so that no change of the order still in flight writes it back;
 * the catering cart of before a restaurant goes with it.
 */
export async function clearCateringCart(): Promise<void> {
  await inOrder(async (write) => {
    const order = clientStore.getState().order;
    if (order) await api.call("ordersAbandon", { params: { id: order.id } }).catch(() => undefined);
    write.clear();
    clientStore.setState({ cateringCart: null });
  });
}
