import type { AnimationEvent, RefObject } from "react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";

/** What the page element's `data-transition` says: fading out, fading in, or still. */
export type PagePhase = "out" | "in" | undefined;

/**
 * `nav.page-transition-out-in`: the page fades out while the router loads another page (a
 * different path; a new query or hash on the same page is no page change, nor is a form
 * still submitting), and the new page fades in once it is there. The old page is gone
 * before the new one shows, so the two never overlap.
 */
export function pagePhase(
  pathname: string,
  navigation: { state: string; location?: { pathname: string } | undefined },
  entering: boolean,
): PagePhase {
  if (
    navigation.state === "loading" &&
    navigation.location !== undefined &&
    navigation.location.pathname !== pathname
  ) {
    return "out";
  }
  return entering ? "in" : undefined;
}

/**
 * `nav.focus-new-page`: where focus goes after a route change. The new page may have put it
 * inside itself (a form's first field, a result), or the visitor may already be in a dialog they
 * opened meanwhile (the menu, the cart): then it stays. Otherwise it goes to the page's heading
 * (its first `h1`), or to the page itself when it has none.
 */
export function focusTarget(page: HTMLElement, active: Element | null): HTMLElement | null {
  if (active && active !== page && page.contains(active)) return null;
  if (active?.closest("dialog[open], [role='dialog'], [aria-modal='true']")) return null;
  return page.querySelector<HTMLElement>("h1") ?? page;
}

/**
 * Why not the View Transitions API: React Router starts one only for navigations that ask
 * for it (`viewTransition` on each link, form and navigate call), and its default is a
 * cross-fade, the two pages at once. An attribute on the one page element, from the router's
 * own navigation state, covers every navigation, costs one CSS rule and works in every browser.
 *
 * The page element's transition and focus on route changes (`nav.page-transition-out-in`,
 * `nav.focus-new-page`). The first render (the server's HTML, then hydration) is neither
 * animated nor focused.
 */
export function usePageTransition(page: RefObject<HTMLElement | null>): {
  phase: PagePhase;
  onAnimationEnd: (event: AnimationEvent<HTMLElement>) => void;
} {
  const { pathname, hash } = useLocation();
  const navigation = useNavigation();
  const [entering, setEntering] = useState(false);
  const shown = useRef(pathname);

  // Before the browser paints the new page, so its first frame is already faded out.
  useLayoutEffect(() => {
    if (shown.current !== pathname) setEntering(true);
  }, [pathname]);

  // After the new page's own effects, so a page that placed focus itself keeps it.
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const element = page.current;
    // A link to an anchor (`/#catering-menu`) is about that anchor: the browser's own.
    if (!element || hash) return;
    const target = focusTarget(element, document.activeElement);
    if (!target) return;
    if (target !== element && !target.hasAttribute("tabindex")) {
      target.tabIndex = -1;
      // Focusable for this purpose only: no focus ring on a heading that is no control.
      target.dataset.routeFocus = "";
    }
    target.focus({ preventScroll: true });
  }, [pathname, hash, page]);

  const onAnimationEnd = (event: AnimationEvent<HTMLElement>) => {
    if (event.target === event.currentTarget) setEntering(false);
  };

  return { phase: pagePhase(pathname, navigation, entering), onAnimationEnd };
}
