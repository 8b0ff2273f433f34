import { and, eq } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { loyaltyAccounts, loyaltyLedger, memberRewards } from "../../db/schema/loyalty.ts";

/**
 * `member.delete-account`, the loyalty part, in the caller's transaction: the balance is
 * closed (set to zero by an `adjust` entry, so the ledger still adds up for accounting) and
 * the rewards redeemed but not yet used are withdrawn. The ledger itself is kept.
 */
export async function closeLoyaltyAccount(
  tx: Db,
  args: { memberId: string; now: Date },
): Promise<{ pointsClosed: number }> {
  const [account] = await tx
    .select({ points: loyaltyAccounts.points })
    .from(loyaltyAccounts)
    .where(eq(loyaltyAccounts.memberId, args.memberId))
    .for("update");
  const points = account?.points ?? 0;
  if (points > 0) {
    await tx.insert(loyaltyLedger).values({
      memberId: args.memberId,
      kind: "adjust",
      points: -points,
      note: "Account deleted: balance closed",
      createdAt: args.now,
    });
    await tx
      .update(loyaltyAccounts)
      .set({ points: 0, updatedAt: args.now })
      .where(eq(loyaltyAccounts.memberId, args.memberId));
  }
  await tx
    .delete(memberRewards)
    .where(and(eq(memberRewards.memberId, args.memberId), eq(memberRewards.status, "available")));
  return { pointsClosed: points };
}
