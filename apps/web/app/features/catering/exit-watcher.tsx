import { lazy, useCallback, useEffect, useMemo, useRef, useState } from "react";

import { useChannel } from "../../lib/use-channel.ts";
import { OpenedOnce } from "../../ui/opened-once.tsx";
import { useCateringCartCount } from "./exit-cart.ts";
import { exitLinkAction, newTabAttributes } from "./exit-rules.ts";

// `frame.overlays-lazy`: the dialog's code loads the first time a link is stopped.
const CateringExitDialog = lazy(() =>
  import("./exit-dialog.tsx").then((m) => ({ default: m.CateringExitDialog })),
);

/** Adds `noopener` to a link's `rel` tokens, keeping the others. */
function addNoopener(anchor: HTMLAnchorElement): void {
  if (!anchor.relList.contains(newTabAttributes.rel)) anchor.relList.add(newTabAttributes.rel);
}

/**
 * Leaving the catering site (`catering-exit.warn`, `catering-exit.locations-new-tab`): on the
 * catering channel, one click listener on the document reads every click on a link (a press
 * of Enter on a focused link is a click too) once the page's own handlers have had it. A link
 * out of the site that contains "locations" gets a new tab; any other link out of the site,
 * while the cart has items, is stopped and the exit dialog asks first.
 */
export function CateringExit() {
  const { channel } = useChannel();
  const cartCount = useCateringCartCount();
  const [href, setHref] = useState<string | null>(null);
  const linkRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (channel !== "catering") return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const action = exitLinkAction(
        {
          href: anchor.href,
          target: anchor.target,
          download: anchor.hasAttribute("download"),
          modified:
            event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey,
        },
        { origin: window.location.origin, channel, cartCount },
      );
      if (action === "new-tab") {
        // Set before the browser follows the link, which it does after this listener.
        anchor.target = newTabAttributes.target;
        addNoopener(anchor);
      } else if (action === "warn") {
        event.preventDefault();
        linkRef.current = anchor;
        setHref(anchor.href);
      }
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [channel, cartCount]);

  const close = useCallback(() => setHref(null), []);
  // Focus goes back to the stopped link, or to the page when that link is gone or hidden (a
  // link of the mobile menu, which closed on the click).
  const returnFocusRef = useMemo(
    () => ({
      get current(): HTMLElement | null {
        const link = linkRef.current;
        if (link?.isConnected && link.getClientRects().length > 0) return link;
        return document.getElementById("main");
      },
    }),
    [],
  );

  return (
    <OpenedOnce open={href !== null}>
      <CateringExitDialog href={href} onClose={close} returnFocusRef={returnFocusRef} />
    </OpenedOnce>
  );
}
