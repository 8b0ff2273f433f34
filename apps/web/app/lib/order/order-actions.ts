/**
 * The order calls of the client (createOrder, retrieveOrder, validateOrder, addToOrder,
 * updateInOrder, removeFromOrder, addCoupon, removeCoupon, getUpsellsForCart,
 * getWalletOffers) against the API, each writing the order it gets back into the client
 * store. Every call resolves to a result; none throws for an HTTP error.
 */
import type { BodyOf, ResponseOf } from "@coop/contract/api-types";
import type { CallArgs } from "@coop/contract/client";
import type { EndpointId } from "@coop/contract/endpoints";
import type { StoredOrder } from "@coop/contract/entities";
import type { OrderJson } from "@coop/contract/orders";
import type { OrderReward } from "@coop/contract/rewards";

import { api } from "../api-client.ts";
import { clientStore } from "../store/client-store.ts";
import { orderMenuIdOf } from "./order-model.ts";
import { inOrder, type OrderWriter } from "./order-queue.ts";

/** The calls whose answer is the whole order (the ones `orderCall` runs). */
export type OrderCallId = {
  [I in EndpointId]: ResponseOf<I> extends OrderJson ? I : never;
}[EndpointId];

export type ActionResult<T = StoredOrder> =
  { ok: true; data: T } | { ok: false; status: number; errors: string[] };

/** A failed call's result. */
export function failure(result: { status: number; errors: string[] }): ActionResult<never> {
  return { ok: false, status: result.status, errors: result.errors };
}

/**
 * Inside a queued run (order-queue.ts): one call that answers an order, whose order goes
 * into the store. An answer that is not an order fails without errors of its own.
 */
export async function sendOrderCall<I extends OrderCallId>(
  write: OrderWriter,
  id: I,
  ...args: CallArgs<I>
): Promise<ActionResult> {
  const result = await api.call(id, ...args);
  if (!result.ok) return failure(result);
  const order = write.keep(result.data);
  return order ? { ok: true, data: order } : { ok: false, status: result.status, errors: [] };
}

/**
 * One call that answers an order, after the ones asked for before it (order-queue.ts); the
 * order goes into the store. The checkout's calls (checkout-actions.ts) use it too.
 */
export function orderCall<I extends OrderCallId>(
  id: I,
  ...args: CallArgs<I>
): Promise<ActionResult> {
  return inOrder((write) => sendOrderCall(write, id, ...args));
}

/** Inside a queued run: the current order, created on the chosen restaurant's menu when there is none. */
async function currentOrCreated(write: OrderWriter): Promise<ActionResult> {
  const { order, location, menu, channel } = clientStore.getState();
  if (order) return { ok: true, data: order };
  const menuId = location ? orderMenuIdOf(location, channel) : menu?.id;
  if (!menuId) return { ok: false, status: 0, errors: ["Choose a restaurant first."] };
  return sendOrderCall(write, "ordersCreate", { body: { menu_id: menuId } });
}

/** The current order, created on the chosen restaurant's menu when there is none (lazily, on first add). */
export function ensureOrder(): Promise<ActionResult> {
  return inOrder(currentOrCreated);
}

export function retrieveOrder(orderId: string) {
  return orderCall("ordersGet", { params: { id: orderId } });
}

/** What POST orders/{id}/validate tells the client: the order as stored, its messages, valid. */
export type Validation = Pick<ResponseOf<"ordersValidate">, "messages" | "valid"> & {
  order: StoredOrder;
};

/**
 * validateOrder (POST orders/{id}/validate), for the cart and the checkout: the order it
 * carries replaces the stored one. The checkout reads the messages and whether it is valid.
 */
export function validateOrder(orderId: string): Promise<ActionResult<Validation>> {
  return inOrder(async (write) => {
    const result = await api.call("ordersValidate", { params: { id: orderId } });
    if (!result.ok) return failure(result);
    const order = write.keep(result.data.order);
    if (!order) return { ok: false, status: result.status, errors: [] };
    return { ok: true, data: { order, messages: result.data.messages, valid: result.data.valid } };
  });
}

/** A product to add: its id or SKU, quantity and choices (POST orders/{id}/products). */
export type NewLine = BodyOf<"ordersAddProducts">["products"][number];

/** addToOrder: creates the order first when there is none. */
export function addToOrder(products: NewLine[]): Promise<ActionResult> {
  return inOrder(async (write) => {
    const current = await currentOrCreated(write);
    if (!current.ok) return current;
    const result = await sendOrderCall(write, "ordersAddProducts", {
      params: { id: current.data.id },
      body: { products },
    });
    // The stored order was abandoned or expired on the server: start a new one once.
    if (!result.ok && result.status === 404) {
      write.clear();
      const fresh = await currentOrCreated(write);
      if (!fresh.ok) return fresh;
      return sendOrderCall(write, "ordersAddProducts", {
        params: { id: fresh.data.id },
        body: { products },
      });
    }
    return result;
  });
}

/** A cart line's new quantity, choices or instructions (PUT orders/{id}/products). */
export type LineUpdate = BodyOf<"ordersUpdateProducts">["products"][number];

export function updateInOrder(orderId: string, products: LineUpdate[]) {
  return orderCall("ordersUpdateProducts", { params: { id: orderId }, body: { products } });
}

export function removeFromOrder(orderId: string, lineId: string) {
  return orderCall("ordersRemoveProduct", { params: { id: orderId, productId: lineId } });
}

/**
 * addCoupon: the code upper-cased (`promo.code-normalized`), with the ordering token when
 * signed in (`auth.token-classes`):
 * a wallet-only code works only for the member who holds it.
 */
export function addCoupon(orderId: string, code: string) {
  return orderCall("ordersAddCoupon", {
    params: { id: orderId },
    body: { code: code.toUpperCase() },
    auth: "ordering-optional",
  });
}

export function removeCoupon(orderId: string) {
  return orderCall("ordersRemoveCoupon", { params: { id: orderId } });
}

/** The loyalty reward on the order, none or one (GET orders/{id}/rewards). */
export async function getOrderRewards(orderId: string): Promise<ActionResult<OrderReward[]>> {
  const result = await api.call("ordersRewardsList", { params: { id: orderId } });
  if (!result.ok) return failure(result);
  return { ok: true, data: result.data.rewards };
}

/** applyRewards: the signed-in member's reward by reference (ordering token; one per order). */
export function applyReward(orderId: string, memberId: string, reference: string) {
  return orderCall("ordersApplyRewards", {
    params: { id: orderId },
    body: { memberid: memberId, references: [reference] },
    auth: "ordering",
  });
}

export function removeReward(orderId: string, reference: string) {
  return orderCall("ordersRemoveReward", {
    params: { id: orderId, ref: reference },
    auth: "ordering-optional",
  });
}

/** A product suggested for the cart (GET /api/v2/carts/{orderId}/upsells). */
export type Upsell = ResponseOf<"upsellsList">["upsells"][number];

export async function getUpsellsForCart(orderId: string): Promise<ActionResult<Upsell[]>> {
  const result = await api.call("upsellsList", { params: { orderId } });
  if (!result.ok) return failure(result);
  return { ok: true, data: result.data.upsells };
}
