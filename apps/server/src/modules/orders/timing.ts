import type { Db } from "../../db/client.ts";
import { localParts } from "../../domain/local-time.ts";
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

export function slotParams(r: Restaurant, catalog: MenuCatalog, handoff: Handoff) {
  const catering = orderKind(catalog) === "catering";
  return {
    calendar: calendarFor(r, handoff),
    closedDates: r.closedDates,
    timeZone: r.timeZone,
    leadTimeMinutes: catering ? r.cateringLeadTimeMinutes : r.leadTimeMinutes,
    capacity: catering ? r.cateringSlotCapacity : r.slotCapacity,
  };
}

/**
 * Whether the order's time still holds: ASAP needs a ready time today; a scheduled
 * time must still be one of the menu's slots (inside the calendar, after the lead time,
 * with kitchen capacity left, not before 10:30 when a "10:30" item is in the cart).
 */
export async function checkTime(
  kitchen: Pick<SlotsPort, "reservations">,
  db: Db,
  order: Pick<OrderRow, "handoff" | "timeMode" | "timeWanted">,
  lines: Pick<LineRow, "name">[],
  catalog: MenuCatalog,
  now: Date,
): Promise<TimeCheck> {
  const r = catalog.target.restaurant!;
  const handoff = order.handoff as Handoff;
  const params = slotParams(r, catalog, handoff);
  const notBefore = daypartFor(lines);
  const horizon = new Date(now.getTime() + 9 * 86_400_000);
  const reserved = await kitchen.reservations(
    db,
    r.id,
    orderKind(catalog),
    new Date(now.getTime() - 86_400_000),
    horizon,
  );
  const common = {
    ...params,
    now,
    reserved,
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
  return {
    readyAt: offered ? wanted : null,
    earliest: asap,
    timeOk: offered || !daypartOk,
    daypartOk,
  };
}

export { slotStartOf };
