import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * An order. `order.id-capability`: its id carries ≥ 128 random bits; order calls need no
 * token, so the id is the capability.
 */
export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    /** The short number a customer reads out at the counter; given at submit. */
    number: integer("number"),
    locationId: integer("location_id").notNull(),
    menuId: text("menu_id").notNull(),
    /** "default" or "catering" (the menu's kind). */
    kind: text("kind").notNull(),
    /** The client channel that created it (default or catering). */
    channel: text("channel").notNull(),
    /** open → submitted (then the make-time model) | canceled | abandoned. */
    state: text("state").notNull(),
    handoff: text("handoff").notNull(),
    /** Delivery address { address, apt, city, state, zip } or null. */
    address: jsonb("address"),
    /** Custom fields, e.g. curbside vehicle { make, model, color }. */
    custom: jsonb("custom")
      .notNull()
      .default(sql`'{}'::jsonb`),
    timeMode: text("time_mode").notNull(),
    timeWanted: timestamp("time_wanted", { withTimezone: true }),
    couponCode: text("coupon_code"),
    tipCents: integer("tip_cents").notNull().default(0),
    /** Round-up donation { id, amount (cents) } or null. */
    donation: jsonb("donation"),
    memberId: text("member_id"),
    /** Guest contact { first_name, last_name, email, phone } given at submit. */
    contact: jsonb("contact"),
    /** Totals as computed at the last change (recomputed on every change and at submit). */
    totals: jsonb("totals").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** When the kitchen starts it (ready − make time) and when it is promised ready. */
    kitchenAt: timestamp("kitchen_at", { withTimezone: true }),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    /** Delivery: when it reaches the customer. */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    arrivedAt: timestamp("arrived_at", { withTimezone: true }),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    /** The kitchen slot whose capacity it holds (released on cancel). */
    slotStart: timestamp("slot_start", { withTimezone: true }),
    /** Make-minutes it takes in its slot (`ops.make-time`), counted by make-minute pacing. */
    makeMinutes: integer("make_minutes"),
    /**
     * `ops.auto-advance`, taken from the restaurant at submit: true, the make-time clock moves
     * it; false, staff move it on the board (staffStatus).
     */
    autoAdvance: boolean("auto_advance").notNull().default(true),
    /** The status staff last set on the board (`ops.board-moves`), when and by whom. */
    staffStatus: text("staff_status"),
    staffStatusAt: timestamp("staff_status_at", { withTimezone: true }),
    staffStatusBy: text("staff_status_by"),
    /** The status before the last board move, for undo within a few seconds. */
    previousStaffStatus: text("previous_staff_status"),
    /** When it really became ready (board move or the clock), for reports and lateness. */
    readyDoneAt: timestamp("ready_done_at", { withTimezone: true }),
    /** Picked up or delivered (board move). */
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** Why the restaurant canceled it (board), shown to the customer. */
    cancelReason: text("cancel_reason"),
  },
  (t) => [
    index("orders_member_idx").on(t.memberId, t.submittedAt),
    index("orders_board_idx").on(t.locationId, t.state, t.kitchenAt),
    uniqueIndex("orders_number_idx").on(t.number),
  ],
);

/** A cart line, priced on the server (`cart.server-prices`). */
export const orderLines = pgTable(
  "order_lines",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    seq: serial("seq").notNull(),
    productId: integer("product_id").notNull(),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    unitCents: integer("unit_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    calories: integer("calories").notNull(),
    /** PricedChoice[] (domain/pricing.ts). */
    choices: jsonb("choices").notNull(),
    instructions: text("instructions"),
    recipient: text("recipient"),
    isUpsell: integer("is_upsell").notNull().default(0),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId, t.seq)],
);

/** Order numbers: a sequence shared by all processes. */
export const orderNumbers = pgTable("order_numbers", {
  number: bigserial("number", { mode: "number" }).primaryKey(),
  orderId: text("order_id").notNull().unique(),
});

export const coupons = pgTable("coupons", {
  code: text("code").primaryKey(),
  kind: text("kind").notNull(),
  percentBps: integer("percent_bps"),
  amountCents: integer("amount_cents"),
  freeSku: text("free_sku"),
  freeItemName: text("free_item_name"),
  minSubtotalCents: integer("min_subtotal_cents").notNull().default(0),
  startsAt: timestamp("starts_at", { withTimezone: true }),
  endsAt: timestamp("ends_at", { withTimezone: true }),
  handoffs: text("handoffs").array(),
  channels: text("channels").array(),
  perCustomerLimit: integer("per_customer_limit"),
  globalLimit: integer("global_limit"),
  active: integer("active").notNull().default(1),
  description: text("description").notNull(),
  /**
   * A wallet offer's code: accepted only from a member whose wallet holds an offer with this
   * code, unused and unexpired. Other codes anyone may type.
   */
  walletOnly: boolean("wallet_only").notNull().default(false),
});

/** A coupon counted against its caps: only when the order is submitted; voided on cancel. */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    orderId: text("order_id").notNull(),
    code: text("code").notNull(),
    /** Member id, or the guest's email in lower case. */
    customer: text("customer").notNull(),
    state: text("state").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.code] }),
    index("coupon_redemptions_code_idx").on(t.code, t.state),
  ],
);

/** Submit replays: the first response under a key is the answer to every retry. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code"),
    response: jsonb("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/**
 * What happened to an order: state changes, tracking events (a declined payment among them,
 * `order.decline-recorded`), arrival.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: text("order_id").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

/** A member's favorite order: the lines to put in a new cart. */
export const favoriteOrders = pgTable(
  "favorite_orders",
  {
    id: text("id").primaryKey(),
    memberId: text("member_id").notNull(),
    sourceOrderId: text("source_order_id").notNull(),
    description: text("description").notNull(),
    menuId: text("menu_id").notNull(),
    /** [{ product_id, sku, name, quantity, choices: [{ optionId, quantity }], instructions }] */
    lines: jsonb("lines").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("favorite_orders_member_idx").on(t.memberId)],
);
