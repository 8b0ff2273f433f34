import { useCallback, useEffect, useRef, useState } from "react";

import { buildUrl, endpoint } from "@coop/contract/endpoints";
import type { Location } from "@coop/contract/locations";
import type { OrderJson } from "@coop/contract/orders";

import { api } from "../../lib/api-client.ts";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";
import { isPlacedStatus } from "./confirm-rules.ts";
import {
  browserEventSource,
  followOrderStatus,
  type LiveMode,
  type StatusJson,
} from "./live-status.ts";

export type { StatusJson } from "./live-status.ts";

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
 * only paints first. Then the live status (live-status.ts, `order.tracker-sse-fallback`):
 * the server-sent events of GET orders/{id}/events, or GET orders/{id}/status polled with
 * back-off when the browser has no EventSource or the stream keeps failing; stopped at a
 * final state.
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
  const [mode, setMode] = useState<LiveMode | null>(null);

  useEffect(() => {
    if (!placedId) return;
    const follow = followOrderStatus({
      url: buildUrl(endpoint("ordersEvents"), { id: placedId }),
      eventSource: browserEventSource(),
      onStatus: setStatus,
      onMode: setMode,
      fetchStatus: (signal) => api.call("ordersStatus", { params: { id: placedId }, signal }),
    });
    pokeRef.current = follow.poke;
    return () => {
      follow.stop();
      pokeRef.current = () => undefined;
    };
  }, [placedId]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** Shows a status an action answered with, and restarts quick polling. */
  const applyStatus = useCallback((next: StatusJson | null) => {
    if (next) setStatus(next);
    pokeRef.current();
  }, []);

  return { state, location, locationSettled, status, mode, retry, applyStatus };
}
