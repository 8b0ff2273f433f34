// Restaurant operations, store controls and pacing (docs/decisions/027-restaurant-operations.md):
// request and response schemas of the /api/ops control calls. The browser takes their types only.
import { z } from "zod";

const instantSchema = z.iso.datetime({
  offset: true,
  error: () => "must be a date and time (ISO 8601, with its offset)",
});

/** Busy mode: 5 to 120 minutes, in steps of 5 (`ops.busy-mode`). */
export const BUSY_MINUTES_MAX = 120;
/** An 86 may last at most 90 days; longer is "until turned back on". */
export const UNAVAILABLE_MAX_DAYS = 90;

/** An item or option of the restaurant's menu, with its 86 state. */
export const controlItemSchema = z.object({
  kind: z.enum(["product", "option"]),
  id: z.number().int(),
  name: z.string(),
  /** The category (product) or the option group (option) it belongs to. */
  group: z.string(),
  /** 86'd: since when and until when (null: until turned back on); null when available. */
  unavailable: z.object({ since: z.string(), until: z.string().nullable() }).nullable(),
});
export type ControlItem = z.infer<typeof controlItemSchema>;

/** GET /api/ops/restaurants/{id}/controls: every control as it is now. */
export const controlsSchema = z.object({
  /** Online ordering paused: until when and the reason customers see; null when open. */
  pause: z.object({ until: z.string(), reason: z.string() }).nullable(),
  /** Busy mode: minutes added to every quoted time, until when; null when off. */
  busy: z.object({ minutes: z.number().int(), until: z.string() }).nullable(),
  /** Today's hours override: no order is taken for a time after closes_at (local HH:MM). */
  closes_early: z.object({ date: z.string(), closes_at: z.string() }).nullable(),
  /** Today's regular hours of the restaurant (local HH:MM ranges), for the override picker. */
  hours_today: z.array(z.object({ opens: z.string(), closes: z.string() })),
  time_zone: z.string(),
  items: z.array(controlItemSchema),
});
export type Controls = z.infer<typeof controlsSchema>;

export const controlsResponseSchema = z.object({
  status: z.literal("ok"),
  data: controlsSchema,
});

/** PUT /api/ops/restaurants/{id}/availability: 86 items or bring them back. */
export const availabilityBodySchema = z.object({
  items: z
    .array(z.object({ kind: z.enum(["product", "option"]), id: z.number().int().positive() }))
    .min(1, "must name at least one item")
    .max(200, "must name at most 200 items"),
  available: z.boolean({ error: () => "must be true or false" }),
  /** When the 86 ends by itself; null or missing: until turned back on. Ignored when available. */
  until: instantSchema.nullable().optional(),
});

/** PUT /api/ops/restaurants/{id}/pause. */
export const pauseBodySchema = z.object({
  until: instantSchema,
  reason: z
    .string({ error: (i) => (i.input === undefined ? "is required" : "must be text") })
    .trim()
    .min(3, "must say why, in at least 3 characters")
    .max(140, "must be at most 140 characters"),
});

/** PUT /api/ops/restaurants/{id}/busy. */
export const busyBodySchema = z.object({
  minutes: z
    .number({ error: () => "must be a number of minutes" })
    .int("must be a whole number of minutes")
    .min(5, "must be at least 5")
    .max(BUSY_MINUTES_MAX, `must be at most ${BUSY_MINUTES_MAX}`)
    .refine((m) => m % 5 === 0, { error: "must be a multiple of 5" }),
  until: instantSchema,
});

/** PUT /api/ops/restaurants/{id}/hours-today: close early today. */
export const hoursTodayBodySchema = z.object({
  closes_at: z
    .string({ error: (i) => (i.input === undefined ? "is required" : "must be text") })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a local time HH:MM"),
});

/** Pacing of one handoff (`ops.pacing`): per 15-minute slot. */
export const pacingLimitSchema = z.object({
  orders_per_slot: z
    .number({ error: () => "must be a number of orders" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .max(500, "must be at most 500"),
  /** null: no make-minute limit. */
  make_minutes_per_slot: z
    .number({ error: () => "must be a number of minutes" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(10_000, "must be at most 10000")
    .nullable(),
});

/** GET/PUT /api/ops/restaurants/{id}/pacing. */
export const pacingSchema = z.object({
  pickup: pacingLimitSchema,
  curbside: pacingLimitSchema,
  dispatch: pacingLimitSchema,
  catering: pacingLimitSchema,
});
export type Pacing = z.infer<typeof pacingSchema>;

export const pacingResponseSchema = z.object({
  status: z.literal("ok"),
  data: pacingSchema,
});
