import { switchToPickup } from "../../lib/order/handoff-order-actions.ts";
import { clientStore } from "../../lib/store/client-store.ts";

/**
 * `handoff.toggle`: Pickup chosen while the order is in delivery. Changes the order's
 * handoff on the server (PUT orders/{id}/handoff/pickup) through the queued order actions;
 * on success the store's order and handoff toggle follow, on failure the normalised errors
 * go to the store's error list and nothing pretends to have changed. Resolves true on
 * success.
 */
export async function switchOrderToPickup(orderId: string): Promise<boolean> {
  const result = await switchToPickup(orderId);
  if (!result.ok) {
    clientStore.setState({ errors: result.errors });
    return false;
  }
  return true;
}
