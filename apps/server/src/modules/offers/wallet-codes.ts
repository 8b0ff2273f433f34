import { and, asc, eq, gt, isNull, or, sql } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { memberOffers, offers } from "../../db/schema/loyalty.ts";

/**
 * Wallet offers and the orders engine's coupons. A wallet offer's `cred` is a coupon code
 * (the coupons table); codes whose coupon is `wallet_only` are accepted only from a member
 * who holds the offer, unused and unexpired. The engine calls these in its transactions:
 *  - PUT orders/{id}/coupon with a wallet-only code: `memberHoldsOffer`;
 *  - submit with a coupon: `useWalletOffer` (the wallet entry becomes complete);
 *  - cancel: `releaseWalletOffers` (it becomes usable again).
 */
const usable = (memberId: string, code: string, now: Date) =>
  and(
    eq(memberOffers.memberId, memberId),
    eq(memberOffers.status, "incomplete"),
    or(isNull(memberOffers.expiresAt), gt(memberOffers.expiresAt, now)),
    eq(offers.code, code.trim().toUpperCase()),
    or(isNull(offers.endsAt), gt(offers.endsAt, now)),
  );

/** True when the member's wallet holds a usable offer with this coupon code. */
export async function memberHoldsOffer(
  tx: Db,
  args: { memberId: string; code: string; now?: Date },
): Promise<boolean> {
  const rows = await tx
    .select({ id: memberOffers.id })
    .from(memberOffers)
    .innerJoin(offers, eq(offers.id, memberOffers.offerId))
    .where(usable(args.memberId, args.code, args.now ?? new Date()))
    .limit(1);
  return rows.length > 0;
}

/**
 * Marks the member's wallet offer for this code used by the order (the one expiring first).
 * Returns false when the wallet holds none (a public code typed by hand: nothing to mark).
 */
export async function useWalletOffer(
  tx: Db,
  args: { memberId: string; code: string; orderId: string; now?: Date },
): Promise<boolean> {
  const now = args.now ?? new Date();
  const [first] = await tx
    .select({ id: memberOffers.id })
    .from(memberOffers)
    .innerJoin(offers, eq(offers.id, memberOffers.offerId))
    .where(usable(args.memberId, args.code, now))
    .orderBy(sql`${memberOffers.expiresAt} asc nulls last`, asc(memberOffers.createdAt))
    .limit(1)
    .for("update", { of: memberOffers });
  if (!first) return false;
  await tx
    .update(memberOffers)
    .set({ status: "complete", orderId: args.orderId, completedAt: now })
    .where(eq(memberOffers.id, first.id));
  return true;
}

/** A cancelled order gives its wallet offer back. Returns how many were released. */
export async function releaseWalletOffers(tx: Db, args: { orderId: string }): Promise<number> {
  const released = await tx
    .update(memberOffers)
    .set({ status: "incomplete", orderId: null, completedAt: null })
    .where(eq(memberOffers.orderId, args.orderId))
    .returning({ id: memberOffers.id });
  return released.length;
}
