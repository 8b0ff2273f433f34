import type { AvailabilityWindow, WeeklyCalendar } from "./catalog-types.ts";
import { clockMinutes, type LocalParts } from "./local-time.ts";

/** The [open, close) minute ranges of one weekday, sorted. */
export function rangesOn(calendar: WeeklyCalendar, weekday: number): [number, number][] {
  return calendar
    .filter((r) => r.day === weekday)
    .map((r) => [clockMinutes(r.open), clockMinutes(r.close)] as [number, number])
    .sort((a, b) => a[0] - b[0]);
}

/**
 * Open at this local moment (`hours.open-range`), and not on a closed date
 * (`hours.closed-dates`).
 */
export function isOpenAt(
  calendar: WeeklyCalendar,
  at: LocalParts,
  closedDates: readonly string[] = [],
): boolean {
  if (closedDates.includes(at.date)) return false;
  return rangesOn(calendar, at.weekday).some(
    ([open, close]) => at.minutes >= open && at.minutes < close,
  );
}

/**
 * `menu.availability-windows`: a product's availability windows at a local moment: no
 * windows means always; a window matches when its day list (if any) holds the weekday and
 * start ≤ time < end.
 */
export function isInWindows(windows: readonly AvailabilityWindow[], at: LocalParts): boolean {
  if (windows.length === 0) return true;
  return windows.some((w) => {
    if (w.days && !w.days.includes(at.weekday)) return false;
    const start = w.start ? clockMinutes(w.start) : 0;
    const end = w.end ? clockMinutes(w.end) : 1440;
    return at.minutes >= start && at.minutes < end;
  });
}

/** The minutes of the day at which open/closed or a window can flip (for cache expiry). */
export function boundaryMinutes(
  calendar: WeeklyCalendar,
  windows: readonly AvailabilityWindow[][],
): number[] {
  const set = new Set<number>([0]);
  for (const r of calendar) {
    set.add(clockMinutes(r.open));
    set.add(clockMinutes(r.close) % 1440);
  }
  for (const list of windows) {
    for (const w of list) {
      if (w.start) set.add(clockMinutes(w.start));
      if (w.end) set.add(clockMinutes(w.end) % 1440);
    }
  }
  return [...set].sort((a, b) => a - b);
}
