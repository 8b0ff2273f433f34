/**
 * `board.live-fallback`: how the board keeps up. It reads GET board on mount; on every (re)connect
 * it opens the live stream (GET board/events) and, once open, reads GET board afresh, so nothing
 * that happened while it was away is missed; then it follows the stream's events. A stream that fails (refused, a
 * network error, not open within CONNECT_TIMEOUT_MS, or closed within HEALTHY_STREAM_MS
 * without an event) is tried again after
 * 1 s, 2 s, 4 s…; after MAX_STREAM_FAILURES failures in a row the board polls GET board every
 * POLL_MS instead, and tries the stream again every STREAM_RETRY_WHILE_POLLING_MS.
 */
import type { Board } from "@coop/contract/ops-board";

import {
  MAX_STREAM_FAILURES,
  POLL_MS,
  reconnectDelay,
  STREAM_RETRY_WHILE_POLLING_MS,
} from "./board-rules.ts";
import type { SseEvent } from "./sse-parser.ts";

export type LiveState = "connecting" | "live" | "reconnecting" | "polling";

/** A stream that lived this long counts as healthy even without an event. */
export const HEALTHY_STREAM_MS = 10_000;
/** A stream not open after this long (a request hanging on a bad network) is a failure. */
export const CONNECT_TIMEOUT_MS = 10_000;
/** A GET board not answered after this long is given up (the next poll asks again). */
export const LOAD_TIMEOUT_MS = 10_000;

export type BoardFeed = {
  /** GET board; null when it failed. */
  loadBoard(signal: AbortSignal): Promise<Board | null>;
  /**
   * Opens the live stream; calls `onOpen` once it is accepted and `onEvent` per event;
   * resolves when the server ends it, rejects when it is refused or breaks.
   */
  openStream(
    signal: AbortSignal,
    onOpen: () => void,
    onEvent: (event: SseEvent) => void,
  ): Promise<void>;
};

export type BoardFollower = { stop(): void; refresh(): Promise<void> };

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done);
  });
}

export function followBoard(
  feed: BoardFeed,
  handlers: {
    onBoard(board: Board): void;
    onEvent(event: SseEvent): void;
    onState(state: LiveState): void;
  },
): BoardFollower {
  const stopped = new AbortController();
  let failures = 0;
  let state: LiveState | null = null;
  const setState = (next: LiveState) => {
    if (next !== state) handlers.onState(next);
    state = next;
  };

  /** GET board, given up after LOAD_TIMEOUT_MS so a hanging request never stalls polling. */
  async function load(signal: AbortSignal): Promise<boolean> {
    const request = new AbortController();
    const onAbort = () => request.abort();
    signal.addEventListener("abort", onAbort);
    const timer = setTimeout(onAbort, LOAD_TIMEOUT_MS);
    try {
      const board = await feed.loadBoard(request.signal).catch(() => null);
      if (request.signal.aborted || !board) return false;
      handlers.onBoard(board);
      return true;
    } finally {
      clearTimeout(timer);
      signal.removeEventListener("abort", onAbort);
    }
  }

  /** One stream attempt: true when it was healthy (opened, board read, and lived or spoke). */
  async function attempt(): Promise<boolean> {
    const connection = new AbortController();
    const onStop = () => connection.abort();
    stopped.signal.addEventListener("abort", onStop);
    let openedAt: number | null = null;
    let heard = false;
    let boardFailed = false;
    const connectTimer = setTimeout(() => {
      if (openedAt === null) connection.abort();
    }, CONNECT_TIMEOUT_MS);
    try {
      await feed.openStream(
        connection.signal,
        () => {
          openedAt = Date.now();
          void load(connection.signal).then((ok) => {
            if (ok) setState("live");
            else if (!connection.signal.aborted) {
              boardFailed = true;
              connection.abort();
            }
          });
        },
        (event) => {
          heard = true;
          handlers.onEvent(event);
        },
      );
    } catch {
      // Refused or broken: judged below.
    } finally {
      clearTimeout(connectTimer);
      stopped.signal.removeEventListener("abort", onStop);
      connection.abort();
    }
    if (boardFailed || openedAt === null) return false;
    return heard || Date.now() - openedAt >= HEALTHY_STREAM_MS;
  }

  async function poll(): Promise<void> {
    setState("polling");
    let sinceStreamTry = 0;
    while (!stopped.signal.aborted) {
      await load(stopped.signal);
      await sleep(POLL_MS, stopped.signal);
      sinceStreamTry += POLL_MS;
      if (sinceStreamTry >= STREAM_RETRY_WHILE_POLLING_MS && !stopped.signal.aborted) {
        sinceStreamTry = 0;
        if (await attempt()) return; // Healthy again: back to the live loop.
        if (!stopped.signal.aborted) setState("polling");
      }
    }
  }

  async function run(): Promise<void> {
    setState("connecting");
    // The board shows at once, before the stream is open (and read again once it is).
    void load(stopped.signal);
    while (!stopped.signal.aborted) {
      const healthy = await attempt();
      if (stopped.signal.aborted) return;
      failures = healthy ? 0 : failures + 1;
      if (failures >= MAX_STREAM_FAILURES) {
        await poll();
        failures = 0;
        continue;
      }
      setState("reconnecting");
      if (failures > 0) await sleep(reconnectDelay(failures), stopped.signal);
    }
  }

  void run();
  return {
    stop: () => stopped.abort(),
    /** Reads GET board now (after a 409, or a move that failed). */
    refresh: async () => {
      await load(stopped.signal);
    },
  };
}
