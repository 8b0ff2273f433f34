// Choosing a restaurant or a delivery address (`locations.confirm-order`, pickup and
// delivery), shared by the find-a-restaurant page and the location-confirm dialog. The
// decisions are the pure rules of location-rules.ts; this file does the calls in the
// order `locations.confirm-order` sets (location and menu first, then the order) and
// keeps the client store in step. On the catering channel the order is made on the
// restaurant's catering menu and gets the lines of the catering cart (`catering-order.carry-over`). The order's part (create, transfer,
// handoff, address) is one queued order action of lib/order, the only writer of the
// stored order. Every failure resolves to the API's own error messages; nothing throws.
import { type StoredLocation, storedMenuSchema } from "@coop/contract/entities";

import { track } from "../../lib/analytics.ts";
import { api } from "../../lib/api-client.ts";
import { translate } from "../../lib/i18n.ts";
import { defaultLanguage, type Language, toLanguage } from "../../lib/language.ts";
import { carryPendingCart, type LeftBehind } from "../../lib/order/catering-cart.ts";
import {
  orderForDelivery,
  orderForPickup,
  type UnavailableLine,
} from "../../lib/order/handoff-order-actions.ts";
import type { ActionResult } from "../../lib/order/order-actions.ts";
import { orderMenuIdOf } from "../../lib/order/order-model.ts";
import { clientStore } from "../../lib/store/client-store.ts";
import type { DeliveryAddress } from "../../lib/store/state.ts";
import { toStoredLocation } from "./location-rules.ts";

export type ChooseResult =
  | { ok: true; unavailable: UnavailableLine[] }
  | { ok: false; errors: string[]; notDelivered?: boolean };

function failed(errors: string[]): ChooseResult {
  return { ok: false, errors };
}

/** The order's part of a choice (a queued order action) as the screens read it. */
function chosen(result: ActionResult<UnavailableLine[]>): ChooseResult {
  return result.ok ? { ok: true, unavailable: result.data } : failed(result.errors);
}

/** `locations.confirm-order`: get the menu of the location into the store. */
async function loadMenu(menuId: string): Promise<string[] | null> {
  const result = await api.call("menusGet", { params: { menuId } });
  if (!result.ok) return result.errors;
  const menu = storedMenuSchema.safeParse(result.data);
  if (menu.success) clientStore.setState({ menu: { ...menu.data, id: menu.data.id ?? menuId } });
  return null;
}

/** The page's language (the root sets it on the html element from the request's). */
function pageLanguage(): Language {
  return (
    (typeof document === "undefined" ? undefined : toLanguage(document.documentElement.lang)) ??
    defaultLanguage
  );
}

/** A line left behind by the carry-over, as the unavailable-lines notice lists it. */
function leftBehindLine(line: LeftBehind): UnavailableLine {
  const reason =
    typeof line.reason === "string"
      ? translate(pageLanguage(), "cart", `catering.reason.${line.reason}`)
      : line.reason.message;
  return { id: line.id, name: line.name, reason };
}

/**
 * `catering-order.carry-over`: once the order is on the restaurant's catering menu, the lines of the
 * catering cart built before a restaurant was chosen are added to it; those that cannot come
 * along are listed with the lines the transfer left behind.
 */
async function withPendingCart(ordered: ChooseResult, menuId: string): Promise<ChooseResult> {
  if (!ordered.ok || clientStore.getState().cateringCart === null) return ordered;
  const carried = await carryPendingCart(menuId);
  if (!carried.ok) return failed(carried.errors);
  return {
    ok: true,
    unavailable: [...ordered.unavailable, ...carried.leftBehind.map(leftBehindLine)],
  };
}

/** `tracking.select-location`: select_location, with affiliation = channel and the location's name and code. */
export function trackSelectLocation(location: Pick<StoredLocation, "id" | "name">): void {
  track("select_location", {
    affiliation: clientStore.getState().channel,
    location_name: location.name,
    location_code: String(location.id),
  });
}

/**
 * `locations.confirm-order` (pickup): set the chosen location, get its menu, transfer the order
 * if it is on another menu or create one if there is none. The order is then a pickup
 * order. The caller goes to /order.
 */
export async function choosePickupLocation(location: StoredLocation): Promise<ChooseResult> {
  clientStore.setState({ location, handoffToggle: "pickup" });
  const menuId = orderMenuIdOf(location, clientStore.getState().channel);
  const menuErrors = await loadMenu(menuId);
  if (menuErrors) return failed(menuErrors);
  const ordered = await withPendingCart(chosen(await orderForPickup(menuId)), menuId);
  if (!ordered.ok) return ordered;
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
 * `locations.confirm-order` (delivery, with `locations.delivery-lookup`): find the restaurant that
 * delivers to the address (none: `notDelivered`), store it and the address, get its menu, create or
 * transfer the order, then set the address on the order with handoff dispatch. The caller goes to
 * /order.
 */
export async function chooseDeliveryAddress(address: DeliveryAddress): Promise<ChooseResult> {
  const body = {
    address: address.address,
    ...(address.apt ? { apt: address.apt } : {}),
    ...(address.city ? { city: address.city } : {}),
    ...(address.state ? { state: address.state } : {}),
    ...(address.zip ? { zip: address.zip } : {}),
  };
  const lookup = await api.call("locationsDelivery", { body });
  if (!lookup.ok) {
    return {
      ok: false,
      errors: lookupErrors(lookup.status, lookup.body, lookup.errors),
      notDelivered: lookup.status === 422 || lookup.status === 404,
    };
  }
  // The server checks this body against the contract before sending it (the browser
  // bundle carries no zod: docs/decisions/016-no-zod-in-the-browser.md).
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
  const menuId = orderMenuIdOf(location, clientStore.getState().channel);
  const menuErrors = await loadMenu(menuId);
  if (menuErrors) return failed(menuErrors);
  const delivered = chosen(
    await orderForDelivery(menuId, {
      address: resolved.address,
      apt: resolved.apt ?? null,
      city: resolved.city,
      state: resolved.state,
      zip: resolved.zip,
    }),
  );
  const ordered = await withPendingCart(delivered, menuId);
  if (!ordered.ok) return ordered;
  trackSelectLocation(location);
  return ordered;
}
