/**
 * The board's network edge: GET board through the ops API client, and the live stream GET
 * board/events read with `fetch` (EventSource cannot send the staff Authorization header)
 * through the streaming parser (`board.sse-parser`).
 */
import { buildUrl, endpoint } from "@coop/contract/endpoints";
import { buildApiHeaders } from "@coop/contract/headers";

import { clearStaffSession, opsApi, staffToken } from "../staff-session.ts";
import type { BoardFeed } from "./board-live.ts";
import { createSseParser } from "./sse-parser.ts";

export class StreamRefused extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`The live stream was refused (${status})`);
    this.status = status;
  }
}

/**
 * `board.live-fallback`: a stream silent this long (no event, no heartbeat comment) is taken for
 * dead (a tablet whose Wi-Fi dropped without closing the connection) and reopened.
 */
export const STREAM_SILENCE_MS = 45_000;

export class StreamSilent extends Error {
  constructor() {
    super(`The live stream was silent for ${STREAM_SILENCE_MS / 1000} s`);
  }
}

export function boardFeed(restaurantId: number): BoardFeed {
  const params = { id: String(restaurantId) };
  return {
    async loadBoard(signal) {
      const result = await opsApi.call("opsBoard", { params, signal });
      return result.ok ? result.data.data : null;
    },
    async openStream(signal, onOpen, onEvent) {
      const headers = buildApiHeaders({
        channel: "default",
        clientType: "web",
        token: staffToken(),
      });
      const response = await fetch(buildUrl(endpoint("opsBoardEvents"), params), {
        headers: { ...headers, accept: "text/event-stream" },
        signal,
        cache: "no-store",
      });
      if (response.status === 401) clearStaffSession();
      const type = response.headers.get("content-type") ?? "";
      if (!response.ok || !response.body || !type.includes("text/event-stream")) {
        await response.body?.cancel().catch(() => undefined);
        throw new StreamRefused(response.status);
      }
      onOpen();
      const parser = createSseParser(onEvent);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let silent = false;
      let watchdog: ReturnType<typeof setTimeout> | undefined;
      const watch = () => {
        clearTimeout(watchdog);
        watchdog = setTimeout(() => {
          silent = true;
          void reader.cancel().catch(() => undefined);
        }, STREAM_SILENCE_MS);
      };
      try {
        watch();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          watch();
          parser.push(value);
        }
      } finally {
        clearTimeout(watchdog);
        parser.end();
        reader.releaseLock();
      }
      if (silent) throw new StreamSilent();
    },
  };
}
