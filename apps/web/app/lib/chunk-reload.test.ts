import { describe, expect, it, vi } from "vitest";

import {
  CHUNK_RELOAD_INTERVAL_MS,
  chunkReloadKey,
  isChunkLoadError,
  reloadForChunkError,
  shouldReloadForChunkError,
} from "./chunk-reload.ts";
import { MemoryStorage } from "./test-support/memory-storage.ts";

describe("frame.chunk-reload: a failed asset-chunk load reloads the page, at most once per minute", () => {
  const now = 1_700_000_000_000;

  it.each([
    ["never reloaded", null, true],
    ["reloaded 59.999 s ago", now - CHUNK_RELOAD_INTERVAL_MS + 1, false],
    ["reloaded just now", now, false],
    ["reloaded exactly a minute ago", now - CHUNK_RELOAD_INTERVAL_MS, true],
    ["reloaded an hour ago", now - 3_600_000, true],
    ["a stored time in the future (clock changed)", now + 10_000, true],
    ["an unreadable stored time", Number.NaN, true],
  ])("%s → reload %s", (_label, last, expected) => {
    expect(shouldReloadForChunkError(last, now)).toBe(expected);
  });

  it.each([
    [new TypeError("Failed to fetch dynamically imported module: /assets/x-abc.js"), true],
    [new TypeError("error loading dynamically imported module"), true],
    [new TypeError("Importing a module script failed."), true],
    [new Error("Unable to preload CSS for /assets/a.css"), true],
    [{ message: "Failed to fetch dynamically imported module" }, true],
    ["Importing a module script failed.", true],
    [new Error("Cannot read properties of undefined"), false],
    [null, false],
    [42, false],
  ])("isChunkLoadError(%s) is %s", (reason, expected) => {
    expect(isChunkLoadError(reason)).toBe(expected);
  });

  it("reloads and remembers the time, then refuses a second reload within the minute", () => {
    const storage = new MemoryStorage();
    const reload = vi.fn();
    let clock = now;
    const env = { storage, now: () => clock, reload };
    expect(reloadForChunkError(env)).toBe(true);
    expect(storage.getItem(chunkReloadKey)).toBe(String(now));
    clock += 30_000;
    expect(reloadForChunkError(env)).toBe(false);
    clock += 30_000;
    expect(reloadForChunkError(env)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload without session storage (it could not stop a loop)", () => {
    const reload = vi.fn();
    expect(reloadForChunkError({ storage: undefined, now: () => now, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
