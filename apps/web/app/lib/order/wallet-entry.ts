/**
 * A wallet entry against the current order (`wallet.button`), shared by the cart's wallet
 * offers and the offers pages: which button an entry gets, and applying or removing it. An
 * offer is a coupon code (orders/{id}/coupon), a reward a loyalty reward (orders/{id}/rewards
 * with the member id, removed by reference).
 */
import { clientStore } from "../store/client-store.ts";
import {
  addCoupon,
  applyReward,
  removeCoupon,
  removeReward,
  retrieveOrder,
  validateOrder,
} from "./order-actions.ts";

export type OfferButton = "remove" | "apply" | "apply-disabled";

/** Remove if this offer is the applied coupon, disabled Apply if another one applies, else Apply. */
export function offerButtonState(offerCode: string, appliedCode: string | null): OfferButton {
  if (!appliedCode) return "apply";
  return appliedCode.toUpperCase() === offerCode.toUpperCase() ? "remove" : "apply-disabled";
}

/** What is applied to the order: its coupon code and the reference of its loyalty reward. */
export type AppliedToOrder = { couponCode: string | null; rewardReference: string | null };

/**
 * The reward on the order: the reference GET orders/{id}/rewards gives, when the order
 * lists a Reward discount.
 */
export function appliedRewardReference(
  order: { discounts?: readonly { type: string }[] } | null,
  orderRewards: readonly { reference: string }[],
): string | null {
  const hasReward = order?.discounts?.some((d) => d.type.toLowerCase() === "reward") ?? false;
  return hasReward ? (orderRewards[0]?.reference ?? null) : null;
}

/**
 * `wallet.button`, per wallet entry kind: an offer is a coupon code (Remove when it is the order's
 * coupon, disabled Apply when another coupon applies); a reward is a loyalty reward (Remove
 * when it is the order's reward, disabled Apply when another reward applies: one per order).
 */
export function walletButtonState(
  entry: { kind: "offer" | "reward"; cred: string },
  applied: AppliedToOrder,
): OfferButton {
  if (entry.kind === "offer") return offerButtonState(entry.cred, applied.couponCode);
  if (!applied.rewardReference) return "apply";
  return applied.rewardReference === entry.cred ? "remove" : "apply-disabled";
}

/** The wallet entry's `kind` (`wallet.entry-fields`); an entry without one is a coupon offer. */
export function walletEntryKind(entry: object): "offer" | "reward" {
  return "kind" in entry && entry.kind === "reward" ? "reward" : "offer";
}

export type WalletOutcome = { ok: true } | { ok: false; message: string };

/**
 * `wallet.button`: applies or removes a wallet entry on the current order. On success the
 * order is re-validated and re-fetched (failures there are only logged, `cart.errors-logged`);
 * on failure 'Error: ' plus the first error, which also goes to the error list.
 */
export async function toggleWalletEntry(
  entry: { kind: "offer" | "reward"; cred: string },
  remove: boolean,
): Promise<WalletOutcome> {
  const { order, token } = clientStore.getState();
  if (!order) return { ok: false, message: "" };
  let result;
  if (entry.kind === "offer") {
    result = remove ? await removeCoupon(order.id) : await addCoupon(order.id, entry.cred);
  } else if (remove) {
    result = await removeReward(order.id, entry.cred);
  } else {
    if (!token) return { ok: false, message: "" };
    result = await applyReward(order.id, token.id, entry.cred);
  }
  if (!result.ok) {
    clientStore.setState((s) => ({ errors: [...s.errors, ...result.errors] }));
    return { ok: false, message: `Error: ${result.errors[0] ?? ""}` };
  }
  const validated = await validateOrder(order.id);
  if (!validated.ok) console.warn("Cart: validate failed", validated.errors);
  const refetched = await retrieveOrder(order.id);
  if (!refetched.ok) console.warn("Cart: retrieve failed", refetched.errors);
  return { ok: true };
}
