import { and, asc, eq, gt, inArray } from "drizzle-orm";

import { CATERING_LABEL_PREFIX } from "@coop/contract/offer-rules";
import type { OrderReward, RewardDiscount } from "@coop/contract/rewards";

import type { Db } from "../../db/client.ts";
import { loyaltyRewards, memberRewards } from "../../db/schema/loyalty.ts";
import type { CouponRule } from "../../domain/coupons.ts";
import { HttpError } from "../../http/http-error.ts";

/**
 * Redeemed rewards on orders, for the orders engine's GET/PUT/DELETE orders/{id}/rewards
 * and its submit and cancel. One reward per order (a unique index on member_rewards.order_id).
 * Every function takes the caller's transaction as `tx`.
 *
 * `reward.reference-capability`: the order calls carry no token, so the reward reference
 * (144 random bits) is the capability, and it must also belong to the `memberid` the request
 * names.
 */
export type AppliedReward = {
  reference: string;
  rewardId: string;
  memberId: string;
  /** As the wallet shows it ('Catering - ' for catering rewards). */
  label: string;
  name: string;
  description: string;
  channel: "default" | "catering";
  image: string | null;
  discount: RewardDiscount;
  status: "available" | "applied" | "used";
  orderId: string | null;
  expiresAt: Date;
};

const columns = {
  reference: memberRewards.reference,
  memberId: memberRewards.memberId,
  status: memberRewards.status,
  orderId: memberRewards.orderId,
  expiresAt: memberRewards.expiresAt,
  rewardId: loyaltyRewards.id,
  name: loyaltyRewards.name,
  description: loyaltyRewards.description,
  channel: loyaltyRewards.channel,
  image: loyaltyRewards.image,
  discount: loyaltyRewards.discount,
};

type Row = {
  reference: string;
  memberId: string;
  status: string;
  orderId: string | null;
  expiresAt: Date;
  rewardId: string;
  name: string;
  description: string;
  channel: string;
  image: string | null;
  discount: unknown;
};

function toApplied(row: Row): AppliedReward {
  const channel = row.channel === "catering" ? "catering" : "default";
  return {
    reference: row.reference,
    rewardId: row.rewardId,
    memberId: row.memberId,
    label: channel === "catering" ? `${CATERING_LABEL_PREFIX}${row.name}` : row.name,
    name: row.name,
    description: row.description,
    channel,
    image: row.image,
    discount: row.discount as RewardDiscount,
    status: row.status === "used" ? "used" : row.status === "applied" ? "applied" : "available",
    orderId: row.orderId,
    expiresAt: row.expiresAt,
  };
}

/** The JSON of api GET orders/{id}/rewards entries (contract `orderRewardSchema`). */
export function toOrderRewardJson(reward: AppliedReward, imageBaseUrl: string): OrderReward {
  return {
    reference: reward.reference,
    reward_id: reward.rewardId,
    label: reward.label,
    description: reward.description,
    image: reward.image ? `${imageBaseUrl}${reward.image}` : null,
    expires: reward.expiresAt.toISOString(),
    discount: reward.discount,
  };
}

/**
 * The reward as a coupon rule of the orders engine (domain/coupons.ts), so that the engine
 * prices it with the same code as coupons: `evaluateCoupon(couponRuleForReward(r), ctx)`.
 * Valid until the reward expires, on its own channel, once.
 */
export function couponRuleForReward(reward: AppliedReward): CouponRule {
  const d = reward.discount;
  return {
    code: `REWARD-${reward.reference}`,
    kind: d.type === "free_item" ? "free_item" : d.type === "amount_off" ? "amount" : "percent",
    ...(d.type === "free_item" && { freeSku: d.sku, freeItemName: d.item_name }),
    ...(d.type === "amount_off" && { amountCents: d.amount_cents }),
    ...(d.type === "percent_off" && { percentBps: d.percent_bps }),
    minSubtotalCents: d.minimum_cents,
    startsAt: null,
    endsAt: reward.expiresAt,
    handoffs: null,
    channels: [reward.channel],
    perCustomerLimit: null,
    globalLimit: null,
    active: true,
    description: reward.label,
  };
}

const joined = (tx: Db) =>
  tx
    .select(columns)
    .from(memberRewards)
    .innerJoin(loyaltyRewards, eq(loyaltyRewards.id, memberRewards.rewardId));

