/**
 * The catering cart before a restaurant is chosen (`catering.pending-cart`), in the client
 * store, and its carrying over onto the order once one is chosen (`catering.carry-over`). The
 * decisions are the pure rules of catering-cart-rules.ts.
 */
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
 * `catering.carry-over`: each pending line is looked up by SKU on the order's menu, mapped
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

  for (const line of cart.lines) {
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
