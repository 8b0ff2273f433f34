import { useEffect } from "react";

let locks = 0;
let saved: { overflow: string; paddingRight: string; htmlOverflow: string } | null = null;

/**
 * Stops the page behind an open overlay from scrolling (`frame.mobile-menu-scroll-lock`: the
 * mobile menu locks the body's scroll while open). Counted, so two overlays open at once
 * unlock only when both have closed. The scrollbar's width is kept as padding so the page
 * does not jump sideways.
 */
function lockBodyScroll(doc: Document = document): () => void {
  const body = doc.body;
  const html = doc.documentElement;
  if (locks === 0) {
    const scrollbar = (doc.defaultView?.innerWidth ?? 0) - html.clientWidth;
    saved = {
      overflow: body.style.overflow,
      paddingRight: body.style.paddingRight,
      htmlOverflow: html.style.overflow,
    };
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.style.overflow = "hidden";
    html.style.overflow = "hidden";
    body.dataset.scrollLocked = "true";
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      html.style.overflow = saved.htmlOverflow;
      delete body.dataset.scrollLocked;
      saved = null;
    }
  };
}

/** Locks the body's scroll while `active` is true. */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    return lockBodyScroll();
  }, [active]);
}
