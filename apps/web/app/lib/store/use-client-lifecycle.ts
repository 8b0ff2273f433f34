import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

import { api } from "../api-client.ts";
import { channelFor } from "../channel.ts";
import { clientStore, syncedKeys } from "./client-store.ts";
import type { ClientState } from "./state.ts";

/**
 * `frame.route-change`: on every route change the cart and the mobile menu close and the errors
 * clear.
 */
export const routeChangeUpdate: Partial<ClientState> = {
  showCart: false,
  showMobileMenu: false,
  errors: [],
};

/**
 * Mounted once at the root. After hydration it loads the personal state from local
 * storage (applying the start-up rules), keeps tabs in step, and applies the
 * route-change rules, re-checking the channel on every route change (`channel.from-host`).
 */
export function useClientLifecycle(): void {
  const location = useLocation();
  const first = useRef(true);

  useEffect(() => {
    const result = clientStore.hydrate(window.localStorage);
    clientStore.setState({ channel: channelFor(window.location) });
    if (result.orderToAbandon) {
      // `token.provider`: signed out because the token came from another provider, so the
      // order is abandoned.
      void api.call("ordersAbandon", { params: { id: result.orderToAbandon.id } });
    }
    const onStorage = (event: StorageEvent) => {
      if (
        event.storageArea === window.localStorage &&
        (event.key === null || syncedKeys.includes(event.key))
      ) {
        clientStore.hydrate(window.localStorage);
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    clientStore.setState({ ...routeChangeUpdate, channel: channelFor(window.location) });
  }, [location.pathname, location.search]);
}
