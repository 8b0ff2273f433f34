import { useEffect, useState } from "react";

import type { OrderReward } from "@coop/contract/rewards";

import { useClientState } from "../store/client-store.ts";
import { getOrderRewards } from "./order-actions.ts";
import { appliedRewardReference, type AppliedToOrder } from "./wallet-entry.ts";

/** The loyalty rewards on the order (GET orders/{id}/rewards), asked while it has a Reward discount. */
export function useOrderRewards(
  orderId: string | null,
  hasReward: boolean,
  version: unknown,
): OrderReward[] {
  const [rewards, setRewards] = useState<OrderReward[]>([]);
  useEffect(() => {
    if (!orderId || !hasReward) {
      setRewards([]);
      return;
    }
    let live = true;
    void getOrderRewards(orderId).then((result) => {
      if (live) setRewards(result.ok ? result.data : []);
    });
    return () => {
      live = false;
    };
  }, [orderId, hasReward, version]);
  return rewards;
}

/**
 * What the current order carries (`wallet.button`): its coupon code and the reference of its
 * loyalty reward; both null without an order.
 */
export function useAppliedToOrder(): AppliedToOrder {
  const order = useClientState((s) => s.order);
  const hasReward = order?.discounts.some((d) => d.type.toLowerCase() === "reward") ?? false;
  const orderRewards = useOrderRewards(order?.id ?? null, hasReward, order?.discounts);
  return {
    couponCode: order?.coupon?.couponcode ?? null,
    rewardReference: appliedRewardReference(order, orderRewards),
  };
}
