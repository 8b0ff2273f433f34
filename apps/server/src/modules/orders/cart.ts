import { hasDaypartItem } from "@coop/contract/daypart";
import { roundUpDonationCents } from "@coop/contract/donation";
import type { DeliveryAddress } from "@coop/contract/orders";

import { type CouponContext, type CouponRule, evaluateCoupon } from "../../domain/coupons.ts";
import type { PricedChoice } from "../../domain/pricing.ts";
import { computeTotals, type Totals } from "../../domain/totals.ts";
import { pausedMessage, type Restaurant } from "../locations/service.ts";
import type { MenuCatalog } from "../menus/service.ts";
import type { LineRow, OrderRow } from "./repository.ts";

export type Handoff = "pickup" | "curbside" | "dispatch";

/** The stored delivery address with what was worked out for it. */
export type StoredAddress = DeliveryAddress & { distanceMiles: number; feeCents: number };

export type Vehicle = { make?: string; model?: string; color?: string };

export type OrderMessage = { code: string; message: string; blocking: boolean };

export type CouponState = {
  code: string;
  result:
    | { ok: true; discountCents: number; freeDelivery: boolean; description: string }
    | { ok: false; message: string };
};

export type CartFigures = {
  totals: Totals;
  coupon: CouponState | null;
  /** Loyalty rewards on the order (one at most), priced like coupons. */
  rewards: {
    reference: string;
    description: string;
    discountCents: number;
    message: string | null;
  }[];
  donationCents: number;
  deliveryFeeCents: number;
};

/**
 * What a coupon (or a reward priced as one) is checked against: the order as it stands.
 * Redemption counts default to 0: the caps are checked where they count (apply, submit).
 */
export function couponContext(
  order: Pick<OrderRow, "handoff" | "channel">,
  lines: Pick<LineRow, "sku" | "unitCents" | "quantity">[],
  money: { subtotalCents: number; deliveryFeeCents: number; now: Date },
  use: { global: number; customer: number; inUseOnAnotherOrder?: boolean } = {
    global: 0,
    customer: 0,
  },
): CouponContext {
  return {
    subtotalCents: money.subtotalCents,
    lines: lines.map((l) => ({ sku: l.sku, unitCents: l.unitCents, quantity: l.quantity })),
    handoff: order.handoff as Handoff,
    channel: order.channel === "catering" ? "catering" : "default",
    now: money.now,
    deliveryFeeCents: money.deliveryFeeCents,
    customerRedemptions: use.customer,
    globalRedemptions: use.global,
    inUseOnAnotherOrder: use.inUseOnAnotherOrder ?? false,
  };
}

/**
 * Recomputes an order's money from its lines and settings: coupon (re-evaluated),
 * delivery fee (free-delivery coupons), tax at the restaurant's rate, tip, and the
 * round-up donation, which always rounds the rest of the total up to a whole dollar.
 */
export function figures(input: {
  order: Pick<OrderRow, "handoff" | "tipCents" | "donation" | "channel">;
  lines: Pick<LineRow, "totalCents" | "sku" | "unitCents" | "quantity">[];
  restaurant: Restaurant;
  address: StoredAddress | null;
  coupon: { code: string; rule: CouponRule | null; description: string } | null;
  now: Date;
  rewards?: { reference: string; description: string; rule: CouponRule }[];
}): CartFigures {
  const subtotal = input.lines.reduce((s, l) => s + l.totalCents, 0);
  const handoff = input.order.handoff as Handoff;
  const baseDeliveryFee = handoff === "dispatch" && input.address ? input.address.feeCents : 0;
  let coupon: CouponState | null = null;
  let discount = 0;
  let freeDelivery = false;
  const context = couponContext(input.order, input.lines, {
    subtotalCents: subtotal,
    deliveryFeeCents: baseDeliveryFee,
    now: input.now,
  });
  if (input.coupon) {
    const result = evaluateCoupon(input.coupon.rule, context);
    if (result.ok) {
      discount = result.discountCents;
      freeDelivery = result.freeDelivery;
      coupon = {
        code: input.coupon.code,
        result: { ...result, description: input.coupon.description },
      };
    } else {
      coupon = { code: input.coupon.code, result };
    }
  }
  const rewards: CartFigures["rewards"] = [];
  for (const reward of input.rewards ?? []) {
    const result = evaluateCoupon(reward.rule, context);
    const cents = result.ok ? Math.min(result.discountCents, Math.max(0, subtotal - discount)) : 0;
    discount += cents;
    if (result.ok && result.freeDelivery) freeDelivery = true;
    rewards.push({
      reference: reward.reference,
      description: reward.description,
      discountCents: cents,
      message: result.ok ? null : result.message,
    });
  }
  const deliveryFee = freeDelivery ? 0 : baseDeliveryFee;
  const common = {
    lineTotalsCents: input.lines.map((l) => l.totalCents),
    discountCents: discount,
    deliveryFeeCents: deliveryFee,
    feesCents: 0,
    tipCents: input.order.tipCents,
    taxRateBps: input.restaurant.taxRateBps,
  };
  const before = computeTotals({ ...common, donationCents: 0 });
  const donationCents =
    input.order.donation && before.total > 0 ? roundUpDonationCents(before.total) : 0;
  const totals = donationCents > 0 ? computeTotals({ ...common, donationCents }) : before;
  return { totals, coupon, rewards, donationCents, deliveryFeeCents: deliveryFee };
}

