/**
 * The catering cart before a restaurant is chosen (`catering-order.pending-cart`), in the client
 * store, and its carrying over onto the order once one is chosen (`catering-order.carry-over`). The
 * decisions are the pure rules of catering-cart-rules.ts.
 */
import { array, object, string } from "@coop/contract/shape";

import { api } from "../api-client.ts";
import { randomId } from "../random-id.ts";
import { clientStore } from "../store/client-store.ts";
import {
  addPendingLine,
  type CarriedLine,
  carryLine,
  type CarryReason,
  type PendingLine,
  setPendingQuantity,
} from "./catering-cart-rules.ts";
import { addToOrder } from "./order-actions.ts";

const menuSkusShape = object({
  id: string(),
  categories: array(object({ products: array(object({ sku: string() })) })),
});

/**
 * The SKUs of a menu (upper-cased): of the stored menu when it is that menu, else fetched.
 * Asking for each product first answers a 404 for a SKU the menu lacks, which the browser
 * logs as an error; the menu says it without one. Null when the menu cannot be read.
 */
export async function menuSkus(menuId: string): Promise<Set<string> | null> {
  let parsed = menuSkusShape.safeParse(clientStore.getState().menu);
  if (!parsed.success || parsed.data.id !== menuId) {
    const fetched = await api.call("menusGet", { params: { menuId } });
    if (!fetched.ok) return null;
    parsed = menuSkusShape.safeParse(fetched.data);
    if (!parsed.success) return null;
  }
  const skus = new Set<string>();
  for (const category of parsed.data.categories)
    for (const product of category.products) skus.add(product.sku.toUpperCase());
  return skus;
}

/** Adds a line to the pending catering cart (same product and choices: more of that line). */
export function addPendingToCart(line: Omit<PendingLine, "id">, max?: number): void {
  clientStore.setState((s) => ({
    cateringCart: addPendingLine(s.cateringCart, line, randomId, max),
  }));
}

export function setPendingLineQuantity(lineId: string, quantity: number): void {
  clientStore.setState((s) => ({
    cateringCart: setPendingQuantity(s.cateringCart, lineId, quantity),
  }));
}

/** A pending line that could not come along, with why (a reason code or the API's words). */
export type LeftBehind = { id: string; name: string; reason: CarryReason | { message: string } };

export type CarryOutcome =
  | { ok: true; leftBehind: LeftBehind[] }
  | { ok: false; errors: string[]; leftBehind: LeftBehind[] };

/**
 * `catering-order.carry-over`: each pending line is looked up by SKU on the order's menu, mapped
 * (options by name) and added to the order. The lines that menu cannot take are returned by
 * name with their reason. A line the API refuses (a 4xx) is left behind with the API's words;
 * a failure of the network or the server stops the carrying and keeps the lines not yet in
 * the order in the pending cart, so nothing is lost. The pending cart is cleared only for the
 * lines that reached the order or were reported.
 */
export async function carryPendingCart(menuId: string): Promise<CarryOutcome> {
  const cart = clientStore.getState().cateringCart;
  const leftBehind: LeftBehind[] = [];
  if (!cart || cart.lines.length === 0) return { ok: true, leftBehind };
  const done = new Set<string>();
  const settle = () =>
    clientStore.setState((s) => {
      const rest = s.cateringCart?.lines.filter((l) => !done.has(l.id)) ?? [];
      return { cateringCart: rest.length > 0 ? { lines: rest } : null };
    });

  const onMenu = await menuSkus(menuId);
  if (!onMenu) return { ok: false, errors: [], leftBehind };
  for (const line of cart.lines) {
    if (!onMenu.has(line.sku.toUpperCase())) {
      leftBehind.push({ id: line.id, name: line.name, reason: "not-on-menu" });
      done.add(line.id);
      continue;
    }
    const found = await api.call("menusProduct", { params: { menuId, id: line.sku } });
    if (!found.ok && found.status !== 404) {
      settle();
      return { ok: false, errors: found.errors, leftBehind };
    }
    const mapped = carryLine(line, found.ok ? found.data : null);
    if (!mapped.ok) {
      leftBehind.push({ id: line.id, name: line.name, reason: mapped.reason });
      done.add(line.id);
      continue;
    }
    const added = await addLine(mapped.line);
    if (added.ok) {
      done.add(line.id);
    } else if (added.status >= 400 && added.status < 500) {
      leftBehind.push({
        id: line.id,
        name: line.name,
        reason: { message: added.errors[0] ?? "" },
      });
      done.add(line.id);
    } else {
      settle();
      return { ok: false, errors: added.errors, leftBehind };
    }
  }
  settle();
  return { ok: true, leftBehind };
}

function addLine(line: CarriedLine) {
  return addToOrder([line]);
}
