/**
 * What the checkout page and the 'Are these details correct?' dialog (mounted in the
 * default layout) share while a Place Order is under way: the restaurant (for the
 * pickup address), the page's place-order step (card token + submit, with the card data
 * kept only in the page's memory) and whether it is in flight. Also the guest's new-account
 * password and terms box (`checkout.create-account`): in this module's memory only, never in
 * the client store or local storage.
 */
import { useSyncExternalStore } from "react";

import type { Location } from "@coop/contract/locations";

export type CheckoutSession = {
  restaurant: Location | null;
  /** Set while the checkout page is mounted: tokenizes the card (if new) and submits. */
  place: (() => Promise<void>) | null;
  busy: boolean;
  /** The dialog closed on a payment failure: focus goes to its message, not to Place Order. */
  failed: boolean;
  /** The guest's password for the account to create, and whether they accepted the terms. */
  account: { password: string; terms: boolean };
};

const initial: CheckoutSession = {
  restaurant: null,
  place: null,
  busy: false,
  failed: false,
  account: { password: "", terms: false },
};
let state = initial;
const listeners = new Set<() => void>();

export const checkoutSession = {
  get: () => state,
  set(patch: Partial<CheckoutSession>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useCheckoutSession(): CheckoutSession {
  return useSyncExternalStore(checkoutSession.subscribe, checkoutSession.get, () => initial);
}
