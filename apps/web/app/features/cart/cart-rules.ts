/**
 * The rules of the cart panel (promo field, wallet button, cart line, totals, catering
 * delivery minimum; each cites its rule id of docs/rules.md) as pure functions, so that
 * each one is tested on its own (cart-rules.test.ts) and the components only wire them.
 */
import { consumerOrigin } from "../../lib/channel.ts";
import type { CartLine } from "../../lib/order/order-model.ts";

// ── Promo field (`promo.field-states`: empty, approved, failed; `promo.error-rewrites`) ──

export type PromoStatus = "empty" | "approved" | "failed";
export type PromoState = { code: string; status: PromoStatus; message: string; locked: boolean };

export const emptyPromo: PromoState = { code: "", status: "empty", message: "", locked: false };

/** `promo.error-rewrites`: server message → the text after 'Error: '. */
const promoRewrites: Record<string, string> = {
  "[200] Code is invalid": "Invalid promo code.",
  "Coupon code cannot be empty.": "Promo code cannot be empty.",
  "Offer not valid - $200.00 Minimum Required": "Offer not valid - $200.00 Minimum Required",
  "Code is currently in use on another transaction":
    "Promo code is currently in use on another transaction",
};

/** `promo.error-rewrites`: 'Error: ' plus the first server message, rewritten by promoRewrites above. */
export function promoErrorMessage(serverMessages: readonly string[]): string {
  const first = serverMessages[0] ?? "";
  return `Error: ${promoRewrites[first] ?? first}`;
}

/** `promo.code-normalized`: a promo code is sent in upper case; empty is refused before any call. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

export const PROMO_EMPTY_MESSAGE = "Error: Promo code cannot be empty.";

export type PromoEvent =
  | { type: "input"; code: string }
  | { type: "applied"; code: string }
  | { type: "rejected"; messages: readonly string[] }
  /** Any thrown error: failed with no message. */
  | { type: "threw" }
  | { type: "removed" }
  /** On load: the order's first discount is a coupon. */
  | { type: "loaded"; couponCode: string | null };

export function promoReducer(state: PromoState, event: PromoEvent): PromoState {
  switch (event.type) {
    case "input":
      if (state.locked) return state;
      return { ...state, code: event.code, status: "empty", message: "" };
    case "applied":
      return { code: event.code, status: "approved", message: "", locked: true };
    case "rejected":
      return { ...state, status: "failed", message: promoErrorMessage(event.messages) };
    case "threw":
      return { ...state, status: "failed", message: "" };
    case "removed":
      return emptyPromo;
    case "loaded":
      return event.couponCode
        ? { code: event.couponCode, status: "approved", message: "", locked: true }
        : state.locked
          ? emptyPromo
          : state;
  }
}

/**
 * `promo.field-states`: the field shows the code approved and locked when the order's first
 * discount is a coupon. The code is the order's coupon code.
 */
export function appliedCouponCode(
  order: {
    discounts?: readonly { type: string }[];
    coupon?: { couponcode: string } | null;
  } | null,
): string | null {
  const first = order?.discounts?.[0];
  if (!first || first.type.toLowerCase() !== "coupon") return null;
  return order?.coupon?.couponcode ?? null;
}

// ── Wallet offer button (`wallet.button`) ────────────────────────────────────────────────
// Shared with the offers pages: lib/order/wallet-entry.ts.

export {
  appliedRewardReference,
  type AppliedToOrder,
  type OfferButton,
  offerButtonState,
  walletButtonState,
} from "../../lib/order/wallet-entry.ts";

// ── Cart line ────────────────────────────────────────────────────────────────────────────

export type DecreaseAction = { type: "ignore" } | { type: "update"; quantity: number };

/** `cart.decrease-at-one`: decreasing at quantity 1 is ignored (the trash button removes the line). */
export function decreaseAction(quantity: number): DecreaseAction {
  return quantity <= 1 ? { type: "ignore" } : { type: "update", quantity: quantity - 1 };
}

/** `cart.coupon-drops-under-200`: after a decrease, a coupon is removed when the total falls under $200. */
const COUPON_KEEP_MINIMUM = 200;
export function shouldDropCouponAfterDecrease(total: number, hasCoupon: boolean): boolean {
  return hasCoupon && total < COUPON_KEEP_MINIMUM;
}

