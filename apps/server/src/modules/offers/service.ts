import type { PublicOffer, WalletOfferEntry } from "@coop/contract/offers";

import type { Db } from "../../db/client.ts";
import { removeWalletOffers } from "./member-erasure.ts";
import type { RewardsPort } from "./ports.ts";
import { giveOffer, publicOffers, walletOffers } from "./wallet.ts";
import { memberHoldsOffer, releaseWalletOffers, useWalletOffer } from "./wallet-codes.ts";
import { giveWelcomeOffers } from "./welcome-offer.ts";

/**
 * The offers module's interface: public offers, the member's wallet (offers given, then the
 * rewards redeemed, from modules/rewards), and the wallet offers' coupon codes for the orders
 * engine. The functions taking `tx` run in the caller's transaction.
 */
export function createOffersService(deps: { db: Db; rewards: RewardsPort; imageBaseUrl: string }) {
  const { db, imageBaseUrl } = deps;
  return {
    /** Offers open to everyone at `now` (GET offers/all). */
    publicOffers: (now: Date): Promise<PublicOffer[]> => publicOffers(db, now, imageBaseUrl),
    /** The member's wallet: offers given, then rewards redeemed (GET members/offers/all). */
    async wallet(memberId: string, now: Date): Promise<WalletOfferEntry[]> {
      const [given, redeemed] = await Promise.all([
        walletOffers(db, memberId, now, imageBaseUrl),
        deps.rewards.walletRewards(memberId, now),
      ]);
      return [...given, ...redeemed];
    },
    giveOffer,
    /** A new member's welcome offers (the offers configured with `welcome_valid_days`). */
    giveWelcomeOffers,
    /** A deleted member's unused wallet offers are removed (in `tx`). */
    removeWalletOffers,
    memberHoldsOffer,
    useWalletOffer,
    releaseWalletOffers,
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
