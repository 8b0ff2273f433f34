/**
 * The order calls of choosing where and how the order is handed over: a restaurant for
 * pickup, an address for delivery (both move the order onto the restaurant's menu first),
 * and the toggle's switch back to pickup. Each runs as one queued run (order-queue.ts), so
 * an order call asked for before it answers first and one asked for after it waits: no
 * older answer can land over a newer one. Every failure resolves to the API's errors.
 */
import type { ResponseOf } from "@coop/contract/api-types";
import type { StoredOrder } from "@coop/contract/entities";
import type { DeliveryAddress } from "@coop/contract/orders";

import { api } from "../api-client.ts";
import { clientStore } from "../store/client-store.ts";
import { type ActionResult, failure, sendOrderCall } from "./order-actions.ts";
import { isDelivery, orderActionFor } from "./order-model.ts";
import { inOrder, type OrderWriter } from "./order-queue.ts";

/** A cart line the transfer could not carry to the new restaurant's menu. */
export type UnavailableLine = ResponseOf<"ordersTransfer">["unavailable"][number];

/** The order or the restaurant is gone from the server: start a new order. */
const isGone = (status: number) => status === 404 || status === 410;

function create(write: OrderWriter, menuId: string): Promise<ActionResult> {
  return sendOrderCall(write, "ordersCreate", { body: { menu_id: menuId } });
}

/**
 * Inside a queued run: no order → create one; an order on another menu → transfer it (and
 * say which lines could not come along); the same menu → keep it. An order the server no
 * longer knows (expired) is replaced by a new one.
 */
async function moveOrderTo(
  write: OrderWriter,
  menuId: string,
): Promise<ActionResult<UnavailableLine[]>> {
  const order = clientStore.getState().order;
  const action = orderActionFor(order, menuId);
  if (action === "keep") return { ok: true, data: [] };
  if (action === "create" || !order) {
    const created = await create(write, menuId);
    return created.ok ? { ok: true, data: [] } : created;
  }
  const moved = await api.call("ordersTransfer", {
    params: { id: order.id },
    body: { menu_id: menuId },
  });
  if (!moved.ok) {
    if (!isGone(moved.status)) return failure(moved);
    const created = await create(write, menuId);
    return created.ok ? { ok: true, data: [] } : created;
  }
  write.keep(moved.data.order);
  return { ok: true, data: moved.data.unavailable };
}

/**
 * A restaurant chosen for pickup: the order moves onto its menu (or is created there) and,
 * if it was a delivery order, becomes a pickup order. Resolves to the lines the move left
 * behind.
 */
export function orderForPickup(menuId: string): Promise<ActionResult<UnavailableLine[]>> {
  return inOrder(async (write) => {
    const moved = await moveOrderTo(write, menuId);
    if (!moved.ok) return moved;
    const order = clientStore.getState().order;
    if (order && isDelivery(order)) {
      const switched = await api.call("ordersSetHandoff", {
        params: { id: order.id, type: "pickup" },
      });
      if (switched.ok) write.keep(switched.data);
      else if (isGone(switched.status)) {
        const created = await create(write, menuId);
        if (!created.ok) return created;
      }
    }
    return moved;
  });
}

/**
 * An address chosen for delivery from the restaurant that delivers there: the order moves
 * onto its menu (or is created there), then gets the address with handoff dispatch. An
 * order the server no longer knows is replaced by a new one that gets the address.
 */
export function orderForDelivery(
  menuId: string,
  address: DeliveryAddress,
): Promise<ActionResult<UnavailableLine[]>> {
  return inOrder(async (write) => {
    const moved = await moveOrderTo(write, menuId);
    if (!moved.ok) return moved;
    const order = clientStore.getState().order;
    if (!order) return { ok: false, status: 0, errors: [] };
    const setAddress = (id: string) =>
      api.call("ordersSetAddress", {
        params: { id },
        body: { type: "dispatch", address },
      });
    let set = await setAddress(order.id);
    if (!set.ok && isGone(set.status)) {
      const created = await create(write, menuId);
      if (!created.ok) return created;
      set = await setAddress(created.data.id);
    }
    if (!set.ok) return failure(set);
    write.keep(set.data);
    return moved;
  });
}

/**
 * The toggle's Pickup while the order is in delivery (PUT orders/{id}/handoff/pickup): on
 * success the stored order and the toggle become pickup; on failure nothing changes. If the
 * stored order is another one by the time the answer comes, only the toggle changes.
 */
export function switchToPickup(orderId: string): Promise<ActionResult<StoredOrder | null>> {
  return inOrder(async (write) => {
    const result = await api.call("ordersSetHandoff", {
      params: { id: orderId, type: "pickup" },
    });
    if (!result.ok) return failure(result);
    const current = clientStore.getState().order;
    if (!current || current.id !== orderId) {
      clientStore.setState({ handoffToggle: "pickup" });
      return { ok: true, data: null };
    }
    const order =
      write.keep(result.data, { handoffToggle: "pickup" }) ??
      write.keep({ ...current, handoff: "pickup" }, { handoffToggle: "pickup" });
    return { ok: true, data: order };
  });
}
