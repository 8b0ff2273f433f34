import type {
  AuthToken,
  StoredLocation,
  StoredMenu,
  StoredOrder,
  StoredUser,
  WalletOffer,
} from "@coop/contract/entities";
import type { Channel } from "@coop/contract/headers";
import type { FaveLocationsResponse } from "@coop/contract/members";

import type { Language } from "../language.ts";
import { defaultLanguage } from "../language.ts";
import type { PendingCart } from "../order/catering-cart-rules.ts";

/** The two sides of the pickup/delivery toggle (curbside is a kind of pickup). */
export type HandoffToggle = "pickup" | "delivery";

/** A delivery address as the client keeps it (`handoff.saved-address`). */
export type DeliveryAddress = {
  id?: string;
  address: string;
  apt?: string;
  city: string;
  state: string;
  zip: string;
};

/**
 * The client state (what `store.keys-expiries` persists, plus the device id, client type,
 * errors and loading flags). One store for the whole app: see client-store.ts.
 */
export type ClientState = {
  deviceId: string | null;
  /** Client type sent as client_type (default web). */
  client: string;
  language: Language;
  channel: Channel;
  user: StoredUser | null;
  token: AuthToken | null;
  location: StoredLocation | null;
  locationList: StoredLocation[];
  order: StoredOrder | null;
  /**
   * `catering-order.pending-cart`: the catering lines added before a restaurant is chosen (kept
   * 1 day, like the order); carried onto the order when a restaurant is chosen.
   */
  cateringCart: PendingCart | null;
  menu: StoredMenu | null;
  walletOffers: WalletOffer[];
  offers: WalletOffer[];
  payments: unknown[];
  /** The member's favorite restaurants (`member.favorite-restaurants`), read after sign-in. */
  favelocations: FaveLocationsResponse["favelocations"];
  errors: string[];
  loading: boolean;
  showCart: boolean;
  showMobileMenu: boolean;
  orderConfirming: boolean;
  shouldOpenConfirmLocationModal: boolean;
  confirmLocationModalSection: HandoffToggle | null;
  headerHeight: number;
  footerHeight: number;
  /** Global content of the content service (top banner, options with the global class…). */
  globalContent: Record<string, unknown> | null;
  handoffToggle: HandoffToggle;
  /** A pending offer, applied when the cart mounts (`wallet.pending-offer`). */
  offerToApply: WalletOffer | null;
  /**
   * Where to go after sign-in or sign-up (`member.redirect-after-sign-in`: written when a
   * signed-out visitor is sent to sign-in, read and cleared by `completeSignIn`).
   */
  redirect: string | null;
  guestUser: boolean;
  createAccount: boolean;
  activeOrder: StoredOrder | null;
  globalClass: string;
  activeSku: string | null;
  stateSearch: string;
  deliveryAddress: DeliveryAddress | null;
  /** Catering flags: show config order; minimum time order (`store.defaults`: true). */
  catering: { showConfigOrder: boolean; minimumTimeOrder: boolean };
  /** True once the personal state has been read from local storage (after hydration). */
  hydrated: boolean;
};

export function initialClientState(overrides: Partial<ClientState> = {}): ClientState {
  return {
    deviceId: null,
    client: "web",
    language: defaultLanguage,
    channel: "default",
    user: null,
    token: null,
    location: null,
    locationList: [],
    order: null,
    cateringCart: null,
    menu: null,
    walletOffers: [],
    offers: [],
    payments: [],
    favelocations: [],
    errors: [],
    loading: false,
    showCart: false,
    showMobileMenu: false,
    orderConfirming: false,
    shouldOpenConfirmLocationModal: false,
    confirmLocationModalSection: null,
    headerHeight: 0,
    footerHeight: 0,
    globalContent: null,
    handoffToggle: "pickup",
    offerToApply: null,
    redirect: null,
    guestUser: false,
    createAccount: false,
    activeOrder: null,
    globalClass: "",
    activeSku: null,
    stateSearch: "",
    deliveryAddress: null,
    catering: { showConfigOrder: false, minimumTimeOrder: true },
    hydrated: false,
    ...overrides,
  };
}

/** `store.signed-in`: signed in is a member and their token, both stored. */
export function isSignedIn(state: Pick<ClientState, "user" | "token">): boolean {
  return state.user !== null && state.token !== null;
}

/**
 * The number of items in the cart (sum of line quantities): the order's, or before there is
 * one the catering cart's (`catering-order.pending-cart`).
 */
export function cartQuantity(
  state: Pick<ClientState, "order"> & Partial<Pick<ClientState, "cateringCart">>,
): number {
  const ordered = state.order?.products.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  if (ordered > 0 || !state.cateringCart) return ordered;
  return state.cateringCart.lines.reduce((sum, line) => sum + line.quantity, 0);
}
