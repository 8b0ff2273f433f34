import { asc, isNotNull } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { offers } from "../../db/schema/loyalty.ts";
import { giveOffer } from "./wallet.ts";

const DAY_MS = 86_400_000;

/**
 * Puts the chain's welcome offer in a new member's wallet: every offer whose
 * `welcome_valid_days` is set, usable for that many days from sign-up. A chain without one
 * (none configured) gives nothing. Returns the offer ids given.
 */
export async function giveWelcomeOffers(
  tx: Db,
  args: { memberId: string; now: Date },
): Promise<string[]> {
  const welcome = await tx
    .select({ id: offers.id, validDays: offers.welcomeValidDays })
    .from(offers)
    .where(isNotNull(offers.welcomeValidDays))
    .orderBy(asc(offers.sort), asc(offers.id));
  for (const offer of welcome) {
    await giveOffer(tx, {
      memberId: args.memberId,
      offerId: offer.id,
      expiresAt: new Date(args.now.getTime() + offer.validDays! * DAY_MS),
      now: args.now,
    });
  }
  return welcome.map((o) => o.id);
}
