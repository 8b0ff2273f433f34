import type { SubmitBody } from "@coop/contract/orders";

import type { Db } from "../../db/client.ts";
import { createOrderClock } from "./order-clock.ts";
import type { OrderEventBus } from "./order-events.ts";
import { placeOrder } from "./place-order.ts";
import type {
  KitchenSettingsPort,
  LoyaltyPort,
  NotificationsPort,
  OrderRewardsPort,
  PaymentsPort,
  SlotsPort,
  WalletCodesPort,
} from "./ports.ts";
import type { OrdersService } from "./service.ts";
import { submitOnce, type SubmitResult } from "./submit-idempotency.ts";
import { Declined, declinedError } from "./submit-payments.ts";

/** What the submit service uses: the database, the orders service and other modules' ports. */
export type SubmitDeps = {
  db: Db;
  orders: OrdersService;
  payments: PaymentsPort;
  loyalty: LoyaltyPort | null;
  /** Wallet offers' coupon codes (modules/offers). */
  offers: WalletCodesPort;
  /** Loyalty rewards on orders (modules/rewards). */
  rewards: OrderRewardsPort;
  /** Kitchen slot places (modules/menus). */
  slots: SlotsPort;
  now: () => Date;
  /** ORDER_CLOCK_SPEED: how much faster submitted orders move than the clock (default 1). */
  clockSpeed?: number;
  /** The order events bus: status changes are published there (`order.live-events`). */
  events?: OrderEventBus;
  /** Auto-advance and the make-time model at submit (modules/operations, `ops.make-time`). */
  kitchen: KitchenSettingsPort;
  /** Customer notifications queued at submit and cancel (modules/notifications). */
  notifications?: NotificationsPort;
};

/**
 * Submitting an order (place-order.ts, once per Idempotency-Key) and what follows on the
 * order's clock (order-clock.ts).
 */
export function createSubmitService(deps: SubmitDeps) {
  const { db } = deps;

  /** Runs the submit, turning a decline into a 402 that leaves the order open and records the failure. */
  async function attempt(
    id: string,
    body: SubmitBody,
    memberId: string | null,
    paymentKey: string,
  ): Promise<SubmitResult> {
    try {
      return { statusCode: 200, body: await placeOrder(deps, id, body, memberId, paymentKey) };
    } catch (error) {
      if (!(error instanceof Declined)) throw error;
      throw await declinedError(db, deps.payments, id, error, deps.now);
    }
  }

  const clock = createOrderClock(deps);

  return {
    /** `order.submit-once` (submit-idempotency.ts); a placed order is published (`order.live-events`). */
    async submit(
      id: string,
      body: SubmitBody,
      memberId: string | null,
      key: string | null,
    ): Promise<SubmitResult> {
      const result = await submitOnce(deps, attempt, { id, body, memberId, key });
      // Not awaited: the checkout's answer does not wait for the publication (one more read).
      if (result.statusCode === 200) void clock.published(id);
      return result;
    },

    ...clock,
  };
}
