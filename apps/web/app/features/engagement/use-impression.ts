import { type RefObject, useEffect } from "react";

import { sendEngagementEvent } from "./feed-store.ts";

/**
 * `engagement-site.impression-once`: the card's impression goes out when at least half of it is
 * visible, once (the feed store ignores a second one and a card already viewed).
 */
export function useImpression(
  ref: RefObject<HTMLElement | null>,
  id: string,
  viewed: boolean,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || viewed || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 0.5)) {
          observer.disconnect();
          void sendEngagementEvent(id, "impression");
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, id, viewed]);
}
