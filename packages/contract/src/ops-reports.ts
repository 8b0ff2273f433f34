// Restaurant operations, the manager's day report (docs/decisions/027-restaurant-operations.md).
import { z } from "zod";

/** GET /api/ops/restaurants/{id}/today and today.csv: `date` (local YYYY-MM-DD), today by default. */
export const todayQuerySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD")
    .optional(),
});

const figuresSchema = z.object({
  orders: z.number().int(),
  canceled: z.number().int(),
  /** Sales in dollars: subtotal after discounts of the orders not canceled, before tax and tip. */
  sales: z.number(),
  /** Average minutes from placed to ready, over the orders that became ready; null when none. */
  average_ready_minutes: z.number().nullable(),
  /** Orders ready more than LATE_GRACE_MINUTES after their promised time. */
  late: z.number().int(),
});

/** An order is late when it became ready more than this many minutes after its promised time. */
export const LATE_GRACE_MINUTES = 5;

export const todayReportSchema = z.object({
  restaurant: z.object({ id: z.number().int(), name: z.string(), time_zone: z.string() }),
  date: z.string(),
  totals: figuresSchema,
  /** By local hour of the promised time, 0–23, only the hours with orders. */
  hours: z.array(figuresSchema.extend({ hour: z.number().int() })),
  by_handoff: z.array(
    figuresSchema.extend({ handoff: z.enum(["pickup", "curbside", "dispatch"]) }),
  ),
});
export type TodayReport = z.infer<typeof todayReportSchema>;

export const todayResponseSchema = z.object({
  status: z.literal("ok"),
  data: todayReportSchema,
});