/** Choices as stored on a line, back into the input shape (for re-pricing on transfer/reorder). */
export function choiceInputs(
  line: Pick<LineRow, "choices">,
): { optionId: number; quantity: number }[] {
  return (line.choices as PricedChoice[]).map((c) => ({
    optionId: c.optionId,
    quantity: c.quantity,
  }));
}

/**
 * What stands between the order and a successful submit, and what the customer should
 * know (`order.validate-blockers`, `cart.not-available-notice`, `daypart.ten-thirty`,
 * `handoff.delivery-minimum`, `handoff.curbside-vehicle`).
 */
export function orderMessages(input: {
  order: Pick<OrderRow, "handoff" | "timeMode" | "timeWanted" | "custom">;
  lines: (Pick<LineRow, "name" | "productId" | "sku"> & Partial<Pick<LineRow, "choices">>)[];
  catalog: MenuCatalog;
  address: StoredAddress | null;
  figures: CartFigures;
  now: Date;
  /** Whether the chosen time (or ASAP) still has a slot. */
  timeOk: boolean;
  daypartOk: boolean;
}): OrderMessage[] {
  const out: OrderMessage[] = [];
  const r = input.catalog.target.restaurant!;
  if (input.lines.length === 0)
    out.push({ code: "empty", message: "Your cart is empty.", blocking: true });
  const products = input.lines.map(
    (l) => input.catalog.product(l.productId) ?? input.catalog.bySku(l.sku),
  );
  const missing = input.lines.filter((_, i) => !products[i]);
  if (missing.length > 0) {
    out.push({
      code: "unavailable",
      message: `No longer on the menu: ${missing.map((l) => l.name).join(", ")}. Remove it to continue.`,
      blocking: true,
    });
  }
  // `ops.86`: an item or a choice 86'd at the restaurant (now) blocks the order, by name.
  const soldOut = input.lines.flatMap((line, i) => {
    if (products[i] && input.catalog.isSoldOut(products[i]!)) return [line.name];
    const choices = (line.choices ?? []) as PricedChoice[];
    return choices
      .filter((c) => input.catalog.isOptionUnavailable(c.optionId))
      .map((c) => `${c.name} (${line.name})`);
  });
  if (soldOut.length > 0) {
    out.push({
      code: "sold_out",
      message: `${soldOut.join(", ")} ${soldOut.length > 1 ? "are" : "is"} sold out at ${r.name} right now; remove ${soldOut.length > 1 ? "them" : "it"} to continue.`,
      blocking: true,
    });
  }
  // `ops.pause`: while online ordering is paused, customers read why.
  const paused = pausedMessage(r, input.now);
  if (paused) out.push({ code: "paused", message: paused, blocking: true });
  if (input.order.timeMode === "asap") {
    const notNow = input.lines.filter(
      (_, i) => products[i] && !input.catalog.isAvailableAt(products[i]!, input.now),
    );
    if (notNow.length > 0) {
      out.push({
        code: "not_available_now",
        message:
          "You have items that are not available right now, but you can schedule your order for later at checkout.",
        blocking: true,
      });
    }
  }
  if (!input.daypartOk) {
    out.push({
      code: "daypart",
      message: "Items named 10:30 are served from 10:30. Choose a time at or after 10:30.",
      blocking: true,
    });
  }
  if (!input.timeOk && !paused) {
    out.push({
      code: "time_unavailable",
      message:
        input.order.timeMode === "asap"
          ? `${r.name} cannot take an order for as soon as possible right now. Schedule it for later.`
          : "The time you chose is no longer available. Please choose another time.",
      blocking: true,
    });
  }
  const handoff = input.order.handoff as Handoff;
  if (handoff === "dispatch") {
    if (!input.address)
      out.push({ code: "address_required", message: "Add a delivery address.", blocking: true });
    const subtotal = input.figures.totals.subtotal;
    if (input.lines.length > 0 && subtotal < r.deliveryMinimumCents) {
      out.push({
        code: "delivery_minimum",
        message: `Delivery orders from ${r.name} need a subtotal of at least $${(r.deliveryMinimumCents / 100).toFixed(2)}.`,
        blocking: true,
      });
    }
  }
  if (handoff === "curbside") {
    const v = input.order.custom as Vehicle;
    if (!v.make || !v.model || !v.color) {
      out.push({
        code: "vehicle_required",
        message: "Tell us your vehicle's make, model and color for curbside pickup.",
        blocking: true,
      });
    }
  }
  if (input.figures.coupon && !input.figures.coupon.result.ok) {
    out.push({ code: "coupon", message: input.figures.coupon.result.message, blocking: false });
  }
  return out;
}

/** `daypart.ten-thirty`: the daypart minute for these lines (10:30), or undefined. */
export function daypartFor(lines: Pick<LineRow, "name">[]): number | undefined {
  return hasDaypartItem(lines.map((l) => l.name)) ? 630 : undefined;
}
