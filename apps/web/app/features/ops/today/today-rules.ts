/**
 * The day's report on screen (docs/rules.md, "Store controls (web)"). Pure functions.
 */

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
