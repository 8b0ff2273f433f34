import type { TimesResponse } from "@coop/contract/menus";

import type { Db } from "../../db/client.ts";
import {
  addDays,
  clockMinutes,
  formatClock,
  localParts,
  zonedInstant,
} from "../../domain/local-time.ts";
import { pacingPool, slotControls } from "../../domain/store-controls.ts";
import { asapTime, timeSlots } from "../../domain/time-slots.ts";
import { badRequest, notFound } from "../../http/http-error.ts";
import type { MenuTarget } from "../locations/service.ts";
import { type BaseMenu, loadReservations } from "./repository.ts";

export type TimesQuery = {
  from?: string;
  to?: string;
  handoff: "pickup" | "curbside" | "dispatch";
  not_before?: string;
};

/**
 * GET menus/{id}/times: the restaurant's pickup, curbside or delivery times for a range of
 * at most 8 days (a week from now by default), with the kitchen places left in each slot,
 * and the ASAP time; none while online ordering is paused (`ops.pause`).
 */
export async function pickupTimes(
  db: Db,
  menuId: string,
  { target, base }: { target: MenuTarget; base: BaseMenu },
  q: TimesQuery,
  now: Date,
): Promise<TimesResponse> {
  const r = target.restaurant;
  if (!r)
    throw notFound(
      `The menu ${menuId} belongs to no restaurant, so it has no pickup times. Choose a restaurant first.`,
    );
  if (!r.handoffModes.includes(q.handoff)) {
    const what = { pickup: "pickup", curbside: "curbside pickup", dispatch: "delivery" }[q.handoff];
    throw badRequest(`${r.name} does not offer ${what}.`, [
      { path: "query.handoff", message: `${what} is not offered here` },
    ]);
  }
  const from = q.from ? parseBound(q.from, r.timeZone, "start", "query.from") : now;
  const to = q.to
    ? parseBound(q.to, r.timeZone, "end", "query.to")
    : zonedInstant(addDays(localParts(from, r.timeZone).date, 7), 1439, r.timeZone);
  if (from.getTime() > to.getTime())
    throw badRequest("from must not be after to.", [
      { path: "query.from", message: "must not be after to" },
    ]);
  if (to.getTime() - from.getTime() > 8 * 86_400_000) {
    throw badRequest("Ask for at most 8 days of times at once.", [
      { path: "query.to", message: "must be at most 8 days after from" },
    ]);
  }
  // `catering-server.slots-lead-time`, `catering-server.slots-pool`: a catering menu's times
  // start after the catering lead time and count in the restaurant's one catering pool.
  const catering = base.kind === "catering";
  const kind = catering ? "catering" : "default";
  const pool = pacingPool(kind, q.handoff);
  const calendar =
    q.handoff === "dispatch"
      ? r.calendars.delivery
      : q.handoff === "curbside"
        ? r.calendars.curbside
        : r.calendars.pickup;
  const common = {
    calendar,
    closedDates: r.closedDates,
    timeZone: r.timeZone,
    now,
    leadTimeMinutes: catering ? r.cateringLeadTimeMinutes : r.leadTimeMinutes,
    // `ops.pacing`, `ops.busy-mode`, `ops.close-early`, `ops.pause`.
    ...slotControls(r.ops, pool, r, now),
    ...(q.not_before ? { notBeforeMinutes: clockMinutes(q.not_before) } : {}),
  };
  const horizon = new Date(Math.max(to.getTime(), now.getTime() + 8 * 86_400_000));
  const taken = await loadReservations(
    db,
    r.id,
    kind,
    pool,
    new Date(Math.min(from.getTime(), now.getTime())),
    horizon,
  );
  const reserved = { reserved: taken.count, minutesReserved: taken.minutes };
  const slots = timeSlots({ ...common, from, to, ...reserved });
  const asap = asapTime({ ...common, ...reserved });
  return {
    menu_id: menuId,
    location_id: r.id,
    timezone: r.timeZone,
    handoff: q.handoff,
    asap: asap?.toISOString() ?? null,
    times: slots.map((s) => ({
      time: s.start.toISOString(),
      local: `${s.local.date}T${formatClock(s.local.minutes)}`,
      remaining: s.remaining,
    })),
  };
}

/** A date is the restaurant's local day (its start or end); a date-time is an instant. */
function parseBound(value: string, timeZone: string, edge: "start" | "end", path: string): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split("-").map(Number) as [number, number, number];
    const check = new Date(Date.UTC(y, m - 1, d));
    if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d)
      throw badRequest(`${value} is not a date.`, [{ path, message: "is not a real date" }]);
    return zonedInstant(value, edge === "start" ? 0 : 1439, timeZone);
  }
  const t = new Date(value);
  if (Number.isNaN(t.getTime()))
    throw badRequest(`${value} is not a date or time.`, [
      { path, message: "is not a date or time" },
    ]);
  return t;
}
