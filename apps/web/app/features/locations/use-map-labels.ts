import { useEffect, useState } from "react";

import { MAP_LABEL_DELAY_MS } from "./map-projection.ts";

/**
 * `timing.map-label-delay`: a map's marker labels appear 2000 ms after the map shows them, and
 * again 2000 ms after its markers change (`markers`: what identifies them), never at once.
 * `wanted` false hides them and the next showing waits the full delay again.
 */
export function useMapLabels(wanted: boolean, markers: string): boolean {
  const [shownFor, setShownFor] = useState<string | null>(null);
  useEffect(() => {
    setShownFor(null);
    if (!wanted) return;
    const timer = window.setTimeout(() => setShownFor(markers), MAP_LABEL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [wanted, markers]);
  return wanted && shownFor === markers;
}
