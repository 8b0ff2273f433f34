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
};

export type Slot = { start: Date; local: LocalParts; remaining: number };

/**
 * The 15-minute slots of a handoff calendar in the restaurant's time zone
 * (`slots.quarter-hours`): inside an opening range (a slot may start until the range
 * closes), not on a closed date (`hours.closed-dates`), after the lead time
 * (`slots.lead-time`), not before the daypart minute (`daypart.ten-thirty`), and with
 * kitchen capacity left (`slots.capacity`). Built from local wall-clock times, so a
 * daylight-saving change neither shifts nor duplicates slots.
 */
export function timeSlots(q: SlotQuery): Slot[] {
  const earliest = q.now.getTime() + q.leadTimeMinutes * 60_000;
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
        const remaining = q.capacity - (q.reserved.get(t) ?? 0);
        if (remaining <= 0) continue;
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
 * `slots.asap`, `daypart.asap`: the earliest ready time of an ASAP order: now + lead time when the
 * restaurant is open then (inside a range, after the daypart minute) and that slot has room;
 * otherwise the first offered slot within the next 8 days; null when there is none.
 */
export function asapTime(q: Omit<SlotQuery, "from" | "to">): Date | null {
  const ready = new Date(
    Math.ceil((q.now.getTime() + q.leadTimeMinutes * 60_000) / 60_000) * 60_000,
  );
  const local = localParts(ready, q.timeZone);
  const open =
    !q.closedDates.includes(local.date) &&
    local.minutes >= (q.notBeforeMinutes ?? 0) &&
    rangesOn(q.calendar, local.weekday).some(([o, c]) => local.minutes >= o && local.minutes < c);
  if (open && q.capacity - (q.reserved.get(slotStartOf(ready).getTime()) ?? 0) > 0) return ready;
  const slots = timeSlots({ ...q, from: ready, to: new Date(ready.getTime() + 8 * 86_400_000) });
  return slots[0]?.start ?? null;
}
