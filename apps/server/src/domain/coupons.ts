/**
 * Coupons: whether a code applies to an order and what it takes off, in integer cents
 * (`promo.*` rules in docs/rules.md).
 *
 * The checks run in a fixed order, problems the customer cannot fix first:
 *   1. unknown, inactive, or outside its date window (startsAt inclusive, endsAt exclusive)
 *      → `[200] Code is invalid` (`promo.invalid`, `promo.date-window`)
 *   2. global cap reached, then per-customer cap reached (`promo.caps`)
 *   3. held by another order that is being submitted → `Code is currently in use on another
 *      transaction` (`promo.in-use`)
 *   4. channel not allowed, then handoff not allowed (free delivery: delivery orders only)
 *      (`promo.channel`, `promo.handoff`, `promo.free-delivery`)
 *   5. subtotal under the minimum (the minimum itself passes)
 *      → `Offer not valid - $200.00 Minimum Required` (`promo.min-inclusive`)
 *   6. free item: the cart lacks the item (`promo.free-item`)
 *
 * `promo.percent`: a percent coupon takes round_half_up(subtotal × percentBps / 10 000) in
 * integer arithmetic (the same rule as tax, see totals.ts). Every discount is capped at the
 * subtotal (`promo.amount`); free delivery takes nothing off the subtotal and waives the
 * delivery fee instead.
 */
import { formatUsd } from "./money-format.ts";
import { applyBpsHalfUp } from "./totals.ts";

export type CouponKind = "percent" | "amount" | "free_item" | "free_delivery";
export type CouponHandoff = "pickup" | "curbside" | "dispatch";
export type CouponChannel = "default" | "catering";
export type CouponRule = {
  code: string;
  kind: CouponKind;
  /** percent: 1 500 = 15 %. */
  percentBps?: number;
  /** amount: cents off. */
  amountCents?: number;
  /** free_item: the SKU given free (one unit, the cheapest line of that SKU). */
  freeSku?: string;
  /** free_item: the product's name for the "add the item" message; the SKU when absent. */
  freeItemName?: string;
  minSubtotalCents: number;
  startsAt: Date | null;
  endsAt: Date | null;
  /** Handoffs the code is valid for; null = all. */
  handoffs: CouponHandoff[] | null;
  /** Channels the code is valid for; null = all. */
  channels: CouponChannel[] | null;
  perCustomerLimit: number | null;
  globalLimit: number | null;
  active: boolean;
  description: string;
  /** Accepted only from a member whose wallet holds the offer with this code (absent: false). */
  walletOnly?: boolean;
};
export type CouponContext = {
  subtotalCents: number;
  lines: { sku: string; unitCents: number; quantity: number }[];
  handoff: CouponHandoff;
  channel: CouponChannel;
  now: Date;
  deliveryFeeCents: number;
  /** Submitted (not voided) orders of this customer that used the code. */
  customerRedemptions: number;
  /** Submitted (not voided) orders of anyone that used the code. */
  globalRedemptions: number;
  inUseOnAnotherOrder: boolean;
};
export type CouponResult =
  | {
      ok: true;
      /** Taken off the subtotal; never more than the subtotal. */
      discountCents: number;
      freeDelivery: boolean;
      /** The delivery fee the coupon waives (free delivery), else 0. */
      waivedDeliveryCents: number;
    }
  | { ok: false; message: string };

/**
 * The coupon messages. The first three, and the minimum message, are the server texts the
 * cart recognises and rewrites for the customer, so they stay exact (`promo.code-normalized`,
 * `promo.invalid`, `promo.in-use`, `promo.min-inclusive`).
 */
export const COUPON_MESSAGES = {
  empty: "Coupon code cannot be empty.",
  invalid: "[200] Code is invalid",
  inUse: "Code is currently in use on another transaction",
  globalLimit: "This offer is no longer available.",
  customerLimit: "You have already used this offer as many times as it allows.",
  cateringOnly: "This offer is only valid for catering orders.",
  notCatering: "This offer is not valid for catering orders.",
  deliveryOnly: "This offer is only valid for delivery orders.",
  onePerOrder: "Only one coupon can be used per order. Remove the current one first.",
} as const;

/** `promo.code-normalized`: codes are compared trimmed and upper-cased, as clients send them. */
export function normalizeCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** `Offer not valid - $200.00 Minimum Required` for 20 000. */
export function minimumMessage(minSubtotalCents: number): string {
  return `Offer not valid - ${formatUsd(minSubtotalCents)} Minimum Required`;
}

const HANDOFF_WORDS: Record<CouponHandoff, string> = {
  pickup: "pickup",
  curbside: "curbside",
  dispatch: "delivery",
};

/** `This offer is only valid for delivery orders.`, `… for pickup or curbside orders.` */
export function handoffMessage(allowed: readonly CouponHandoff[]): string {
  const words = (["pickup", "curbside", "dispatch"] as const)
    .filter((h) => allowed.includes(h))
    .map((h) => HANDOFF_WORDS[h]);
  const list =
    words.length <= 1
      ? (words[0] ?? "no")
      : `${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}`;
  return `This offer is only valid for ${list} orders.`;
}

