import { and, asc, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { savedCards } from "../../db/schema/members.ts";
import { memberCardTokens, orderPayments } from "../../db/schema/payments.ts";

/** A member's saved card (the members area's `saved_cards` table). */
export type SavedCardRow = typeof savedCards.$inferSelect;

/** One of the member's cards, by id or by what identifies a card to a person. */
export async function findSavedCard(
  db: Db,
  memberId: string,
  match: { id: string } | { brand: string; last4: string; expMonth: number; expYear: number },
): Promise<SavedCardRow | undefined> {
  const where =
    "id" in match
      ? eq(savedCards.id, match.id)
      : and(
          eq(savedCards.brand, match.brand),
          eq(savedCards.last4, match.last4),
          eq(savedCards.expMonth, match.expMonth),
          eq(savedCards.expYear, match.expYear),
        );
  const rows = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.memberId, memberId), where))
    .limit(1);
  return rows[0];
}

export async function insertSavedCard(
  db: Db,
  values: typeof savedCards.$inferInsert,
): Promise<SavedCardRow> {
  const [row] = await db.insert(savedCards).values(values).returning();
  if (!row) throw new Error("payments: a saved card was not written");
  return row;
}

export async function listSavedCards(db: Db, memberId: string): Promise<SavedCardRow[]> {
  return db
    .select()
    .from(savedCards)
    .where(eq(savedCards.memberId, memberId))
    .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
}

/**
 * Serialises the changes to one member's saved cards until the transaction ends (the cap
 * of saved cards is counted under it).
 */
export async function lockMemberCards(db: Db, memberId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved_cards:${memberId}`}))`);
}

// ── Card tokens for saving a card outside checkout (member_card_tokens) ───────────────────

export type MemberCardTokenRow = typeof memberCardTokens.$inferSelect;

export async function insertMemberCardToken(
  db: Db,
  values: typeof memberCardTokens.$inferInsert,
): Promise<void> {
  await db.insert(memberCardTokens).values(values);
}

/** Forgets the member's tokens that expired before `before` (spent or not). */
export async function purgeMemberCardTokens(db: Db, memberId: string, before: Date) {
  await db
    .delete(memberCardTokens)
    .where(and(eq(memberCardTokens.memberId, memberId), lt(memberCardTokens.expiresAt, before)));
}

/** Spends the member's unspent, unexpired token in one statement; undefined otherwise. */
export async function spendMemberCardToken(
  db: Db,
  tokenHash: string,
  memberId: string,
  at: Date,
): Promise<MemberCardTokenRow | undefined> {
  const [row] = await db
    .update(memberCardTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(memberCardTokens.tokenHash, tokenHash),
        eq(memberCardTokens.memberId, memberId),
        isNull(memberCardTokens.usedAt),
        gt(memberCardTokens.expiresAt, at),
      ),
    )
    .returning();
  return row;
}

export async function memberCardToken(
  db: Db,
  tokenHash: string,
): Promise<MemberCardTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(memberCardTokens)
    .where(eq(memberCardTokens.tokenHash, tokenHash));
  return row;
}

// ── Payment attempts (order_payments) ─────────────────────────────────────────────────────

type OrderPaymentRow = typeof orderPayments.$inferSelect;

export async function paymentByKey(db: Db, key: string): Promise<OrderPaymentRow | undefined> {
  const rows = await db.select().from(orderPayments).where(eq(orderPayments.idempotencyKey, key));
  return rows[0];
}

/** Writes an attempt once per idempotency key: undefined when a twin wrote it first. */
export async function insertPaymentOnce(
  db: Db,
  row: typeof orderPayments.$inferInsert,
): Promise<OrderPaymentRow | undefined> {
  const inserted = await db
    .insert(orderPayments)
    .values(row)
    .onConflictDoNothing({ target: orderPayments.idempotencyKey })
    .returning();
  return inserted[0];
}

/** After a void or refund at the processor: voided, refunded in full, or still approved. */
export async function setPaymentStatus(
  db: Db,
  reference: string,
  state: { voided: boolean; refundedCents: number; at: Date },
): Promise<void> {
  const { voided, refundedCents } = state;
  await db
    .update(orderPayments)
    .set({
      status: voided
        ? "voided"
        : sql`case when ${refundedCents} >= ${orderPayments.amountCents} then 'refunded' else 'approved' end`,
      refundedCents,
      updatedAt: state.at,
    })
    .where(eq(orderPayments.providerRef, reference));
}

export async function approvedPayments(db: Db, orderId: string): Promise<OrderPaymentRow[]> {
  return db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.status, "approved")));
}

/** Every attempt for an order, oldest first. */
export async function paymentsOf(db: Db, orderId: string): Promise<OrderPaymentRow[]> {
  return db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(asc(orderPayments.createdAt), asc(orderPayments.id));
}
