import { randomBytes } from "node:crypto";

import type { OrderJson, RecentOrderJson } from "@coop/contract/orders";

import type { Db } from "../../db/client.ts";
import type { PricedChoice } from "../../domain/pricing.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { stamp } from "./order-json.ts";
import * as repo from "./repository.ts";
import type { OrdersService } from "./service.ts";

type Orders = OrdersService;

/** `order.history-recent`: how many placed orders the history shows. */
export const RECENT_LIMIT = 20;

type CarriedLine = {
  sku: string;
  name: string;
  quantity: number;
  choices: { optionId: number; quantity: number }[];
  instructions: string | null;
  recipient: string | null;
};

/**
 * Order history for members (`order.history`: recent orders, reorder, favorite orders). A
 * reorder builds a new cart on the same menu; what cannot be carried over is reported,
 * never dropped silently.
 */
export function createHistoryService(deps: { db: Db; orders: Orders; now: () => Date }) {
  const { db } = deps;

  async function ownedOrder(memberId: string, id: string) {
    const loaded = await repo.loadOrder(db, id, false);
    // Another member's order answers exactly like a missing one.
    if (!loaded || loaded.order.memberId !== memberId || !loaded.order.submittedAt) {
      throw notFound(`You have no past order ${id}.`);
    }
    return loaded;
  }

  type Unavailable = { id: string; name: string; reason: string };
  type Catalog = Awaited<ReturnType<Orders["catalogOf"]>>;

  /**
   * `order.reorder-unavailable`: why a carried line cannot go into a cart on this menu, in
   * words, or null when it can: no longer on the menu, sold out today at the restaurant, or
   * its choices no longer fit the product (an option gone, a new rule).
   */
  function whyNot(catalog: Catalog, line: CarriedLine): string | null {
    const product = catalog.bySku(line.sku);
    if (!product) return "no longer on the menu";
    if (catalog.isSoldOut(product)) return `sold out today at ${catalog.restaurant.name}`;
    try {
      deps.orders.priceInput(
        catalog,
        { id: product.id, quantity: line.quantity, choices: line.choices },
        "line",
      );
      return null;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const offered = new Set<number>();
      const walk = (groups: typeof product.groups): void => {
        for (const g of groups)
          for (const o of g.options) {
            offered.add(o.id);
            walk(o.groups);
          }
      };
      walk(product.groups);
      if (line.choices.some((c) => !offered.has(c.optionId)))
        return "a choice in it is no longer offered";
      if (line.quantity > product.maxQuantity)
        return `more than ${product.maxQuantity} can no longer be ordered at once`;
      return `its choices no longer fit: ${error.message.replace(`${product.name}: `, "")}`;
    }
  }

  /** What a reorder on `menuId` would carry and what it cannot; nothing is written. */
  async function plan(menuId: string, carried: CarriedLine[]) {
    const catalog = await deps.orders.catalogOf(menuId);
    const ok: CarriedLine[] = [];
    const unavailable: Unavailable[] = [];
    for (const line of carried) {
      const reason = whyNot(catalog, line);
      if (reason === null) ok.push(line);
      else unavailable.push({ id: line.sku, name: line.name, reason });
    }
    return { catalog, ok, unavailable };
  }

  async function rebuild(
    memberId: string,
    menuId: string,
    channel: "default" | "catering",
    carried: CarriedLine[],
  ) {
    const planned = await plan(menuId, carried);
    const unavailable = [...planned.unavailable];
    const created = await deps.orders.create(menuId, channel, memberId);
    let order: OrderJson = created;
    if (planned.ok.length > 0) {
      order = await deps.orders.mutate(created.id, async ({ tx, catalog: c }) => {
        const late: Unavailable[] = [];
        for (const line of planned.ok) {
          // The catalog may have changed since the plan: a line it refuses now is reported too.
          const reason = whyNot(c, line);
          if (reason !== null) {
            late.push({ id: line.sku, name: line.name, reason });
            continue;
          }
          const product = c.bySku(line.sku)!;
          const { line: priced } = deps.orders.priceInput(
            c,
            { id: product.id, quantity: line.quantity, choices: line.choices },
            "line",
          );
          await repo.insertLines(tx, [
            {
              id: randomBytes(9).toString("base64url"),
              orderId: created.id,
              productId: product.id,
              sku: product.sku,
              name: product.name,
              quantity: line.quantity,
              unitCents: priced.unitCents,
              totalCents: priced.totalCents,
              calories: priced.calories,
              choices: priced.choices,
              instructions: line.instructions,
              recipient: line.recipient,
            },
          ]);
        }
        unavailable.push(...late);
      });
    }
    return { order, unavailable };
  }

  /** The restaurant of a menu as the history shows it; null when it is gone. */
  async function restaurantOf(menuId: string) {
    try {
      const r = (await deps.orders.catalogOf(menuId)).restaurant;
      return {
        id: r.id,
        name: r.name,
        address: r.address,
        city: r.city,
        state: r.state,
        zip: r.zip,
      };
    } catch (error) {
      if (error instanceof HttpError) return null;
      throw error;
    }
  }

  const carriedOf = (lines: repo.LineRow[]): CarriedLine[] =>
    lines.map((l) => ({
      sku: l.sku,
      name: l.name,
      quantity: l.quantity,
      choices: (l.choices as PricedChoice[]).map((c) => ({
        optionId: c.optionId,
        quantity: c.quantity,
      })),
      instructions: l.instructions,
      recipient: l.recipient,
    }));

  return {
    /**
     * `order.history-recent`: the member's placed orders, newest first, at most RECENT_LIMIT,
     * each with its lines and choices, totals, status, restaurant and when it was placed.
     */
    async recent(memberId: string, limit = RECENT_LIMIT): Promise<RecentOrderJson[]> {
      const rows = await repo.recentOrders(db, memberId, limit);
      const lines = await repo.linesOf(
        db,
        rows.map((r) => r.id),
      );
      const out: RecentOrderJson[] = [];
      for (const row of rows) {
        const catalog = await deps.orders.catalogOf(row.menuId);
        const v = await deps.orders.view(
          db,
          row,
          lines.filter((l) => l.orderId === row.id),
          catalog,
        );
        const r = catalog.restaurant;
        out.push({
          ...v.json,
          restaurant: {
            id: r.id,
            name: r.name,
            address: r.address,
            city: r.city,
            state: r.state,
            zip: r.zip,
          },
          placed: row.submittedAt!.toISOString(),
        });
      }
      return out;
    },

    async reorder(memberId: string, id: string) {
      const { order, lines } = await ownedOrder(memberId, id);
      return rebuild(
        memberId,
        order.menuId,
        order.channel === "catering" ? "catering" : "default",
        carriedOf(lines),
      );
    },

    async saveFavorite(memberId: string, id: string, description: string) {
      const { order, lines } = await ownedOrder(memberId, id);
      const fave = {
        id: randomBytes(9).toString("base64url"),
        memberId,
        sourceOrderId: id,
        description,
        menuId: order.menuId,
        lines: carriedOf(lines),
        createdAt: deps.now(),
      };
      await repo.insertFavorite(db, fave);
      return this.favorites(memberId);
    },

    async favorites(memberId: string) {
      const rows = await repo.listFavorites(db, memberId);
      const restaurants = new Map<string, Awaited<ReturnType<typeof restaurantOf>>>();
      for (const menuId of new Set(rows.map((f) => f.menuId)))
        restaurants.set(menuId, await restaurantOf(menuId));
      return rows.map((f) => ({
        id: f.id,
        description: f.description,
        menu_id: f.menuId,
        products: (f.lines as CarriedLine[]).map((l) => ({ name: l.name, quantity: l.quantity })),
        created: stamp(f.createdAt, "America/New_York"),
        restaurant: restaurants.get(f.menuId) ?? null,
      }));
    },

    /** `order.favorite-delete`: deletes one of the member's favorite orders; answers the rest. */
    async deleteFavorite(memberId: string, id: string) {
      if (!(await repo.deleteFavorite(db, memberId, id))) {
        // Another member's favorite answers exactly like a missing one.
        throw notFound(`You have no favorite order ${id}.`);
      }
      return this.favorites(memberId);
    },

    /**
     * `order.reorder-check`: what orders/reorder (kind "order") or orders/faves/reorder (kind
     * "favorite") would add, and what it could not, with the same reasons; nothing is created.
     */
    async reorderCheck(memberId: string, id: string, kind: "order" | "favorite") {
      let menuId: string;
      let carried: CarriedLine[];
      if (kind === "order") {
        const { order, lines } = await ownedOrder(memberId, id);
        menuId = order.menuId;
        carried = carriedOf(lines);
      } else {
        const fave = await repo.findFavorite(db, memberId, id);
        if (!fave) throw notFound(`You have no favorite order ${id}.`);
        menuId = fave.menuId;
        carried = fave.lines as CarriedLine[];
      }
      const { ok, unavailable } = await plan(menuId, carried);
      return {
        menu_id: menuId,
        available: ok.map((l) => ({ name: l.name, quantity: l.quantity })),
        unavailable,
      };
    },

    async reorderFavorite(memberId: string, id: string) {
      const fave = await repo.findFavorite(db, memberId, id);
      if (!fave) throw notFound(`You have no favorite order ${id}.`);
      return rebuild(memberId, fave.menuId, "default", fave.lines as CarriedLine[]);
    },
  };
}
