import { storedOrderSchema } from "@coop/contract/entities";

import { api } from "../../lib/api-client.ts";
import { clientStore } from "../../lib/store/client-store.ts";

/**
 * Spec §4 Handoff: Pickup chosen while the order is in delivery. Changes the order's
 * handoff on the server (PUT orders/{id}/handoff/pickup); on success the store's order and
 * handoff toggle follow, on failure the normalised errors go to the store's error list
 * and nothing pretends to have changed. Resolves true on success.
 */
export async function switchOrderToPickup(orderId: string): Promise<boolean> {
  const result = await api.call<unknown>("ordersSetHandoff", {
    params: { id: orderId, type: "pickup" },
  });
  if (!result.ok) {
    clientStore.setState({ errors: result.errors });
    return false;
  }
  const returned = storedOrderSchema.safeParse(result.data);
  clientStore.setState((state) => {
    const current = state.order;
    if (!current || current.id !== orderId) return { handoffToggle: "pickup" };
    const order = returned.success
      ? { ...current, ...returned.data, created: returned.data.created ?? current.created }
      : { ...current, handoff: "pickup" as const };
    return { order, handoffToggle: "pickup" };
  });
  return true;
}
