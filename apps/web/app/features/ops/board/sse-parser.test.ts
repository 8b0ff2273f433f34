import { describe, expect, it } from "vitest";

import { createSseParser, type SseEvent } from "./sse-parser.ts";

function parse(chunks: string[]) {
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const parser = createSseParser(
    (e) => events.push(e),
    (c) => comments.push(c),
  );
  for (const chunk of chunks) parser.push(chunk);
  return { events, comments, parser };
}

describe("the board's event-stream parser", () => {
  it("board.sse-parser: typed events with JSON data, one per blank line", () => {
    const { events } = parse([
      'event: ticket\ndata: {"id":"a"}\n\nevent: arrival\nid: 7\ndata: {"id":"b"}\n\n',
    ]);
    expect(events).toEqual([
      { type: "ticket", data: '{"id":"a"}', id: null },
      { type: "arrival", data: '{"id":"b"}', id: "7" },
    ]);
  });

  it("board.sse-parser: chunks split mid-field, mid-line and between events give the same events", () => {
    const whole = 'event: ticket\ndata: {"id":"a","n":1}\n\ndata: plain\n\n';
    const expected = parse([whole]).events;
    expect(expected).toHaveLength(2);
    for (let cut = 1; cut < whole.length; cut++) {
      expect(parse([whole.slice(0, cut), whole.slice(cut)]).events).toEqual(expected);
    }
    expect(parse(whole.split("")).events).toEqual(expected);
  });

  it("board.sse-parser: CRLF and CR line ends, a CRLF split across chunks", () => {
    const { events } = parse(["event: ticket\r\ndata: x\r", "\n\r", "\ndata: y\r\r"]);
    expect(events).toEqual([
      { type: "ticket", data: "x", id: null },
      { type: "message", data: "y", id: null },
    ]);
  });

  it("board.sse-parser: comments (heartbeats) are not events; multi-line data joins with newlines", () => {
    const { events, comments } = parse([
      ": heartbeat\n\n",
      "data: line one\ndata:line two\ndata\n: inside\ndata:  two spaces\n\n",
    ]);
    expect(comments).toEqual(["heartbeat", "inside"]);
    expect(events).toEqual([
      { type: "message", data: "line one\nline two\n\n two spaces", id: null },
    ]);
  });

  it("board.sse-parser: retry hints and ids are kept; an event without data or a blank line is dropped", () => {
    const { events, parser } = parse(["retry: 5000\nid: 42\n\nevent: ticket\n\n", "data: cut"]);
    parser.end();
    expect(events).toEqual([]);
    expect(parser.retry).toBe(5000);
    expect(parser.lastEventId).toBe("42");
    parser.push("\n\n");
    expect(events).toEqual([]);
  });
});
