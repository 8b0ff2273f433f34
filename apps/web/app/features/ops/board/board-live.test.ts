import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { Board } from "@coop/contract/ops-board";

import {
  type BoardFeed,
  CONNECT_TIMEOUT_MS,
  followBoard,
  type LiveState,
  LOAD_TIMEOUT_MS,
} from "./board-live.ts";
import { POLL_MS, STREAM_RETRY_WHILE_POLLING_MS } from "./board-rules.ts";
import type { SseEvent } from "./sse-parser.ts";
import { board, ticket } from "./test-fixtures.ts";

type StreamCall = {
  open(): void;
  send(event: SseEvent): void;
  end(): void;
  fail(): void;
};

/** A feed whose streams the test opens, feeds, ends or breaks. */
function fakeFeed(options: { boardFails?: () => boolean } = {}) {
  const streams: StreamCall[] = [];
  let loads = 0;
  const feed: BoardFeed = {
    loadBoard: async () => {
      loads += 1;
      return options.boardFails?.() ? null : board([ticket({ number: loads })]);
    },
    openStream: (signal, onOpen, onEvent) =>
      new Promise<void>((resolve, reject) => {
        signal.addEventListener("abort", () => resolve());
        streams.push({
          open: onOpen,
          send: onEvent,
          end: resolve,
          fail: () => reject(new Error("refused")),
        });
      }),
  };
  return { feed, streams, loads: () => loads };
}

function follow(feed: BoardFeed) {
  const states: LiveState[] = [];
  const boards: Board[] = [];
  const events: SseEvent[] = [];
  const follower = followBoard(feed, {
    onBoard: (b) => boards.push(b),
    onEvent: (e) => events.push(e),
    onState: (s) => states.push(s),
  });
  return { follower, states, boards, events };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the board's live feed", () => {
  it("board.live-fallback: reads GET board once the stream is open, then follows its events", async () => {
    const { feed, streams, loads } = fakeFeed();
    const run = follow(feed);
    await flush();
    expect(run.states).toEqual(["connecting"]);
    expect(loads()).toBe(1); // on mount, before the stream is open
    streams[0]!.open();
    await flush();
    expect(loads()).toBe(2);
    expect(run.states).toEqual(["connecting", "live"]);
    streams[0]!.send({ type: "ticket", data: "{}", id: null });
    expect(run.events).toHaveLength(1);
    run.follower.stop();
  });

  it("board.live-fallback: a dropped stream reconnects and reads GET board again", async () => {
    const { feed, streams, loads } = fakeFeed();
    const run = follow(feed);
    await flush();
    streams[0]!.open();
    await flush();
    streams[0]!.send({ type: "ticket", data: "{}", id: null });
    streams[0]!.end();
    await flush();
    expect(run.states.at(-1)).toBe("reconnecting");
    expect(streams).toHaveLength(2);
    streams[1]!.open();
    await flush();
    expect(loads()).toBe(3);
    expect(run.boards).toHaveLength(3);
    expect(run.states.at(-1)).toBe("live");
    run.follower.stop();
  });

  it("board.live-fallback: after 3 failures in a row (with back-off) it polls GET board every 5 s", async () => {
    const { feed, streams, loads } = fakeFeed();
    const run = follow(feed);
    await flush();
    streams[0]!.fail();
    await flush();
    expect(run.states.at(-1)).toBe("reconnecting");
    expect(streams).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(streams).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(streams).toHaveLength(2);
    streams[1]!.fail();
    await vi.advanceTimersByTimeAsync(2000);
    expect(streams).toHaveLength(3);
    expect(run.states).not.toContain("polling");
    streams[2]!.fail();
    await flush();
    expect(run.states.at(-1)).toBe("polling");
    expect(loads()).toBe(2);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(loads()).toBe(3);
    await vi.advanceTimersByTimeAsync(POLL_MS * 2);
    expect(loads()).toBe(5);
    expect(streams).toHaveLength(3);
    run.follower.stop();
  });

  it("board.live-fallback: an opened stream that closes at once counts as a failure; a stream whose GET board fails too", async () => {
    let failBoard = true;
    const { feed, streams } = fakeFeed({ boardFails: () => failBoard });
    const run = follow(feed);
    await flush();
    streams[0]!.open(); // GET board fails: the attempt fails.
    await flush();
    await vi.advanceTimersByTimeAsync(1000);
    failBoard = false;
    streams[1]!.open();
    streams[1]!.end(); // closed before its first event: a failure.
    await vi.advanceTimersByTimeAsync(2000);
    streams[2]!.fail();
    await flush();
    expect(run.states.at(-1)).toBe("polling");
    run.follower.stop();
  });

  it("board.live-fallback: while polling it tries the stream again every minute and goes live when it works", async () => {
    const { feed, streams } = fakeFeed();
    const run = follow(feed);
    await flush();
    for (let i = 0; i < 3; i++) {
      streams[i]!.fail();
      await vi.advanceTimersByTimeAsync(5000);
    }
    expect(run.states.at(-1)).toBe("polling");
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_WHILE_POLLING_MS);
    expect(streams).toHaveLength(4);
    streams[3]!.open();
    await flush();
    expect(run.states.at(-1)).toBe("live");
    run.follower.stop();
  });

  it("board.live-fallback: stop ends the stream and every timer", async () => {
    const { feed, streams, loads } = fakeFeed();
    const run = follow(feed);
    await flush();
    streams[0]!.fail();
    await flush();
    run.follower.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(streams).toHaveLength(1);
    expect(loads()).toBe(1);
  });

  it("board.live-fallback: a stream that does not open within 10 s is a failure, also while polling", async () => {
    const { feed, streams, loads } = fakeFeed();
    const run = follow(feed);
    await flush();
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS);
    expect(run.states.at(-1)).toBe("reconnecting");
    await vi.advanceTimersByTimeAsync(1000 + CONNECT_TIMEOUT_MS + 2000 + CONNECT_TIMEOUT_MS);
    expect(streams).toHaveLength(3);
    expect(run.states.at(-1)).toBe("polling");
    // The minute's retry hangs too: polling goes on after its 10 s.
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_WHILE_POLLING_MS);
    expect(streams).toHaveLength(4);
    const before = loads();
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS + POLL_MS);
    expect(loads()).toBeGreaterThan(before);
    run.follower.stop();
  });

  it("board.live-fallback: a GET board that hangs is given up after 10 s and polling goes on", async () => {
    const { feed, streams } = fakeFeed();
    let calls = 0;
    let answered = 0;
    feed.loadBoard = (signal) => {
      calls += 1;
      // The first poll's request hangs until it is given up; the others answer.
      if (calls !== 2) return Promise.resolve(board([ticket()])).then((b) => (answered++, b));
      return new Promise((resolve) => signal.addEventListener("abort", () => resolve(null)));
    };
    const run = follow(feed);
    await flush();
    for (let i = 0; i < 3; i++) {
      streams[i]!.fail();
      await vi.advanceTimersByTimeAsync(5000);
    }
    expect(run.states.at(-1)).toBe("polling");
    const before = answered;
    await vi.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS + POLL_MS);
    expect(answered).toBeGreaterThan(before);
    run.follower.stop();
  });
});
