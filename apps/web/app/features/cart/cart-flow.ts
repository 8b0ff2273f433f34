/**
 * The cart's transitions that call the API (`cart.decrease-at-one`, `cart.after-remove`,
 * `promo.field-states`, `wallet.button`): quantity changes (and the
 * coupon dropped under $200), removals (re-validate, or leave for /order without the
 * coupon), promo and wallet-offer apply and remove. Each returns what the panel needs
 * to show; the order itself lands in the client store.
 */
import type { WalletOfferEntry } from "@coop/contract/offers";

import { track } from "../../lib/analytics.ts";
import { api } from "../../lib/api-client.ts";
import { ecommercePayload, lineItem } from "../../lib/order/ecommerce.ts";
import {
  addCoupon,
  removeCoupon,
  removeFromOrder,
  updateInOrder,
  validateOrder,
} from "../../lib/order/order-actions.ts";
import { type CartLine, linesOf, totalsOf } from "../../lib/order/order-model.ts";
import { clientStore } from "../../lib/store/client-store.ts";
import {
  afterRemoval,
  decreaseAction,
  normalizePromoCode,
  PROMO_EMPTY_MESSAGE,
  promoErrorMessage,
  shouldDropCouponAfterDecrease,
} from "./cart-rules.ts";

function currentOrder() {
  return clientStore.getState().order;
}

function trackRemoval(line: CartLine, quantity: number) {
  const { channel, location } = clientStore.getState();
  track("remove_from_cart", ecommercePayload([{ ...lineItem(line), quantity }], channel, location));
}

/** `cart.errors-logged`: cart errors are only logged. */
function logCartError(what: string, errors: readonly string[]) {
  console.warn(`Cart: ${what} failed`, errors);
}

export async function increaseQuantity(line: CartLine): Promise<void> {
  const order = currentOrder();
  if (!order) return;
  const result = await updateInOrder(order.id, [{ id: line.id, quantity: line.quantity + 1 }]);
  if (!result.ok) logCartError("increase", result.errors);
}

/**
 * `cart.decrease-at-one`: ignored at 1; `cart.coupon-drops-under-200`: after a decrease, the
 * coupon goes when the total falls under $200.
 */
export async function decreaseQuantity(line: CartLine): Promise<void> {
  const action = decreaseAction(line.quantity);
  const order = currentOrder();
  if (action.type === "ignore" || !order) return;
  const result = await updateInOrder(order.id, [{ id: line.id, quantity: action.quantity }]);
  if (!result.ok) {
    logCartError("decrease", result.errors);
    return;
  }
  trackRemoval(line, 1);
  const after = result.data;
  if (shouldDropCouponAfterDecrease(totalsOf(after).total, Boolean(after.coupon))) {
    const dropped = await removeCoupon(after.id);
    if (!dropped.ok) logCartError("remove coupon", dropped.errors);
  }
}

/**
 * `cart.after-remove`: removes the line; with items left the order is re-validated, with none the
 * caller goes to /order (returns "leave") and the coupon is removed.
 */
export async function removeLine(line: CartLine): Promise<"stay" | "leave"> {
  const order = currentOrder();
  if (!order) return "stay";
  const result = await removeFromOrder(order.id, line.id);
  if (!result.ok) {
    logCartError("remove", result.errors);
    return "stay";
  }
  trackRemoval(line, line.quantity);
  if (afterRemoval(linesOf(result.data).length) === "revalidate") {
    const validated = await validateOrder(result.data.id);
    if (!validated.ok) logCartError("validate", validated.errors);
    return "stay";
  }
  if (result.data.coupon) {
    const dropped = await removeCoupon(result.data.id);
    if (!dropped.ok) logCartError("remove coupon", dropped.errors);
  }
  return "leave";
}

export type CouponOutcome = { ok: true } | { ok: false; message: string };

/**
 * The promo field's Apply: upper case, never empty (`promo.code-normalized`), rewritten errors
 * (`promo.error-rewrites`).
 */
export async function applyPromo(code: string): Promise<CouponOutcome> {
  const normalized = normalizePromoCode(code);
  if (normalized === "") return { ok: false, message: PROMO_EMPTY_MESSAGE };
  const order = currentOrder();
  if (!order) return { ok: false, message: "" };
  const result = await addCoupon(order.id, normalized);
  if (!result.ok) {
    clientStore.setState((s) => ({ errors: [...s.errors, ...result.errors] }));
    return { ok: false, message: result.status === 0 ? "" : promoErrorMessage(result.errors) };
  }
  return { ok: true };
}

export async function removePromo(): Promise<CouponOutcome> {
  const order = currentOrder();
  if (!order) return { ok: true };
  const result = await removeCoupon(order.id);
  if (!result.ok) return { ok: false, message: `Error: ${result.errors[0] ?? ""}` };
  return { ok: true };
}

/** `wallet.button`: applying or removing a wallet entry, shared with the offers pages. */
export { toggleWalletEntry } from "../../lib/order/wallet-entry.ts";

/**
 * The member's wallet entries: none when the call fails (only logged, `cart.errors-logged`)
 * or does not exist yet.
 */
export async function getWalletOffers(): Promise<WalletOfferEntry[]> {
  const result = await api.call("membersOffersAll");
  if (!result.ok) {
    if (result.status !== 404) console.warn("Wallet offers could not be loaded", result.errors);
    return [];
  }
  return result.data.rewards;
}
