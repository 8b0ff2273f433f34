import { useEffect, useState } from "react";

/**
 * `timing.fetch-delay`: how long a fetch may run before its loading state shows, so that a
 * quick answer never flashes a loader.
 */
export const FETCH_DELAY_MS = 200;

/**
 * True once `busy` has lasted `delay` ms; false again as soon as it ends (a new busy spell
 * waits the full delay again).
 */
export function useDelayedFlag(busy: boolean, delay: number = FETCH_DELAY_MS): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!busy) {
      setLate(false);
      return;
    }
    const timer = setTimeout(() => setLate(true), delay);
    return () => clearTimeout(timer);
  }, [busy, delay]);
  return busy && late;
}
