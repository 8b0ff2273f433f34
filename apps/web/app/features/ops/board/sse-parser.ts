/**
 * `board.sse-parser`: a text/event-stream parser for a stream read with `fetch` (EventSource
 * cannot send the staff Authorization header). Fed text chunks as they arrive, split anywhere
 * (mid-line, mid-event, between a CR and its LF), it calls `onEvent` once per complete event:
 * lines end with CRLF, LF or CR; a line starting with ":" is a comment; `data` lines join with
 * "\n"; `event` names the type ("message" by default); `id` and `retry` are kept; a blank line
 * dispatches, and an event without data is dropped (the HTML standard's rules).
 */
export type SseEvent = { type: string; data: string; id: string | null };

export type SseParser = {
  push(chunk: string): void;
  /** The stream ended: an event without its closing blank line is dropped, as the standard says. */
  end(): void;
  /** The last `id` seen (for a reconnect), and the last `retry` hint in ms. */
  readonly lastEventId: string | null;
  readonly retry: number | null;
};

export function createSseParser(
  onEvent: (event: SseEvent) => void,
  onComment?: (text: string) => void,
): SseParser {
  let buffer = "";
  /** The previous chunk ended in CR: an LF first in this one belongs to that line end. */
  let afterCr = false;
  let data: string[] = [];
  let type = "";
  let lastEventId: string | null = null;
  let retry: number | null = null;

  function dispatch() {
    if (data.length > 0)
      onEvent({ type: type || "message", data: data.join("\n"), id: lastEventId });
    data = [];
    type = "";
  }

  function line(text: string) {
    if (text === "") return dispatch();
    if (text.startsWith(":")) return onComment?.(text.slice(1).replace(/^ /, ""));
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? "" : text.slice(colon + 1).replace(/^ /, "");
    switch (field) {
      case "data":
        data.push(value);
        break;
      case "event":
        type = value;
        break;
      case "id":
        if (!value.includes("\u0000")) lastEventId = value;
        break;
      case "retry":
        if (/^\d+$/.test(value)) retry = Number(value);
        break;
      default:
      // Unknown fields are ignored.
    }
  }

  return {
    push(chunk) {
      let text = chunk;
      if (afterCr && text.startsWith("\n")) text = text.slice(1);
      afterCr = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer[i];
        if (c !== "\n" && c !== "\r") continue;
        line(buffer.slice(start, i));
        if (c === "\r") {
          if (i + 1 === buffer.length) afterCr = true;
          else if (buffer[i + 1] === "\n") i++;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      buffer = "";
      data = [];
      type = "";
      afterCr = false;
    },
    get lastEventId() {
      return lastEventId;
    },
    get retry() {
      return retry;
    },
  };
}
