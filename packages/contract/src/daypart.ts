/**
 * The daypart rule (`daypart.ten-thirty`): if any cart product's name contains "10:30", the
 * earliest time offered is no earlier than 10:30 that day (the lunch items start at 10:30).
 *
 * Zod-free and shared (`security.no-zod-in-browser`,
 * docs/decisions/016-no-zod-in-the-browser.md): the server applies it to the times it offers;
 * the checkout filters its slots with it too.
 */

/** 10:30 as minutes after local midnight. */
export const DAYPART_MINUTES = 630;

/** The marker in a product name that ties it to the 10:30 daypart. */
export const DAYPART_MARKER = "10:30";

/** True when any of the names contains "10:30", anywhere in the name. */
export function hasDaypartItem(names: readonly string[]): boolean {
  return names.some((name) => name.includes(DAYPART_MARKER));
}

/**
 * The earliest local time (minutes after midnight) once the daypart rule is applied:
 * unchanged without a 10:30 item, otherwise no earlier than 10:30.
 */
export function earliestWithDaypart(names: readonly string[], localMinutes: number): number {
  return hasDaypartItem(names) ? Math.max(localMinutes, DAYPART_MINUTES) : localMinutes;
}
