// Choosing a restaurant or a delivery address (screens §4 Location confirm pickup and
// delivery), shared by the find-a-restaurant page and the location-confirm dialog. The
// decisions are the pure rules of location-rules.ts; this file does the calls, in the
// spec's order, and keeps the client store in step. Every failure resolves to the API's
// own error messages; nothing throws.
import {
  type StoredLocation,
  storedMenuSchema,
  type StoredOrder,
  storedOrderSchema,
} from "@coop/contract/entities";
import type { DeliveryLookupResponse } from "@coop/contract/locations";

import { track } from "../../lib/analytics.ts";
import { api } from "../../lib/api-client.ts";
import { clientStore } from "../../lib/store/client-store.ts";
import type { DeliveryAddress } from "../../lib/store/state.ts";
import { orderActionFor, toStoredLocation } from "./location-rules.ts";

/** A cart line the transfer could not carry to the new restaurant's menu. */
export type UnavailableLine = { id: string; name: string; reason: string };

export type ChooseResult =
  | { ok: true; unavailable: UnavailableLine[] }
  | { ok: false; errors: string[]; notDelivered?: boolean };

function failed(errors: string[]): ChooseResult {
  return { ok: false, errors };
}

/** Keeps the stored order's `created` when a response leaves it out. */
function storeOrder(data: unknown): StoredOrder | null {
  const parsed = storedOrderSchema.safeParse(data);
  if (!parsed.success) return null;
  const previous = clientStore.getState().order;
  const order =
    parsed.data.created || !previous ? parsed.data : { ...parsed.data, created: previous.created };
  clientStore.setState({ order });
  return order;
}

/** §4: get the menu of the location into the store. */
async function loadMenu(menuId: string): Promise<string[] | null> {
  const result = await api.call<unknown>("menusGet", { params: { menuId } });
  if (!result.ok) return result.errors;
  const menu = storedMenuSchema.safeParse(result.data);
  if (menu.success) clientStore.setState({ menu: { ...menu.data, id: menu.data.id ?? menuId } });
  return null;
}

async function createOrder(menuId: string): Promise<ChooseResult> {
  const created = await api.call<unknown>("ordersCreate", { body: { menu_id: menuId } });
  if (!created.ok) return failed(created.errors);
  return storeOrder(created.data) ? { ok: true, unavailable: [] } : failed([]);
}

/**
 * §4: no order → create one; an order on another menu → transfer it (and say which lines
 * could not come along); the same menu → keep it. An order the server no longer knows
 * (expired, 404) is replaced by a new one.
 */
export async function ensureOrderFor(menuId: string): Promise<ChooseResult> {
  const order = clientStore.getState().order;
  const action = orderActionFor(order, menuId);
  if (action === "keep") return { ok: true, unavailable: [] };
  if (action === "create" || !order) return createOrder(menuId);
  const moved = await api.call<{ order?: unknown; unavailable?: UnavailableLine[] }>(
    "ordersTransfer",
    { params: { id: order.id }, body: { menu_id: menuId } },
  );
  if (!moved.ok) {
    if (moved.status === 404 || moved.status === 410) return createOrder(menuId);
    return failed(moved.errors);
  }
  storeOrder(moved.data.order);
  return { ok: true, unavailable: moved.data.unavailable ?? [] };
}

/** §7 Tracking: select_location, with affiliation = channel and the location's name and code. */
export function trackSelectLocation(location: Pick<StoredLocation, "id" | "name">): void {
  track("select_location", {
    affiliation: clientStore.getState().channel,
    location_name: location.name,
    location_code: String(location.id),
  });
}

/**
 * §4 Location confirm (pickup): set the chosen location, get its menu, transfer the order
 * if it is on another menu or create one if there is none. The order is then a pickup
 * order. The caller goes to /order.
 */
export async function choosePickupLocation(location: StoredLocation): Promise<ChooseResult> {
  clientStore.setState({ location, handoffToggle: "pickup" });
  const menuErrors = await loadMenu(location.menu_id);
  if (menuErrors) return failed(menuErrors);
  const ordered = await ensureOrderFor(location.menu_id);
  if (!ordered.ok) return ordered;
  const order = clientStore.getState().order;
  if (order && (order.handoff === "dispatch" || order.handoff === "delivery")) {
    const switched = await api.call<unknown>("ordersSetHandoff", {
      params: { id: order.id, type: "pickup" },
    });
    if (switched.ok) storeOrder(switched.data);
    else if (switched.status === 404 || switched.status === 410) {
      const created = await createOrder(location.menu_id);
      if (!created.ok) return created;
    }
  }
  trackSelectLocation(location);
  return ordered;
}

/**
 * The delivery lookup's failure message: the API's own sentence ("We don't deliver to
 * this address yet.") rather than its field detail.
 */
function lookupErrors(status: number, body: unknown, errors: string[]): string[] {
  if (status === 422 && typeof body === "object" && body !== null && "message" in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === "string" && message.trim() !== "") return [message];
  }
  return errors;
}

/**
 * §4 Location confirm (delivery): find the restaurant that delivers to the address (none:
 * `notDelivered`), store it and the address, get its menu, create or transfer the order,
 * then set the address on the order with handoff dispatch. The caller goes to /order.
 */
export async function chooseDeliveryAddress(address: DeliveryAddress): Promise<ChooseResult> {
  const body = {
    address: address.address,
    ...(address.apt ? { apt: address.apt } : {}),
    ...(address.city ? { city: address.city } : {}),
    ...(address.state ? { state: address.state } : {}),
    ...(address.zip ? { zip: address.zip } : {}),
  };
  const lookup = await api.call<DeliveryLookupResponse>("locationsDelivery", { body });
  if (!lookup.ok) {
    return {
      ok: false,
      errors: lookupErrors(lookup.status, lookup.body, lookup.errors),
      notDelivered: lookup.status === 422 || lookup.status === 404,
    };
  }
  // The server checks this body against the contract before sending it (decision 016).
  const found = lookup.data;
  const location = toStoredLocation(found.location);
  const resolved: DeliveryAddress = {
    ...(address.id ? { id: address.id } : {}),
    address: found.address.address,
    ...(address.apt ? { apt: address.apt } : {}),
    city: found.address.city,
    state: found.address.state,
    zip: found.address.zip,
  };
  clientStore.setState({ location, deliveryAddress: resolved, handoffToggle: "delivery" });
  const menuErrors = await loadMenu(location.menu_id);
  if (menuErrors) return failed(menuErrors);
  const ordered = await ensureOrderFor(location.menu_id);
  if (!ordered.ok) return ordered;
  const addressBody = {
    type: "dispatch",
    address: {
      address: resolved.address,
      apt: resolved.apt ?? null,
      city: resolved.city,
      state: resolved.state,
      zip: resolved.zip,
    },
  };
  const setAddress = (id: string) =>
    api.call<unknown>("ordersSetAddress", { params: { id }, body: addressBody });
  const order = clientStore.getState().order;
  if (!order) return failed([]);
  let set = await setAddress(order.id);
  if (!set.ok && (set.status === 404 || set.status === 410)) {
    // The stored order is no longer known to the server (expired): start a new one.
    const created = await createOrder(location.menu_id);
    const fresh = clientStore.getState().order;
    if (!created.ok || !fresh) return created;
    set = await setAddress(fresh.id);
  }
  if (!set.ok) return failed(set.errors);
  storeOrder(set.data);
  trackSelectLocation(location);
  return ordered;
}
