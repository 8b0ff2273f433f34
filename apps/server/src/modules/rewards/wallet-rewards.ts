import { asc, eq } from "drizzle-orm";

import type { WalletOfferEntry } from "@coop/contract/offers";

import type { Db } from "../../db/client.ts";
import { loyaltyRewards, memberRewards } from "../../db/schema/loyalty.ts";
import {
  imageUrl,
  keptInWallet,
  walletChannel as channelOf,
  walletLabel,
} from "../../lib/wallet-entry.ts";

/**
 * Redeemed rewards as wallet entries (GET members/offers/all shows them after the member's
 * offers; POST members/redeem answers with one). Their `cred` is the reward's reference.
 */
/** The rewards the member redeemed, as wallet entries (used and expired ones for 90 days). */
export async function walletRewards(
  db: Db,
  memberId: string,
  now: Date,
  imageBaseUrl: string,
): Promise<WalletOfferEntry[]> {
  const redeemed = await db
    .select({
      reference: memberRewards.reference,
      status: memberRewards.status,
      expiresAt: memberRewards.expiresAt,
      usedAt: memberRewards.usedAt,
      name: loyaltyRewards.name,
      description: loyaltyRewards.description,
      image: loyaltyRewards.image,
      channel: loyaltyRewards.channel,
    })
    .from(memberRewards)
    .innerJoin(loyaltyRewards, eq(loyaltyRewards.id, memberRewards.rewardId))
    .where(eq(memberRewards.memberId, memberId))
    .orderBy(asc(memberRewards.expiresAt));
  const entries: WalletOfferEntry[] = [];
  for (const r of redeemed) {
    const done = r.status === "used";
    if (!keptInWallet({ done, doneAt: r.usedAt, expires: r.expiresAt }, now)) continue;
    entries.push({
      id: r.reference,
      kind: "reward",
      label: walletLabel(r.name, r.channel),
      cred: r.reference,
      image: imageUrl(r.image, imageBaseUrl),
      expires: r.expiresAt.toISOString(),
      status: done ? "complete" : "incomplete",
      description: r.description,
      channel: channelOf(r.channel),
    });
  }
  return entries;
}

/** The wallet entry of one redeemed reward (the answer of members/redeem). */
export function rewardWalletEntry(
  reward: {
    reference: string;
    name: string;
    description: string;
    image: string | null;
    channel: string;
  },
  expiresAt: Date,
  imageBaseUrl: string,
): WalletOfferEntry {
  return {
    id: reward.reference,
    kind: "reward",
    label: walletLabel(reward.name, reward.channel),
    cred: reward.reference,
    image: imageUrl(reward.image, imageBaseUrl),
    expires: expiresAt.toISOString(),
    status: "incomplete",
    description: reward.description,
    channel: channelOf(reward.channel),
  };
}
