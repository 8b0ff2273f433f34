import { randomBytes } from "node:crypto";

import type {
  AddProductsBody,
  DeliveryAddress,
  OrderJson,
  UpdateProductsBody,
} from "@coop/contract/orders";

import { badRequest, HttpError, notFound } from "../../http/http-error.ts";
import { choiceInputs, type Handoff } from "./cart.ts";
import { applyCoupon } from "./coupon-apply.ts";
import { geocodeAddress } from "./delivery-address.ts";
import { priceInput } from "./line-pricing.ts";
import { eraseMemberOrders } from "./member-erasure.ts";
import { createOrderEngine, type OrdersDeps } from "./order-engine.ts";
import * as repo from "./repository.ts";
import { checkTime } from "./timing.ts";
import { transferOrder } from "./transfer.ts";

/** `order.id-capability`: ≥ 128 random bits, so the order id itself grants access to the order. */
const newOrderId = () => randomBytes(16).toString("base64url");
const newLineId = () => randomBytes(9).toString("base64url");

/**
 * The orders module's interface: an open order's cart, handoff, time, coupon and transfer,
 * built on the order engine (load, view, mutate in a locked transaction).
 */
export function createOrdersService(deps: OrdersDeps) {
  const { db } = deps;
  const engine = createOrderEngine(deps);
  const { catalogOf, view, load, mutate } = engine;

  return {
    view,
    catalogOf,
    mutate,
    priceInput,

    /** The restaurant's sales tax in percent (e.g. 7.25). */
    async taxRate(id: string): Promise<number> {
      const { order } = await load(db, id, false);
      return (await catalogOf(order.menuId)).restaurant.taxRateBps / 100;
    },

    async create(
      menuId: string,
      channel: "default" | "catering",
      memberId: string | null,
    ): Promise<OrderJson> {
      const catalog = await catalogOf(menuId).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) {
          throw badRequest(`There is no menu ${menuId}.`, [
            { path: "body.menu_id", message: "is not a menu" },
          ]);
        }
        throw error;
      });
      const now = deps.now();
      const handoff: Handoff = catalog.restaurant.handoffModes.includes("pickup")
        ? "pickup"
        : catalog.restaurant.handoffModes[0]!;
      const id = newOrderId();
      return db.transaction(async (tx) => {
        await repo.insertOrder(tx, {
          id,
          locationId: catalog.restaurant.id,
          menuId,
          kind: catalog.base.kind,
          channel,
          state: "open",
          handoff,
          timeMode: "asap",
          memberId,
          totals: {},
          createdAt: now,
          updatedAt: now,
        });
        const loaded = await load(tx, id, false);
        const v = await view(tx, loaded.order, loaded.lines, catalog);
        await repo.updateOrder(tx, id, { totals: v.figures.totals });
        return v.json;
      });
    },

    /** The loyalty rewards on the order (GET orders/{id}/rewards). */
    rewardsOn: (id: string) => deps.rewards.rewardsOnOrder(db, id),

    /** The stored order and its lines, or null when there is none (upsells). */
    findOrder: (id: string) => repo.loadOrder(db, id, false),

    /** True when the order exists and is still open (payments: a card checked for it). */
    isOpen: (id: string) => repo.isOpenOrder(db, id),

    /**
     * createAccount from the confirmation: a placed guest order joins the new account when
     * its contact email is the account's. True when it was attached.
     */
    claimGuestOrder: (claim: { orderId: string; memberId: string; email: string }, now: Date) =>
      repo.claimGuestOrder(db, claim, now),

    /** A deleted member's orders lose their personal data; favorites go (in `tx`). */
    eraseMemberOrders,

    async get(id: string): Promise<OrderJson> {
      const loaded = await load(db, id, false);
      return (await view(db, loaded.order, loaded.lines, await catalogOf(loaded.order.menuId)))
        .json;
    },

    addProducts(id: string, body: AddProductsBody): Promise<OrderJson> {
      return mutate(id, async ({ tx, catalog }) => {
        const rows = body.products.map((item, i) => {
          const { product, line } = priceInput(catalog, item, `body.products.${i}`);
          return {
            id: newLineId(),
            orderId: id,
            productId: product.id,
            sku: product.sku,
            name: product.name,
            quantity: item.quantity,
            unitCents: line.unitCents,
            totalCents: line.totalCents,
            calories: line.calories,
            choices: line.choices,
            instructions: item.instructions ?? null,
            recipient: item.recipient ?? null,
            isUpsell: item.isupsell ? 1 : 0,
          };
        });
        await repo.insertLines(tx, rows);
      });
    },

    updateProducts(id: string, body: UpdateProductsBody): Promise<OrderJson> {
      return mutate(id, async ({ tx, lines, catalog }) => {
        for (const [i, item] of body.products.entries()) {
          const line = lines.find((l) => l.id === item.id);
          if (!line) throw notFound(`This cart has no line ${item.id}.`);
          const choices = item.choices ?? choiceInputs(line);
          const { line: priced } = priceInput(
            catalog,
            { id: line.productId, quantity: item.quantity, choices },
            `body.products.${i}`,
          );
          await repo.updateLine(tx, line.id, {
            quantity: item.quantity,
            unitCents: priced.unitCents,
            totalCents: priced.totalCents,
            calories: priced.calories,
            choices: priced.choices,
            ...(item.instructions !== undefined ? { instructions: item.instructions } : {}),
            ...(item.recipient !== undefined ? { recipient: item.recipient } : {}),
          });
        }
      });
    },

    removeProduct(id: string, lineId: string): Promise<OrderJson> {
      return mutate(id, async ({ tx, lines }) => {
        if (!lines.some((l) => l.id === lineId)) throw notFound(`This cart has no line ${lineId}.`);
        await repo.deleteLines(tx, id, [lineId]);
      });
    },

    setHandoff(
      id: string,
      type: "pickup" | "curbside" | "dispatch" | "delivery",
    ): Promise<OrderJson> {
      const handoff: Handoff = type === "delivery" ? "dispatch" : type;
      return mutate(id, async ({ tx, catalog }) => {
        if (!catalog.restaurant.handoffModes.includes(handoff)) {
          const what = { pickup: "pickup", curbside: "curbside pickup", dispatch: "delivery" }[
            handoff
          ];
          throw badRequest(`${catalog.restaurant.name} does not offer ${what}.`, [
            { path: "params.type", message: `${what} is not offered here` },
          ]);
        }
        await repo.updateOrder(tx, id, { handoff });
      });
    },

    setAddress(id: string, address: DeliveryAddress): Promise<OrderJson> {
      return mutate(id, async ({ tx, catalog }) => {
        if (!catalog.restaurant.handoffModes.includes("dispatch")) {
          throw badRequest(`${catalog.restaurant.name} does not deliver.`, [
            { path: "body.type", message: "delivery is not offered here" },
          ]);
        }
        const stored = await geocodeAddress(deps.locations, catalog.restaurant, address);
        await repo.updateOrder(tx, id, { address: stored, handoff: "dispatch" });
      });
    },

    setCustom(id: string, fields: Record<string, string>): Promise<OrderJson> {
      return mutate(id, async ({ tx, order }) => {
        await repo.updateOrder(tx, id, { custom: { ...(order.custom as object), ...fields } });
      });
    },

    setTime(id: string, time: string): Promise<OrderJson> {
      return mutate(id, async ({ tx, order, lines, catalog }) => {
        if (time === "asap") {
          await repo.updateOrder(tx, id, { timeMode: "asap", timeWanted: null });
          return;
        }
        const wanted = new Date(time);
        const check = await checkTime(
          deps.menus,
          tx,
          { handoff: order.handoff, timeMode: "scheduled", timeWanted: wanted },
          lines,
          catalog,
          deps.now(),
        );
        if (!check.daypartOk) {
          throw badRequest(
            "Items named 10:30 are served from 10:30. Choose a time at or after 10:30.",
            [{ path: "body.time", message: "is before 10:30" }],
          );
        }
        if (!check.timeOk) {
          throw badRequest("This time is not available. Choose one of the offered times.", [
            { path: "body.time", message: "is not one of the offered times" },
          ]);
        }
        await repo.updateOrder(tx, id, { timeMode: "scheduled", timeWanted: wanted });
      });
    },

    clearTime(id: string): Promise<OrderJson> {
      return mutate(id, async ({ tx }) => {
        await repo.updateOrder(tx, id, { timeMode: "asap", timeWanted: null });
      });
    },

    setTip(id: string, amountCents: number): Promise<OrderJson> {
      return mutate(id, async ({ tx }) => {
        await repo.updateOrder(tx, id, { tipCents: amountCents });
      });
    },

    applyCoupon(id: string, raw: string, memberId: string | null = null): Promise<OrderJson> {
      return applyCoupon(engine, deps, id, raw, memberId);
    },

    removeCoupon(id: string): Promise<OrderJson> {
      return mutate(id, async ({ tx }) => {
        await repo.updateOrder(tx, id, { couponCode: null });
      });
    },

    setDonation(id: string, donation: { id: string; amountCents: number }): Promise<OrderJson> {
      return mutate(id, async ({ tx }) => {
        await repo.updateOrder(tx, id, {
          donation: donation.amountCents > 0 ? { id: donation.id } : null,
        });
      });
    },

    /** Moves an open order to another menu (another restaurant), re-pricing every line. */
    transfer: (id: string, menuId: string) => transferOrder(engine, deps.locations, id, menuId),

    async abandon(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const { order } = await load(tx, id, true);
        if (order.state !== "open") return;
        await repo.updateOrder(tx, id, {
          state: "abandoned",
          couponCode: null,
          updatedAt: deps.now(),
        });
        await deps.rewards.releaseOrderRewards(tx, { orderId: id });
        await repo.addEvent(tx, id, "abandoned", {}, deps.now());
      });
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