/** A redeemed reward by its reference, whoever holds it; null when there is none. */
export async function rewardByReference(tx: Db, reference: string): Promise<AppliedReward | null> {
  const [row] = await joined(tx).where(eq(memberRewards.reference, reference));
  return row ? toApplied(row) : null;
}

/** The member's rewards that can go on an order now (not used, not expired, not on another order). */
export async function availableRewards(
  tx: Db,
  memberId: string,
  now: Date,
): Promise<AppliedReward[]> {
  const rows = await joined(tx)
    .where(
      and(
        eq(memberRewards.memberId, memberId),
        eq(memberRewards.status, "available"),
        gt(memberRewards.expiresAt, now),
      ),
    )
    .orderBy(asc(memberRewards.expiresAt));
  return rows.map(toApplied);
}

/** The reward on an order (zero or one). */
export async function rewardsOnOrder(tx: Db, orderId: string): Promise<AppliedReward[]> {
  const rows = await joined(tx).where(eq(memberRewards.orderId, orderId));
  return rows.map(toApplied);
}

/**
 * PUT orders/{id}/rewards: puts the member's reward on the order. 404 when the reference
 * is not this member's (the same answer whether it exists or not); 409 when the order
 * already has another reward, or the reward is used, expired or on another order.
 * Applying the reward already on this order again changes nothing.
 */
export async function applyRewardToOrder(
  tx: Db,
  args: { orderId: string; memberId: string; references: readonly string[]; now?: Date },
): Promise<AppliedReward> {
  const now = args.now ?? new Date();
  if (args.references.length !== 1) {
    throw new HttpError(400, "An order takes one reward: name exactly one reference.", {
      errors: [{ path: "body.references", message: "must name exactly one reward" }],
    });
  }
  const reference = args.references[0]!;
  const [row] = await joined(tx)
    .where(and(eq(memberRewards.reference, reference), eq(memberRewards.memberId, args.memberId)))
    .for("update", { of: memberRewards });
  if (!row) {
    throw new HttpError(404, "This member has no reward with that reference.", {
      errors: [{ path: "body.references.0", message: "is not one of this member's rewards" }],
    });
  }
  const reward = toApplied(row);
  if (reward.orderId === args.orderId && reward.status === "applied") return reward;
  if (reward.status === "used") throw new HttpError(409, `${reward.label} has already been used.`);
  if (reward.status === "applied") throw new HttpError(409, `${reward.label} is on another order.`);
  if (reward.expiresAt <= now) throw new HttpError(409, `${reward.label} has expired.`);
  const [other] = await rewardsOnOrder(tx, args.orderId);
  if (other) {
    throw new HttpError(
      409,
      `This order already has a reward (${other.label}). Remove it first: an order takes one reward.`,
    );
  }
  await tx
    .update(memberRewards)
    .set({ status: "applied", orderId: args.orderId })
    .where(eq(memberRewards.reference, reference));
  return { ...reward, status: "applied", orderId: args.orderId };
}

/** DELETE orders/{id}/rewards/{ref}: takes the reward off the order; it is available again. */
export async function removeRewardFromOrder(
  tx: Db,
  args: { orderId: string; reference: string },
): Promise<boolean> {
  const removed = await tx
    .update(memberRewards)
    .set({ status: "available", orderId: null })
    .where(
      and(
        eq(memberRewards.reference, args.reference),
        eq(memberRewards.orderId, args.orderId),
        eq(memberRewards.status, "applied"),
      ),
    )
    .returning({ reference: memberRewards.reference });
  return removed.length > 0;
}

/** At submit: the order's reward is used up. */
export async function markOrderRewardsUsed(
  tx: Db,
  args: { orderId: string; now?: Date },
): Promise<void> {
  await tx
    .update(memberRewards)
    .set({ status: "used", usedAt: args.now ?? new Date() })
    .where(
      and(eq(memberRewards.orderId, args.orderId), inArray(memberRewards.status, ["applied"])),
    );
}

/**
 * At cancel or abandon: the order's reward goes back to the member's wallet (it keeps its
 * original expiry). Returns how many were released.
 */
export async function releaseOrderRewards(tx: Db, args: { orderId: string }): Promise<number> {
  const released = await tx
    .update(memberRewards)
    .set({ status: "available", orderId: null, usedAt: null })
    .where(eq(memberRewards.orderId, args.orderId))
    .returning({ reference: memberRewards.reference });
  return released.length;
}
