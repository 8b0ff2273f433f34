import { toAmount } from "@coop/contract/money";

import type { Db } from "../../db/client.ts";
import { notFound } from "../../http/http-error.ts";
import type { MenuCatalog, MenusService } from "../menus/service.ts";
import type { OrdersService } from "../orders/service.ts";
import { loadUpsellGroups } from "./repository.ts";

export type Upsell = { id: number; sku: string; name: string; cost: number; image: string | null };

/**
 * "Complete your order" (`cart.upsells`): the complements of what
 * is in the cart (or of one product), not already in it, sold here and now.
 */
export function createUpsellsService(deps: {
  db: Db;
  menus: MenusService;
  orders: Pick<OrdersService, "findOrder">;
  now: () => Date;
}) {
  function suggest(
    catalog: MenuCatalog,
    groups: Awaited<ReturnType<typeof loadUpsellGroups>>,
    triggers: { sku: string; categoryId: number | undefined }[],
    exclude: Set<string>,
  ): Upsell[] {
    const seen = new Set<string>();
    const out: Upsell[] = [];
    const now = deps.now();
    for (const group of groups) {
      const fires = triggers.some(
        (t) =>
          group.triggerSkus.includes(t.sku) ||
          (t.categoryId !== undefined && group.triggerCategoryIds.includes(t.categoryId)),
      );
      if (!fires) continue;
      for (const sku of group.suggestSkus) {
        if (exclude.has(sku) || seen.has(sku)) continue;
        const p = catalog.bySku(sku);
        if (!p || catalog.isSoldOut(p) || !catalog.isAvailableAt(p, now)) continue;
        seen.add(sku);
        out.push({
          id: p.id,
          sku: p.sku,
          name: p.name,
          cost: toAmount(p.priceCents),
          image: catalog.imageUrl(p),
        });
      }
    }
    return out.slice(0, 8);
  }

  async function context(orderId: string) {
    const loaded = await deps.orders.findOrder(orderId);
    if (!loaded) throw notFound(`There is no order ${orderId}.`);
    const catalog = await deps.menus.catalogFor(loaded.order.menuId);
    return { ...loaded, catalog, groups: await loadUpsellGroups(deps.db) };
  }

  return {
    async forOrder(orderId: string): Promise<Upsell[]> {
      const { lines, catalog, groups } = await context(orderId);
      const triggers = lines.map((l) => ({
        sku: l.sku,
        categoryId: catalog.product(l.productId)?.categoryId,
      }));
      return suggest(catalog, groups, triggers, new Set(lines.map((l) => l.sku)));
    },

    async forProduct(orderId: string, productId: string): Promise<Upsell[]> {
      const { lines, catalog, groups } = await context(orderId);
      const product = catalog.product(productId);
      if (!product) throw notFound(`There is no product ${productId} on this order's menu.`);
      const exclude = new Set([product.sku, ...lines.map((l) => l.sku)]);
      return suggest(
        catalog,
        groups,
        [{ sku: product.sku, categoryId: product.categoryId }],
        exclude,
      );
    },
  };
}
