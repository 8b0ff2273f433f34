import { and, asc, eq, gt, inArray, isNull, or } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { orderLines, orders } from "../../db/schema/orders.ts";
import type { LineRow, OrderRow } from "./repository.ts";

/**
 * The orders a restaurant's board may show (`ops.board`): placed or canceled, promised after
 * `since` or not finished by staff yet, and — when canceled or completed on the board — only
 * since `finishedSince`. The service decides from their status what the board shows.
 */
export async function boardOrders(
  db: Db,
  restaurantId: number,
  window: { promisedAfter: Date; finishedSince: Date },
): Promise<{ order: OrderRow; lines: LineRow[] }[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.locationId, restaurantId),
        inArray(orders.state, ["submitted", "canceled"]),
        gt(orders.readyAt, window.promisedAfter),
        or(isNull(orders.canceledAt), gt(orders.canceledAt, window.finishedSince)),
        or(isNull(orders.completedAt), gt(orders.completedAt, window.finishedSince)),
      ),
    )
    .orderBy(orders.kitchenAt);
  return withLines(db, rows);
}

async function withLines(db: Db, rows: OrderRow[]) {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderLines.seq));
  const byOrder = new Map<string, LineRow[]>();
  for (const line of lines) {
    const list = byOrder.get(line.orderId) ?? [];
    list.push(line);
    byOrder.set(line.orderId, list);
  }
  return rows.map((order) => ({ order, lines: byOrder.get(order.id) ?? [] }));
}

/** The restaurant of a placed (or canceled) order, or undefined for no such order. */
export async function restaurantOfOrder(db: Db, id: string): Promise<number | undefined> {
  const [row] = await db
    .select({ restaurantId: orders.locationId })
    .from(orders)
    .where(and(eq(orders.id, id), inArray(orders.state, ["submitted", "canceled"])));
  return row?.restaurantId;
}
