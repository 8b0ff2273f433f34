import type { Db } from "../../db/client.ts";
import { localParts } from "../../domain/local-time.ts";
import { makeMinutes } from "../../domain/make-time.ts";
import { pacingPool, slotControls } from "../../domain/store-controls.ts";
import { asapTime, SLOT_MINUTES, slotStartOf, timeSlots } from "../../domain/time-slots.ts";
import type { Restaurant } from "../locations/service.ts";
import type { MenuCatalog } from "../menus/service.ts";
import { daypartFor, type Handoff } from "./cart.ts";
import type { SlotsPort } from "./ports.ts";
import type { LineRow, OrderRow } from "./repository.ts";

export type TimeCheck = {
  /** ASAP: the earliest ready time; scheduled: the wanted time, when still offered. */
  readyAt: Date | null;
  /** `slots.earliest`: the earliest time shown to the customer (time.earliest). */
  earliest: Date | null;
  timeOk: boolean;
  daypartOk: boolean;
  /** `ops.pacing`: the scheduled time is gone only because its slot has no room left. */
  full?: boolean;
};

export function orderKind(catalog: MenuCatalog): "default" | "catering" {
  return catalog.base.kind === "catering" ? "catering" : "default";
}

function calendarFor(r: Restaurant, handoff: Handoff) {
  return handoff === "dispatch"
    ? r.calendars.delivery
    : handoff === "curbside"
      ? r.calendars.curbside
      : r.calendars.pickup;
}

/** The pacing pool an order counts in (`ops.pacing`): its handoff, or catering's own. */
export function orderPool(catalog: MenuCatalog, handoff: Handoff) {
  return pacingPool(orderKind(catalog), handoff);
}

/**
 * The slot query of an order's restaurant, handoff and menu at `now`: calendar, lead time,
 * and the store controls and pacing limits (`ops.pacing`, `ops.busy-mode`, `ops.close-early`,
 * `ops.pause`).
 */
export function slotParams(r: Restaurant, catalog: MenuCatalog, handoff: Handoff, now: Date) {
  // `catering-server.slots-lead-time`, `catering-server.slots-pool`: catering's lead time and pool.
  const catering = orderKind(catalog) === "catering";
  return {
    calendar: calendarFor(r, handoff),
    closedDates: r.closedDates,
    timeZone: r.timeZone,
    leadTimeMinutes: catering ? r.cateringLeadTimeMinutes : r.leadTimeMinutes,
    ...slotControls(r.ops, orderPool(catalog, handoff), r, now),
  };
}

/**
 * The make-time model (domain/make-time.ts): the make-minutes of an order's lines with its restaurant's model (catering
 * with catering's base), before the order exists; what it takes in its slot (`ops.pacing`).
 */
export function orderMakeMinutes(
  catalog: MenuCatalog,
  lines: readonly Pick<LineRow, "productId" | "sku" | "quantity">[],
): number {
  const make = catalog.target.restaurant!.ops.make;
  const model = {
    baseMinutes: orderKind(catalog) === "catering" ? make.cateringBaseMinutes : make.baseMinutes,
    perItemMinutes: make.perItemMinutes,
    categoryMinutes: make.categoryMinutes,
  };
  return makeMinutes(
    model,
    lines.map((l) => ({
      categoryId: (catalog.product(l.productId) ?? catalog.bySku(l.sku))?.categoryId ?? null,
      quantity: l.quantity,
    })),
  );
}

/**
 * Whether the order's time still holds: ASAP needs a ready time today; a scheduled
 * time must still be one of the menu's slots (inside the calendar, after the lead time and
 * busy mode's minutes, with room for the order in its pacing pool, not after an early closing,
 * not while ordering is paused, not before 10:30 when a "10:30" item is in the cart).
 */
export async function checkTime(
  kitchen: Pick<SlotsPort, "reservations">,
  db: Db,
  order: Pick<OrderRow, "handoff" | "timeMode" | "timeWanted">,
  lines: Pick<LineRow, "name" | "productId" | "sku" | "quantity">[],
  catalog: MenuCatalog,
  now: Date,
): Promise<TimeCheck> {
  const r = catalog.target.restaurant!;
  const handoff = order.handoff as Handoff;
  const params = slotParams(r, catalog, handoff, now);
  const notBefore = daypartFor(lines);
  const horizon = new Date(now.getTime() + 9 * 86_400_000);
  const taken = await kitchen.reservations(
    db,
    r.id,
    orderKind(catalog),
    orderPool(catalog, handoff),
    new Date(now.getTime() - 86_400_000),
    horizon,
  );
  const common = {
    ...params,
    now,
    reserved: taken.count,
    minutesReserved: taken.minutes,
    // `ops.pacing`: a slot is offered when it has room for this order's make-minutes.
    orderMinutes: orderMakeMinutes(catalog, lines),
    ...(notBefore !== undefined ? { notBeforeMinutes: notBefore } : {}),
  };
  const asap = asapTime(common);
  if (order.timeMode !== "scheduled" || !order.timeWanted) {
    const today = localParts(now, r.timeZone).date;
    const ok = asap !== null && localParts(asap, r.timeZone).date === today;
    return { readyAt: ok ? asap : null, earliest: asap, timeOk: ok, daypartOk: true };
  }
  const wanted = order.timeWanted;
  const local = localParts(wanted, r.timeZone);
  const daypartOk = notBefore === undefined || local.minutes >= notBefore;
  const slots = timeSlots({
    ...common,
    from: new Date(wanted.getTime() - SLOT_MINUTES * 60_000),
    to: new Date(wanted.getTime() + 1),
  });
  const offered = slots.some((s) => s.start.getTime() === wanted.getTime());
  const full =
    !offered &&
    timeSlots({
      ...common,
      reserved: new Map(),
      minutesReserved: new Map(),
      from: wanted,
      to: wanted,
    }).length > 0;
  return {
    readyAt: offered ? wanted : null,
    earliest: asap,
    timeOk: offered || !daypartOk,
    daypartOk,
    full,
  };
}

export { slotStartOf };

/**
 * `ops.pacing`: after a slot filled under an order, the next time with room for it: the first
 * offered slot at or after the time it wanted (ASAP: the ASAP time now), or null.
 */
export async function nextTimeWithRoom(
  kitchen: Pick<SlotsPort, "reservations">,
  db: Db,
  order: Pick<OrderRow, "handoff" | "timeMode" | "timeWanted">,
  lines: Pick<LineRow, "name" | "productId" | "sku" | "quantity">[],
  catalog: MenuCatalog,
  now: Date,
): Promise<Date | null> {
  const asap = await checkTime(
    kitchen,
    db,
    { handoff: order.handoff, timeMode: "asap", timeWanted: null },
    lines,
    catalog,
    now,
  );
  if (order.timeMode !== "scheduled" || !order.timeWanted) return asap.earliest;
  const r = catalog.target.restaurant!;
  const handoff = order.handoff as Handoff;
  const from = order.timeWanted;
  const to = new Date(from.getTime() + 8 * 86_400_000);
  const taken = await kitchen.reservations(
    db,
    r.id,
    orderKind(catalog),
    orderPool(catalog, handoff),
    from,
    to,
  );
  const notBefore = daypartFor(lines);
  const slots = timeSlots({
    ...slotParams(r, catalog, handoff, now),
    now,
    from,
    to,
    reserved: taken.count,
    minutesReserved: taken.minutes,
    orderMinutes: orderMakeMinutes(catalog, lines),
    ...(notBefore !== undefined ? { notBeforeMinutes: notBefore } : {}),
  });
  return slots[0]?.start ?? null;
}
