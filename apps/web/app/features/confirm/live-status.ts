import type { ResponseOf } from "@coop/contract/api-types";

import { isFinalStatus, nextPollDelay } from "./confirm-rules.ts";

/** A placed order's live status (GET orders/{id}/status, each live event, the arrival's answer). */
export type StatusJson = ResponseOf<"ordersStatus">;

/** How the tracker hears of changes: the live stream, or polling. */
export type LiveMode = "sse" | "polling";

/** Errors in a row (no event between them) after which the live stream is given up for polling. */
export const SSE_MAX_ERRORS = 3;

/** What the tracker needs of the browser's EventSource (a fake one in tests). */
export type EventSourceLike = {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
};
export type EventSourceFactory = (url: string) => EventSourceLike;

type PollResult = { ok: true; data: StatusJson } | { ok: false } | null;

/** EventSource.CLOSED: the browser will not reconnect (the server refused the stream). */
const CLOSED = 2;

const keyOf = (s: StatusJson) => `${s.status}|${s.arrived}|${s.can_cancel}`;

/**
 * Follows a placed order's status (`order.tracker-sse-fallback`): the live stream GET
 * orders/{id}/events when the browser has EventSource, else, or once the stream failed
 * SSE_MAX_ERRORS times in a row (or was refused), GET orders/{id}/status polled with
 * back-off (5 s doubling to 60 s, back to 5 s on a change), paused while the tab is hidden.
 * Both stop at a final state. `onStatus` is called once per change.
 */
export function followOrderStatus(options: {
  url: string;
  onStatus: (status: StatusJson) => void;
  onMode?: (mode: LiveMode) => void;
  fetchStatus: (signal: AbortSignal) => Promise<PollResult>;
  /** undefined: the browser has no EventSource (polling only). */
  eventSource: EventSourceFactory | undefined;
  isHidden?: () => boolean;
}): { stop(): void; poke(): void } {
  const hidden = options.isHidden ?? (() => document.hidden);
  const controller = new AbortController();
  let done = false;
  let last: string | null = null;
  let source: EventSourceLike | null = null;
  let polling = false;

  /** Reports a status once per change; true when the order is final (everything stops). */
  function seen(status: StatusJson): { changed: boolean; final: boolean } {
    const key = keyOf(status);
    const changed = last !== null && key !== last;
    if (key !== last) options.onStatus(status);
    last = key;
    return { changed, final: isFinalStatus(status.status) };
  }

  // ── Polling ───────────────────────────────────────────────────────────────────────────
  let delay: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;

  const schedule = () => {
    if (done || hidden()) return;
    timer = setTimeout(tick, delay ?? 0);
  };

  async function tick() {
    timer = undefined;
    if (inFlight || done || hidden()) return;
    inFlight = true;
    const result = await options.fetchStatus(controller.signal).catch(() => null);
    inFlight = false;
    if (!result || controller.signal.aborted || done) return;
    let changed = false;
    if (result.ok) {
      const outcome = seen(result.data);
      changed = outcome.changed;
      if (outcome.final) {
        done = true;
        return;
      }
    }
    delay = nextPollDelay(delay, changed);
    schedule();
  }

  const onVisibility = () => {
    if (!polling) return;
    if (hidden()) {
      clearTimeout(timer);
      timer = undefined;
    } else if (timer === undefined) void tick();
  };

  function startPolling() {
    if (polling || done) return;
    polling = true;
    options.onMode?.("polling");
    if (typeof document !== "undefined")
      document.addEventListener("visibilitychange", onVisibility);
    void tick();
  }

  // ── The live stream ───────────────────────────────────────────────────────────────────
  function startStream(factory: EventSourceFactory) {
    let errors = 0;
    try {
      source = factory(options.url);
    } catch {
      startPolling();
      return;
    }
    options.onMode?.("sse");
    source.addEventListener("status", (event) => {
      errors = 0;
      let status: StatusJson;
      try {
        status = JSON.parse(event.data) as StatusJson;
      } catch {
        return;
      }
      if (seen(status).final) {
        // The server ends the stream now; closing first keeps the browser from reconnecting.
        done = true;
        source?.close();
      }
    });
    source.onerror = () => {
      if (done || !source) return;
      errors += 1;
      if (errors >= SSE_MAX_ERRORS || source.readyState === CLOSED) {
        source.close();
        source = null;
        startPolling();
      }
    };
  }

  if (options.eventSource) startStream(options.eventSource);
  else startPolling();

  return {
    stop() {
      done = true;
      controller.abort();
      clearTimeout(timer);
      source?.close();
      source = null;
      if (typeof document !== "undefined")
        document.removeEventListener("visibilitychange", onVisibility);
    },
    /** After the customer changed something (arrival, cancel): polling asks now; a stream is told by the server. */
    poke() {
      if (!polling) return;
      clearTimeout(timer);
      timer = undefined;
      delay = null;
      done = false;
      void tick();
    },
  };
}

/** The browser's EventSource, or undefined where there is none (old browsers, the server). */
export function browserEventSource(): EventSourceFactory | undefined {
  if (typeof window === "undefined" || typeof window.EventSource !== "function") return undefined;
  const Impl = window.EventSource;
  return (url) => new Impl(url) as unknown as EventSourceLike;
}
