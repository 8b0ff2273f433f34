import { createHash, randomUUID } from "node:crypto";

import { toCents } from "@coop/contract/money";
import type { SubmitBody } from "@coop/contract/orders";

import type { Db } from "../../db/client.ts";
import { COUPON_MESSAGES, evaluateCoupon } from "../../domain/coupons.ts";
import { formatUsd } from "../../domain/money-format.ts";
import { canCancel, driveMinutes, MAKE_MINUTES, orderStatus } from "../../domain/order-status.ts";
import { badRequest, conflict, HttpError } from "../../http/http-error.ts";
import type { ChargeDeclined } from "../payments/ports.ts";
import { couponContext, type StoredAddress } from "./cart.ts";
import { assertOpen, customerOf } from "./order-engine.ts";
import { statusInput } from "./order-json.ts";
import type {
  LoyaltyPort,
  OrderRewardsPort,
  PaymentsPort,
  SlotsPort,
  WalletCodesPort,
} from "./ports.ts";
import * as repo from "./repository.ts";
import type { OrdersService } from "./service.ts";
import { orderKind, slotParams, slotStartOf } from "./timing.ts";

export type SubmitResult = { statusCode: number; body: unknown };

class Declined extends Error {
  readonly declined: ChargeDeclined;
  constructor(declined: ChargeDeclined) {
    super(declined.message);
    this.declined = declined;
  }
}

const hash = (value: unknown) =>
  createHash("sha256").update(JSON.stringify(value)).digest("base64url");

