import { randomBytes } from "node:crypto";

import type {
  AddProductsBody,
  DeliveryAddress,
  OrderJson,
  UpdateProductsBody,
} from "@coop/contract/orders";

import type { Db } from "../../db/client.ts";
import { WALLET_ONLY_CODES } from "../../db/seed/data/offer-codes.ts";
import { COUPON_MESSAGES, evaluateCoupon, normalizeCode } from "../../domain/coupons.ts";
import { deliveryFeeCents } from "../../domain/delivery.ts";
import { distanceMiles } from "../../domain/geo.ts";
import { type ChoiceInput, priceLine } from "../../domain/pricing.ts";
import { badRequest, conflict, HttpError, notFound } from "../../http/http-error.ts";
import type { Geocoder } from "../locations/geocoder.ts";
import type { LocationsService } from "../locations/service.ts";
import type { MenuCatalog, MenusService } from "../menus/service.ts";
import { memberHoldsOffer } from "../offers/wallet-codes.ts";
import {
  couponRuleForReward,
  releaseOrderRewards,
  rewardsOnOrder,
} from "../rewards/order-rewards.ts";
import {
  choiceInputs,
  couponContext,
  figures,
  type Handoff,
  orderMessages,
  type StoredAddress,
} from "./cart.ts";
import { orderJson } from "./order-json.ts";
import * as repo from "./repository.ts";
import { checkTime } from "./timing.ts";

export type OrdersDeps = {
  db: Db;
  locations: LocationsService;
  menus: MenusService;
  geocoder: Geocoder;
  now: () => Date;
  /** ORDER_CLOCK_SPEED: how much faster submitted orders move than the clock (default 1). */
  clockSpeed?: number;
};

export type OrderView = Awaited<ReturnType<ReturnType<typeof createOrdersService>["view"]>>;

/** ≥ 128 random bits: the order id is the capability (decision 7). */
export const newOrderId = () => randomBytes(16).toString("base64url");
const newLineId = () => randomBytes(9).toString("base64url");

