import type { Db } from "../../db/client.ts";
import { COUPON_MESSAGES, evaluateCoupon } from "../../domain/coupons.ts";
import { HttpError } from "../../http/http-error.ts";
import { couponContext } from "./cart.ts";
import { customerOf } from "./order-engine.ts";
import type { WalletCodesPort } from "./ports.ts";
import * as repo from "./repository.ts";

/**
 * `promo.caps`, `promo.redemption-at-submit`: the order's coupon counts now, under a lock, so
 * two orders cannot both take a last use; its caps are checked again, and a wallet-only code
 * uses up the member's wallet offer. Does nothing for an order without a coupon.
 */
export async function redeemCouponAtSubmit(
  tx: Db,
  offers: WalletCodesPort,
  input: {
    orderId: string;
    order: repo.OrderRow;
    lines: repo.LineRow[];
    /** The order's member, null for a guest order. */
    owner: string | null;
    money: { subtotalCents: number; deliveryFeeCents: number; now: Date };
  },
): Promise<void> {
  const { useWalletOffer } = offers;
  const { orderId: id, order, lines, owner, money } = input;
  const now = money.now;
  if (!order.couponCode) return;
  await repo.lockCoupon(tx, order.couponCode);
  const rule = await repo.findCoupon(tx, order.couponCode);
  const customer = customerOf(order) ?? `order:${id}`;
  const use = await repo.couponUse(tx, order.couponCode, customer, id);
  const result = evaluateCoupon(rule, couponContext(order, lines, money, use));
  if (!result.ok)
    throw new HttpError(422, result.message, {
      errors: [{ path: "order.coupon", message: result.message }],
    });
  await repo.redeemCoupon(tx, { orderId: id, code: order.couponCode, customer, at: now });
  if (rule?.walletOnly) {
    const used = owner
      ? await useWalletOffer(tx, {
          memberId: owner,
          code: order.couponCode,
          orderId: id,
          now,
        })
      : false;
    if (!used)
      throw new HttpError(422, COUPON_MESSAGES.invalid, {
        errors: [{ path: "order.coupon", message: "this offer is not in your wallet" }],
      });
  }
}
