/**
 * The restaurants the signed-in staff member works at (opsRestaurants), asked once per
 * session and shared by the header and the restaurant list. `ops-shell.restaurants-fallback`: while
 * the server does not serve the list (404), the pages fall back to the restaurant numbers of
 * the session (admins, who have none, open a restaurant by number) and switch to the list as
 * soon as it answers.
 */
import { useEffect, useState } from "react";

import type { OpsRestaurant } from "@coop/contract/ops-board";

import { opsApi, useStaffSession } from "../staff-session.ts";

export type OpsRestaurantsState =
  | { status: "loading" }
  | { status: "ready"; restaurants: OpsRestaurant[] }
  /** Not served: the numbers from the session (empty for admins and marketing). */
  | { status: "fallback"; ids: number[] }
  | { status: "error"; message: string };

const NO_RESTAURANTS: OpsRestaurantsState = { status: "ready", restaurants: [] };

const cache = new Map<string, Promise<OpsRestaurantsState>>();

async function load(ids: number[]): Promise<OpsRestaurantsState> {
  const result = await opsApi.call("opsRestaurants");
  if (result.ok) return { status: "ready", restaurants: result.data.data };
  if (result.status === 404) return { status: "fallback", ids };
  return { status: "error", message: result.errors.join(" ") };
}

/** Forgets the cached list (after sign-out, and in tests). */
export function forgetOpsRestaurants(): void {
  cache.clear();
}

export function useOpsRestaurants(): OpsRestaurantsState {
  const session = useStaffSession();
  const token = session.status === "signed-in" ? session.session.token : null;
  const ids = session.status === "signed-in" ? session.session.staff.restaurants : null;
  const marketing = session.status === "signed-in" && session.session.staff.role === "marketing";
  const [state, setState] = useState<{ token: string | null; value: OpsRestaurantsState }>({
    token: null,
    value: { status: "loading" },
  });
  const idsKey = ids?.join(",") ?? "";

  useEffect(() => {
    if (token === null || marketing) return;
    let cancelled = false;
    let pending = cache.get(token);
    if (!pending) {
      pending = load(idsKey === "" ? [] : idsKey.split(",").map(Number));
      cache.set(token, pending);
      // A failure is asked again on the next visit, not kept for the session.
      void pending.then((value) => {
        if (value.status === "error") cache.delete(token);
      });
    }
    void pending.then((value) => {
      if (!cancelled) setState({ token, value });
    });
    return () => {
      cancelled = true;
    };
  }, [token, idsKey, marketing]);

  if (token !== null && marketing) return NO_RESTAURANTS;
  return state.token === token && token !== null ? state.value : { status: "loading" };
}

/** The name a restaurant shows in the header: its name from the list, or its number. */
export function restaurantLabel(
  state: OpsRestaurantsState,
  id: number,
): { name: string | null; restaurant: OpsRestaurant | null } {
  if (state.status !== "ready") return { name: null, restaurant: null };
  const restaurant = state.restaurants.find((r) => r.id === id) ?? null;
  return { name: restaurant?.name ?? null, restaurant };
}
