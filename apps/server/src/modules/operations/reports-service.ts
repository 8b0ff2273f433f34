import type { TodayReport } from "@coop/contract/ops-reports";

import { addDays, localParts, zonedInstant } from "../../domain/local-time.ts";
import { badRequest } from "../../http/http-error.ts";
import type { OrderNotices } from "../orders/notice-service.ts";
import { dayReport } from "./reports-figures.ts";

/** A real calendar date (2026-02-30 is not one). */
function isCalendarDate(date: string): boolean {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/**
 * The manager's day report (`ops.report-today`): a restaurant's placed orders promised on one
 * local date of its time zone (today there by default), read through the orders module.
 */
export function createReportsService(deps: {
  orders: Pick<OrderNotices, "dayOrders">;
  /** The restaurant (modules/locations); throws a 404 in words when there is none. */
  restaurant: (id: number) => Promise<{ id: number; name: string; timeZone: string }>;
  now: () => Date;
  clockSpeed: number;
}) {
  return {
    async today(restaurantId: number, date?: string): Promise<TodayReport> {
      if (date !== undefined && !isCalendarDate(date)) {
        throw badRequest(`${date} is not a date.`, [
          { path: "query.date", message: "is not a date of the calendar" },
        ]);
      }
      const restaurant = await deps.restaurant(restaurantId);
      const now = deps.now();
      const day = date ?? localParts(now, restaurant.timeZone).date;
      const from = zonedInstant(day, 0, restaurant.timeZone);
      const to = zonedInstant(addDays(day, 1), 0, restaurant.timeZone);
      const orders = await deps.orders.dayOrders(restaurant.id, from, to);
      return dayReport({ restaurant, date: day, orders, now, clockSpeed: deps.clockSpeed });
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
