import { useEffect } from "react";
import { useLocation } from "react-router";

import { clientStore } from "../../lib/store/client-store.ts";
import { usePendingOffer } from "./use-pending-offer.ts";

/**
 * What the cart does while its panel is closed (its panel's code loads on first open):
 * applies a pending offer (`wallet.pending-offer`) and reopens the panel after a navigation
 * that asks for it (back from editing a cart line, `cart.panel`).
 */
export function CartWatchers() {
  const { key: locationKey, state: navState } = useLocation();

  // `frame.route-change`: the cart closes on route change (the root's route-change rules do it); a
  // navigation that asks for it open (back from editing a cart line) opens it again
  // once those rules have run.
  const reopen = Boolean((navState as { openCart?: boolean } | null)?.openCart);
  useEffect(() => {
    if (!reopen) return;
    const id = setTimeout(() => clientStore.setState({ showCart: true }), 0);
    return () => clearTimeout(id);
  }, [locationKey, reopen]);

  usePendingOffer();
  return null;
}
