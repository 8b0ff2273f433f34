import type { OrderJson } from "@coop/contract/orders";

import { priceLine } from "../../domain/pricing.ts";
import { badRequest, HttpError } from "../../http/http-error.ts";
import type { LocationsService } from "../locations/service.ts";
import { choiceInputs, type Handoff, type StoredAddress } from "./cart.ts";
import { geocodeAddress } from "./delivery-address.ts";
import type { OrderEngine } from "./order-engine.ts";
import * as repo from "./repository.ts";

/** Moves an open order to another menu (another restaurant), re-pricing every line. */
export async function transferOrder(
  engine: Pick<OrderEngine, "catalogOf" | "mutate">,
  locations: Pick<LocationsService, "geocodeAddress">,
  id: string,
  menuId: string,
): Promise<{ order: OrderJson; unavailable: { id: string; name: string; reason: string }[] }> {
  const unavailable: { id: string; name: string; reason: string }[] = [];
  const target = await engine.catalogOf(menuId).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 404) {
      throw badRequest(`There is no menu ${menuId}.`, [
        { path: "body.menu_id", message: "is not a menu" },
      ]);
    }
    throw error;
  });
  const order = await engine.mutate(id, async ({ tx, order: current, lines }) => {
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
      address = await geocodeAddress(locations, target.restaurant, address).catch(() => null);
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
}
