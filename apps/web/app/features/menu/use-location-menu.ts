import { useEffect, useState } from "react";

import type { MenuResponse } from "@coop/contract/menus";
import {
  array,
  boolean,
  type Infer,
  number,
  object,
  optional,
  string,
  union,
} from "@coop/contract/shape";

import { api } from "../../lib/api-client.ts";
import { orderMenuIdOf } from "../../lib/order/order-model.ts";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";

export type LocationMenu =
  | { status: "waiting" }
  | { status: "no-location" }
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; menu: MenuResponse };

/**
 * What the /order page reads of a menu (MenuView, ProductCard, CategoryNav, productPath).
 * A menu read back from local storage may be stale or edited by hand: a stored menu that
 * lacks any of these is not used (the page waits for the fetched one instead).
 */
const orderPageMenuShape = object({
  id: string(),
  categories: array(
    object({
      id: union(number(), string()),
      name: string(),
      description: optional(string()),
      products: array(
        object({
          id: union(number(), string()),
          sku: string(),
          name: string(),
          description: string(),
          cost: number(),
          basecalories: number(),
          maxcalories: number(),
          images: array(
            object({ filename: string(), groupname: optional(string()), url: optional(string()) }),
          ),
          availability: object({ now: boolean(), sold_out: boolean() }),
        }),
      ),
    }),
  ),
});

// The check may only ask for what the contract promises: a menu the API sends passes it.
type Expect<T extends true> = T;
type _ContractMenuPasses = Expect<
  MenuResponse extends Infer<typeof orderPageMenuShape> ? true : false
>;

/** The stored menu when it is the menu `menuId` and has what the /order page reads. */
export function usableStoredMenu(stored: unknown, menuId: string): MenuResponse | null {
  const parsed = orderPageMenuShape.safeParse(stored);
  if (!parsed.success || parsed.data.id !== menuId) return null;
  // Every field the page reads is checked above; the rest of MenuResponse is not read here.
  return parsed.data as unknown as MenuResponse;
}

/**
 * The chosen restaurant's menu (`menu.stored-menu`): from the store when it holds that
 * menu (kept 1 hour), otherwise fetched and written to the store's `menu`.
 */
export function useLocationMenu(): LocationMenu {
  const hydrated = useClientState((s) => s.hydrated);
  // `catering-order.order-menu`: the restaurant's catering menu on the catering channel.
  const menuId = useClientState((s) => (s.location ? orderMenuIdOf(s.location, s.channel) : null));
  const [state, setState] = useState<LocationMenu>({ status: "waiting" });

  useEffect(() => {
    if (!hydrated) return;
    if (!menuId) {
      setState({ status: "no-location" });
      return;
    }
    const stored = usableStoredMenu(clientStore.getState().menu, menuId);
    if (stored) setState({ status: "ready", menu: stored });
    else setState({ status: "loading" });
    const controller = new AbortController();
    // Refresh even a stored menu: availability (sold out, hours) changes during the day.
    api
      .call("menusGet", { params: { menuId }, signal: controller.signal })
      .then((result) => {
        if (!result.ok) {
          if (!stored) setState({ status: "error" });
          return;
        }
        clientStore.setState({ menu: result.data });
        setState({ status: "ready", menu: result.data });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [hydrated, menuId]);

  return state;
}
