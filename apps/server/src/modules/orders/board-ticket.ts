import { toAmount } from "@coop/contract/money";
import { type Ticket, UNDO_SECONDS } from "@coop/contract/ops-board";

import {
  type OrderStatus,
  orderStatus,
  PICKUP_COLLECT_MINUTES,
} from "../../domain/order-status.ts";
import type { PricedChoice } from "../../domain/pricing.ts";
import type { StoredAddress, Vehicle } from "./cart.ts";
import { statusInput } from "./order-json.ts";
import type { KitchenSettings } from "./ports.ts";
import type { LineRow, OrderRow } from "./repository.ts";

export type TicketContext = {
  now: Date;
  speed: number;
  kitchen: KitchenSettings;
  /** Product id → its menu category (for the minutes a line adds). */
  categoryOf: (productId: number) => number | null;
  /** A member's name and phone (member orders carry no contact). */
  member: (memberId: string) => { name: string; phone: string | null } | undefined;
};

type Contact = { first_name?: string; last_name?: string; phone?: string };

/** The one status of an order (`ops.status-model`), as a ticket shows it. */
export function ticketStatus(order: OrderRow, now: Date, speed: number): Ticket["status"] {
  const status = orderStatus(statusInput(order), now, speed);
  // A board order is placed or canceled: never open or abandoned.
  return status === "open" || status === "abandoned" ? "canceled" : status;
}

/** When the order entered `status`: the board move, the cancel, or the clock's instant. */
function statusAt(order: OrderRow, status: OrderStatus): Date {
  if (status === "canceled") return order.canceledAt ?? order.updatedAt;
  if (order.staffStatus === status && order.staffStatusAt) return order.staffStatusAt;
  const placed = order.submittedAt ?? order.createdAt;
  if (!order.autoAdvance) return order.staffStatusAt ?? placed;
  switch (status) {
    case "in_progress":
      return order.kitchenAt ?? placed;
    case "ready":
    case "out_for_delivery":
      return order.readyAt ?? placed;
    case "completed":
      return (
        order.completedAt ??
        new Date((order.readyAt ?? placed).getTime() + PICKUP_COLLECT_MINUTES * 60_000)
      );
    case "delivered":
      return order.deliveredAt ?? order.readyAt ?? placed;
    default:
      return placed;
  }
}

/**
 * `ops.undo`: until when the last board move can be taken back — the current status is the one
 * staff set, less than UNDO_SECONDS ago; null when it cannot.
 */
export function undoUntil(order: OrderRow, status: string): Date | null {
  if (order.state !== "submitted" || !order.staffStatus || !order.staffStatusAt) return null;
  if (order.staffStatus !== status) return null;
  return new Date(order.staffStatusAt.getTime() + UNDO_SECONDS * 1000);
}

/** The minutes one line adds to the make time (`ops.make-time`). */
function lineMinutes(ctx: TicketContext, line: LineRow): number {
  const category = ctx.categoryOf(line.productId);
  const custom =
    category === null ? undefined : ctx.kitchen.model.categoryMinutes[String(category)];
  return Math.max(0, line.quantity) * (custom ?? ctx.kitchen.model.perItemMinutes);
}

/** `ops.board`: an order as the board shows it. */
export function ticketOf(order: OrderRow, lines: LineRow[], ctx: TicketContext): Ticket {
  const status = ticketStatus(order, ctx.now, ctx.speed);
  const contact = order.contact as Contact | null;
  const member = order.memberId ? ctx.member(order.memberId) : undefined;
  const customer = contact
    ? {
        name: [contact.first_name, contact.last_name].filter(Boolean).join(" ") || "Guest",
        phone: contact.phone ?? null,
      }
    : (member ?? { name: "Member", phone: null });
  const v = (order.custom ?? {}) as Vehicle;
  const address = order.address as StoredAddress | null;
  const placed = order.submittedAt ?? order.createdAt;
  const undo = undoUntil(order, status);
  const totals = order.totals as { total?: number };
  return {
    id: order.id,
    number: order.number ?? 0,
    status,
    kind: order.kind === "catering" ? "catering" : "default",
    handoff: order.handoff as Ticket["handoff"],
    customer,
    vehicle:
      order.handoff === "curbside" && (v.make || v.model || v.color)
        ? { make: v.make ?? "", model: v.model ?? "", color: v.color ?? "" }
        : null,
    arrived_at: order.arrivedAt?.toISOString() ?? null,
    address: address
      ? {
          street: address.address,
          apt: address.apt ?? null,
          city: address.city,
          state: address.state,
          zip: address.zip,
          instructions: null,
        }
      : null,
    items: lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      choices: (l.choices as PricedChoice[]).map((c) =>
        c.quantity > 1 ? `${c.quantity} × ${c.name}` : c.name,
      ),
      instructions: l.instructions,
      recipient: l.recipient,
      make_minutes: lineMinutes(ctx, l),
    })),
    placed_at: placed.toISOString(),
    fire_at: (order.kitchenAt ?? placed).toISOString(),
    promised_at: (order.readyAt ?? placed).toISOString(),
    scheduled: order.timeMode === "scheduled",
    status_at: statusAt(order, status).toISOString(),
    undo_until: undo && undo > ctx.now ? undo.toISOString() : null,
    make_minutes: order.makeMinutes ?? 0,
    total: toAmount(totals.total ?? 0),
    auto_advance: order.autoAdvance,
    cancel_reason: order.cancelReason,
  };
}
