import "./strings.ts";
import "./catering.css";

import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { addPendingToCart, menuSkus } from "../../lib/order/catering-cart.ts";
import {
  type AddRequest,
  type CarriedLine,
  carryLine,
  choicesOf,
  defaultSelection,
  missingGroups,
  parseAddParam,
  type PendingLine,
} from "../../lib/order/catering-cart-rules.ts";
import { addToOrder } from "../../lib/order/order-actions.ts";
import { orderMenuIdOf } from "../../lib/order/order-model.ts";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";
import { FIXED_CATERING_MENU } from "./catering-add-to-cart.tsx";
import { imageUrl } from "./menu-rules.ts";

export const ADD_PARAM = "add";

type Outcome = { added: string[]; unknown: string[]; failed: string[]; error: string | null };

/** Each asked-for product on the menu, as a line with its default choices; null when absent. */
async function resolve(
  menuId: string,
  wanted: AddRequest,
): Promise<{ line: Omit<PendingLine, "id">; carried: CarriedLine | null } | null | "failed"> {
  const found = await api.call("menusProduct", { params: { menuId, id: wanted.sku } });
  if (!found.ok) return found.status === 404 || found.status === 400 ? null : "failed";
  const product = found.data;
  const selection = defaultSelection(product.option_groups);
  if (missingGroups(product.option_groups, selection).length > 0) return "failed";
  const line = {
    sku: product.sku,
    name: product.name,
    quantity: wanted.quantity,
    cost: product.cost,
    choices: choicesOf(product.option_groups, selection),
    ...(imageUrl(product.images) ? { image: imageUrl(product.images)! } : {}),
  };
  const carried = carryLine({ ...line, id: product.sku }, product);
  return { line, carried: carried.ok ? carried.line : null };
}

/**
 * `catering-order.add-param`: `?add=SKU*QTY,…` on the catering menu pages adds those products with
 * their default choices: into the catering cart before a restaurant is chosen, into the order
 * after. The parameter is taken out of the address first (replace), so a reload adds nothing;
 * a status message says what was added and names the SKUs the menu does not have.
 */
export function CateringAddParam() {
  const { t } = useTranslation("menu");
  const [search, setSearch] = useSearchParams();
  const hydrated = useClientState((s) => s.hydrated);
  const channel = useClientState((s) => s.channel);
  const param = search.get(ADD_PARAM);
  const handled = useRef<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!hydrated || channel !== "catering" || param === null || handled.current === param) return;
    handled.current = param;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ADD_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    const { lines, invalid } = parseAddParam(param);
    const { location } = clientStore.getState();
    const menuId = location ? orderMenuIdOf(location, channel) : FIXED_CATERING_MENU;
    void (async () => {
      const result: Outcome = { added: [], unknown: [...invalid], failed: [], error: null };
      const toOrder: CarriedLine[] = [];
      const names: string[] = [];
      const onMenu = lines.length > 0 ? await menuSkus(menuId) : new Set<string>();
      for (const wanted of lines) {
        if (onMenu && !onMenu.has(wanted.sku.toUpperCase())) {
          result.unknown.push(wanted.sku);
          continue;
        }
        const found = await resolve(menuId, wanted);
        if (found === null) result.unknown.push(wanted.sku);
        else if (found === "failed") result.failed.push(wanted.sku);
        else if (!location) {
          addPendingToCart(found.line);
          result.added.push(`${wanted.quantity} × ${found.line.name}`);
        } else if (found.carried) {
          toOrder.push(found.carried);
          names.push(`${wanted.quantity} × ${found.line.name}`);
        } else result.failed.push(found.line.name);
      }
      if (toOrder.length > 0) {
        const added = await addToOrder(toOrder);
        if (added.ok) result.added.push(...names);
        else result.error = added.errors[0] ?? "";
      }
      setOutcome(result);
    })();
  }, [hydrated, channel, param, setSearch]);

  return (
    <div className={outcome ? "catering-status" : undefined} role="status">
      {outcome && outcome.added.length > 0 && (
        <p>{t("catering.addedList", { list: outcome.added.join(", ") })}</p>
      )}
      {outcome && outcome.unknown.length > 0 && (
        <p>{t("catering.unknownList", { list: outcome.unknown.join(", ") })}</p>
      )}
      {outcome && (outcome.failed.length > 0 || outcome.error !== null) && (
        <p>
          {t("catering.addError", {
            error: [...outcome.failed, ...(outcome.error ? [outcome.error] : [])].join(", "),
          })}
        </p>
      )}
    </div>
  );
}
