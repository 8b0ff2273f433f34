// Loyalty: points, balance, the reward list, redeeming (`reward.redeem`), and rewards on
// orders (`reward.one-per-order`): the request and response schemas of those calls.
import { z } from "zod";

import { offerChannelSchema, walletOfferEntrySchema } from "./offers.ts";
import { orderIdParamsSchema } from "./orders.ts";

/** Progress toward the next reward: `quantity` of `target`, counted in `unit`. */
export const loyaltyProgressSchema = z
  .object({
    quantity: z.number().int(),
    target: z.number().int(),
    unit: z.literal("points"),
  })
  .meta({ id: "LoyaltyProgress" });
export type LoyaltyProgress = z.infer<typeof loyaltyProgressSchema>;

/** A reward of the reward list that points can be redeemed for. */
export const rewardListItemSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    label: z.string().meta({ description: "Catering rewards start with 'Catering - '" }),
    description: z.string(),
    points: z.number().int(),
    channel: offerChannelSchema,
    image: z.string().nullable(),
    affordable: z.boolean().meta({ description: "The member has the points for it now" }),
  })
  .meta({ id: "RewardListItem" });
export type RewardListItem = z.infer<typeof rewardListItemSchema>;

export const loyaltyHistoryEntrySchema = z.object({
  kind: z.enum(["earn", "reverse", "redeem", "bonus", "adjust"]),
  points: z.number().int().meta({ description: "Positive: earned; negative: spent or reversed" }),
  order_id: z.string().nullable(),
  reward: z.string().nullable(),
  note: z.string().nullable(),
  created: z.string(),
});

/** GET members/loyalty. */
export const loyaltyResponseSchema = z.object({
  member_id: z.string(),
  points: z.number().int(),
  lifetime_points: z.number().int(),
  points_per_dollar: z.number().int(),
  progress: loyaltyProgressSchema,
  next_reward: rewardListItemSchema.nullable(),
  rewards: z.array(rewardListItemSchema),
  history: z.array(loyaltyHistoryEntrySchema),
});
export type LoyaltyResponse = z.infer<typeof loyaltyResponseSchema>;

/** The memberID query of members/balance and members/redeem: the caller's own id. */
export const memberIdQuerySchema = z.object({
  memberID: z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(64, "is not a member id"),
});

/** GET members/balance. */
export const balanceResponseSchema = z.object({
  member_id: z.string(),
  points: z.number().int(),
  progress: loyaltyProgressSchema,
});
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

/** POST members/redeem body: the reward's id, the channel and the campaign. */
export const redeemBodySchema = z.object({
  id: z
    .string({ error: "is required: the id of the reward to redeem" })
    .trim()
    .min(1, "is required: the id of the reward to redeem")
    .max(64, "is not a reward id"),
  channel: offerChannelSchema.default("default"),
  campaign: z.string().trim().max(100, "must be at most 100 characters").optional(),
});
export type RedeemBody = z.input<typeof redeemBodySchema>;

export const redeemResponseSchema = z.object({
  status: z.literal("ok"),
  data: z.object({
    reward: walletOfferEntrySchema,
    points: z.number().int(),
    progress: loyaltyProgressSchema,
  }),
});
export type RedeemResponse = z.infer<typeof redeemResponseSchema>;

/**
 * How a reward takes money off an order: the kinds the orders engine's coupons have (a free
 * item by SKU, an amount, a percentage), each with the subtotal it needs.
 */
const minimumCents = z.number().int().nonnegative();
export const rewardDiscountSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("free_item"),
    /** One unit of this SKU (the cheapest line of it) is free. */
    sku: z.string(),
    item_name: z.string(),
    minimum_cents: minimumCents,
  }),
  z.object({
    type: z.literal("amount_off"),
    amount_cents: z.number().int().positive(),
    minimum_cents: minimumCents,
  }),
  z.object({
    type: z.literal("percent_off"),
    /** 1 500 = 15 %. */
    percent_bps: z.number().int().min(1).max(10_000),
    minimum_cents: minimumCents,
  }),
]);
export type RewardDiscount = z.infer<typeof rewardDiscountSchema>;

/** PUT orders/{id}/rewards body: the member's id and the references of the rewards to apply. */
export const orderRewardsBodySchema = z.object({
  memberid: z.string({ error: "is required" }).trim().min(1, "is required").max(64),
  references: z
    .array(z.string().trim().min(1).max(64), { error: "must be a list of reward references" })
    .min(1, "must name the reward to apply")
    .max(1, "must name one reward: an order takes one reward"),
});
export type OrderRewardsBody = z.input<typeof orderRewardsBodySchema>;

/** A reward on an order (GET orders/{id}/rewards). */
export const orderRewardSchema = z
  .object({
    reference: z.string(),
    reward_id: z.string(),
    label: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    expires: z.string().nullable(),
    discount: rewardDiscountSchema,
  })
  .meta({ id: "OrderReward" });
export type OrderReward = z.infer<typeof orderRewardSchema>;

/** GET orders/{id}/rewards: the reward on the order (none or one). */
export const orderRewardsResponseSchema = z.object({ rewards: z.array(orderRewardSchema) });

/** DELETE orders/{id}/rewards/{ref}. */
export const orderRewardParamsSchema = orderIdParamsSchema.extend({
  ref: z.string().trim().min(1).max(64),
});
