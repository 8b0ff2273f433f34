import { useEffect } from "react";

import { addCoupon, applyReward } from "../../lib/order/order-actions.ts";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";

/**
 * `wallet.pending-offer`: a pending offer stored in state (`offerToApply`) is applied on cart
 * mount: the coupon is added (or, for a wallet entry of kind "reward", the loyalty reward is
 * applied for the signed-in member), then the pending offer is cleared. It waits for an
 * order to exist.
 */
export function usePendingOffer(): void {
  const pending = useClientState((s) => s.offerToApply);
  const orderId = useClientState((s) => s.order?.id ?? null);
  useEffect(() => {
    if (!pending || !orderId) return;
    const memberId = clientStore.getState().token?.id;
    const apply =
      pending.kind === "reward" && memberId
        ? applyReward(orderId, memberId, pending.cred)
        : addCoupon(orderId, pending.cred);
    void apply.then((result) => {
      if (!result.ok) clientStore.setState((s) => ({ errors: [...s.errors, ...result.errors] }));
      clientStore.setState({ offerToApply: null });
    });
  }, [pending, orderId]);
}
