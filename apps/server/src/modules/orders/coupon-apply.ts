import type { OrderJson } from "@coop/contract/orders";

import { COUPON_MESSAGES, evaluateCoupon, normalizeCode } from "../../domain/coupons.ts";
import { badRequest } from "../../http/http-error.ts";
import { couponContext, figures, type StoredAddress } from "./cart.ts";
import { customerOf, type OrderEngine, type OrdersDeps } from "./order-engine.ts";
import * as repo from "./repository.ts";

/**
 * PUT orders/{id}/coupon: one coupon per order, checked against its rule (minimum, dates,
 * handoff, caps per customer and in all) and, for a wallet offer's code, against the
 * member's wallet.
 */
export function applyCoupon(
  engine: Pick<OrderEngine, "mutate">,
  deps: Pick<OrdersDeps, "offers" | "now">,
  id: string,
  raw: string,
  memberId: string | null = null,
): Promise<OrderJson> {
  const { memberHoldsOffer } = deps.offers;
  return engine.mutate(id, async ({ tx, order, lines, catalog }) => {
    const code = normalizeCode(raw);
    if (!code)
      throw badRequest(COUPON_MESSAGES.empty, [{ path: "body.code", message: "is empty" }]);
    if (order.couponCode && order.couponCode !== code) {
      throw badRequest("Only one coupon per order. Remove the current one first.", [
        { path: "body.code", message: "another coupon is applied" },
      ]);
    }
    const rule = await repo.findCoupon(tx, code);
    const use = rule
      ? await repo.couponUse(tx, code, customerOf(order), id)
      : { global: 0, customer: 0, openElsewhere: 0 };
    const restaurant = catalog.restaurant;
    const money = figures({
      order,
      lines,
      restaurant,
      address: order.address as StoredAddress | null,
      coupon: null,
      now: deps.now(),
    });
    const result = evaluateCoupon(
      rule,
      couponContext(
        order,
        lines,
        {
          subtotalCents: money.totals.subtotal,
          deliveryFeeCents: money.deliveryFeeCents,
          now: deps.now(),
        },
        {
          ...use,
          inUseOnAnotherOrder:
            rule?.globalLimit != null && use.global + use.openElsewhere >= rule.globalLimit,
        },
      ),
    );
    if (!result.ok)
      throw badRequest(result.message, [{ path: "body.code", message: result.message }]);
    // `wallet.holder-only`: a wallet offer's code works only for the member who holds the offer.
    const holder = memberId ?? order.memberId;
    if (
      rule?.walletOnly &&
      !(holder && (await memberHoldsOffer(tx, { memberId: holder, code, now: deps.now() })))
    ) {
      throw badRequest(COUPON_MESSAGES.invalid, [
        { path: "body.code", message: COUPON_MESSAGES.invalid },
      ]);
    }
    await repo.updateOrder(tx, id, {
      couponCode: code,
      ...(memberId && !order.memberId ? { memberId } : {}),
    });
  });
}
