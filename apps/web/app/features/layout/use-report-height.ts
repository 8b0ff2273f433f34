import type { RefObject } from "react";
import { useEffect } from "react";

import { clientStore } from "../../lib/store/client-store.ts";

/**
 * Keeps `headerHeight` or `footerHeight` of the client state (`store.layout-heights`) equal to the
 * element's rendered height, for overlays that sit below the header or above the bars.
 */
export function useReportHeight(
  ref: RefObject<HTMLElement | null>,
  key: "headerHeight" | "footerHeight",
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const report = () => clientStore.setState({ [key]: Math.round(element.offsetHeight) });
    report();
    const observer = new ResizeObserver(report);
    observer.observe(element);
    return () => {
      observer.disconnect();
      clientStore.setState({ [key]: 0 });
    };
  }, [ref, key]);
}
