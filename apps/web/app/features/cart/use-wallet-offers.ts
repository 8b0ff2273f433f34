import { useEffect } from "react";

import { clientStore } from "../../lib/store/client-store.ts";
import { getWalletOffers } from "./cart-flow.ts";

/**
 * Loads the member's wallet offers into the store whenever `active` turns true (the cart
 * panel opening signed in, the checkout with a member). A reply after `active` turned false
 * again is dropped.
 */
export function useWalletOffers(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    let live = true;
    void getWalletOffers().then((offers) => {
      if (live) clientStore.setState({ walletOffers: offers });
    });
    return () => {
      live = false;
    };
  }, [active]);
}
