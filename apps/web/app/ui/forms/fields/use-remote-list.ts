import { useCallback, useEffect, useState } from "react";

import { api } from "../../../lib/api-client.ts";
import { type FavoriteOption, favoriteOptions, type StoreOption } from "../form-rules.ts";

export type RemoteList<T> =
  { status: "loading" } | { status: "ready"; items: T[] } | { status: "error"; message: string };

type Loaded<T> = { ok: true; items: T[] } | { ok: false; message: string };

/** One request per page for a list many fields share; a failure is forgotten so a retry asks again. */
function cached<T>(load: () => Promise<Loaded<T>>) {
  let pending: Promise<Loaded<T>> | null = null;
  return {
    get(): Promise<Loaded<T>> {
      pending ??= load().then((result) => {
        if (!result.ok) pending = null;
        return result;
      });
      return pending;
    },
    reset() {
      pending = null;
    },
  };
}

/** The chain's restaurants (the locations list), for the store select. */
export const storesSource = cached<StoreOption>(async () => {
  const result = await api.call("locationsList");
  if (!result.ok) return { ok: false, message: result.errors.join(" ") };
  return {
    ok: true,
    items: result.data.locations.map(({ id, name, address, city, state, zip }) => ({
      id,
      name,
      address,
      city,
      state,
      zip,
    })),
  };
});

/** The default menu's items (at most 300), for the favorites selector. */
export const favoritesSource = cached<FavoriteOption>(async () => {
  const result = await api.call("menusGet", { params: { menuId: "default" } });
  if (!result.ok) return { ok: false, message: result.errors.join(" ") };
  return { ok: true, items: favoriteOptions(result.data.categories) };
});

/** Loads a shared list after hydration, with loading and error states and a retry. */
export function useRemoteList<T>(source: { get(): Promise<Loaded<T>> }): {
  list: RemoteList<T>;
  retry: () => void;
} {
  const [list, setList] = useState<RemoteList<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setList({ status: "loading" });
    void source.get().then((result) => {
      if (!live) return;
      setList(
        result.ok
          ? { status: "ready", items: result.items }
          : { status: "error", message: result.message },
      );
    });
    return () => {
      live = false;
    };
  }, [source, attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { list, retry };
}
