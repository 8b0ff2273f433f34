import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { LANGUAGE_POLL_MS, LANGUAGE_WAIT_MS, waitForLanguage } from "./language-wait.ts";

describe("i18n.switch-wait: the switch waits for the new language or 5 s, polled every 100 ms", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("uses the rule's timings", () => {
    expect(LANGUAGE_WAIT_MS).toBe(5000);
    expect(LANGUAGE_POLL_MS).toBe(100);
  });

  it("ends at the first poll that sees the new language", async () => {
    let language = "en-US";
    const reads: number[] = [];
    const wait = waitForLanguage(() => {
      reads.push(Date.now());
      return language;
    }, "es");
    await vi.advanceTimersByTimeAsync(250);
    language = "es";
    await vi.advanceTimersByTimeAsync(100);
    await expect(wait.done).resolves.toBe("switched");
    // The start check, then one read every 100 ms: at 100, 200, 300.
    expect(reads.length).toBe(4);
  });

  it("gives up after 5 s when the language never arrives", async () => {
    const wait = waitForLanguage(() => "en-US", "es");
    let result: string | undefined;
    void wait.done.then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(4900);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(100);
    expect(result).toBe("timeout");
  });

  it("ends at once when the language is already there", async () => {
    await expect(waitForLanguage(() => "es", "es").done).resolves.toBe("switched");
  });

  it("can be cancelled (the toggle unmounted)", async () => {
    const wait = waitForLanguage(() => "en-US", "es");
    wait.cancel();
    await expect(wait.done).resolves.toBe("cancelled");
    expect(vi.getTimerCount()).toBe(0);
  });
});
