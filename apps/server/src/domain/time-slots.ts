import { rangesOn } from "./calendar.ts";
import type { WeeklyCalendar } from "./catalog-types.ts";
import { addDays, type LocalParts, localParts, zonedInstant } from "./local-time.ts";

export const SLOT_MINUTES = 15;

export type SlotQuery = {
  /** The calendar of the handoff mode (pickup, curbside, delivery). */
  calendar: WeeklyCalendar;
  closedDates: readonly string[];
  timeZone: string;
  /** The range asked for, inclusive. */
  from: Date;
  to: Date;
  now: Date;
  /** No slot starts before now + lead time. */
  leadTimeMinutes: number;
  /** Orders per slot; a slot with no place left is not offered. */
  capacity: number;
  /** Places already taken, by slot start (epoch ms). */
  reserved: ReadonlyMap<number, number>;
  /** Local minute before which no slot is offered on any day (daypart rule: 10:30 → 630). */
  notBeforeMinutes?: number;
  /** `ops.pacing`: make-minutes per slot (null or absent: no minute limit). */
  minuteLimit?: number | null;
  /** Make-minutes already taken, by slot start (epoch ms). */
  minutesReserved?: ReadonlyMap<number, number>;
  /** The make-minutes of the order being placed (1 when there is no order yet). */
  orderMinutes?: number;
  /** `ops.busy-mode`: minutes added to the lead time of every quote. */
  busyMinutes?: number;
  /** `ops.close-early`: on this local date no slot starts at or after this minute. */
  closesEarly?: { date: string; minute: number } | null;
  /** `ops.pause`: online ordering is paused: nothing is offered. */
  paused?: boolean;
};

/**
 * `ops.pacing`: whether a slot takes one more order: fewer orders than its limit, and its
 * make-minutes plus the order's within the minute limit. An empty slot takes any one order,
 * however long it takes to make, so that a big order can always be placed somewhere.
 */
export function slotHasRoom(
  limit: { orders: number; minutes: number | null },
  used: { count: number; minutes: number },
  orderMinutes: number,
): boolean {
  if (used.count >= limit.orders) return false;
  if (limit.minutes === null || used.count === 0) return true;
  return used.minutes + orderMinutes <= limit.minutes;
}

function roomAt(q: Omit<SlotQuery, "from" | "to">, t: number): boolean {
  return slotHasRoom(
    { orders: q.capacity, minutes: q.minuteLimit ?? null },
    { count: q.reserved.get(t) ?? 0, minutes: q.minutesReserved?.get(t) ?? 0 },
    q.orderMinutes ?? 1,
  );
}

function closedEarly(q: Omit<SlotQuery, "from" | "to">, date: string, minute: number): boolean {
  return !!q.closesEarly && q.closesEarly.date === date && minute >= q.closesEarly.minute;
}

/** The lead time of a quote: the restaurant's, plus busy mode's minutes (`ops.busy-mode`). */
function leadOf(q: Omit<SlotQuery, "from" | "to">): number {
  return q.leadTimeMinutes + (q.busyMinutes ?? 0);
}

export type Slot = { start: Date; local: LocalParts; remaining: number };

/**
 * The 15-minute slots of a handoff calendar in the restaurant's time zone
 * (`slots.quarter-hours`): inside an opening range (a slot may start until the range
 * closes), not on a closed date (`hours.closed-dates`), after the lead time
 * (`slots.lead-time`), not before the daypart minute (`daypart.ten-thirty`), and with
 * kitchen capacity left (`slots.capacity`, `ops.pacing`: orders and make-minutes), not after
 * today's early closing (`ops.close-early`), none while paused (`ops.pause`). Built from local wall-clock times, so a
 * daylight-saving change neither shifts nor duplicates slots.
 */
export function timeSlots(q: SlotQuery): Slot[] {
  if (q.paused) return [];
  const earliest = q.now.getTime() + leadOf(q) * 60_000;
  const lastDate = localParts(q.to, q.timeZone).date;
  const slots: Slot[] = [];
  for (let date = localParts(q.from, q.timeZone).date; date <= lastDate; date = addDays(date, 1)) {
    if (q.closedDates.includes(date)) continue;
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    for (const [open, close] of rangesOn(q.calendar, weekday)) {
      const firstSlot = Math.ceil(open / SLOT_MINUTES) * SLOT_MINUTES;
      for (
        let minute = Math.max(firstSlot, q.notBeforeMinutes ?? 0);
        minute < close;
        minute += SLOT_MINUTES
      ) {
        const start = zonedInstant(date, minute, q.timeZone);
        const local = localParts(start, q.timeZone);
        // A wall time skipped by spring-forward does not exist: no slot there.
        if (local.date !== date || local.minutes !== minute) continue;
        const t = start.getTime();
        if (t < q.from.getTime() || t > q.to.getTime() || t < earliest) continue;
        if (closedEarly(q, date, minute) || !roomAt(q, t)) continue;
        const remaining = q.capacity - (q.reserved.get(t) ?? 0);
        slots.push({ start, local, remaining });
      }
    }
  }
  return slots;
}

/** The slot that contains an instant (its start), for capacity bookkeeping. */
export function slotStartOf(instant: Date): Date {
  const step = SLOT_MINUTES * 60_000;
  return new Date(Math.floor(instant.getTime() / step) * step);
}

/**
 * `slots.asap`, `daypart.asap`: the earliest ready time of an ASAP order: now + lead time (plus
 * busy mode's minutes) when the restaurant is open then (inside a range, after the daypart
 * minute, before an early closing) and that slot has room; otherwise the first offered slot
 * within the next 8 days (`ops.pacing`: ASAP moves to the next slot with room); null when there
 * is none or ordering is paused.
 */
export function asapTime(q: Omit<SlotQuery, "from" | "to">): Date | null {
  if (q.paused) return null;
  const ready = new Date(Math.ceil((q.now.getTime() + leadOf(q) * 60_000) / 60_000) * 60_000);
  const local = localParts(ready, q.timeZone);
  const open =
    !q.closedDates.includes(local.date) &&
    local.minutes >= (q.notBeforeMinutes ?? 0) &&
    rangesOn(q.calendar, local.weekday).some(([o, c]) => local.minutes >= o && local.minutes < c) &&
    !closedEarly(q, local.date, local.minutes);
  if (open && roomAt(q, slotStartOf(ready).getTime())) return ready;
  const slots = timeSlots({ ...q, from: ready, to: new Date(ready.getTime() + 8 * 86_400_000) });
  return slots[0]?.start ?? null;
}
