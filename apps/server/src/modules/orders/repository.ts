import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import {
  couponRedemptions,
  coupons,
  favoriteOrders,
  idempotencyKeys,
  orderEvents,
  orderLines,
  orderNumbers,
  orders,
} from "../../db/schema/orders.ts";
import type { CouponRule } from "../../domain/coupons.ts";

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;

/** The order and its lines; with `lock`, the order row is locked until the transaction ends. */
export async function loadOrder(
  db: Db,
  id: string,
  lock = false,
): Promise<{ order: OrderRow; lines: LineRow[] } | null> {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const rows = lock ? await query.for("update") : await query;
  const order = rows[0];
  if (!order) return null;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(asc(orderLines.seq));
  return { order, lines };
}

export async function insertOrder(db: Db, row: typeof orders.$inferInsert): Promise<void> {
  await db.insert(orders).values(row);
}

export async function updateOrder(
  db: Db,
  id: string,
  patch: Partial<typeof orders.$inferInsert>,
): Promise<void> {
  await db.update(orders).set(patch).where(eq(orders.id, id));
}

export async function insertLines(db: Db, rows: (typeof orderLines.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(orderLines).values(rows);
}

export async function updateLine(
  db: Db,
  id: string,
  patch: Partial<typeof orderLines.$inferInsert>,
): Promise<void> {
  await db.update(orderLines).set(patch).where(eq(orderLines.id, id));
}

export async function deleteLines(db: Db, orderId: string, ids: string[]): Promise<void> {
  if (ids.length > 0)
    await db
      .delete(orderLines)
      .where(and(eq(orderLines.orderId, orderId), inArray(orderLines.id, ids)));
}

export async function nextOrderNumber(db: Db, orderId: string): Promise<number> {
  const [row] = await db
    .insert(orderNumbers)
    .values({ orderId })
    .returning({ number: orderNumbers.number });
  return row!.number;
}

export async function findCoupon(db: Db, code: string): Promise<CouponRule | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  if (!row) return null;
  return {
    code: row.code,
    kind: row.kind as CouponRule["kind"],
    ...(row.percentBps !== null ? { percentBps: row.percentBps } : {}),
    ...(row.amountCents !== null ? { amountCents: row.amountCents } : {}),
    ...(row.freeSku !== null ? { freeSku: row.freeSku } : {}),
    ...(row.freeItemName !== null ? { freeItemName: row.freeItemName } : {}),
    minSubtotalCents: row.minSubtotalCents,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    handoffs: (row.handoffs as CouponRule["handoffs"]) ?? null,
    channels: (row.channels as CouponRule["channels"]) ?? null,
    perCustomerLimit: row.perCustomerLimit,
    globalLimit: row.globalLimit,
    active: row.active === 1,
    description: row.description,
    walletOnly: row.walletOnly,
  };
}

/** Redemptions that count against a coupon's caps (voided ones do not). */
export async function couponUse(
  db: Db,
  code: string,
  customer: string | null,
  orderId: string,
): Promise<{ global: number; customer: number; openElsewhere: number }> {
  const [global] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.code, code), eq(couponRedemptions.state, "redeemed")));
  const [mine] = customer
    ? await db
        .select({ n: count() })
        .from(couponRedemptions)
        .where(
          and(
            eq(couponRedemptions.code, code),
            eq(couponRedemptions.state, "redeemed"),
            eq(couponRedemptions.customer, customer),
          ),
        )
    : [{ n: 0 }];
  const [open] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.couponCode, code), eq(orders.state, "open"), ne(orders.id, orderId)));
  return {
    global: Number(global?.n ?? 0),
    customer: Number(mine?.n ?? 0),
    openElsewhere: Number(open?.n ?? 0),
  };
}

export async function lockCoupon(db: Db, code: string): Promise<void> {
  await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.code, code)).for("update");
}

export async function redeemCoupon(
  db: Db,
  row: { orderId: string; code: string; customer: string; at: Date },
): Promise<void> {
  await db.insert(couponRedemptions).values({
    orderId: row.orderId,
    code: row.code,
    customer: row.customer,
    state: "redeemed",
    createdAt: row.at,
  });
}

export async function voidCouponRedemption(db: Db, orderId: string): Promise<void> {
  await db
    .update(couponRedemptions)
    .set({ state: "voided" })
    .where(eq(couponRedemptions.orderId, orderId));
}

export async function addEvent(
  db: Db,
  orderId: string,
  type: string,
  payload: unknown,
  at: Date,
): Promise<void> {
  await db.insert(orderEvents).values({ orderId, type, payload: payload ?? {}, createdAt: at });
}

/* ---- idempotency ---- */

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Claims a key; returns the existing row when another request claimed it first. */
export async function claimIdempotencyKey(
  db: Db,
  row: { scope: string; key: string; requestHash: string; at: Date },
): Promise<IdempotencyRow | null> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ scope: row.scope, key: row.key, requestHash: row.requestHash, createdAt: row.at })
    .onConflictDoNothing()
    .returning();
  if (inserted.length > 0) return null;
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, row.scope), eq(idempotencyKeys.key, row.key)));
  return existing ?? null;
}

export async function readIdempotencyKey(
  db: Db,
  scope: string,
  key: string,
): Promise<IdempotencyRow | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

export async function completeIdempotencyKey(
  db: Db,
  scope: string,
  key: string,
  statusCode: number,
  response: unknown,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, response: response as object })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

export async function releaseIdempotencyKey(db: Db, scope: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/* ---- history ---- */

export async function recentOrders(db: Db, memberId: string, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.memberId, memberId), isNotNull(orders.submittedAt)))
    .orderBy(desc(orders.submittedAt))
    .limit(limit);
}

export async function linesOf(db: Db, orderIds: string[]): Promise<LineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.seq));
}

export async function insertFavorite(
  db: Db,
  row: typeof favoriteOrders.$inferInsert,
): Promise<void> {
  await db.insert(favoriteOrders).values(row);
}

export async function listFavorites(db: Db, memberId: string) {
  return db
    .select()
    .from(favoriteOrders)
    .where(eq(favoriteOrders.memberId, memberId))
    .orderBy(desc(favoriteOrders.createdAt));
}

export async function findFavorite(db: Db, memberId: string, id: string) {
  const [row] = await db
    .select()
    .from(favoriteOrders)
    .where(and(eq(favoriteOrders.memberId, memberId), eq(favoriteOrders.id, id)));
  return row ?? null;
}

/** Deletes one of the member's favorite orders; false when the member has none with that id. */
export async function deleteFavorite(db: Db, memberId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(favoriteOrders)
    .where(and(eq(favoriteOrders.memberId, memberId), eq(favoriteOrders.id, id)))
    .returning({ id: favoriteOrders.id });
  return gone.length > 0;
}

export async function isOpenOrder(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.state, "open")));
  return rows.length > 0;
}

/**
 * A guest order joins a new account only when it was placed (submitted), has no owner yet,
 * and its contact email is the account's (case-insensitive). Anything else leaves the order
 * as it was. True when it was attached.
 */
export async function claimGuestOrder(
  db: Db,
  claim: { orderId: string; memberId: string; email: string },
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .update(orders)
    .set({ memberId: claim.memberId, updatedAt: now })
    .where(
      and(
        eq(orders.id, claim.orderId),
        eq(orders.state, "submitted"),
        isNotNull(orders.submittedAt),
        isNull(orders.memberId),
        sql`lower(${orders.contact}->>'email') = ${claim.email.toLowerCase()}`,
      ),
    )
    .returning({ id: orders.id });
  return claimed.length === 1;
}
