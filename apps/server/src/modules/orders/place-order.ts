import type { SubmitBody } from "@coop/contract/orders";

import { fireTime, makeMinutes } from "../../domain/make-time.ts";
import { driveMinutes } from "../../domain/order-status.ts";
import { conflict, HttpError } from "../../http/http-error.ts";
import type { StoredAddress } from "./cart.ts";
import { assertOpen } from "./order-engine.ts";
import * as repo from "./repository.ts";
import type { SubmitDeps } from "./submit.ts";
import {
  assertNothingBlocking,
  assertPaymentsTotal,
  assertSubmitter,
  slotTaken,
} from "./submit-checks.ts";
import { redeemCouponAtSubmit } from "./submit-coupon.ts";
import { chargePayments } from "./submit-payments.ts";
import { orderKind, orderPool, slotParams, slotStartOf } from "./timing.ts";

/**
 * Places an open order in one transaction: checks the request and the order, redeems its
 * coupon and rewards, takes its kitchen slot, charges the payments, numbers it, sets its
 * clock and accrues the member's points. Any failure rolls all of it back; a declined card
 * throws Declined (submit-payments.ts).
 */
export async function placeOrder(
  deps: SubmitDeps,
  id: string,
  body: SubmitBody,
  memberId: string | null,
  paymentKey: string,
) {
  const { db } = deps;
  const { markOrderRewardsUsed } = deps.rewards;
  // The catalog is looked up before the transaction (see OrdersService.view).
  const pre = await repo.loadOrder(db, id, false);
  if (!pre) throw new HttpError(404, `There is no order ${id}.`);
  const catalog = await deps.orders.catalogOf(pre.order.menuId);
  return db.transaction(async (tx) => {
    const loaded = await repo.loadOrder(tx, id, true);
    if (!loaded) throw new HttpError(404, `There is no order ${id}.`);
    assertOpen(loaded.order);
    assertSubmitter(body, memberId);
    const now = deps.now();
    const owner = body.usertype === "user" ? memberId : null;
    const contact = body.usertype === "guest" ? body.contact! : null;
    await repo.updateOrder(tx, id, { memberId: owner, contact });
    const order = { ...loaded.order, memberId: owner, contact };
    if (order.menuId !== catalog.menuId) {
      throw conflict(
        "The order moved to another restaurant meanwhile. Please review it and try again.",
      );
    }
    const v = await deps.orders.view(tx, order, loaded.lines, catalog);
    // `ops.pacing`: a slot that filled since it was chosen: the next time with room, in words.
    if (v.time?.full) throw await slotTaken(deps, tx, order, loaded.lines, v.catalog, now);
    assertNothingBlocking(v.messages);
    const total = v.figures.totals.total;
    assertPaymentsTotal(body.payments, total);
    await redeemCouponAtSubmit(tx, deps.offers, {
      orderId: id,
      order,
      lines: loaded.lines,
      owner,
      money: {
        subtotalCents: v.figures.totals.subtotal,
        deliveryFeeCents: v.figures.deliveryFeeCents,
        now,
      },
    });
    // `reward.lifecycle`: submit uses up the rewards on the order.
    await markOrderRewardsUsed(tx, { orderId: id, now });
    // `slots.capacity`, `ops.pacing`: the slot may have filled since the time was chosen; the
    // place and the order's make-minutes are taken in one conditional upsert.
    const readyAt = v.time!.readyAt!;
    const restaurant = v.catalog.target.restaurant!;
    const handoff = order.handoff as "pickup" | "curbside" | "dispatch";
    const params = slotParams(restaurant, v.catalog, handoff, now);
    const slotStart = slotStartOf(readyAt);
    // `ops.make-time`: the restaurant's model read now (catering with catering's base); the
    // order takes these minutes in its slot and reaches the board this long before it is due.
    const kitchen = await deps.kitchen.kitchenSettings(tx, restaurant.id);
    const catering = orderKind(v.catalog) === "catering";
    const model = catering
      ? { ...kitchen.model, baseMinutes: kitchen.cateringBaseMinutes }
      : kitchen.model;
    const minutes = makeMinutes(
      model,
      loaded.lines.map((l) => ({
        categoryId: v.catalog.product(l.productId)?.categoryId ?? null,
        quantity: l.quantity,
      })),
    );
    const reserved = await deps.slots.reserveSlot(tx, {
      restaurantId: restaurant.id,
      kind: orderKind(v.catalog),
      pool: orderPool(v.catalog, handoff),
      slotStart,
      limit: { orders: params.capacity, minutes: params.minuteLimit },
      minutes,
    });
    if (!reserved) throw await slotTaken(deps, tx, order, loaded.lines, v.catalog, now);
    await chargePayments(tx, deps.payments, {
      orderId: id,
      payments: body.payments,
      memberId,
      paymentKey,
    });
    const number = await repo.nextOrderNumber(tx, id);
    // `ops.fire-time`: the kitchen gets it its make time before the promised time; cancel gives
    // back the same make-minutes in the slot (makeMinutes below).
    const kitchenAt = fireTime(readyAt, minutes, now);
    const address = order.address as StoredAddress | null;
    const deliveredAt =
      order.handoff === "dispatch"
        ? new Date(readyAt.getTime() + driveMinutes(address?.distanceMiles ?? 3) * 60_000)
        : null;
    await repo.updateOrder(tx, id, {
      state: "submitted",
      number,
      submittedAt: now,
      readyAt,
      kitchenAt,
      makeMinutes: minutes,
      autoAdvance: kitchen.autoAdvance,
      deliveredAt,
      slotStart,
      totals: v.figures.totals,
      updatedAt: now,
    });
    await deps.notifications?.orderPlaced(tx, { orderId: id, submittedAt: now, readyAt }); // `notify.order-ready`
    // `loyalty.earn`: points on the order after discounts, once per order.
    if (owner && deps.loyalty) {
      await deps.loyalty.accrue(tx, {
        memberId: owner,
        orderId: id,
        amountCents: v.figures.totals.subtotal - v.figures.totals.discount,
      });
    }
    await repo.addEvent(
      tx,
      id,
      "submitted",
      { number, readyAt: readyAt.toISOString(), total },
      now,
    );
    const after = await repo.loadOrder(tx, id, false);
    const json = (await deps.orders.view(tx, after!.order, after!.lines, catalog)).json;
    return { order: json, number, ready_at: readyAt.toISOString(), status: json.status };
  });
}
