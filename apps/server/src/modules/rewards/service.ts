import type { WalletOfferEntry } from "@coop/contract/offers";

import type { Db } from "../../db/client.ts";
import {
  createLoyaltyService,
  ensureLoyaltyAccount,
  ledgerHistory,
  pointsBalance,
} from "./loyalty.ts";
import { closeLoyaltyAccount } from "./member-erasure.ts";
import {
  applyRewardToOrder,
  couponRuleForReward,
  markOrderRewardsUsed,
  releaseOrderRewards,
  removeRewardFromOrder,
  rewardsOnOrder,
  toOrderRewardJson,
} from "./order-rewards.ts";
import { progressToward, redeemReward, rewardList } from "./redeem.ts";
import { rewardWalletEntry, walletRewards } from "./wallet-rewards.ts";

/**
 * The rewards module's interface: the member's points (earned at submit, reversed at cancel,
 * through `loyalty`), the reward list and redeeming, redeemed rewards in the wallet, and
 * rewards on orders for the orders engine. The functions taking `tx` run in the caller's
 * transaction.
 */
export function createRewardsService(deps: {
  db: Db;
  pointsPerDollar: number;
  imageBaseUrl: string;
}) {
  const { db, imageBaseUrl } = deps;
  return {
    /** Points earned and reversed with orders (the orders engine's LoyaltyPort). */
    loyalty: createLoyaltyService({ pointsPerDollar: deps.pointsPerDollar }),
    ensureLoyaltyAccount,
    /** A deleted member's balance is closed and unused rewards withdrawn (in `tx`). */
    closeLoyaltyAccount,
    balance: (memberId: string) => pointsBalance(db, memberId),
    history: (memberId: string) => ledgerHistory(db, memberId),
    /** What points buy, cheapest first within its sort order. */
    rewardList: () => rewardList(db),
    progressToward,
    redeem: (args: Parameters<typeof redeemReward>[1]) => redeemReward(db, args),
    walletRewards: (memberId: string, now: Date): Promise<WalletOfferEntry[]> =>
      walletRewards(db, memberId, now, imageBaseUrl),
    walletEntry: (reward: Parameters<typeof rewardWalletEntry>[0], expiresAt: Date) =>
      rewardWalletEntry(reward, expiresAt, imageBaseUrl),
    rewardsOnOrder,
    applyRewardToOrder,
    removeRewardFromOrder,
    markOrderRewardsUsed,
    releaseOrderRewards,
    couponRuleForReward,
    toOrderRewardJson: (reward: Parameters<typeof toOrderRewardJson>[0]) =>
      toOrderRewardJson(reward, imageBaseUrl),
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
