import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";

import type { StoredLocation } from "@coop/contract/entities";

import { useClientState } from "../../lib/store/client-store.ts";
import { locationStepPath } from "./order-steps-rules.ts";

export type RestaurantGate =
  { status: "waiting" } | { status: "none" } | { status: "ready"; location: StoredLocation };

/**
 * `order-steps.no-restaurant`: whether the order flow has its restaurant. The restaurant lives
 * in the browser's storage, so this waits for hydration, and for a `?store=` link being
 * set up (`order-steps.store-param`), before it says there is none.
 */
export function useRestaurantGate(): RestaurantGate {
  const hydrated = useClientState((s) => s.hydrated);
  const location = useClientState((s) => s.location);
  const [search] = useSearchParams();
  if (!hydrated || search.has("store")) return { status: "waiting" };
  return location ? { status: "ready", location } : { status: "none" };
}

/**
 * `order-steps.no-restaurant`: a screen of the order flow that needs a restaurant sends a
 * visitor without one to the restaurant step (replacing the history entry, so Back does not
 * return to the empty screen), carrying where they were going.
 */
export function useSendToRestaurantStep(none: boolean, next: string | null): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (none) void navigate(locationStepPath(next), { replace: true });
  }, [none, next, navigate]);
}
