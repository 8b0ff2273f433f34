/**
 * The member's favorite restaurants in the browser (`member.favorite-restaurants`): read once
 * per page that shows them (GET members/faves/locations), kept in the client store's
 * `favelocations`, and changed one restaurant at a time (POST or DELETE
 * members/faves/locations/{id}); every change answers the whole list, which replaces the
 * stored one. Shared by the restaurant finder, the location-confirm dialog and
 * /account/favorites.
 */
import { useEffect, useState } from "react";

import type { StoredLocation } from "@coop/contract/entities";
import type { FaveLocationsResponse } from "@coop/contract/members";

import { api } from "../api-client.ts";
import { clientStore, useClientState } from "../store/client-store.ts";
import { isSignedIn } from "../store/state.ts";

export type FavoriteLocation = FaveLocationsResponse["favelocations"][number];

export type FavoritesStatus = "signed-out" | "loading" | "ready" | "error";

/** A favorite as the client keeps a chosen restaurant (what choosing it for pickup needs). */
export function favoriteToStored(fave: FavoriteLocation): StoredLocation {
  return {
    id: String(fave.id),
    name: fave.name,
    address: fave.address,
    city: fave.city,
    state: fave.state,
    zip: fave.zip,
    menu_id: fave.menu_id,
    lat: fave.lat,
    lng: fave.lng,
    phone: fave.phone,
  };
}

/** Whether the restaurant with this id is one of the member's favorites. */
export function isFavorite(favorites: readonly FavoriteLocation[], id: number | string): boolean {
  return favorites.some((f) => String(f.id) === String(id));
}

/** Reads the member's favorites into the store; answers the API's errors, or null. */
export async function loadFavorites(): Promise<string[] | null> {
  const result = await api.call("membersFavesLocationsList");
  if (!result.ok) return result.errors;
  clientStore.setState({ favelocations: result.data.favelocations });
  return null;
}

/**
 * Adds (`on`) or removes a favorite restaurant; the answered list replaces the stored one.
 * Resolves to the API's errors, or null when it worked. Never throws.
 */
export async function setFavorite(id: number, on: boolean): Promise<string[] | null> {
  const result = await api.call(on ? "membersFavesLocationsAdd" : "membersFavesLocationsRemove", {
    params: { id },
  });
  if (!result.ok) return result.errors;
  clientStore.setState({ favelocations: result.data.favelocations });
  return null;
}

/**
 * The member's favorites for a screen: read once when the screen mounts (or `enabled` turns
 * true) with a signed-in member, again when the member changes; "signed-out" for visitors.
 */
export function useFavoriteLocations(enabled = true): {
  favorites: FavoriteLocation[];
  status: FavoritesStatus;
  retry: () => void;
} {
  const favorites = useClientState((s) => s.favelocations);
  const hydrated = useClientState((s) => s.hydrated);
  const user = useClientState((s) => s.user);
  const token = useClientState((s) => s.token);
  const signedIn = hydrated && isSignedIn({ user, token });
  const tokenValue = token?.ordering.access.token ?? null;
  const [status, setStatus] = useState<FavoritesStatus>("loading");
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!signedIn || !enabled) return;
    let live = true;
    setStatus("loading");
    void loadFavorites().then((errors) => {
      if (live) setStatus(errors ? "error" : "ready");
    });
    return () => {
      live = false;
    };
  }, [signedIn, enabled, tokenValue, attempt]);

  return {
    favorites: signedIn ? favorites : [],
    status: !hydrated ? "loading" : signedIn ? status : "signed-out",
    retry: () => setAttempt((n) => n + 1),
  };
}
