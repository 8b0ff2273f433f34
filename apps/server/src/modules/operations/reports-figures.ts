import { LATE_GRACE_MINUTES, type TodayReport } from "@coop/contract/ops-reports";

import { localParts } from "../../domain/local-time.ts";
import { modelTime } from "../../domain/order-status.ts";
import type { DayOrder } from "../orders/notice-service.ts";

type Figures = TodayReport["totals"];
type Handoff = TodayReport["by_handoff"][number]["handoff"];

const HANDOFFS: readonly Handoff[] = ["pickup", "curbside", "dispatch"];

/**
 * When an order became ready (`ops.report-today`): when staff marked it (readyDoneAt); for an
 * order the make-time clock moves (auto-advance), its promised time once its clock has passed
 * it; otherwise not yet (null).
 */
export function readyInstant(o: DayOrder, now: Date, clockSpeed: number): Date | null {
  if (o.readyDoneAt) return o.readyDoneAt;
  if (o.autoAdvance && modelTime(o.submittedAt, now, clockSpeed).getTime() >= o.readyAt.getTime())
    return o.readyAt;
  return null;
}

/**
 * Late (`ops.report-late`): ready more than LATE_GRACE_MINUTES after the promised time, or not
 * ready yet with the promised time more than that long ago (it can only end up late).
 */
export function isLate(o: DayOrder, now: Date, clockSpeed: number): boolean {
  if (o.canceled) return false;
  const grace = LATE_GRACE_MINUTES * 60_000;
  const ready = readyInstant(o, now, clockSpeed);
  if (ready) return ready.getTime() - o.readyAt.getTime() > grace;
  return modelTime(o.submittedAt, now, clockSpeed).getTime() - o.readyAt.getTime() > grace;
}

/** The figures of a set of orders: counts, sales in dollars, average minutes to ready, late. */
export function figuresOf(list: readonly DayOrder[], now: Date, clockSpeed: number): Figures {
  let canceled = 0;
  let salesCents = 0;
  let late = 0;
  let readyCount = 0;
  let readyMinutes = 0;
  for (const o of list) {
    if (o.canceled) {
      canceled += 1;
      continue;
    }
    salesCents += o.salesCents;
    if (isLate(o, now, clockSpeed)) late += 1;
    const ready = readyInstant(o, now, clockSpeed);
    if (ready) {
      readyCount += 1;
      readyMinutes += Math.max(0, ready.getTime() - o.submittedAt.getTime()) / 60_000;
    }
  }
  return {
    orders: list.length,
    canceled,
    sales: salesCents / 100,
    average_ready_minutes:
      readyCount === 0 ? null : Math.round((readyMinutes / readyCount) * 10) / 10,
    late,
  };
}

/**
 * `ops.report-today`: a day's report of a restaurant's placed orders (those promised that
 * local day): the totals, by local hour of the promised time (only hours with orders), and by
 * handoff (only handoffs with orders).
 */
export function dayReport(input: {
  restaurant: { id: number; name: string; timeZone: string };
  date: string;
  orders: readonly DayOrder[];
  now: Date;
  clockSpeed: number;
}): TodayReport {
  const { orders, now, clockSpeed } = input;
  const byHour = new Map<number, DayOrder[]>();
  for (const o of orders) {
    const hour = Math.floor(localParts(o.readyAt, input.restaurant.timeZone).minutes / 60);
    byHour.set(hour, [...(byHour.get(hour) ?? []), o]);
  }
  return {
    restaurant: {
      id: input.restaurant.id,
      name: input.restaurant.name,
      time_zone: input.restaurant.timeZone,
    },
    date: input.date,
    totals: figuresOf(orders, now, clockSpeed),
    hours: [...byHour.entries()]
      .sort(([a], [b]) => a - b)
      .map(([hour, list]) => ({ hour, ...figuresOf(list, now, clockSpeed) })),
    by_handoff: HANDOFFS.map((handoff) => ({
      handoff,
      list: orders.filter((o) => o.handoff === handoff),
    }))
      .filter((h) => h.list.length > 0)
      .map(({ handoff, list }) => ({ handoff, ...figuresOf(list, now, clockSpeed) })),
  };
}
