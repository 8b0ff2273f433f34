import { Fragment, useEffect, useState } from "react";
import { Link, PrefetchPageLinks, useLocation, useNavigation } from "react-router";

import {
  browserConnection,
  canPrefetch,
  likelyNextPages,
  PREFETCH_IDLE_TIMEOUT_MS,
  whenIdle,
} from "../../lib/prefetch.ts";

/** Resolves once the window's load event has fired (at once if it already has). */
function afterLoad(run: () => void): () => void {
  if (document.readyState === "complete") {
    run();
    return () => {};
  }
  window.addEventListener("load", run, { once: true });
  return () => window.removeEventListener("load", run);
}

/**
 * `timing.idle-prefetch`: after the page has loaded, when the browser is idle (2000 ms at
 * the latest), React Router's own prefetch links fetch the route modules and data of the
 * likely next pages; nothing on a slow or metered connection, or offline. Nothing is rendered
 * on the server or before that moment, so the first paint and its budgets are untouched.
 */
export function IdlePrefetch() {
  const { pathname } = useLocation();
  // Read so that this re-renders when the router learns of more routes: a page's prefetch
  // links need its route, which React Router may discover only after the first paint.
  useNavigation();
  const [decided, setDecided] = useState<{
    from: string;
    to: string[];
    prefetch: boolean;
  } | null>(null);

  useEffect(() => {
    const next = likelyNextPages(pathname);
    if (next.length === 0) return;
    let cancelIdle = () => {};
    const cancelLoad = afterLoad(() => {
      cancelIdle = whenIdle(() => {
        const prefetch = canPrefetch(browserConnection(navigator));
        setDecided({ from: pathname, to: next, prefetch });
      }, PREFETCH_IDLE_TIMEOUT_MS);
    });
    return () => {
      cancelLoad();
      cancelIdle();
    };
  }, [pathname]);

  if (!decided || decided.from !== pathname) return null;
  // Hidden: the links are not for people. Each page's link lets React Router discover its
  // route; its prefetch links then fetch the route's modules and data.
  return (
    <div hidden data-idle-prefetch={decided.prefetch ? "prefetched" : "skipped"}>
      {decided.prefetch &&
        decided.to.map((page) => (
          <Fragment key={page}>
            <Link to={page} tabIndex={-1} discover="render">
              {page}
            </Link>
            <PrefetchPageLinks page={page} />
          </Fragment>
        ))}
    </div>
  );
}