/**
 * `Add a 10:30 Lunch Box to your order to use this offer.`; without a name (the rule has
 * none): `Add item L-BOX to your order to use this offer.`
 */
export function freeItemMessage(itemName: string | undefined, sku: string): string {
  if (!itemName) return `Add item ${sku} to your order to use this offer.`;
  const article = /^[aeiou]/i.test(itemName) ? "an" : "a";
  return `Add ${article} ${itemName} to your order to use this offer.`;
}

/**
 * What is wrong with a rule's configuration (for seed and admin checks), [] when nothing.
 * evaluateCoupon throws on a rule with problems: that is a data bug, not a customer's.
 */
export function couponRuleProblems(rule: CouponRule): string[] {
  const problems: string[] = [];
  const wholeAtLeast = (n: number | null | undefined, min: number) =>
    typeof n === "number" && Number.isSafeInteger(n) && n >= min;
  if (
    rule.kind === "percent" &&
    !(wholeAtLeast(rule.percentBps, 1) && (rule.percentBps ?? 0) <= 10_000)
  ) {
    problems.push("percent coupon needs percentBps from 1 to 10000");
  }
  if (rule.kind === "amount" && !wholeAtLeast(rule.amountCents, 1)) {
    problems.push("amount coupon needs amountCents of at least 1");
  }
  if (rule.kind === "free_item" && !rule.freeSku) problems.push("free_item coupon needs freeSku");
  if (rule.kind === "free_delivery" && rule.handoffs && !rule.handoffs.includes("dispatch")) {
    problems.push("free_delivery coupon must allow dispatch");
  }
  if (!wholeAtLeast(rule.minSubtotalCents, 0)) {
    problems.push("minSubtotalCents must be non-negative integer cents");
  }
  if (rule.perCustomerLimit !== null && !wholeAtLeast(rule.perCustomerLimit, 0)) {
    problems.push("perCustomerLimit must be a non-negative integer or null");
  }
  if (rule.globalLimit !== null && !wholeAtLeast(rule.globalLimit, 0)) {
    problems.push("globalLimit must be a non-negative integer or null");
  }
  if (rule.startsAt && rule.endsAt && rule.startsAt.getTime() >= rule.endsAt.getTime()) {
    problems.push("startsAt must be before endsAt");
  }
  return problems;
}

/** Whether `rule` applies to the order in `ctx`, and what it takes off. */
export function evaluateCoupon(rule: CouponRule | null, ctx: CouponContext): CouponResult {
  const refuse = (message: string): CouponResult => ({ ok: false, message });
  if (!rule || !rule.active) return refuse(COUPON_MESSAGES.invalid);
  const problems = couponRuleProblems(rule);
  if (problems.length > 0) {
    throw new RangeError(`Coupon ${rule.code} is misconfigured: ${problems.join("; ")}`);
  }
  const now = ctx.now.getTime();
  if (rule.startsAt && now < rule.startsAt.getTime()) return refuse(COUPON_MESSAGES.invalid);
  if (rule.endsAt && now >= rule.endsAt.getTime()) return refuse(COUPON_MESSAGES.invalid);

  if (rule.globalLimit !== null && ctx.globalRedemptions >= rule.globalLimit) {
    return refuse(COUPON_MESSAGES.globalLimit);
  }
  if (rule.perCustomerLimit !== null && ctx.customerRedemptions >= rule.perCustomerLimit) {
    return refuse(COUPON_MESSAGES.customerLimit);
  }
  if (ctx.inUseOnAnotherOrder) return refuse(COUPON_MESSAGES.inUse);

  if (rule.channels && !rule.channels.includes(ctx.channel)) {
    return refuse(
      rule.channels.includes("catering")
        ? COUPON_MESSAGES.cateringOnly
        : COUPON_MESSAGES.notCatering,
    );
  }
  // Free delivery only means something on a delivery order, whatever its handoff list says.
  const handoffs: readonly CouponHandoff[] | null =
    rule.kind === "free_delivery" ? ["dispatch"] : rule.handoffs;
  if (handoffs && !handoffs.includes(ctx.handoff)) return refuse(handoffMessage(handoffs));

  const subtotal = ctx.subtotalCents;
  if (subtotal < rule.minSubtotalCents) return refuse(minimumMessage(rule.minSubtotalCents));

  const off = (cents: number): CouponResult => ({
    ok: true,
    discountCents: Math.min(cents, subtotal),
    freeDelivery: false,
    waivedDeliveryCents: 0,
  });
  switch (rule.kind) {
    case "percent":
      return off(applyBpsHalfUp(subtotal, rule.percentBps ?? 0));
    case "amount":
      return off(rule.amountCents ?? 0);
    case "free_item": {
      const prices = ctx.lines
        .filter((l) => l.sku === rule.freeSku && l.quantity > 0)
        .map((l) => l.unitCents);
      if (prices.length === 0)
        return refuse(freeItemMessage(rule.freeItemName, rule.freeSku ?? ""));
      return off(Math.min(...prices));
    }
    case "free_delivery":
      return {
        ok: true,
        discountCents: 0,
        freeDelivery: true,
        waivedDeliveryCents: ctx.deliveryFeeCents,
      };
  }
}
