import type { Db } from "../../db/client.ts";
import { canCancel, orderStatus } from "../../domain/order-status.ts";
import { conflict, HttpError } from "../../http/http-error.ts";
import { statusInput } from "./order-json.ts";
import type {
  LoyaltyPort,
  OrderRewardsPort,
  PaymentsPort,
  SlotsPort,
  WalletCodesPort,
} from "./ports.ts";
import * as repo from "./repository.ts";

/**
 * A placed order on its clock (ORDER_CLOCK_SPEED makes it run faster than the wall clock): its
 * status, its cancel while the kitchen has not started, the curbside arrival, and the tracking
 * events the client sends.
 */
export function createOrderClock(deps: {
  db: Db;
  payments: PaymentsPort;
  loyalty: LoyaltyPort | null;
  offers: WalletCodesPort;
  rewards: OrderRewardsPort;
  slots: SlotsPort;
  now: () => Date;
  clockSpeed?: number;
}) {
  const { db } = deps;
  const { releaseWalletOffers } = deps.offers;
  const { releaseOrderRewards } = deps.rewards;
  const speed = deps.clockSpeed ?? 1;

  return {
    /**
     * `order.cancel-before-kitchen`: an open order is abandoned; a placed one is canceled only
     * while the kitchen has not started, voiding its payments, coupon redemption, slot and
     * points and giving back its reward and wallet offer.
     */
    async cancel(id: string) {
      return db.transaction(async (tx) => {
        const loaded = await repo.loadOrder(tx, id, true);
        if (!loaded) throw new HttpError(404, `There is no order ${id}.`);
        const { order } = loaded;
        const now = deps.now();
        if (order.state === "open") {
          await repo.updateOrder(tx, id, { state: "abandoned", couponCode: null, updatedAt: now });
          return { id, status: "abandoned" };
        }
        if (order.state === "canceled") return { id, status: "canceled" };
        if (!canCancel(statusInput(order), now, speed)) {
          throw conflict(
            "The kitchen has started this order, so it can no longer be canceled. Please call the restaurant.",
          );
        }
        await deps.payments.voidOrder(tx, id);
        await releaseOrderRewards(tx, { orderId: id });
        await releaseWalletOffers(tx, { orderId: id });
        await repo.voidCouponRedemption(tx, id);
        if (order.slotStart) {
          await deps.slots.releaseSlot(tx, {
            restaurantId: order.locationId,
            kind: order.kind === "catering" ? "catering" : "default",
            slotStart: order.slotStart,
          });
        }
        if (order.memberId && deps.loyalty)
          await deps.loyalty.reverse(tx, { memberId: order.memberId, orderId: id });
        await repo.updateOrder(tx, id, { state: "canceled", canceledAt: now, updatedAt: now });
        await repo.addEvent(tx, id, "canceled", {}, now);
        return { id, status: "canceled" };
      });
    },

    async status(id: string) {
      const loaded = await repo.loadOrder(db, id, false);
      if (!loaded) throw new HttpError(404, `There is no order ${id}.`);
      const { order } = loaded;
      const now = deps.now();
      return {
        id,
        number: order.number,
        status: orderStatus(statusInput(order), now, speed),
        handoff: order.handoff,
        ready_at: order.readyAt?.toISOString() ?? null,
        arrived: order.arrivedAt !== null,
        can_cancel: canCancel(statusInput(order), now, speed),
      };
    },

    async arrival(id: string) {
      await db.transaction(async (tx) => {
        const loaded = await repo.loadOrder(tx, id, true);
        if (!loaded) throw new HttpError(404, `There is no order ${id}.`);
        const { order } = loaded;
        if (order.state !== "submitted")
          throw conflict("Only a placed order can be marked as arrived.");
        if (order.handoff !== "curbside") throw conflict("Arrival is for curbside pickup orders.");
        if (!order.arrivedAt) {
          await repo.updateOrder(tx, id, { arrivedAt: deps.now() });
          await repo.addEvent(tx, id, "arrived", {}, deps.now());
        }
      });
      return this.status(id);
    },

    async track(id: string, event: unknown) {
      const loaded = await repo.loadOrder(db, id, false);
      if (!loaded) throw new HttpError(404, `There is no order ${id}.`);
      const type =
        typeof event === "object" &&
        event !== null &&
        "type" in event &&
        (event as { type: unknown }).type === "ccsf"
          ? "payment_failure"
          : "track";
      await repo.addEvent(db, id, type, event, deps.now());
    },
  };
}
