import { and, eq, gte, inArray, lt } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema/orders.ts";
import { nextStatusChange } from "../../domain/order-status.ts";
import type { Totals } from "../../domain/totals.ts";
import type { StoredAddress } from "./cart.ts";
import { statusInput } from "./order-json.ts";
import * as repo from "./repository.ts";

/**
 * Read-only views of placed orders for other modules (modules/notifications: what an order
 * email says and to whom; modules/operations: the manager's day report). The orders module owns
 * the orders table; these are its answers, so nobody else reads the table.
 */

/** What a customer notification needs of an order. */
export type OrderNotice = {
  id: string;
  number: number | null;
  restaurantId: number;
  state: string;
  handoff: "pickup" | "curbside" | "dispatch";
  /** The promised ready time (the order's clock). */
  readyAt: Date | null;
  /** The wall-clock instant the order's clock changes its status next; null when none. */
  nextChange: Date | null;
  /** The member who placed it, or null for a guest. */
  memberId: string | null;
  /** A guest's contact (first name, email, phone), or null. */
  guest: { firstName: string; email: string; phone: string } | null;
  /** The delivery address's first line (delivery). */
  deliveryAddress: string | null;
  /** Why the restaurant canceled it (a staff cancel), or null. */
  cancelReason: string | null;
};

/** One order of a restaurant's day, for the report. */
export type DayOrder = {
  handoff: "pickup" | "curbside" | "dispatch";
  canceled: boolean;
  submittedAt: Date;
  /** The promised ready time. */
  readyAt: Date;
  /** When it really became ready (a board move), or null. */
  readyDoneAt: Date | null;
  /** Moved by the make-time clock (auto-advance), so ready at its promised time. */
  autoAdvance: boolean;
  /** Subtotal after discounts, in cents. */
  salesCents: number;
};

type Contact = { first_name?: string; email?: string; phone?: string };

export function createOrderNotices(deps: { db: Db; now: () => Date; clockSpeed?: number }) {
  const { db } = deps;
  const speed = deps.clockSpeed ?? 1;

  return {
    /** The notice facts of a placed order, or null when there is none. */
    async notice(id: string): Promise<OrderNotice | null> {
      const loaded = await repo.loadOrder(db, id, false);
      if (!loaded) return null;
      const o = loaded.order;
      const contact = (o.contact ?? null) as Contact | null;
      const address = o.address as StoredAddress | null;
      return {
        id: o.id,
        number: o.number,
        restaurantId: o.locationId,
        state: o.state,
        handoff: o.handoff as OrderNotice["handoff"],
        readyAt: o.readyAt,
        nextChange: nextStatusChange(statusInput(o), deps.now(), speed),
        memberId: o.memberId,
        guest:
          contact && contact.email
            ? {
                firstName: contact.first_name ?? "",
                email: contact.email,
                phone: contact.phone ?? "",
              }
            : null,
        deliveryAddress: address?.address ?? null,
        cancelReason: o.cancelReason,
      };
    },

    /**
     * The placed orders (submitted or canceled) of a restaurant whose promised time falls in
     * [from, to): the report's day.
     */
    async dayOrders(restaurantId: number, from: Date, to: Date): Promise<DayOrder[]> {
      const rows = await db
        .select({
          state: orders.state,
          handoff: orders.handoff,
          submittedAt: orders.submittedAt,
          readyAt: orders.readyAt,
          readyDoneAt: orders.readyDoneAt,
          autoAdvance: orders.autoAdvance,
          totals: orders.totals,
        })
        .from(orders)
        .where(
          and(
            eq(orders.locationId, restaurantId),
            inArray(orders.state, ["submitted", "canceled"]),
            gte(orders.readyAt, from),
            lt(orders.readyAt, to),
          ),
        );
      return rows
        .filter((r) => r.submittedAt !== null && r.readyAt !== null)
        .map((r) => {
          const totals = r.totals as Partial<Totals>;
          return {
            handoff: r.handoff as DayOrder["handoff"],
            canceled: r.state === "canceled",
            submittedAt: r.submittedAt!,
            readyAt: r.readyAt!,
            readyDoneAt: r.readyDoneAt,
            autoAdvance: r.autoAdvance,
            salesCents: Math.max(0, (totals.subtotal ?? 0) - (totals.discount ?? 0)),
          };
        });
    },
  };
}

export type OrderNotices = ReturnType<typeof createOrderNotices>;
