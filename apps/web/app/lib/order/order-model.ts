import type { StoredLocation, StoredOrder } from "@coop/contract/entities";
import { storedOrderSchema } from "@coop/contract/entities";
import type { Channel } from "@coop/contract/headers";
import type { OrderJson } from "@coop/contract/orders";

import type { HandoffToggle } from "../store/state.ts";

/** How the order is handed over, as the API names it (delivery is "dispatch"). */
export type OrderHandoff = OrderJson["handoff"];

type OrderLineJson = OrderJson["products"][number];

/**
 * A cart line as the cart reads it: the stored line (loosely typed) with the fields of
 * the API's order line the cart shows. Fields may be missing on an order stored by an older
 * release, so every reader has a fallback.
 */
export type CartLine = StoredOrder["products"][number] &
  Partial<Pick<OrderLineJson, "sku" | "recipient" | "available_now">> & {
    cost: Pick<OrderLineJson["cost"], "total"> & Partial<Pick<OrderLineJson["cost"], "unit">>;
  };

/** The order's totals as the API sends them; a stored order's missing totals read as 0. */
export type CartTotals = OrderJson["totals"];

/** The API's order (any shape the server sends) as the store keeps it. */
export function toStoredOrder(json: unknown): StoredOrder {
  return storedOrderSchema.parse(json);
}

export function linesOf(order: StoredOrder | null): CartLine[] {
  return (order?.products ?? []) as CartLine[];
}

export function totalsOf(order: StoredOrder | null): CartTotals {
  const t = order?.totals ?? {};
  return {
    subtotal: t.subtotal ?? 0,
    discount: t.discount ?? 0,
    handoff: t.handoff ?? 0,
    fees: t.fees ?? 0,
    tax: t.tax ?? 0,
    tip: t.tip ?? 0,
    donations: t.donations ?? 0,
    total: t.total ?? 0,
  };
}

/** `handoff.dispatch-is-delivery`: handoff dispatch is delivery (also written 'delivery'). */
export function isDelivery(order: Pick<StoredOrder, "handoff"> | null): boolean {
  return order?.handoff === "dispatch" || order?.handoff === "delivery";
}

/** The order's handoff as the API names it ("delivery" is "dispatch"; none yet is pickup). */
export function handoffOf(order: Pick<StoredOrder, "handoff"> | null): OrderHandoff {
  return isDelivery(order) ? "dispatch" : order?.handoff === "curbside" ? "curbside" : "pickup";
}

/**
 * The side of the pickup/delivery toggle the order is on: delivery when it is dispatched,
 * pickup for pickup and curbside, and `fallback` (the toggle as last chosen) when there is
 * no order or it has no handoff yet.
 */
export function handoffSideOf(
  order: Pick<StoredOrder, "handoff"> | null,
  fallback: HandoffToggle,
): HandoffToggle {
  if (!order?.handoff) return fallback;
  return handoffOf(order) === "dispatch" ? "delivery" : "pickup";
}

export type OrderAction = "create" | "transfer" | "keep";

/**
 * Choosing a restaurant: with no order, create one; with an order on a different menu
 * than the chosen restaurant's, transfer it; otherwise keep it.
 */
export function orderActionFor(
  order: Pick<StoredOrder, "menu_id"> | null,
  locationMenuId: string,
): OrderAction {
  if (order === null) return "create";
  return order.menu_id !== undefined && String(order.menu_id) === String(locationMenuId)
    ? "keep"
    : "transfer";
}

/**
 * `catering-order.order-menu`: the menu an order of this restaurant is made on: its catering menu
 * on the catering channel, its everyday menu on the default channel. A stored restaurant from
 * an older release without its catering menu falls back to the everyday menu.
 */
export function orderMenuIdOf(
  location: Pick<StoredLocation, "menu_id"> & { catering_menu_id?: unknown },
  channel: Channel,
): string {
  if (channel === "catering") {
    const catering = location.catering_menu_id;
    if (typeof catering === "string" && catering !== "") return catering;
  }
  return String(location.menu_id);
}
