// Restaurant operations, the order board (docs/decisions/027-restaurant-operations.md):
// request and response schemas of the /api/ops board calls. The browser takes their types only.
import { z } from "zod";

/** The statuses a ticket can show: the customer's order statuses after submit. */
export const TICKET_STATUSES = [
  "scheduled",
  "in_progress",
  "ready",
  "out_for_delivery",
  "completed",
  "delivered",
  "canceled",
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Seconds during which the last board move of an order can be undone (`ops.undo`). */
export const UNDO_SECONDS = 10;

const ticketStatusSchema = z.enum(TICKET_STATUSES, {
  error: () => `must be one of ${TICKET_STATUSES.join(", ")}`,
});

/** A restaurant a staff member works at, as the ops pages list them. */
export const opsRestaurantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  time_zone: z.string(),
  auto_advance: z.boolean(),
});
export type OpsRestaurant = z.infer<typeof opsRestaurantSchema>;

export const opsRestaurantsResponseSchema = z.object({
  status: z.literal("ok"),
  data: z.array(opsRestaurantSchema),
});

/** One line of a ticket: what the kitchen makes. */
export const ticketItemSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  /** The chosen options, in menu order ("Spicy", "Large", "No pickles"). */
  choices: z.array(z.string()),
  instructions: z.string().nullable(),
  /** Who the item is for (the recipient name of a group order line). */
  recipient: z.string().nullable(),
  /** Minutes of make time this line adds (`ops.make-time`). */
  make_minutes: z.number(),
});

/** An order as the board shows it. */
export const ticketSchema = z
  .object({
    id: z.string(),
    number: z.number().int(),
    status: ticketStatusSchema,
    kind: z.enum(["default", "catering"]),
    handoff: z.enum(["pickup", "curbside", "dispatch"]),
    customer: z.object({ name: z.string(), phone: z.string().nullable() }),
    /** Curbside: the car to look for. */
    vehicle: z.object({ make: z.string(), model: z.string(), color: z.string() }).nullable(),
    /** Curbside "I'm here": when the customer arrived, null until then. */
    arrived_at: z.string().nullable(),
    /** Delivery: where it goes. */
    address: z
      .object({
        street: z.string(),
        apt: z.string().nullable(),
        city: z.string(),
        state: z.string(),
        zip: z.string(),
        instructions: z.string().nullable(),
      })
      .nullable(),
    items: z.array(ticketItemSchema),
    /** When it was placed, when it reached the board (fire time) and when it is promised. */
    placed_at: z.string(),
    fire_at: z.string(),
    promised_at: z.string(),
    /** Placed for a chosen later time (not ASAP). */
    scheduled: z.boolean(),
    /** When it entered its current status. */
    status_at: z.string(),
    /** Until when the last board move can be undone; null when it cannot. */
    undo_until: z.string().nullable(),
    make_minutes: z.number().int(),
    /** The total in dollars. */
    total: z.number(),
    /** The make-time clock moves it (auto-advance), not staff. */
    auto_advance: z.boolean(),
    cancel_reason: z.string().nullable(),
  })
  .meta({ id: "Ticket" });
export type Ticket = z.infer<typeof ticketSchema>;

/** GET /api/ops/restaurants/{id}/board. */
export const boardResponseSchema = z.object({
  status: z.literal("ok"),
  data: z.object({
    restaurant: opsRestaurantSchema,
    /** The server's clock, so a tablet with a wrong clock still shows right timers. */
    now: z.string(),
    /** Fired orders not yet finished, and those finished or canceled in the last 30 minutes. */
    tickets: z.array(ticketSchema),
    /** Scheduled orders not yet fired, soonest first. */
    upcoming: z.array(
      z.object({
        id: z.string(),
        number: z.number().int(),
        fire_at: z.string(),
        promised_at: z.string(),
        handoff: z.enum(["pickup", "curbside", "dispatch"]),
        customer: z.string(),
      }),
    ),
  }),
});
export type Board = z.infer<typeof boardResponseSchema>["data"];

/**
 * Server-sent events of GET /api/ops/restaurants/{id}/board/events: `ticket` (data: a Ticket,
 * new, fired or changed), `arrival` (data: a Ticket, a curbside customer is here); the board
 * reads GET board again on every (re)connect.
 */
export const BOARD_EVENT_TYPES = ["ticket", "arrival"] as const;

export const opsOrderIdParamsSchema = z.object({
  id: z.string().min(1, "is required").max(100, "must be at most 100 characters"),
});

/**
 * POST /api/ops/orders/{id}/advance and /undo: `from` is the status the tablet shows; when the
 * order has moved meanwhile (another tablet, the clock) the answer is 409 with the ticket as it is.
 */
export const ticketMoveBodySchema = z.object({ from: ticketStatusSchema });

export const ticketResponseSchema = z.object({
  status: z.literal("ok"),
  data: ticketSchema,
});

/** POST /api/ops/orders/{id}/cancel. */
export const ticketCancelBodySchema = z.object({
  from: ticketStatusSchema,
  reason: z
    .string({ error: (i) => (i.input === undefined ? "is required" : "must be text") })
    .trim()
    .min(3, "must say why, in at least 3 characters")
    .max(200, "must be at most 200 characters"),
});

/** GET/PUT /api/ops/restaurants/{id}/settings: auto-advance and the make-time model. */
export const opsSettingsSchema = z.object({
  auto_advance: z.boolean({ error: () => "must be true or false" }),
  make_time: z.object({
    base_minutes: z
      .number({ error: () => "must be a number of minutes" })
      .min(0, "must be 0 or more")
      .max(240, "must be at most 240"),
    per_item_minutes: z
      .number({ error: () => "must be a number of minutes" })
      .min(0, "must be 0 or more")
      .max(60, "must be at most 60"),
    catering_base_minutes: z
      .number({ error: () => "must be a number of minutes" })
      .min(0, "must be 0 or more")
      .max(2880, "must be at most 2880 (two days)"),
    /** Minutes per item of a category where it differs from per_item_minutes. */
    categories: z
      .array(
        z.object({
          category_id: z.number().int().positive(),
          minutes_per_item: z
            .number({ error: () => "must be a number of minutes" })
            .min(0, "must be 0 or more")
            .max(60, "must be at most 60"),
        }),
      )
      .max(200),
  }),
});
export type OpsSettings = z.infer<typeof opsSettingsSchema>;

export const opsSettingsResponseSchema = z.object({
  status: z.literal("ok"),
  data: opsSettingsSchema.extend({
    /** The menu's categories, to set minutes per item on (GET only). */
    menu_categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});
