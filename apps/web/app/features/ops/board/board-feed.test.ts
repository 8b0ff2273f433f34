// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { clearStaffSession, readStaffSession, saveStaffSession } from "../staff-session.ts";
import { boardFeed, STREAM_SILENCE_MS, StreamRefused, StreamSilent } from "./board-feed.ts";
import type { SseEvent } from "./sse-parser.ts";

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

beforeEach(() =>
  saveStaffSession({
    token: "staff-token",
    expires: "2099-01-01T00:00:00Z",
    staff: { id: 1, email: "c@example.com", name: "C", role: "crew", restaurants: [7] } as never,
  }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  clearStaffSession();
});

describe("the board's stream over fetch", () => {
  it("board.sse-parser: sends the staff token, reads the stream in chunks, and reports open then each event", async () => {
    const seen: { url: string; headers: Headers }[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      seen.push({ url, headers: new Headers(init.headers) });
      return new Response(
        streamOf([
          ": hi\n\nevent: ticket\nda",
          'ta: {"id":"a"}\n\nevent: arrival\ndata: {"id":"b"}\n\n',
        ]),
        { headers: { "content-type": "text/event-stream; charset=utf-8" } },
      );
    });
    const events: SseEvent[] = [];
    const onOpen = vi.fn();
    await boardFeed(7).openStream(new AbortController().signal, onOpen, (e) => events.push(e));
    expect(seen[0]!.url).toBe("/api/ops/restaurants/7/board/events");
    expect(seen[0]!.headers.get("authorization")).toBe("Bearer staff-token");
    expect(seen[0]!.headers.get("accept")).toBe("text/event-stream");
    expect(onOpen).toHaveBeenCalledOnce();
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ["ticket", '{"id":"a"}'],
      ["arrival", '{"id":"b"}'],
    ]);
  });

  it("board.live-fallback: a refused stream rejects without opening; a 401 ends the staff session", async () => {
    let status = 503;
    vi.stubGlobal(
      "fetch",
      async () =>
        new Response(JSON.stringify({ message: "no" }), {
          status,
          headers: { "content-type": "application/json" },
        }),
    );
    const onOpen = vi.fn();
    await expect(
      boardFeed(7).openStream(new AbortController().signal, onOpen, () => undefined),
    ).rejects.toBeInstanceOf(StreamRefused);
    expect(readStaffSession().status).toBe("signed-in");
    status = 401;
    await expect(
      boardFeed(7).openStream(new AbortController().signal, onOpen, () => undefined),
    ).rejects.toBeInstanceOf(StreamRefused);
    expect(onOpen).not.toHaveBeenCalled();
    expect(readStaffSession().status).toBe("signed-out");
  });

  it("board.live-fallback: a stream silent for 45 s (no event, no heartbeat) is given up so it can be reopened", async () => {
    vi.useFakeTimers();
    try {
      const encoder = new TextEncoder();
      let push: (text: string) => void = () => undefined;
      vi.stubGlobal(
        "fetch",
        async () =>
          new Response(
            new ReadableStream<Uint8Array>({
              start(controller) {
                push = (text) => controller.enqueue(encoder.encode(text));
              },
            }),
            { headers: { "content-type": "text/event-stream" } },
          ),
      );
      let outcome: unknown = "open";
      const events: SseEvent[] = [];
      void boardFeed(7)
        .openStream(
          new AbortController().signal,
          () => undefined,
          (e) => events.push(e),
        )
        .then(
          () => (outcome = "ended"),
          (error: unknown) => (outcome = error),
        );
      await vi.advanceTimersByTimeAsync(STREAM_SILENCE_MS - 1000);
      push(": heartbeat\n\n");
      await vi.advanceTimersByTimeAsync(STREAM_SILENCE_MS - 1000);
      expect(outcome).toBe("open");
      await vi.advanceTimersByTimeAsync(1000);
      expect(outcome).toBeInstanceOf(StreamSilent);
      expect(events).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