export function createSubmitService(deps: {
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
}) {
  const { db } = deps;
  const { useWalletOffer, releaseWalletOffers } = deps.offers;
  const { markOrderRewardsUsed, releaseOrderRewards } = deps.rewards;
  const speed = deps.clockSpeed ?? 1;

  async function placeOrder(
    id: string,
    body: SubmitBody,
    memberId: string | null,
    paymentKey: string,
  ) {
    // The catalog is looked up before the transaction (see OrdersService.view).
    const pre = await repo.loadOrder(db, id, false);
    if (!pre) throw new HttpError(404, `There is no order ${id}.`);
    const catalog = await deps.orders.catalogOf(pre.order.menuId);
    return db.transaction(async (tx) => {
      const loaded = await repo.loadOrder(tx, id, true);
      if (!loaded) throw new HttpError(404, `There is no order ${id}.`);
      assertOpen(loaded.order);
      if (body.usertype === "user" && !memberId) {
        throw new HttpError(
          401,
          "Please sign in to place this order as a member, or check out as a guest.",
        );
      }
      if (body.usertype === "guest" && !body.contact) {
        throw badRequest("Guests need to give their name, email and phone.", [
          { path: "body.contact", message: "is required for guests" },
        ]);
      }
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
      const blocking = v.messages.filter((m) => m.blocking);
      if (blocking.length > 0) {
        throw new HttpError(422, blocking[0]!.message, {
          errors: blocking.map((m) => ({ path: `order.${m.code}`, message: m.message })),
        });
      }
      const total = v.figures.totals.total;
      const paid = body.payments.reduce((s, p) => s + toCents(p.amount), 0);
      if (paid !== total) {
        throw badRequest(
          `The payments add up to ${formatUsd(paid)} but the order total is ${formatUsd(total)}.`,
          [{ path: "body.payments", message: `must add up to ${formatUsd(total)}` }],
        );
      }
      // The coupon counts now, under a lock, so two orders cannot both take a last use.
      if (order.couponCode) {
        await repo.lockCoupon(tx, order.couponCode);
        const rule = await repo.findCoupon(tx, order.couponCode);
        const customer = customerOf(order) ?? `order:${id}`;
        const use = await repo.couponUse(tx, order.couponCode, customer, id);
        const result = evaluateCoupon(
          rule,
          couponContext(
            order,
            loaded.lines,
            {
              subtotalCents: v.figures.totals.subtotal,
              deliveryFeeCents: v.figures.deliveryFeeCents,
              now,
            },
            use,
          ),
        );
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
      await markOrderRewardsUsed(tx, { orderId: id, now });
      // Kitchen capacity: the slot may have filled since the time was chosen.
      const readyAt = v.time!.readyAt!;
      const restaurant = v.catalog.target.restaurant!;
      const params = slotParams(
        restaurant,
        v.catalog,
        order.handoff as "pickup" | "curbside" | "dispatch",
      );
      const slotStart = slotStartOf(readyAt);
      const reserved = await deps.slots.reserveSlot(tx, {
        restaurantId: restaurant.id,
        kind: orderKind(v.catalog),
        slotStart,
        capacity: params.capacity,
      });
      if (!reserved) {
        throw new HttpError(422, "The time you chose just filled up. Please choose another time.", {
          errors: [{ path: "order.time", message: "is full" }],
        });
      }
      for (const [i, p] of body.payments.entries()) {
        if (p.saved_card_id && !memberId) {
          throw new HttpError(401, "Please sign in to pay with a saved card.");
        }
        const method = p.token
          ? { token: p.token, memberId, saveCard: Boolean(p.save_card && memberId) }
          : { savedCardId: p.saved_card_id!, memberId: memberId! };
        const charged = await deps.payments.charge(tx, {
          orderId: id,
          amountCents: toCents(p.amount),
          idempotencyKey: `${paymentKey}:${i}`,
          method,
        });
        if (charged.status === "declined") throw new Declined(charged);
      }
      const number = await repo.nextOrderNumber(tx, id);
      const kitchenAt = new Date(
        Math.max(now.getTime(), readyAt.getTime() - MAKE_MINUTES * 60_000),
      );
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
        deliveredAt,
        slotStart,
        totals: v.figures.totals,
        updatedAt: now,
      });
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

  /** Runs the submit, turning a decline into a 402 that leaves the order open and records the failure. */
  async function attempt(
    id: string,
    body: SubmitBody,
    memberId: string | null,
    paymentKey: string,
  ): Promise<SubmitResult> {
    try {
      return { statusCode: 200, body: await placeOrder(id, body, memberId, paymentKey) };
    } catch (error) {
      if (!(error instanceof Declined)) throw error;
      // `order.decline-recorded`: everything of the attempt was rolled back; the failure itself
      // is kept as a tracking event (ccsf).
      await deps.payments.recordDeclined(db, error.declined);
      await repo.addEvent(
        db,
        id,
        "payment_failure",
        { type: "ccsf", code: error.declined.code, error: error.message },
        deps.now(),
      );
      throw new HttpError(402, error.message, {
        code: error.declined.code,
        errors: [{ path: "body.payments", message: error.message }],
      });
    }
  }

  return {
    /**
     * `order.submit-once`. With an Idempotency-Key, the first response is the answer to every
     * replay; the same key with another body is a 422; a replay that arrives while the
     * first is still running waits for it.
     */
    async submit(
      id: string,
      body: SubmitBody,
      memberId: string | null,
      key: string | null,
    ): Promise<SubmitResult> {
      if (!key) return attempt(id, body, memberId, `submit:${id}:${randomUUID()}`);
      const scope = `submit:${id}`;
      const requestHash = hash({ body, memberId });
      const existing = await repo.claimIdempotencyKey(db, {
        scope,
        key,
        requestHash,
        at: deps.now(),
      });
      if (existing) return replay(scope, key, requestHash, existing);
      try {
        const result = await attempt(id, body, memberId, `${scope}:${key}`);
        await repo.completeIdempotencyKey(db, scope, key, result.statusCode, result.body);
        return result;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode < 500) {
          await repo.completeIdempotencyKey(db, scope, key, error.statusCode, {
            message: error.message,
            ...(error.errors ? { errors: error.errors } : {}),
          });
        } else {
          // A failure on our side: the key is freed so the same request can be retried.
          await repo.releaseIdempotencyKey(db, scope, key);
        }
        throw error;
      }
    },

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

  async function replay(
    scope: string,
    key: string,
    requestHash: string,
    first: repo.IdempotencyRow,
  ): Promise<SubmitResult> {
    if (first.requestHash !== requestHash) {
      throw new HttpError(
        422,
        "This Idempotency-Key was already used for a different request. Use a new key for a new attempt.",
        {
          errors: [
            { path: "header.idempotency-key", message: "was used with another request body" },
          ],
        },
      );
    }
    let row: repo.IdempotencyRow | null = first;
    for (let waited = 0; row && row.statusCode === null && waited < 15_000; waited += 100) {
      await new Promise((r) => setTimeout(r, 100));
      row = await repo.readIdempotencyKey(db, scope, key);
    }
    if (!row) throw new HttpError(409, "The first request with this key failed; send it again.");
    if (row.statusCode === null)
      throw new HttpError(409, "The same request is still being processed. Try again in a moment.");
    if (row.statusCode >= 400) {
      const stored = row.response as {
        message: string;
        errors?: { path: string; message: string }[];
      };
      throw new HttpError(
        row.statusCode,
        stored.message,
        stored.errors ? { errors: stored.errors } : {},
      );
    }
    return { statusCode: row.statusCode, body: row.response };
  }
}
