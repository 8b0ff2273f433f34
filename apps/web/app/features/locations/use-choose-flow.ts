import { useCallback, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";

import type { StoredLocation } from "@coop/contract/entities";

import type { UnavailableLine } from "../../lib/order/handoff-order-actions.ts";
import { productPath, routePaths } from "../../lib/route-names.ts";
import { clientStore } from "../../lib/store/client-store.ts";
import type { DeliveryAddress } from "../../lib/store/state.ts";
import {
  chooseDeliveryAddress,
  choosePickupLocation,
  type ChooseResult,
} from "./choose-location.ts";

export type ChooseFlowState = {
  /** The id of the restaurant (or "delivery") being set up; null when idle. */
  busy: string | null;
  /** The API's message when choosing failed ("" when it gave none). */
  error: string | null;
  /** Lines the transfer left behind: shown before going on to /order. */
  unavailable: { name: string; lines: UnavailableLine[] } | null;
};

const idle: ChooseFlowState = { busy: null, error: null, unavailable: null };

/**
 * Choosing a restaurant or a delivery address from a screen: runs choose-location.ts,
 * then goes to /order (or to the product named by `?product=`, `menu.public-product-order`;
 * or to `nextPath` when the screen names where the customer goes on, as the order flow's
 * steps do), unless the order lost lines on the way (then the screen says which and the
 * customer continues). One choice at a time.
 */
export function useChooseFlow(nextPath?: string) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const product = search.get("product")?.trim();
  const next = nextPath ?? (product ? productPath({ sku: product }) : routePaths["order-items"]);
  const [state, setState] = useState<ChooseFlowState>(idle);
  const running = useRef(false);

  const finish = useCallback(
    (result: ChooseResult, name: string): ChooseResult => {
      if (!result.ok) {
        setState({ busy: null, error: result.errors[0] ?? "", unavailable: null });
      } else if (result.unavailable.length > 0) {
        setState({ busy: null, error: null, unavailable: { name, lines: result.unavailable } });
      } else {
        setState(idle);
        void navigate(next);
      }
      return result;
    },
    [navigate, next],
  );

  const pickup = useCallback(
    async (location: StoredLocation): Promise<ChooseResult | null> => {
      if (running.current) return null;
      running.current = true;
      setState({ busy: location.id, error: null, unavailable: null });
      try {
        return finish(await choosePickupLocation(location), location.name);
      } finally {
        running.current = false;
      }
    },
    [finish],
  );

  const delivery = useCallback(
    async (address: DeliveryAddress): Promise<ChooseResult | null> => {
      if (running.current) return null;
      running.current = true;
      setState({ busy: "delivery", error: null, unavailable: null });
      try {
        const result = await chooseDeliveryAddress(address);
        return finish(result, clientStore.getState().location?.name ?? "");
      } finally {
        running.current = false;
      }
    },
    [finish],
  );

  const proceed = useCallback(() => {
    setState(idle);
    void navigate(next);
  }, [navigate, next]);

  /** Back to idle (a dialog reopened): no stale error or notice. */
  const reset = useCallback(() => {
    if (!running.current) setState(idle);
  }, []);

  return { state, pickup, delivery, proceed, reset };
}
