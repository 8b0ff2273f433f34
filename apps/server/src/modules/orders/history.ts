import { randomBytes } from "node:crypto";

import type { OrderJson } from "@coop/contract/orders";

import type { Db } from "../../db/client.ts";
import type { PricedChoice } from "../../domain/pricing.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { stamp } from "./order-json.ts";
import * as repo from "./repository.ts";
import type { OrdersService } from "./service.ts";

type Orders = OrdersService;

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

  async function rebuild(
    memberId: string,
    menuId: string,
    channel: "default" | "catering",
    carried: CarriedLine[],
  ) {
    const created = await deps.orders.create(menuId, channel, memberId);
    const unavailable: { id: string; name: string; reason: string }[] = [];
    const catalog = await deps.orders.catalogOf(menuId);
    const ok: CarriedLine[] = [];
    for (const line of carried) {
      const product = catalog.bySku(line.sku);
      if (!product)
        unavailable.push({ id: line.sku, name: line.name, reason: "no longer on the menu" });
      else if (catalog.isSoldOut(product))
        unavailable.push({
          id: line.sku,
          name: line.name,
          reason: `sold out at ${catalog.restaurant.name}`,
        });
      else {
        try {
          deps.orders.priceInput(
            catalog,
            { id: product.id, quantity: line.quantity, choices: line.choices },
            "line",
          );
          ok.push(line);
        } catch {
          unavailable.push({
            id: line.sku,
            name: line.name,
            reason: "its choices are no longer offered",
          });
        }
      }
    }
    let order: OrderJson = created;
    if (ok.length > 0) {
      order = await deps.orders.mutate(created.id, async ({ tx, catalog: c }) => {
        for (const line of ok) {
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
      });
    }
    return { order, unavailable };
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
    async recent(memberId: string, limit = 10): Promise<OrderJson[]> {
      const rows = await repo.recentOrders(db, memberId, limit);
      const lines = await repo.linesOf(
        db,
        rows.map((r) => r.id),
      );
      const out: OrderJson[] = [];
      for (const row of rows) {
        const catalog = await deps.orders.catalogOf(row.menuId);
        const v = await deps.orders.view(
          db,
          row,
          lines.filter((l) => l.orderId === row.id),
          catalog,
        );
        out.push(v.json);
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
      return rows.map((f) => ({
        id: f.id,
        description: f.description,
        menu_id: f.menuId,
        products: (f.lines as CarriedLine[]).map((l) => ({ name: l.name, quantity: l.quantity })),
        created: stamp(f.createdAt, "America/New_York"),
      }));
    },

    async reorderFavorite(memberId: string, id: string) {
      const fave = await repo.findFavorite(db, memberId, id);
      if (!fave) throw new HttpError(404, `You have no favorite order ${id}.`);
      return rebuild(memberId, fave.menuId, "default", fave.lines as CarriedLine[]);
    },
  };
}
