import { useEffect, useState } from "react";

import { type MenuResponse, menuResponseSchema } from "@coop/contract/menus";

import { api } from "../../lib/api-client.ts";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";

export type LocationMenu =
  | { status: "waiting" }
  | { status: "no-location" }
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; menu: MenuResponse };

function storedMenuFor(menuId: string): MenuResponse | null {
  const stored = clientStore.getState().menu;
  if (!stored || stored.id !== menuId) return null;
  const parsed = menuResponseSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/**
 * The chosen restaurant's menu (screens §7 getMenu): from the store when it holds that
 * menu (kept 1 hour, screens §3), otherwise fetched and written to the store's `menu`.
 */
export function useLocationMenu(): LocationMenu {
  const hydrated = useClientState((s) => s.hydrated);
  const menuId = useClientState((s) => s.location?.menu_id ?? null);
  const [state, setState] = useState<LocationMenu>({ status: "waiting" });

  useEffect(() => {
    if (!hydrated) return;
    if (!menuId) {
      setState({ status: "no-location" });
      return;
    }
    const stored = storedMenuFor(menuId);
    if (stored) setState({ status: "ready", menu: stored });
    else setState({ status: "loading" });
    const controller = new AbortController();
    // Refresh even a stored menu: availability (sold out, hours) changes during the day.
    api
      .call<MenuResponse>("menusGet", { params: { menuId }, signal: controller.signal })
      .then((result) => {
        if (!result.ok) {
          if (!stored) setState({ status: "error" });
          return;
        }
        clientStore.setState({ menu: result.data as never });
        setState({ status: "ready", menu: result.data });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [hydrated, menuId]);

  return state;
}
