import { useSyncExternalStore } from "react";

/**
 * Responsive breakpoints (`frame.breakpoints`), in CSS pixels: a size starts at its value.
 * Below `sm` is the smallest phone layout; `hd` is everything from `xl` up. Small and
 * medium screens (below `md`) count as mobile. CSS uses the same numbers through the
 * `@media (--md)` / `@media (--below-md)` tokens (see custom-media.ts).
 */
export const breakpoints = { sm: 600, md: 900, lg: 1200, xl: 1600 } as const;

type Breakpoint = keyof typeof breakpoints;
type MediaName = Breakpoint | `below-${Breakpoint}`;

/** Below this width the layout is the mobile one. */
const mobileBelow: Breakpoint = "md";

/** `md` → `(min-width: 900px)`; `below-md` → `(max-width: 899.98px)`. */
export function mediaQuery(name: MediaName): string {
  if (name.startsWith("below-")) {
    const width = breakpoints[name.slice("below-".length) as Breakpoint];
    // .02px under the breakpoint: no gap and no overlap at fractional widths (zoom).
    return `(max-width: ${width - 0.02}px)`;
  }
  return `(min-width: ${breakpoints[name as Breakpoint]}px)`;
}

export function isMediaName(name: string): name is MediaName {
  const size = name.startsWith("below-") ? name.slice("below-".length) : name;
  return Object.hasOwn(breakpoints, size);
}

const mobileQuery = mediaQuery(`below-${mobileBelow}`);

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(mobileQuery);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

function isMobileNow(): boolean {
  return window.matchMedia(mobileQuery).matches;
}

// The server cannot know the screen: it renders the desktop variant, and the client
// switches right after hydration. Layout differences belong in CSS; this hook is for
// behaviour (e.g. whether the Menu link opens a dialog).
function isMobileOnServer(): boolean {
  return false;
}

/** True on small and medium screens; false during server rendering and hydration. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, isMobileOnServer);
}
