/**
 * The rules of the order confirmation and tracking page: the steps an order goes through
 * per handoff (`order.tracking-steps`), the polling back-off (`order.status-polling`), the
 * curbside arrival button (`handoff.curbside-arrival`), the ready-time wording in the
 * restaurant's time (`order.ready-time-wording`), the map link (`order.map-link`), and the
 * purchase event's payload (`tracking.purchase`).
 * Pure functions: the page and its tests share them.
 */
import type { OrderJson } from "@coop/contract/orders";

import { dateTimeFormat } from "../../lib/date-format.ts";
import { ecommercePayload, lineItem } from "../../lib/order/ecommerce.ts";
import type { OrderHandoff } from "../../lib/order/order-model.ts";

/** The engine's states (apps/server/src/domain/order-status.ts) that a placed order shows. */
export type StepStatus =
  "scheduled" | "in_progress" | "ready" | "completed" | "out_for_delivery" | "delivered";

/** Pickup and curbside: scheduled → in progress → ready → completed; delivery ends delivered. */
export function statusSteps(handoff: OrderHandoff): StepStatus[] {
  return handoff === "dispatch"
    ? ["scheduled", "in_progress", "out_for_delivery", "delivered"]
    : ["scheduled", "in_progress", "ready", "completed"];
}

/** Where the order stands among its steps; -1 when the status is not a step (canceled…). */
export function currentStepIndex(handoff: OrderHandoff, status: string): number {
  return statusSteps(handoff).indexOf(status as StepStatus);
}

/** A final state: the status cannot change any more, so polling stops. */
export function isFinalStatus(status: string): boolean {
  return (
    status === "completed" ||
    status === "delivered" ||
    status === "canceled" ||
    status === "abandoned"
  );
}

/** A placed order (as opposed to a cart still open, or one given up). */
export function isPlacedStatus(status: string): boolean {
  return status !== "open" && status !== "abandoned";
}

export const POLL_FIRST_MS = 5_000;
export const POLL_MAX_MS = 60_000;

/**
 * Polling back-off: 5 s, doubling while nothing changes up to 60 s; back to 5 s as soon as
 * the status changed (the next step is then likely to come soon).
 */
export function nextPollDelay(previousMs: number | null, changed: boolean): number {
  if (previousMs === null || changed) return POLL_FIRST_MS;
  return Math.min(previousMs * 2, POLL_MAX_MS);
}

/** The curbside "I'm here" button: a curbside order that is neither completed nor canceled, not yet arrived. */
export function showArrivalButton(input: {
  handoff: OrderHandoff;
  status: string;
  arrived: boolean;
}): boolean {
  return (
    input.handoff === "curbside" &&
    !input.arrived &&
    isPlacedStatus(input.status) &&
    !isFinalStatus(input.status)
  );
}

const dayKey = (instant: Date, timeZone: string) =>
  dateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);

export type ReadyWording =
  | { day: "today"; time: string }
  | { day: "tomorrow"; time: string }
  | { day: "date"; date: string; time: string };

/**
 * The ready time in the restaurant's own time zone (a customer in another zone still reads
 * the time on the restaurant's clock): "Today at 12:45 PM", "Tomorrow at …", or a date.
 */
export function readyTimeWording(
  readyAt: Date,
  now: Date,
  timeZone: string,
  language: string,
): ReadyWording {
  const time = dateTimeFormat(language, {
    timeZone,
    hour: "numeric",
    minute: "2-digit",
  }).format(readyAt);
  const day = dayKey(readyAt, timeZone);
  if (day === dayKey(now, timeZone)) return { day: "today", time };
  if (day === dayKey(new Date(now.getTime() + 86_400_000), timeZone))
    return { day: "tomorrow", time };
  const date = dateTimeFormat(language, {
    timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
  }).format(readyAt);
  return { day: "date", date, time };
}

/** OpenStreetMap centred on the restaurant, with a marker (opened in a new tab). */
export function mapLink(lat: number, lng: number): string {
  const la = lat.toFixed(5);
  const lo = lng.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=17/${la}/${lo}`;
}

/** (919) 555-0100 from the ten digits; anything else as given. */
export function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  return digits.length === 10
    ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
    : phone;
}

type OrderLineJson = OrderJson["products"][number];

/** What the purchase event reads of the placed order. */
export type PurchaseOrder = Pick<OrderJson, "id" | "number" | "coupon"> & {
  products: Pick<OrderLineJson, "sku" | "product_id" | "name" | "quantity" | "cost">[];
  totals: Pick<OrderJson["totals"], "total" | "tax" | "handoff">;
};

/**
 * `tracking.purchase`: the `purchase` event: affiliation = channel, currency USD, transaction_id =
 * the order number (the id while it has none), value = total, tax, shipping = delivery
 * fee, coupon, items, with the restaurant's name and code like the cart events.
 */
export function purchasePayload(
  order: PurchaseOrder,
  channel: string,
  location: { id: string; name: string } | null,
): Record<string, unknown> {
  const base = ecommercePayload(
    order.products.map((p) =>
      lineItem({
        sku: p.sku,
        product_id: String(p.product_id),
        name: p.name,
        quantity: p.quantity,
        cost: p.cost,
      }),
    ),
    channel,
    location,
  );
  const ecommerce = base.ecommerce as Record<string, unknown>;
  return {
    ...base,
    ecommerce: {
      ...ecommerce,
      transaction_id: order.number !== null ? String(order.number) : order.id,
      value: order.totals.total,
      tax: order.totals.tax,
      shipping: order.totals.handoff,
      coupon: order.coupon?.couponcode ?? "",
    },
  };
}

/** sessionStorage key that keeps a reload from sending an order's purchase event again. */
export const purchaseGuardKey = (orderId: string) => `purchase-sent:${orderId}`;
