import { toAmount } from "@coop/contract/money";
import type { OrderJson } from "@coop/contract/orders";

import { localParts } from "../../domain/local-time.ts";
import { orderStatus, type StatusInput } from "../../domain/order-status.ts";
import type { PricedChoice } from "../../domain/pricing.ts";
import type { MenuCatalog } from "../menus/service.ts";
import type { CartFigures, OrderMessage, StoredAddress } from "./cart.ts";
import type { LineRow, OrderRow } from "./repository.ts";

/** `order.created-format`: "YYYYMMDD HH:mm" in a time zone. */
export function stamp(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  const hh = String(Math.floor(p.minutes / 60)).padStart(2, "0");
  const mm = String(p.minutes % 60).padStart(2, "0");
  return `${p.date.replaceAll("-", "")} ${hh}:${mm}`;
}

export function statusInput(o: OrderRow): StatusInput {
  return {
    state: o.state as StatusInput["state"],
    handoff: o.handoff as StatusInput["handoff"],
    kitchenAt: o.kitchenAt,
    readyAt: o.readyAt,
    deliveredAt: o.deliveredAt,
    arrivedAt: o.arrivedAt,
    submittedAt: o.submittedAt,
    autoAdvance: o.autoAdvance,
    staffStatus: o.staffStatus,
  };
}

/** `order.open-expiry`: an open order expires a day after its last change. */
export const OPEN_ORDER_TTL_MS = 86_400_000;

export function orderJson(input: {
  order: OrderRow;
  lines: LineRow[];
  catalog: MenuCatalog | null;
  figures: CartFigures;
  messages: OrderMessage[];
  earliest: Date | null;
  now: Date;
  timeZone: string;
  /** ORDER_CLOCK_SPEED (domain/order-status.ts); 1 when not given. */
  clockSpeed?: number;
}): OrderJson {
  const { order, figures } = input;
  const t = figures.totals;
  const address = order.address as StoredAddress | null;
  const coupon = figures.coupon;
  const couponCents = t.discount - figures.rewards.reduce((s, r) => s + r.discountCents, 0);
  return {
    id: order.id,
    number: order.number,
    status: orderStatus(statusInput(order), input.now, input.clockSpeed ?? 1),
    location_id: order.locationId,
    menu_id: order.menuId,
    channel: order.channel === "catering" ? "catering" : "default",
    products: input.lines.map((l) => {
      const product = input.catalog?.product(l.productId);
      return {
        id: l.id,
        product_id: l.productId,
        sku: l.sku,
        name: l.name,
        quantity: l.quantity,
        cost: { unit: toAmount(l.unitCents), total: toAmount(l.totalCents) },
        calories: l.calories,
        choices: (l.choices as PricedChoice[]).map((c) => ({
          option_id: c.optionId,
          name: c.name,
          quantity: c.quantity,
          cost: toAmount(c.unitDeltaCents * c.quantity),
        })),
        instructions: l.instructions,
        recipient: l.recipient,
        // `cart.not-available-notice`: the same answer as the menu's availability.now (closed
        // restaurant, windows, 86), so the cart's notice agrees with the menu.
        available_now: product ? input.catalog!.isSoldAt(product, input.now) : false,
      };
    }),
    totals: {
      subtotal: toAmount(t.subtotal),
      discount: toAmount(t.discount),
      handoff: toAmount(t.handoff),
      fees: toAmount(t.fees),
      tax: toAmount(t.tax),
      tip: toAmount(t.tip),
      donations: toAmount(t.donations),
      total: toAmount(t.total),
    },
    handoff: order.handoff as "pickup" | "curbside" | "dispatch",
    address: address
      ? {
          address: address.address,
          apt: address.apt ?? null,
          city: address.city,
          state: address.state,
          zip: address.zip,
        }
      : null,
    customfields: Object.fromEntries(
      Object.entries((order.custom as Record<string, string>) ?? {}),
    ),
    coupon: order.couponCode ? { couponcode: order.couponCode } : null,
    discounts: [
      // `order.discounts-order`: the coupon first (the promo field reads the first discount).
      ...(coupon && coupon.result.ok
        ? [
            {
              type: "Coupon",
              description: coupon.result.description,
              amount: toAmount(couponCents),
            },
          ]
        : []),
      ...figures.rewards.map((r) => ({
        type: "Reward",
        description: r.description,
        amount: toAmount(r.discountCents),
      })),
    ],
    donations:
      figures.donationCents > 0
        ? [
            {
              id: String((order.donation as { id: string }).id),
              amount: toAmount(figures.donationCents),
            },
          ]
        : [],
    time: {
      mode: order.timeMode === "scheduled" ? "scheduled" : "asap",
      wanted: order.timeWanted?.toISOString() ?? null,
      earliest: input.earliest?.toISOString() ?? null,
    },
    created: stamp(order.createdAt, input.timeZone),
    expires:
      order.state === "open"
        ? new Date(order.updatedAt.getTime() + OPEN_ORDER_TTL_MS).toISOString()
        : null,
    ready_at: order.readyAt?.toISOString() ?? null,
    messages: input.messages.map((m) => ({ code: m.code, message: m.message })),
  };
}
