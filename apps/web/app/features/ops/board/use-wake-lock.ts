import { useEffect } from "react";

type WakeLockSentinelLike = { release(): Promise<void> };
type WakeLockLike = { request(type: "screen"): Promise<WakeLockSentinelLike> };

/**
 * `board.wake-lock`: a counter tablet showing the board keeps its screen on (Screen Wake Lock,
 * where the browser has it). The browser drops the lock when the page is hidden; it is asked
 * for again when the page shows, and released when the board closes.
 */
export function useWakeLock(): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let closed = false;
    const request = () => {
      if (document.visibilityState !== "visible") return;
      wakeLock.request("screen").then(
        (lock) => {
          if (closed) void lock.release().catch(() => undefined);
          else sentinel = lock;
        },
        () => undefined, // Refused (battery saver, no permission): the screen may sleep.
      );
    };
    request();
    document.addEventListener("visibilitychange", request);
    return () => {
      closed = true;
      document.removeEventListener("visibilitychange", request);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
}
