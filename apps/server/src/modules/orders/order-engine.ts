import type { OrderJson } from "@coop/contract/orders";

import type { Db } from "../../db/client.ts";
import { badRequest, conflict, notFound } from "../../http/http-error.ts";
import type { LocationsService } from "../locations/service.ts";
import type { MenuCatalog, MenusService } from "../menus/service.ts";
import { figures, orderMessages, type StoredAddress } from "./cart.ts";
import { orderJson } from "./order-json.ts";
import type { OrderRewardsPort, WalletCodesPort } from "./ports.ts";
import * as repo from "./repository.ts";
import { checkTime } from "./timing.ts";

export type OrdersDeps = {
  db: Db;
  locations: LocationsService;
  menus: MenusService;
  /** Wallet offers' coupon codes (modules/offers). */
  offers: WalletCodesPort;
  /** Loyalty rewards on orders (modules/rewards). */
  rewards: OrderRewardsPort;
  now: () => Date;
  /** ORDER_CLOCK_SPEED: how much faster submitted orders move than the clock (default 1). */
  clockSpeed?: number;
};

/**
 * Loading, showing and changing one order: what every order call is built on. `mutate`
 * runs a change in a transaction with the order's row locked and stores the new totals.
 */
export function createOrderEngine(deps: OrdersDeps) {
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
    const rewards = (await deps.rewards.rewardsOnOrder(tx, order.id)).map((r) => ({
      reference: r.reference,
      description: r.label,
      rule: deps.rewards.couponRuleForReward(r),
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
    const time =
      order.state === "open" ? await checkTime(deps.menus, tx, order, lines, catalog, now) : null;
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

  return { catalogOf, view, load, mutate };
}

export type OrderEngine = ReturnType<typeof createOrderEngine>;

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
