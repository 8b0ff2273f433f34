import type { Db } from "../../db/client.ts";
import type { MakeTimeModel } from "../../domain/make-time.ts";
import type { MenusService } from "../menus/service.ts";
import type { OffersService } from "../offers/service.ts";
import type { PaymentsService } from "../payments/service.ts";
import type { RewardsService } from "../rewards/service.ts";
import type { OrderEventBus } from "./order-events.ts";

/** What submit, cancel and validate use of the payments module. */
export type PaymentsPort = Pick<
  PaymentsService,
  "charge" | "recordDeclined" | "voidOrder" | "savedCardsOf"
>;

/** What submit and cancel need from loyalty (modules/rewards). */
export type LoyaltyPort = {
  accrue(tx: Db, entry: { memberId: string; orderId: string; amountCents: number }): Promise<void>;
  reverse(tx: Db, entry: { memberId: string; orderId: string }): Promise<void>;
};

/** Wallet offers' coupon codes (modules/offers): checked when applied, used at submit. */
export type WalletCodesPort = Pick<
  OffersService,
  "memberHoldsOffer" | "useWalletOffer" | "releaseWalletOffers"
>;

/** Loyalty rewards on orders (modules/rewards). */
export type OrderRewardsPort = Pick<
  RewardsService,
  | "rewardsOnOrder"
  | "applyRewardToOrder"
  | "removeRewardFromOrder"
  | "markOrderRewardsUsed"
  | "releaseOrderRewards"
  | "couponRuleForReward"
  | "toOrderRewardJson"
>;

/** Kitchen slot places (modules/menus): counted when checking a time, taken at submit. */
export type SlotsPort = Pick<MenusService, "reservations" | "reserveSlot" | "releaseSlot">;

/**
 * A restaurant's kitchen settings as submit and the order board read them (modules/operations):
 * `ops.status-model` auto-advance and the `ops.make-time` model (catering with its own base).
 */
export type KitchenSettings = {
  autoAdvance: boolean;
  model: MakeTimeModel;
  cateringBaseMinutes: number;
};
export type KitchenSettingsPort = {
  kitchenSettings(db: Db, restaurantId: number): Promise<KitchenSettings>;
};

/** Members' names and phones for the order board's tickets (modules/members). */
export type CustomerNamesPort = {
  memberContacts(
    ids: readonly string[],
  ): Promise<Map<string, { name: string; phone: string | null }>>;
};

/** The order events bus as other modules subscribe to it (the order board's live stream). */
export type OrderEventsPort = Pick<OrderEventBus, "subscribeRestaurant">;

/**
 * Customer notifications (modules/notifications): a placed order's "ready" message is queued at
 * submit, a cancel's message at cancel, each in the order's transaction (`notify.order-ready`,
 * `notify.order-canceled`).
 */
export type NotificationsPort = {
  orderPlaced(tx: Db, order: { orderId: string; submittedAt: Date; readyAt: Date }): Promise<void>;
  orderCanceled(tx: Db, order: { orderId: string }): Promise<void>;
};
