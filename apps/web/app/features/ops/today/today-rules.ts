/**
 * The day's report on screen (docs/rules.md, "Store controls (web)"). Pure functions.
 */

import { dateTimeFormat } from "../../../lib/date-format.ts";

/**
 * The contract's LATE_GRACE_MINUTES (packages/contract/src/ops-reports.ts), written again here
 * because that module loads zod, which the browser does not; today-rules.test.ts checks they
 * are the same.
 */
export const LATE_GRACE_MINUTES = 5;

/**
 * `store-controls.today-bars`: the bar of an hour's row is its orders as a share of the busiest hour,
 * in whole percent; an hour with orders shows at least 2% so it is never invisible.
 */
export function barPercent(orders: number, maxOrders: number): number {
  if (maxOrders <= 0 || orders <= 0) return 0;
  return Math.max(2, Math.round((orders / maxOrders) * 100));
}

/** A report date "YYYY-MM-DD" in words ("Tuesday, November 24, 2026"); the text itself when not a date. */
export function reportDateText(date: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return dateTimeFormat(locale, {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(new Date(`${date}T12:00:00Z`));
}

/** An hour of the day 0–23 as the language writes it ("11:00 AM", "11:00"). */
export function hourText(hour: number, locale: string): string {
  return dateTimeFormat(locale, { timeZone: "UTC", hour: "numeric", minute: "2-digit" }).format(
    new Date(Date.UTC(2000, 0, 1, hour)),
  );
}
