import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  browserConnection,
  canPrefetch,
  likelyNextPages,
  PREFETCH_IDLE_TIMEOUT_MS,
  whenIdle,
} from "./prefetch.ts";

describe("timing.idle-prefetch: which connections prefetch", () => {
  it("timing.idle-prefetch: prefetches online on a fast or unknown connection", () => {
    expect(canPrefetch({ onLine: true })).toBe(true);
    expect(canPrefetch({ onLine: true, effectiveType: "4g", saveData: false })).toBe(true);
    expect(canPrefetch({ onLine: true, effectiveType: "3g" })).toBe(true);
  });

  it("timing.idle-prefetch: skipped offline, with data saver on, and on slow-2g or 2g", () => {
    expect(canPrefetch({ onLine: false, effectiveType: "4g" })).toBe(false);
    expect(canPrefetch({ onLine: true, saveData: true, effectiveType: "4g" })).toBe(false);
    expect(canPrefetch({ onLine: true, effectiveType: "slow-2g" })).toBe(false);
    expect(canPrefetch({ onLine: true, effectiveType: "2g" })).toBe(false);
  });

  it("timing.idle-prefetch: reads navigator.onLine and navigator.connection", () => {
    const nav = { onLine: true, connection: { saveData: true, effectiveType: "4g" } };
    expect(browserConnection(nav as unknown as Navigator)).toEqual({
      onLine: true,
      saveData: true,
      effectiveType: "4g",
    });
    expect(canPrefetch(browserConnection({ onLine: true } as unknown as Navigator))).toBe(true);
  });
});

describe("timing.idle-prefetch: the likely next pages", () => {
  it("timing.idle-prefetch: home → menu and locations; menu and locations → order", () => {
    expect(likelyNextPages("/")).toEqual(["/menu", "/locations"]);
    expect(likelyNextPages("/menu")).toEqual(["/order"]);
    expect(likelyNextPages("/menu/")).toEqual(["/order"]);
    expect(likelyNextPages("/menu/123")).toEqual(["/order"]);
    expect(likelyNextPages("/locations")).toEqual(["/order"]);
  });

  it("timing.idle-prefetch: the order flow prefetches its next step", () => {
    expect(likelyNextPages("/order")).toEqual(["/order/checkout"]);
    expect(likelyNextPages("/order/product")).toEqual(["/order"]);
    expect(likelyNextPages("/order/checkout")).toEqual(["/order/confirm"]);
    expect(likelyNextPages("/account/login")).toEqual(["/account"]);
  });

  it("timing.idle-prefetch: other pages prefetch nothing", () => {
    expect(likelyNextPages("/careers")).toEqual([]);
    expect(likelyNextPages("/about/history")).toEqual([]);
    expect(likelyNextPages("/menu/nutrition")).toEqual(["/menu"]);
  });
});

describe("timing.idle-prefetch: waits for an idle moment, 2000 ms at most", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("timing.idle-prefetch: the idle timeout is 2000 ms", () => {
    expect(PREFETCH_IDLE_TIMEOUT_MS).toBe(2000);
  });

  it("timing.idle-prefetch: asks requestIdleCallback with the 2000 ms timeout and can cancel", () => {
    const requestIdleCallback = vi.fn((_cb: () => void, _options?: { timeout: number }) => 7);
    const cancelIdleCallback = vi.fn();
    const win = { requestIdleCallback, cancelIdleCallback, setTimeout, clearTimeout };
    const run = vi.fn();
    const cancel = whenIdle(run, PREFETCH_IDLE_TIMEOUT_MS, win as never);
    expect(requestIdleCallback).toHaveBeenCalledWith(run, { timeout: 2000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it("timing.idle-prefetch: without requestIdleCallback, a timer of 2000 ms stands in", () => {
    const win = { setTimeout, clearTimeout };
    const run = vi.fn();
    whenIdle(run, PREFETCH_IDLE_TIMEOUT_MS, win as never);
    vi.advanceTimersByTime(1999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();

    const later = vi.fn();
    const cancel = whenIdle(later, PREFETCH_IDLE_TIMEOUT_MS, win as never);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(later).not.toHaveBeenCalled();
  });
});
