/**
 * The checkout calls (api §7, screens §7): handoff, address, custom fields, time, tip,
 * round-up donation, card token, submit, the member's saved cards and addresses, and the
 * payment-failure track. Each resolves to a result and never throws for an HTTP error; the
 * calls that answer an order write it into the client store.
 */
import type { StoredOrder } from "@coop/contract/entities";
import type { Location } from "@coop/contract/locations";
import type { TimesResponse } from "@coop/contract/menus";
import type { CardTokenResponse } from "@coop/contract/payments";

import { api } from "../api-client.ts";
import { clientStore } from "../store/client-store.ts";
import { orderCall } from "./order-actions.ts";
import { toStoredOrder } from "./order-model.ts";
import { inOrder } from "./order-queue.ts";

export type CallResult<T> =
  { ok: true; data: T } | { ok: false; status: number; errors: string[]; body: unknown };

type EndpointId = Parameters<typeof api.call>[0];
type Options = Parameters<typeof api.call>[1];

async function dataCall<T>(id: EndpointId, opts: Options): Promise<CallResult<T>> {
  const result = await api.call<T>(id, opts);
  if (!result.ok)
    return { ok: false, status: result.status, errors: result.errors, body: result.body };
  return { ok: true, data: result.data };
}

/** GET locations/{id}: the restaurant with its handoff modes, address and time zone. */
export function getRestaurant(id: string) {
  return dataCall<Location>("locationsGet", { params: { id } });
}

export type Handoff = "pickup" | "curbside" | "dispatch";

/** PUT orders/{id}/handoff/{type}. */
export function setHandoff(orderId: string, type: Handoff) {
  return orderCall("ordersSetHandoff", { params: { id: orderId, type } });
}

export type AddressBody = {
  address: string;
  apt?: string;
  city: string;
  state: string;
  zip: string;
};

/** PUT orders/{id}/address with type dispatch: the delivery address (the handoff becomes delivery). */
export function setDeliveryAddress(orderId: string, address: AddressBody) {
  return orderCall("ordersSetAddress", {
    params: { id: orderId },
    body: { type: "dispatch", address },
  });
}

/** PUT orders/{id}/custom: the curbside vehicle. */
export function setVehicle(
  orderId: string,
  fields: { make: string; model: string; color: string },
) {
  return orderCall("ordersSetCustom", { params: { id: orderId }, body: { fields } });
}

/** GET menus/{menuId}/times for a handoff, from today for a week (daypart: not before 10:30). */
export function getTimes(menuId: string, handoff: Handoff, daypart: boolean) {
  return dataCall<TimesResponse>("menusTimes", {
    params: { menuId },
    query: { handoff, ...(daypart ? { not_before: "10:30" } : {}) },
  });
}

/** PUT orders/{id}/time: "asap" or a slot's ISO instant. */
export function setTime(orderId: string, time: string) {
  return orderCall("ordersSetTime", { params: { id: orderId }, body: { time } });
}

/** PUT orders/{id}/tip. */
export function setTip(orderId: string, amount: number) {
  return orderCall("ordersSetTip", { params: { id: orderId }, body: { amount } });
}

/** The id the round-up donation goes under (screens §3 donations[0].id). */
export const ROUND_UP_ID = "roundup";

/** PUT /api/v2/carts/{orderId}/donations {id, amount}; amount 0 takes the donation off. */
export function setDonation(orderId: string, amount: number) {
  return orderCall("cartsSetDonations", {
    params: { orderId },
    body: { id: ROUND_UP_ID, amount },
  });
}

export type Validation = {
  order: StoredOrder;
  billing: { type: string; accounts: { id: string; description: string }[] }[];
  messages: { code: string; message: string }[];
  valid: boolean;
};

/** POST orders/{id}/validate: the order (into the store), its messages, billing accounts, valid. */
export async function validateForCheckout(orderId: string): Promise<CallResult<Validation>> {
  const result = await inOrder(() =>
    api.call<{
      order: unknown;
      billing?: Validation["billing"];
      messages?: Validation["messages"];
      valid?: boolean;
    }>("ordersValidate", { params: { id: orderId }, auth: "ordering-optional" }),
  );
  if (!result.ok)
    return { ok: false, status: result.status, errors: result.errors, body: result.body };
  const order = toStoredOrder(result.data.order);
  clientStore.setState({ order });
  return {
    ok: true,
    data: {
      order,
      billing: result.data.billing ?? [],
      messages: result.data.messages ?? [],
      valid: result.data.valid ?? false,
    },
  };
}

export type CardBody = {
  number: string;
  exp_month: number;
  exp_year: number;
  cvv: string;
  zip: string;
  save?: boolean;
};

/** POST orders/{id}/token: the only call that ever carries card data. */
export function tokenizeCard(orderId: string, card: CardBody) {
  return dataCall<CardTokenResponse>("ordersToken", { params: { id: orderId }, body: card });
}

export type Contact = { first_name: string; last_name: string; email: string; phone: string };
export type Payment =
  | { token: string; amount: number; save_card?: boolean }
  | { saved_card_id: string; amount: number };

export type SubmitResult = { order: unknown; number: number; ready_at: string; status: string };

/**
 * POST orders/{id}/submit with the attempt's Idempotency-Key. Members send their ordering
 * token (usertype user); guests send their contact and no token.
 */
export function submitOrder(
  orderId: string,
  input: { member: boolean; contact?: Contact; payments: Payment[]; idempotencyKey: string },
) {
  return dataCall<SubmitResult>("ordersSubmit", {
    params: { id: orderId },
    body: input.member
      ? { usertype: "user", payments: input.payments }
      : { usertype: "guest", contact: input.contact, payments: input.payments },
    auth: input.member ? "ordering" : "ordering-optional",
    idempotencyKey: input.idempotencyKey,
  });
}

/** POST orders/{id}/track {error, type: "ccsf", details}: records a payment failure. */
export function trackPaymentFailure(orderId: string, error: string, details: unknown) {
  return dataCall<unknown>("ordersTrack", {
    params: { id: orderId },
    body: { error: error.slice(0, 500), type: "ccsf", details },
  });
}

export type SavedCard = {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  expired: boolean;
  label: string;
};

/** GET members/payments: the member's saved cards. */
export async function getSavedCards(): Promise<CallResult<SavedCard[]>> {
  const result = await dataCall<{ payments?: { account: SavedCard }[] }>("membersPaymentsList", {});
  if (!result.ok) return result;
  return { ok: true, data: (result.data.payments ?? []).map((p) => p.account) };
}

export type SavedAddress = {
  id: string;
  address: string;
  apt?: string | null;
  city: string;
  state: string;
  zip: string;
  default?: boolean;
};

/** GET members/addresses: the member's saved delivery addresses. */
export async function getSavedAddresses(): Promise<CallResult<SavedAddress[]>> {
  const result = await dataCall<{ addresses?: SavedAddress[] }>("membersAddressesList", {});
  if (!result.ok) return result;
  return { ok: true, data: result.data.addresses ?? [] };
}

/**
 * A submitted order as the store keeps it (activeOrder): the store's schema reads `expires`
 * as a string, and a submitted order no longer expires (null).
 */
export function placedOrder(json: unknown): StoredOrder {
  if (typeof json === "object" && json !== null && "expires" in json && json.expires === null) {
    const { expires: _expires, ...rest } = json;
    return toStoredOrder(rest);
  }
  return toStoredOrder(json);
}
