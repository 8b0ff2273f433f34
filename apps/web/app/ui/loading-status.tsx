import type { ReactNode } from "react";

import { FETCH_DELAY_MS, useDelayedFlag } from "../lib/use-delayed-flag.ts";

/**
 * A loading message (`timing.fetch-delay`) of data fetched in the browser, shown only while
 * it is mounted: its words appear once the fetch has run for 200 ms, so a quick answer never
 * flashes a loader. Until then the line keeps its place (hidden, not removed), so nothing moves
 * when the words appear; the words arriving in the status region is what a screen reader reads.
 */
export function LoadingStatus({
  children,
  className,
  live = true,
  delay = FETCH_DELAY_MS,
  testId,
}: {
  children: ReactNode;
  className?: string;
  /** A status region of its own (false where the screen already has one that speaks). */
  live?: boolean;
  delay?: number;
  testId?: string;
}) {
  const shown = useDelayedFlag(true, delay);
  return (
    <p
      className={className}
      role={live ? "status" : undefined}
      data-testid={testId}
      data-delayed={shown ? undefined : ""}
    >
      <span style={shown ? undefined : { visibility: "hidden" }}>{children}</span>
    </p>
  );
}
