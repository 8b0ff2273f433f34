// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { createI18n, ensureNamespace } from "../../lib/i18n.ts";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import {
  type EventSourceLike,
  followOrderStatus,
  type LiveMode,
  SSE_MAX_ERRORS,
  type StatusJson,
} from "./live-status.ts";
import { StatusTracker } from "./status-tracker.tsx";

/** A stand-in for the browser's EventSource: the test sends events and errors. */
class FakeEventSource implements EventSourceLike {
  static made: FakeEventSource[] = [];
  readyState = 0;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeEventSource.made.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(status: Partial<StatusJson>) {
    this.readyState = 1;
    const event = new MessageEvent("status", { data: JSON.stringify({ ...base, ...status }) });
    for (const listener of this.listeners.get("status") ?? []) listener(event);
  }
  fail(readyState = 0) {
    this.readyState = readyState;
    this.onerror?.(new Event("error"));
  }
}

const base: StatusJson = {
  id: "order-1",
  number: 12,
  status: "scheduled",
  handoff: "pickup",
  ready_at: null,
  arrived: false,
  can_cancel: true,
};

function follow(withEventSource = true) {
  const seen: string[] = [];
  const modes: LiveMode[] = [];
  const polls: string[] = [];
  let answer: StatusJson = base;
  const fetchStatus = vi.fn(async () => {
    polls.push(answer.status);
    return { ok: true as const, data: answer };
  });
  const handle = followOrderStatus({
    url: "/api/v1/orders/order-1/events",
    eventSource: withEventSource ? (url) => new FakeEventSource(url) : undefined,
    onStatus: (s) => seen.push(s.status),
    onMode: (m) => modes.push(m),
    fetchStatus,
    isHidden: () => false,
  });
  return {
    seen,
    modes,
    polls,
    fetchStatus,
    handle,
    answer: (s: Partial<StatusJson>) => (answer = { ...base, ...s }),
  };
}

beforeEach(() => {
  FakeEventSource.made = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe("followOrderStatus", () => {
  it("order.tracker-sse-fallback: uses the live stream, reports each change once, closes at a final state, never polls", async () => {
    const f = follow();
    const source = FakeEventSource.made[0]!;
    expect(source.url).toBe("/api/v1/orders/order-1/events");
    expect(f.modes).toEqual(["sse"]);
    source.emit({ status: "scheduled" });
    source.emit({ status: "scheduled" });
    source.emit({ status: "in_progress", can_cancel: false });
    source.emit({ status: "ready", can_cancel: false });
    expect(f.seen).toEqual(["scheduled", "in_progress", "ready"]);
    source.emit({ status: "completed", can_cancel: false });
    expect(source.closed).toBe(true);
    // The browser's reconnect error after the server ended the stream does not start polling.
    source.fail(2);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(f.fetchStatus).not.toHaveBeenCalled();
    expect(f.seen).toEqual(["scheduled", "in_progress", "ready", "completed"]);
    f.handle.stop();
  });

  it("order.tracker-sse-fallback: without EventSource it polls GET orders/{id}/status with back-off until final", async () => {
    const f = follow(false);
    expect(FakeEventSource.made).toHaveLength(0);
    expect(f.modes).toEqual(["polling"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(f.polls).toEqual(["scheduled"]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(f.polls).toHaveLength(2);
    // Nothing changed: the next ask waits 10 s, not 5 s.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(f.polls).toHaveLength(2);
    f.answer({ status: "canceled", can_cancel: false });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(f.seen).toEqual(["scheduled", "canceled"]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(f.polls).toHaveLength(3);
    f.handle.stop();
  });

  it(`order.tracker-sse-fallback: ${SSE_MAX_ERRORS} stream errors in a row switch to polling; errors with events between them do not`, async () => {
    const f = follow();
    const source = FakeEventSource.made[0]!;
    source.fail();
    source.emit({ status: "scheduled" });
    source.fail();
    source.fail();
    expect(f.modes).toEqual(["sse"]);
    expect(source.closed).toBe(false);
    f.answer({ status: "in_progress", can_cancel: false });
    source.fail();
    expect(source.closed).toBe(true);
    expect(f.modes).toEqual(["sse", "polling"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(f.seen).toEqual(["scheduled", "in_progress"]);
    f.handle.stop();
  });

  it("order.tracker-sse-fallback: a refused stream (the browser gives up, e.g. a 429) switches to polling at once", async () => {
    const f = follow();
    FakeEventSource.made[0]!.fail(2);
    expect(f.modes).toEqual(["sse", "polling"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(f.polls).toEqual(["scheduled"]);
    f.handle.stop();
  });

  it("order.tracker-sse-fallback: stop closes the stream", () => {
    const f = follow();
    f.handle.stop();
    expect(FakeEventSource.made[0]!.closed).toBe(true);
  });
});

describe("StatusTracker announcement", () => {
  it.each([
    ["en-US", "Order status: Being prepared"],
    ["es", "Estado del pedido"],
  ] as const)(
    "order.tracker-sse-fallback: a change is announced politely, once, in %s",
    async (lang, text) => {
      vi.useRealTimers();
      await ensureNamespace(lang, "confirm");
      await ensureNamespace(lang, "translation");
      const i18n = createI18n(lang);
      const tracker = (status: string) => (
        <I18nProvider i18n={i18n}>
          <StatusTracker handoff="pickup" status={status} checking={false} />
        </I18nProvider>
      );
      const view = render(tracker("scheduled"));
      const live = screen.getByTestId("status-live");
      expect(live.getAttribute("aria-live")).toBe("polite");
      const before = live.textContent;
      const changes: string[] = [];
      const observer = new MutationObserver(() => changes.push(live.textContent ?? ""));
      observer.observe(live, { childList: true, characterData: true, subtree: true });
      act(() => view.rerender(tracker("in_progress")));
      act(() => view.rerender(tracker("in_progress")));
      await Promise.resolve();
      observer.disconnect();
      expect(live.textContent).not.toBe(before);
      expect(live.textContent).toContain(text);
      // Once: the same status again does not touch the live region.
      expect(new Set(changes).size).toBe(1);
      view.unmount();
    },
  );
});
