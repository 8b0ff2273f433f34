import { useCallback, useEffect, useRef, useState } from "react";

import type { ResponseOf } from "@coop/contract/api-types";
import type { Location } from "@coop/contract/locations";
import type { OrderJson } from "@coop/contract/orders";

import { api } from "../../lib/api-client.ts";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";
import { isFinalStatus, isPlacedStatus, nextPollDelay } from "./confirm-rules.ts";

/** A placed order's live status (GET orders/{id}/status, and the arrival's answer). */
export type StatusJson = ResponseOf<"ordersStatus">;

export type ConfirmState =
  | { kind: "waiting" }
  | { kind: "loading" }
  | { kind: "not-found" }
  | { kind: "not-placed"; order: OrderJson }
  | { kind: "error" }
  | { kind: "ready"; order: OrderJson };

/** The order the checkout just placed (the store's activeOrder), for the first paint only. */
function activeOrderFor(id: string): OrderJson | null {
  const active = clientStore.getState().activeOrder as unknown as OrderJson | null;
  return active && active.id === id && typeof active.location_id === "number" ? active : null;
}

/**
 * The confirmation's data, from the URL's order id alone (a reload, a shared link, a new
 * tab): GET orders/{id}, then its restaurant (GET locations/{id}); the store's activeOrder
 * only paints first. Then the live status: GET orders/{id}/status polled with back-off
 * (5 s doubling to 60 s, back to 5 s on a change), paused while the tab is hidden and
 * stopped at a final state.
 */
export function useOrderTracking(orderId: string | null) {
  const hydrated = useClientState((s) => s.hydrated);
  const [state, setState] = useState<ConfirmState>({ kind: "waiting" });
  const [location, setLocation] = useState<Location | null>(null);
  /** The restaurant lookup has answered (found or not): the purchase event can go. */
  const [locationSettled, setLocationSettled] = useState(false);
  const [status, setStatus] = useState<StatusJson | null>(null);
  const [attempt, setAttempt] = useState(0);
  const pokeRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!hydrated) return;
    if (!orderId) {
      setState({ kind: "not-found" });
      return;
    }
    const first = activeOrderFor(orderId);
    setState(first ? { kind: "ready", order: first } : { kind: "loading" });
    const controller = new AbortController();
    api
      .call("ordersGet", { params: { id: orderId }, signal: controller.signal })
      .then((result) => {
        if (!result.ok) {
          setState(
            result.status === 404 || result.status === 400
              ? { kind: "not-found" }
              : { kind: "error" },
          );
          return;
        }
        const order = result.data;
        setState(
          isPlacedStatus(order.status) ? { kind: "ready", order } : { kind: "not-placed", order },
        );
        return api
          .call("locationsGet", {
            params: { id: order.location_id },
            signal: controller.signal,
          })
          .then((loc) => {
            if (loc.ok) setLocation(loc.data);
            setLocationSettled(true);
          });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [hydrated, orderId, attempt]);

  const placedId = state.kind === "ready" ? state.order.id : null;

  useEffect(() => {
    if (!placedId) return;
    const controller = new AbortController();
    let delay: number | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight = false;
    let last: string | null = null;
    let done = false;

    const schedule = () => {
      if (done || document.hidden) return;
      timer = setTimeout(tick, delay ?? 0);
    };

    async function tick() {
      timer = undefined;
      if (inFlight || done || document.hidden) return;
      inFlight = true;
      const result = await api
        .call("ordersStatus", { params: { id: placedId! }, signal: controller.signal })
        .catch(() => null);
      inFlight = false;
      if (!result || controller.signal.aborted) return;
      let changed = false;
      if (result.ok) {
        const key = `${result.data.status}|${result.data.arrived}|${result.data.can_cancel}`;
        changed = last !== null && key !== last;
        last = key;
        setStatus(result.data);
        if (isFinalStatus(result.data.status)) {
          done = true;
          return;
        }
      }
      delay = nextPollDelay(delay, changed);
      schedule();
    }

    const onVisibility = () => {
      if (document.hidden) {
        clearTimeout(timer);
        timer = undefined;
      } else if (timer === undefined) void tick();
    };
    // After the customer changed something (arrival, cancel): ask now, then poll quickly again.
    pokeRef.current = () => {
      clearTimeout(timer);
      timer = undefined;
      delay = null;
      done = false;
      void tick();
    };

    void tick();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      done = true;
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      pokeRef.current = () => undefined;
    };
  }, [placedId]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** Shows a status an action answered with, and restarts quick polling. */
  const applyStatus = useCallback((next: StatusJson | null) => {
    if (next) setStatus(next);
    pokeRef.current();
  }, []);

  return { state, location, locationSettled, status, retry, applyStatus };
}
