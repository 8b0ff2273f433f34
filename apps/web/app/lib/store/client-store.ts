import { useSyncExternalStore } from "react";

import type { StoredOrder } from "@coop/contract/entities";

import { randomId } from "../random-id.ts";
import { loadPersistedState, type LoadResult, persistChanges, storageKeys } from "./persistence.ts";
import { type ClientState, initialClientState } from "./state.ts";

/** Every part of the client state but the order, which only `setOrder` writes. */
export type StatePatch = Partial<Omit<ClientState, "order">>;

export type StateUpdate = StatePatch | ((state: ClientState) => StatePatch);

export type ClientStore = {
  getState(): ClientState;
  setState(update: StateUpdate): void;
  /**
   * Writes the stored order, with any other state that changes with it in the same update.
   * Only the queued order actions call it (through lib/order/order-queue.ts; a test checks that
   * nothing else does): an order answer written beside the queue could put an older order
   * back over a newer one.
   */
  setOrder(order: StoredOrder | null, alongside?: StatePatch): void;
  subscribe(listener: () => void): () => void;
  /**
   * Reads the personal state from local storage (once, in the browser, after the server
   * HTML is on screen) and from then on writes every change back.
   */
  hydrate(storage: Storage, now?: number): LoadResult;
};

export function createClientStore(initial: ClientState = initialClientState()): ClientStore {
  let state = initial;
  let storage: Storage | null = null;
  const listeners = new Set<() => void>();

  function setState(update: Partial<ClientState> | StateUpdate): void {
    const patch: Partial<ClientState> = typeof update === "function" ? update(state) : update;
    const keys = Object.keys(patch) as (keyof ClientState)[];
    if (keys.every((key) => Object.is(state[key], patch[key]))) return;
    const prev = state;
    state = { ...state, ...patch };
    if (storage) persistChanges(storage, prev, state);
    for (const listener of listeners) listener();
  }

  return {
    getState: () => state,
    setState,
    setOrder: (order, alongside = {}) => setState({ ...alongside, order }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hydrate(target, now = Date.now()) {
      const result = loadPersistedState(target, now);
      storage = null; // the loaded values are already stored; write only later changes
      setState({ ...result.state, hydrated: true });
      storage = target;
      if (!state.deviceId) setState({ deviceId: randomId() });
      return result;
    },
  };
}

/** The page's one store. On the server it is never hydrated: it only serves defaults. */
export const clientStore = createClientStore();

const serverState = initialClientState();

/**
 * Reads a slice of the client state. During server rendering and hydration it returns the
 * defaults (signed out, no location, empty cart), so the first browser render matches the
 * server HTML; personal values arrive right after hydration. Selectors must return stored
 * references or primitives (not new objects), or React re-renders forever.
 */
export function useClientState<T>(selector: (state: ClientState) => T): T {
  return useSyncExternalStore(
    clientStore.subscribe,
    () => selector(clientStore.getState()),
    () => selector(serverState),
  );
}

/** Keys whose change in another tab is mirrored into this one. */
export const syncedKeys: readonly string[] = Object.values(storageKeys);
