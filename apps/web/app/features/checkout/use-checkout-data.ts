import { useEffect, useMemo, useRef, useState } from "react";

import { hasDaypartItem } from "@coop/contract/daypart";
import type { MemberAddress, MemberPayment } from "@coop/contract/members";
import type { TimesResponse } from "@coop/contract/menus";

import { track } from "../../lib/analytics.ts";
import {
  getRestaurant,
  getSavedAddresses,
  getSavedCards,
  getTimes,
  setDonation,
} from "../../lib/order/checkout-actions.ts";
import { ecommercePayload, lineItem } from "../../lib/order/ecommerce.ts";
import { validateOrder, type Validation } from "../../lib/order/order-actions.ts";
import { handoffOf, linesOf, totalsOf } from "../../lib/order/order-model.ts";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";
import { isSignedIn } from "../../lib/store/state.ts";
import { donationNeedsUpdate, roundUpAmount } from "./checkout-rules.ts";
import { checkoutSession, useCheckoutSession } from "./checkout-session.ts";

const begun = new Set<string>();

/** `tracking.begin-checkout`: once per order, when the checkout opens with items. */
function beginCheckoutOnce(orderId: string) {
  const key = `begin_checkout:${orderId}`;
  try {
    if (begun.has(key) || sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, "1");
  } catch {
    if (begun.has(key)) return;
  }
  begun.add(key);
  const { order, channel, location } = clientStore.getState();
  track("begin_checkout", ecommercePayload(linesOf(order).map(lineItem), channel, location));
}

/**
 * What the checkout reads from the API: the restaurant (handoff modes, address, time zone),
 * the validation of the order (re-run whenever what it depends on changes), the time slots
 * for the handoff, the member's saved cards and addresses; it fires begin_checkout and
 * keeps the round-up donation rounding up when the totals change (`donation.follows-changes`).
 */
export function useCheckoutData() {
  const order = useClientState((s) => s.order);
  const hydrated = useClientState((s) => s.hydrated);
  const locationId = useClientState((s) => s.location?.id ?? null);
  const signedIn = useClientState(isSignedIn);
  const { restaurant } = useCheckoutSession();
  const [validation, setValidation] = useState<Validation | null>(null);
  const [validationError, setValidationError] = useState<string | null>(null);
  const [times, setTimes] = useState<TimesResponse | null>(null);
  const [timesError, setTimesError] = useState<string | null>(null);
  const [savedCards, setSavedCards] = useState<MemberPayment["account"][]>([]);
  const [savedAddresses, setSavedAddresses] = useState<MemberAddress[]>([]);
  const [donationError, setDonationError] = useState<string | null>(null);
  const lines = linesOf(order);
  const orderId = order?.id ?? null;
  const restaurantId =
    (order && "location_id" in order ? String(order.location_id) : null) ?? locationId;
  const handoff = handoffOf(order);
  const daypart = hasDaypartItem(lines.map((l) => l.name));
  // One object per order state: the round-up effect below runs when the totals change.
  const totals = useMemo(() => totalsOf(order), [order]);

  useEffect(() => {
    if (orderId && lines.length > 0) beginCheckoutOnce(orderId);
  }, [orderId, lines.length]);

  useEffect(() => {
    if (!restaurantId) return;
    let live = true;
    void getRestaurant(restaurantId).then((r) => {
      if (live && r.ok) checkoutSession.set({ restaurant: r.data });
    });
    return () => {
      live = false;
    };
  }, [restaurantId]);

  // Validation, each time something it depends on changes (its own answer changes none).
  const signature = JSON.stringify([
    orderId,
    order?.totals,
    order?.handoff,
    order?.time,
    order?.coupon,
    lines.map((l) => [l.id, l.quantity]),
    (order as { customfields?: unknown } | null)?.customfields,
  ]);
  useEffect(() => {
    if (!orderId || lines.length === 0) return;
    let live = true;
    void validateOrder(orderId).then((v) => {
      if (!live) return;
      if (v.ok) {
        setValidation(v.data);
        setValidationError(null);
      } else setValidationError(v.errors[0] ?? null);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature stands for the order
  }, [signature]);

  const menuId = order?.menu_id ?? null;
  useEffect(() => {
    if (!menuId) return;
    let live = true;
    setTimes(null);
    setTimesError(null);
    void getTimes(menuId, handoff, daypart).then((r) => {
      if (!live) return;
      if (r.ok) setTimes(r.data);
      else setTimesError(r.errors[0] ?? null);
    });
    return () => {
      live = false;
    };
  }, [menuId, handoff, daypart]);

  useEffect(() => {
    if (!hydrated || !signedIn) return;
    let live = true;
    void getSavedCards().then((r) => live && r.ok && setSavedCards(r.data));
    void getSavedAddresses().then((r) => live && r.ok && setSavedAddresses(r.data));
    return () => {
      live = false;
    };
  }, [hydrated, signedIn]);

  // `donation.follows-changes`: whenever the totals change and the order has a donation, round up
  // again.
  const donation = order?.donations[0]?.amount ?? null;
  const sending = useRef(false);
  const lastSent = useRef("");
  useEffect(() => {
    if (!orderId || sending.current || !donationNeedsUpdate(donation, totals)) return;
    const key = JSON.stringify([orderId, { ...totals, donations: 0, total: 0 }]);
    if (lastSent.current === key) return; // sent for these totals already: never loop
    lastSent.current = key;
    sending.current = true;
    void setDonation(orderId, roundUpAmount(totals)).then((r) => {
      sending.current = false;
      setDonationError(r.ok ? null : (r.errors[0] ?? null));
    });
  }, [orderId, donation, totals]);

  return {
    order,
    restaurant,
    validation,
    validationError,
    times,
    timesError,
    savedCards,
    savedAddresses,
    donationError,
    setDonationError,
    daypart,
    handoff,
  };
}