export function createOrdersService(deps: OrdersDeps) {
  const { db } = deps;

  async function catalogOf(
    menuId: string,
  ): Promise<MenuCatalog & { restaurant: NonNullable<MenuCatalog["target"]["restaurant"]> }> {
    const catalog = await deps.menus.catalogFor(menuId);
    const restaurant = catalog.target.restaurant;
    if (!restaurant) {
      throw badRequest(`The menu ${menuId} belongs to no restaurant. Choose a restaurant first.`, [
        { path: "body.menu_id", message: "is not a restaurant's menu" },
      ]);
    }
    return Object.assign(catalog, { restaurant });
  }

  type Catalog = Awaited<ReturnType<typeof catalogOf>>;

  /**
   * Everything the API shows about an order, computed fresh. The catalog is looked up by
   * the caller before any transaction starts: the catalog cache may reload from the
   * database, and the embedded database serves one connection (a load waiting inside a
   * transaction would wait for itself).
   */
  async function view(tx: Db, order: repo.OrderRow, lines: repo.LineRow[], catalog: Catalog) {
    const now = deps.now();
    const rule = order.couponCode ? await repo.findCoupon(tx, order.couponCode) : null;
    // The caps (per customer, in all) are checked when the code is applied and again, under
    // a lock, at submit; showing the cart only re-checks the rest (minimum, dates, handoff…).
    const address = order.address as StoredAddress | null;
    const rewards = (await rewardsOnOrder(tx, order.id)).map((r) => ({
      reference: r.reference,
      description: r.label,
      rule: couponRuleForReward(r),
    }));
    const money = figures({
      order,
      lines,
      restaurant: catalog.restaurant,
      address,
      rewards,
      coupon: order.couponCode
        ? { code: order.couponCode, rule, description: rule?.description ?? order.couponCode }
        : null,
      now,
    });
    const time = order.state === "open" ? await checkTime(tx, order, lines, catalog, now) : null;
    const messages =
      order.state === "open"
        ? orderMessages({
            order,
            lines,
            catalog,
            address,
            figures: money,
            now,
            timeOk: time!.timeOk,
            daypartOk: time!.daypartOk,
          })
        : [];
    const json = orderJson({
      order,
      lines,
      catalog,
      figures: money,
      messages,
      earliest: time?.earliest ?? null,
      now,
      timeZone: catalog.restaurant.timeZone,
      clockSpeed: deps.clockSpeed ?? 1,
    });
    return { order, lines, catalog, figures: money, messages, time, json };
  }

  async function load(tx: Db, id: string, lock: boolean) {
    const loaded = await repo.loadOrder(tx, id, lock);
    if (!loaded) throw notFound(`There is no order ${id}. It may have expired; start a new order.`);
    return loaded;
  }

  /**
   * Changes an open order in one transaction with its row locked, so concurrent changes
   * apply one after another and none is lost; then stores the recomputed totals.
   */
  async function mutate(
    id: string,
    change: (ctx: {
      tx: Db;
      order: repo.OrderRow;
      lines: repo.LineRow[];
      catalog: Awaited<ReturnType<typeof catalogOf>>;
    }) => Promise<void>,
  ): Promise<OrderJson> {
    for (let attempt = 0; ; attempt++) {
      const { order: current } = await load(db, id, false);
      const catalog = await catalogOf(current.menuId);
      const result = await db.transaction(async (tx) => {
        const loaded = await load(tx, id, true);
        assertOpen(loaded.order);
        // Moved to another menu meanwhile (a transfer): look the catalog up again.
        if (loaded.order.menuId !== catalog.menuId) return null;
        await change({ tx, ...loaded, catalog });
        const after = await load(tx, id, false);
        const v = await view(tx, after.order, after.lines, catalog);
        await repo.updateOrder(tx, id, { totals: v.figures.totals, updatedAt: deps.now() });
        return v.json;
      });
      if (result) return result;
      if (attempt >= 3)
        throw conflict("The order changed while we were updating it. Please try again.");
    }
  }

  function priceInput(
    catalog: MenuCatalog,
    item: { id: number | string; quantity: number; choices: ChoiceInput[] },
    path: string,
  ) {
    const product = catalog.product(item.id);
    if (!product) {
      throw badRequest(`There is no product ${item.id} on this menu.`, [
        { path: `${path}.id`, message: "is not on this menu" },
      ]);
    }
    if (catalog.isSoldOut(product)) {
      const where = catalog.target.restaurant?.name ?? "this restaurant";
      throw badRequest(`${product.name} is sold out at ${where} today.`, [
        { path: `${path}.id`, message: "is sold out" },
      ]);
    }
    const priced = priceLine(product, item.choices, item.quantity);
    if (!priced.ok) {
      const first = priced.errors[0]!;
      throw badRequest(
        `${product.name}: ${first.message}`,
        priced.errors.map((e) => ({ path: `${path}.${e.path}`, message: e.message })),
      );
    }
    return { product, line: priced.line };
  }

  async function geocodeAddress(
    r: {
      lat: number;
      lng: number;
      deliveryRadiusMiles: number;
      deliveryFeeTiers: { upToMiles: number; feeCents: number }[];
      name: string;
    },
    address: DeliveryAddress,
  ): Promise<StoredAddress> {
    const point = deps.geocoder.address(address);
    if (!point)
      throw badRequest("We could not find this address. Check the ZIP code.", [
        { path: "body.address.zip", message: "is not a ZIP code we know" },
      ]);
    const distance = distanceMiles(point, r);
    const fee = deliveryFeeCents(r.deliveryFeeTiers, r.deliveryRadiusMiles, distance);
    if (fee === null) {
      throw new HttpError(
        422,
        `${r.name} doesn't deliver to this address. Choose another restaurant or pickup.`,
        {
          errors: [{ path: "body.address", message: "is outside this restaurant's delivery area" }],
        },
      );
    }
    return {
      ...address,
      apt: address.apt ?? null,
      state: address.state.toUpperCase(),
      distanceMiles: Math.round(distance * 100) / 100,
      feeCents: fee,
    } as StoredAddress;
  }

  return {
    db,
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
        const stored = await geocodeAddress(catalog.restaurant, address);
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
      return mutate(id, async ({ tx, order, lines, catalog }) => {
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
        // A wallet offer's code works only for the member who holds the offer (screens §3).
        const holder = memberId ?? order.memberId;
        if (
          WALLET_ONLY_CODES.has(code) &&
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
    async transfer(
      id: string,
      menuId: string,
    ): Promise<{ order: OrderJson; unavailable: { id: string; name: string; reason: string }[] }> {
      const unavailable: { id: string; name: string; reason: string }[] = [];
      const target = await catalogOf(menuId).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) {
          throw badRequest(`There is no menu ${menuId}.`, [
            { path: "body.menu_id", message: "is not a menu" },
          ]);
        }
        throw error;
      });
      const order = await mutate(id, async ({ tx, order: current, lines }) => {
        const drop: string[] = [];
        for (const line of lines) {
          const product = target.bySku(line.sku);
          const reason = !product
            ? "not on this menu"
            : target.isSoldOut(product)
              ? `sold out at ${target.restaurant.name}`
              : null;
          const priced =
            product && !reason ? priceLine(product, choiceInputs(line), line.quantity) : null;
          if (reason || !priced || !priced.ok) {
            unavailable.push({
              id: line.id,
              name: line.name,
              reason: reason ?? "its choices are not offered here",
            });
            drop.push(line.id);
            continue;
          }
          await repo.updateLine(tx, line.id, {
            productId: product!.id,
            unitCents: priced.line.unitCents,
            totalCents: priced.line.totalCents,
            calories: priced.line.calories,
            choices: priced.line.choices,
          });
        }
        await repo.deleteLines(tx, id, drop);
        const handoff: Handoff = target.restaurant.handoffModes.includes(current.handoff as Handoff)
          ? (current.handoff as Handoff)
          : "pickup";
        let address = current.address as StoredAddress | null;
        if (handoff === "dispatch" && address) {
          address = await geocodeAddress(target.restaurant, address).catch(() => null);
        }
        await repo.updateOrder(tx, id, {
          menuId,
          locationId: target.restaurant.id,
          kind: target.base.kind,
          handoff: address || handoff !== "dispatch" ? handoff : "pickup",
          address,
          timeMode: "asap",
          timeWanted: null,
        });
      });
      return { order, unavailable };
    },

    async abandon(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const { order } = await load(tx, id, true);
        if (order.state !== "open") return;
        await repo.updateOrder(tx, id, {
          state: "abandoned",
          couponCode: null,
          updatedAt: deps.now(),
        });
        await releaseOrderRewards(tx, { orderId: id });
        await repo.addEvent(tx, id, "abandoned", {}, deps.now());
      });
    },
  };
}

export function customerOf(order: Pick<repo.OrderRow, "memberId" | "contact">): string | null {
  if (order.memberId) return `member:${order.memberId}`;
  const email = (order.contact as { email?: string } | null)?.email;
  return email ? `guest:${email.toLowerCase()}` : null;
}

export function assertOpen(order: repo.OrderRow): void {
  if (order.state === "open") return;
  const what =
    order.state === "submitted"
      ? "has already been placed"
      : order.state === "canceled"
        ? "was canceled"
        : "was abandoned";
  throw conflict(`This order ${what} and can no longer be changed. Start a new order.`);
}
