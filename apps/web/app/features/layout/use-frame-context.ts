import { useMemo } from "react";
import { useLocation, useRouteLoaderData } from "react-router";

import { cateringOrigin, consumerOrigin } from "../../lib/channel.ts";
import { isAccountPage, isLocationsPage, routeNameOf } from "../../lib/route-names.ts";
import { useClientState } from "../../lib/store/client-store.ts";
import { isSignedIn } from "../../lib/store/state.ts";
import { useChannel } from "../../lib/use-channel.ts";
import type { FrameContext } from "./frame-rules.ts";

/**
 * What the site frame's rules (frame-rules.ts) need, from the URL, the root loader and the
 * client store. During server rendering and hydration the store gives the defaults
 * (signed out, no location), so the server HTML shows that variant and the personal one
 * follows right after hydration.
 */
export function useFrameContext(): FrameContext {
  const { pathname } = useLocation();
  const { channel, inAppCatering } = useChannel();
  const signedIn = useClientState(isSignedIn);
  const hasLocation = useClientState((s) => s.location !== null);
  const page = useMemo(
    () => ({
      routeName: routeNameOf(pathname),
      isLocationsPage: isLocationsPage(pathname),
      isAccountPage: isAccountPage(pathname),
    }),
    [pathname],
  );
  return useMemo(
    () => ({ channel, inAppCatering, signedIn, hasLocation, pathname, ...page }),
    [channel, inAppCatering, signedIn, hasLocation, pathname, page],
  );
}

type SiteOrigins = {
  /**
   * The catering subdomain (`channel.origins`; linked from the footer, `frame.footer-links`);
   * null on a host that has none (`channel.catering-link-ip-host`).
   */
  catering: string | null;
  /** The main consumer site (the catering channel's 'Back to Home'). */
  consumer: string;
};

/**
 * The two sites' origins, from the origin of the request the root loader saw, so that
 * the server HTML and the browser agree on every href.
 */
export function useSiteOrigins(): SiteOrigins {
  const root = useRouteLoaderData("root") as { origin?: string } | undefined;
  const origin =
    root?.origin ?? (typeof window === "undefined" ? "http://localhost" : window.location.origin);
  return useMemo(
    () => ({ catering: cateringOrigin(origin), consumer: consumerOrigin(origin) }),
    [origin],
  );
}