/** `cart.after-remove`: items left → re-validate; none → go to /order and drop the coupon. */
export function afterRemoval(remaining: number): "revalidate" | "leave-and-drop-coupon" {
  return remaining > 0 ? "revalidate" : "leave-and-drop-coupon";
}

/**
 * `cart.line-description`: the choices, with (xN) for a quantity above 1, then the special
 * instructions in brackets.
 */
export function lineDescription(line: Pick<CartLine, "choices" | "instructions">): string {
  const choices = line.choices
    .filter((c) => c.name)
    .map((c) => ((c.quantity ?? 1) > 1 ? `${c.name} (x${c.quantity})` : c.name));
  const parts = [choices.join(", ")].filter((p) => p !== "");
  const instructions = line.instructions?.trim();
  if (instructions) parts.push(`[${instructions}]`);
  return parts.join(" ");
}

/** `cart.not-available-notice`: time mode asap and a cart product not available now. */
export function showNotAvailableNotice(
  timeMode: string | undefined,
  lines: readonly Pick<CartLine, "available_now">[],
): boolean {
  return timeMode === "asap" && lines.some((l) => l.available_now === false);
}

// ── Totals ───────────────────────────────────────────────────────────────────────────────

/** `cart.delivery-fee-free`: 'FREE' when the delivery fee is 0.00; otherwise the amount. */
export function deliveryFeeIsFree(fee: number): boolean {
  return Math.round(fee * 100) === 0;
}

export type TotalsRowKey =
  "subtotal" | "discount" | "delivery" | "fees" | "tax" | "tip" | "donation" | "total";

/** One row of the totals block: its amount, shown as money, as a negative amount or 'FREE'. */
export type TotalsRow = { key: TotalsRowKey; amount: number; shown: "money" | "negative" | "free" };

const isZero = (amount: number) => Math.round(amount * 100) === 0;

/**
 * `cart.totals-rows`: the rows of the totals block, in the spec's order. Subtotal, Tax and
 * Total always; Discount (negative), Fees and Donation only when not zero; Delivery Fee only
 * for a delivery order ('FREE' at 0.00, `cart.delivery-fee-free`); Tip always where the tip is
 * chosen (the checkout, `tip: "always"`), elsewhere only when not zero.
 */
export function totalsRows(
  totals: {
    subtotal: number;
    discount: number;
    handoff: number;
    fees: number;
    tax: number;
    tip: number;
    donations: number;
    total: number;
  },
  options: { delivery: boolean; tip?: "always" | "when-set" },
): TotalsRow[] {
  const rows: TotalsRow[] = [{ key: "subtotal", amount: totals.subtotal, shown: "money" }];
  if (!isZero(totals.discount))
    rows.push({ key: "discount", amount: Math.abs(totals.discount), shown: "negative" });
  if (options.delivery)
    rows.push({
      key: "delivery",
      amount: totals.handoff,
      shown: deliveryFeeIsFree(totals.handoff) ? "free" : "money",
    });
  if (!isZero(totals.fees)) rows.push({ key: "fees", amount: totals.fees, shown: "money" });
  rows.push({ key: "tax", amount: totals.tax, shown: "money" });
  if (options.tip === "always" || !isZero(totals.tip))
    rows.push({ key: "tip", amount: totals.tip, shown: "money" });
  if (!isZero(totals.donations))
    rows.push({ key: "donation", amount: totals.donations, shown: "money" });
  rows.push({ key: "total", amount: totals.total, shown: "money" });
  return rows;
}

// ── Catering delivery minimum (`cart.catering-delivery-minimum`) ─────────────────────────

const CATERING_DELIVERY_MINIMUM = 150;

/** `cart.catering-delivery-minimum`: under $150 on delivery: warning, checkout disabled. */
export function cateringMinimumApplies(
  channel: string,
  handoffToggle: string,
  total: number,
): boolean {
  return (
    channel === "catering" && handoffToggle === "delivery" && total < CATERING_DELIVERY_MINIMUM
  );
}

/**
 * `cart.catering-delivery-minimum`: the warning sends smaller orders to the main consumer
 * site, so it names that site's host (the catering host without its catering subdomain).
 */
export function cateringMinimumHost(origin: string): string {
  return new URL(consumerOrigin(origin)).host;
}

// ── Timings (`cart.timings`) ─────────────────────────────────────────────────────────────

export const EDIT_NAVIGATION_DELAY_MS = 250;
export const UPSELL_OPEN_DELAY_MS = 100;
