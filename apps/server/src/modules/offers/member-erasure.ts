import { and, eq, ne } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { memberOffers } from "../../db/schema/loyalty.ts";

/**
 * `member.delete-account`, the wallet's part, in the caller's transaction: offers still in
 * the wallet are removed; the ones already used stay with the order they were used on.
 */
export async function removeWalletOffers(tx: Db, args: { memberId: string }): Promise<number> {
  const removed = await tx
    .delete(memberOffers)
    .where(and(eq(memberOffers.memberId, args.memberId), ne(memberOffers.status, "complete")))
    .returning({ id: memberOffers.id });
  return removed.length;
}
