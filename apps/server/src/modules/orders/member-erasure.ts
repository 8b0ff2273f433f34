import { and, eq, isNull, or, sql } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { favoriteOrders, orders } from "../../db/schema/orders.ts";

/** What a deleted member's address line reads on the orders kept for accounting. */
export const ERASED_ADDRESS_LINE = "Removed at the customer's request";

/**
 * `member.delete-account`, the orders' part, in the caller's transaction: the member's
 * favorite orders are deleted; their orders stay (accounting: totals, taxes, payments) but
 * lose what identifies the person: the guest contact (name, email, phone), the custom fields
 * (curbside vehicle…) and the street and apartment of a delivery address (city, state and ZIP
 * stay, for the tax record). `email`, when given (a verified address), also covers the guest
 * orders placed with it before or without signing in. Returns how many orders were changed.
 */
export async function eraseMemberOrders(
  tx: Db,
  args: { memberId: string; email: string | null; now: Date },
): Promise<number> {
  await tx.delete(favoriteOrders).where(eq(favoriteOrders.memberId, args.memberId));
  const theirs = args.email
    ? or(
        eq(orders.memberId, args.memberId),
        and(
          isNull(orders.memberId),
          sql`lower(${orders.contact}->>'email') = ${args.email.toLowerCase()}`,
        ),
      )
    : eq(orders.memberId, args.memberId);
  const changed = await tx
    .update(orders)
    .set({
      contact: null,
      custom: sql`'{}'::jsonb`,
      address: sql`case when ${orders.address} is null or jsonb_typeof(${orders.address}) <> 'object' then ${orders.address}
        else (${orders.address} - 'apt' - 'building') || jsonb_build_object('address', ${ERASED_ADDRESS_LINE}::text) end`,
      updatedAt: args.now,
    })
    .where(theirs)
    .returning({ id: orders.id });
  return changed.length;
}
