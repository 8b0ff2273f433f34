import type { Db } from "../../db/client.ts";
import {
  canCancel,
  isFinalOrderStatus,
  nextStatusChange,
  orderStatus,
} from "../../domain/order-status.ts";
import { pacingPool } from "../../domain/store-controls.ts";
import { conflict, HttpError } from "../../http/http-error.ts";
import type { OrderEventBus, OrderStatusSnapshot } from "./order-events.ts";
import { statusInput } from "./order-json.ts";
import type {
  LoyaltyPort,
  NotificationsPort,
  OrderRewardsPort,
  PaymentsPort,
  SlotsPort,
  WalletCodesPort,
} from "./ports.ts";
import * as repo from "./repository.ts";

/**
 * A placed order on its clock (ORDER_CLOCK_SPEED makes it run faster than the wall clock): its
 * status, its cancel while the kitchen has not started, the curbside arrival, and the tracking
 * events the client sends. Every status change is published on the order events bus
 * (`order.live-events`): the changes a call makes (placed, canceled, arrived) right after the
 * call, the changes the clock makes by a timer set for the order's next change.
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
  /** Where status changes are published (none: nothing is published). */
  events?: OrderEventBus;
  notifications?: NotificationsPort;
}) {
  const { db } = deps;
  const { releaseWalletOffers } = deps.offers;
  const { releaseOrderRewards } = deps.rewards;
  const speed = deps.clockSpeed ?? 1;

  /** The longest a watch timer waits before it looks again (a timer's delay is 32-bit). */
  const MAX_WAIT_MS = 60 * 60_000;
  /** Orders with a timer for their next change, and the status last published for each. */
  const watched = new Map<string, { timer?: ReturnType<typeof setTimeout>; key: string }>();
  let stopped = false;

  async function snapshot(id: string) {
    const loaded = await repo.loadOrder(db, id, false);
    if (!loaded) return null;
    const { order } = loaded;
    const now = deps.now();
    const input = statusInput(order);
    const status: OrderStatusSnapshot = {
      id,
      number: order.number,
      status: orderStatus(input, now, speed),
      handoff: order.handoff,
      ready_at: order.readyAt?.toISOString() ?? null,
      arrived: order.arrivedAt !== null,
      can_cancel: canCancel(input, now, speed),
      cancel_reason: order.cancelReason,
    };
    return { status, restaurantId: order.locationId, next: nextStatusChange(input, now, speed) };
  }

  /**
   * Reads the order's status, publishes it when it differs from the last one published, and
   * sets a timer for its next change by the clock (none once it is final).
   */
  async function refresh(id: string): Promise<void> {
    const events = deps.events;
    if (!events || stopped) return;
    const current = await snapshot(id);
    const entry = watched.get(id);
    clearTimeout(entry?.timer);
    if (!current || current.status.status === "open" || stopped) {
      watched.delete(id);
      return;
    }
    const s = current.status;
    const key = `${s.status}|${s.arrived}|${s.can_cancel}`;
    if (entry?.key !== key) {
      events.publish({
        orderId: id,
        restaurantId: current.restaurantId,
        status: s.status,
        at: deps.now().toISOString(),
        snapshot: s,
      });
    }
    if (isFinalOrderStatus(s.status) || !current.next) {
      watched.delete(id);
      return;
    }
    const wait = Math.min(
      MAX_WAIT_MS,
      Math.max(25, current.next.getTime() - deps.now().getTime() + 5),
    );
    const timer = setTimeout(() => void refresh(id).catch(() => undefined), wait);
    timer.unref?.();
    watched.set(id, { timer, key });
  }

  /** Publishes after a change, never failing the call that made it. */
  const changed = (id: string) => refresh(id).catch(() => undefined);

  /**
   * Cancels a placed order inside the caller's transaction (the order row locked): voids its
   * payments, coupon redemption, slot and points and gives back its reward and wallet offer.
   * The customer's cancel and the board's (`ops.cancel`, with a reason) both end here.
   */
  async function cancelPlaced(tx: Db, order: repo.OrderRow, now: Date, reason: string | null) {
    const id = order.id;
    await deps.payments.voidOrder(tx, id);
    await releaseOrderRewards(tx, { orderId: id });
    await releaseWalletOffers(tx, { orderId: id });
    await repo.voidCouponRedemption(tx, id);
    if (order.slotStart) {
      // `ops.pacing`: cancel gives back the place and the make-minutes it took.
      const kind = order.kind === "catering" ? "catering" : "default";
      await deps.slots.releaseSlot(tx, {
        restaurantId: order.locationId,
        kind,
        pool: pacingPool(kind, order.handoff as "pickup" | "curbside" | "dispatch"),
        slotStart: order.slotStart,
        minutes: order.makeMinutes ?? 0,
      });
    }
    if (order.memberId && deps.loyalty)
      await deps.loyalty.reverse(tx, { memberId: order.memberId, orderId: id });
    await repo.updateOrder(tx, id, {
      state: "canceled",
      canceledAt: now,
      cancelReason: reason,
      updatedAt: now,
    });
    await repo.addEvent(tx, id, "canceled", reason ? { reason } : {}, now);
    await deps.notifications?.orderCanceled(tx, { orderId: id }); // `notify.order-canceled`
  }

  return {
    /** `order.live-events`: the status as the live stream sends it, or null for no order. */
    async liveStatus(id: string): Promise<OrderStatusSnapshot | null> {
      return (await snapshot(id))?.status ?? null;
    },

    /** Makes sure the order's next change by the clock is published (a new subscriber). */
    watch: changed,

    /** Publishes the change a call just made (e.g. the order was placed). */
    published: changed,

    /** `ops.board-moves`: publishes a change staff made on the board (the bus's one publisher). */
    changed,

    cancelPlaced,

    /** How many orders have a timer for their next change. */
    watchedCount: () => watched.size,

    /** Stops every timer (the server is closing). */
    stopWatching() {
      stopped = true;
      for (const entry of watched.values()) clearTimeout(entry.timer);
      watched.clear();
    },

    /**
     * `order.cancel-before-kitchen`: an open order is abandoned; a placed one is canceled only
     * while the kitchen has not started, voiding its payments, coupon redemption, slot and
     * points and giving back its reward and wallet offer.
     */
    async cancel(id: string) {
      const result = await db.transaction(async (tx) => {
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
        await cancelPlaced(tx, order, now, null);
        return { id, status: "canceled" };
      });
      await changed(id);
      return result;
    },

    async status(id: string): Promise<OrderStatusSnapshot> {
      const current = await snapshot(id);
      if (!current) throw new HttpError(404, `There is no order ${id}.`);
      return current.status;
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
      await changed(id);
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
