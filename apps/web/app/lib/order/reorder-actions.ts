/**
 * Ordering again from a past order or a favorite order (`order.reorder-ask-first`,
 * `order.reorder-new-order`). The check (POST orders/reorder/check) changes nothing: it says
 * on which menu the reorder would be and which items it would and would not carry. The
 * reorder itself (POST orders/reorder, POST orders/faves/reorder) makes a NEW order on the
 * server, on the menu of the past order, with the items that are still available; the cart
 * the customer had is left as it was on the server and is no longer the current order.
 *
 * The reorder runs as one queued order run (order-queue.ts): the restaurant of that menu and
 * its menu are fetched first, then the new order is stored together with them, so the cart
 * and the checkout see an order, a location and a menu that belong together. Nothing is
 * stored when any of these calls fails. Every failure resolves to the API's errors.
 */
import type { ResponseOf } from "@coop/contract/api-types";
import { type StoredLocation, storedMenuSchema, type StoredOrder } from "@coop/contract/entities";

import { api } from "../api-client.ts";
import { type ActionResult, failure } from "./order-actions.ts";
import { inOrder } from "./order-queue.ts";

/** What to order again: a past order or a favorite order, by id. */
export type ReorderSource = { kind: "order" | "favorite"; id: string };

/** What a reorder would add and what it cannot (by name, with the reason). */
export type ReorderCheck = ResponseOf<"ordersReorderCheck">;

/** An item the reorder could not carry to the new order. */
export type NotCarried = ResponseOf<"ordersReorder">["unavailable"][number];

export type Reordered = { order: StoredOrder; unavailable: NotCarried[] };

/** POST orders/reorder/check: nothing is added or changed, on the server or here. */
export async function checkReorder(source: ReorderSource): Promise<ActionResult<ReorderCheck>> {
  const result = await api.call("ordersReorderCheck", {
    body: { id: source.id, kind: source.kind },
  });
  return result.ok ? { ok: true, data: result.data } : failure(result);
}

type Location = ResponseOf<"locationsGet">;

/** The restaurant as the client keeps it (the fields the store's checker reads, and more). */
function storedLocationOf(location: Location): StoredLocation {
  return {
    id: String(location.id),
    name: location.name,
    address: location.address,
    city: location.city,
    state: location.state,
    zip: location.zip,
    menu_id: location.menu_id,
    lat: location.lat,
    lng: location.lng,
    phone: location.phone,
    timezone: location.timezone,
    handoff_modes: location.handoff_modes,
  };
}

/**
 * `order.reorder-new-order`: the reorder, once the customer agreed. `menuId` is the menu the
 * check named (the past order's). Resolves to the new order as stored and what it left out.
 */
export function reorder(source: ReorderSource, menuId: string): Promise<ActionResult<Reordered>> {
  return inOrder(async (write) => {
    const [location, menu] = await Promise.all([
      api.call("locationsGet", { params: { id: menuId }, query: { byMenuId: "true" } }),
      api.call("menusGet", { params: { menuId } }),
    ]);
    if (!location.ok) return failure(location);
    if (!menu.ok) return failure(menu);
    const parsedMenu = storedMenuSchema.safeParse(menu.data);
    const result =
      source.kind === "favorite"
        ? await api.call("ordersFavesReorder", { body: { id: source.id } })
        : await api.call("ordersReorder", { body: { id: source.id } });
    if (!result.ok) return failure(result);
    const order = write.keep(result.data.order, {
      location: storedLocationOf(location.data),
      ...(parsedMenu.success
        ? { menu: { ...parsedMenu.data, id: parsedMenu.data.id ?? menuId } }
        : {}),
      handoffToggle: result.data.order.handoff === "dispatch" ? "delivery" : "pickup",
    });
    if (!order) return { ok: false, status: result.status, errors: [] };
    return { ok: true, data: { order, unavailable: result.data.unavailable } };
  });
}
