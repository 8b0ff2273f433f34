/**
 * The checkout calls of the client: handoff, address, custom fields, time, tip,
 * round-up donation, card token, submit, the member's saved cards and addresses, and the
 * payment-failure track. Each resolves to a result and never throws for an HTTP error; the
 * calls that answer an order write it into the client store.
 */
import type { BodyOf } from "@coop/contract/api-types";
import type { ApiResult } from "@coop/contract/client";
import type { MemberAddress, MemberPayment } from "@coop/contract/members";
import type { DeliveryAddress } from "@coop/contract/orders";

import { api } from "../api-client.ts";
import type { StatePatch } from "../store/client-store.ts";
import { orderCall } from "./order-actions.ts";
import { type OrderHandoff, toStoredOrder } from "./order-model.ts";
import { inOrder } from "./order-queue.ts";

/** GET locations/{id}: the restaurant with its handoff modes, address and time zone. */
export function getRestaurant(id: string) {
  return api.call("locationsGet", { params: { id } });
}

/** PUT orders/{id}/handoff/{type}. */
export function setHandoff(orderId: string, type: OrderHandoff) {
  return orderCall("ordersSetHandoff", { params: { id: orderId, type } });
}

/** PUT orders/{id}/address with type dispatch: the delivery address (the handoff becomes delivery). */
export function setDeliveryAddress(orderId: string, address: DeliveryAddress) {
  return orderCall("ordersSetAddress", {
    params: { id: orderId },
    body: { type: "dispatch", address },
  });
}

/** PUT orders/{id}/custom: the curbside vehicle. */
export function setVehicle(orderId: string, fields: BodyOf<"ordersSetCustom">["fields"]) {
  return orderCall("ordersSetCustom", { params: { id: orderId }, body: { fields } });
}

/** GET menus/{menuId}/times for a handoff, from today for a week (daypart: not before 10:30). */
export function getTimes(menuId: string, handoff: OrderHandoff, daypart: boolean) {
  return api.call("menusTimes", {
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

/** The id the round-up donation goes under (`donation.v2-call`: the order's donations[0].id). */
const ROUND_UP_ID = "roundup";

/** PUT /api/v2/carts/{orderId}/donations {id, amount}; amount 0 takes the donation off. */
export function setDonation(orderId: string, amount: number) {
  return orderCall("cartsSetDonations", {
    params: { orderId },
    body: { id: ROUND_UP_ID, amount },
  });
}

/** POST orders/{id}/token: the only call that ever carries card data. */
export function tokenizeCard(orderId: string, card: BodyOf<"ordersToken">) {
  return api.call("ordersToken", { params: { id: orderId }, body: card });
}

/** The body as sent: `type` of a payment is left to the server's default (creditcard). */
type SubmitInput = BodyOf<"ordersSubmit">;

/**
 * POST orders/{id}/submit with the attempt's Idempotency-Key, after the order calls asked
 * for before it. Members send their ordering token (usertype user); guests send their
 * contact and no token. Once placed, the order becomes the store's activeOrder and the
 * stored order (the cart) is cleared, with `placed`: the rest of the state that changes then.
 */
export function submitOrder(
  orderId: string,
  input: {
    member: boolean;
    contact?: SubmitInput["contact"];
    payments: SubmitInput["payments"];
    idempotencyKey: string;
    placed?: StatePatch;
  },
) {
  return inOrder(async (write) => {
    const result = await api.call("ordersSubmit", {
      params: { id: orderId },
      body: input.member
        ? { usertype: "user", payments: input.payments }
        : { usertype: "guest", contact: input.contact, payments: input.payments },
      auth: input.member ? "ordering" : "ordering-optional",
      idempotencyKey: input.idempotencyKey,
    });
    if (result.ok) write.clear({ ...input.placed, activeOrder: toStoredOrder(result.data.order) });
    return result;
  });
}

/** POST orders/{id}/track {error, type: "ccsf", details}: records a payment failure. */
export function trackPaymentFailure(orderId: string, error: string, details: unknown) {
  return api.call("ordersTrack", {
    params: { id: orderId },
    body: { error: error.slice(0, 500), type: "ccsf", details },
  });
}

/** GET members/payments: the member's saved cards. */
export async function getSavedCards(): Promise<ApiResult<MemberPayment["account"][]>> {
  const result = await api.call("membersPaymentsList");
  if (!result.ok) return result;
  return { ...result, data: result.data.payments.map((p) => p.account) };
}

/** GET members/addresses: the member's saved delivery addresses. */
export async function getSavedAddresses(): Promise<ApiResult<MemberAddress[]>> {
  const result = await api.call("membersAddressesList");
  if (!result.ok) return result;
  return { ...result, data: result.data.addresses };
}
