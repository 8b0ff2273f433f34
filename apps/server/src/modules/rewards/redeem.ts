import { randomBytes } from "node:crypto";

import { and, asc, eq, gte, sql } from "drizzle-orm";

import type { LoyaltyProgress, RewardDiscount } from "@coop/contract/rewards";

import type { Db } from "../../db/client.ts";
import {
  loyaltyAccounts,
  loyaltyLedger,
  loyaltyRewards,
  memberRewards,
} from "../../db/schema/loyalty.ts";
import { HttpError } from "../../http/http-error.ts";
import { pointsBalance } from "./loyalty.ts";

/** The reward list (what points buy) and redeeming points for a reward (`reward.redeem`). */
export type ListedReward = {
  id: string;
  name: string;
  description: string;
  points: number;
  channel: "default" | "catering";
  discount: RewardDiscount;
  image: string | null;
  validDays: number;
};

export async function rewardList(tx: Db): Promise<ListedReward[]> {
  const rows = await tx
    .select()
    .from(loyaltyRewards)
    .where(eq(loyaltyRewards.active, true))
    .orderBy(asc(loyaltyRewards.sort), asc(loyaltyRewards.points));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    points: r.points,
    channel: r.channel === "catering" ? "catering" : "default",
    discount: r.discount as RewardDiscount,
    image: r.image,
    validDays: r.validDays,
  }));
}

/**
 * Progress toward the next reward: the cheapest reward of the default channel the member
 * cannot afford yet; when every reward is affordable, the dearest one (quantity ≥ target).
 */
export function progressToward(points: number, list: readonly ListedReward[]): LoyaltyProgress {
  const costs = list
    .filter((r) => r.channel === "default")
    .map((r) => r.points)
    .sort((a, b) => a - b);
  const target = costs.find((c) => c > points) ?? costs.at(-1) ?? 0;
  return { quantity: points, target, unit: "points" };
}

export type RedeemedReward = {
  reference: string;
  reward: ListedReward;
  expiresAt: Date;
  balance: number;
};

/**
 * Spends points on a reward of the list and puts it in the member's wallet, in one
 * transaction. The balance is lowered only `where points >= cost`, in the same statement:
 * two redeems at once cannot take it below zero (the second finds too few points → 409).
 */
export async function redeemReward(
  db: Db,
  args: {
    memberId: string;
    rewardId: string;
    channel: string;
    campaign?: string | undefined;
    now: Date;
  },
): Promise<RedeemedReward> {
  return db.transaction(async (tx) => {
    const reward = (await rewardList(tx)).find((r) => r.id === args.rewardId);
    if (!reward) {
      throw new HttpError(
        404,
        `There is no reward "${args.rewardId}". The rewards are listed by members/loyalty.`,
        {
          errors: [{ path: "body.id", message: "is not a reward of the catalog" }],
        },
      );
    }
    const [spent] = await tx
      .update(loyaltyAccounts)
      .set({ points: sql`${loyaltyAccounts.points} - ${reward.points}`, updatedAt: args.now })
      .where(
        and(
          eq(loyaltyAccounts.memberId, args.memberId),
          gte(loyaltyAccounts.points, reward.points),
        ),
      )
      .returning({ points: loyaltyAccounts.points });
    if (!spent) {
      const { points } = await pointsBalance(tx, args.memberId);
      throw new HttpError(
        409,
        `${reward.name} needs ${reward.points} points and you have ${points}: ${reward.points - points} more to go.`,
      );
    }
    const reference = randomBytes(18).toString("base64url");
    const expiresAt = new Date(args.now.getTime() + reward.validDays * 86_400_000);
    await tx.insert(memberRewards).values({
      reference,
      memberId: args.memberId,
      rewardId: reward.id,
      status: "available",
      pointsSpent: reward.points,
      channel: args.channel,
      campaign: args.campaign ?? null,
      createdAt: args.now,
      expiresAt,
    });
    await tx.insert(loyaltyLedger).values({
      memberId: args.memberId,
      kind: "redeem",
      points: -reward.points,
      rewardReference: reference,
      note: reward.name,
      createdAt: args.now,
    });
    return { reference, reward, expiresAt, balance: spent.points };
  });
}
