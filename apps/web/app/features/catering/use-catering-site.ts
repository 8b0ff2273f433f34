import { useRouteLoaderData } from "react-router";

import { cateringOrigin } from "../../lib/channel.ts";
import { useClientState } from "../../lib/store/client-store.ts";
import { useChannel } from "../../lib/use-channel.ts";

export type CateringSite = {
  /**
   * "" on the catering site (its links are paths of this site); the catering site's origin
   * on the consumer site, where catering is ordered over there (`catering-home.page`).
   */
  base: string;
  /** A restaurant is chosen on the catering site (this browser, this site). */
  hasLocation: boolean;
};

/** Where the catering home's order links go, from the channel of the page. */
export function useCateringSite(): CateringSite {
  const { channel } = useChannel();
  const root = useRouteLoaderData("root") as { origin?: string } | undefined;
  const hasLocation = useClientState((s) => s.location !== null);
  if (channel === "catering") return { base: "", hasLocation };
  const origin =
    root?.origin ?? (typeof window === "undefined" ? "http://localhost" : window.location.origin);
  // The chosen restaurant of the consumer site is not the catering site's. A host that is an IP
  // address has no catering site (`channel.catering-link-ip-host`): the links stay on this site.
  return { base: cateringOrigin(origin) ?? "", hasLocation: false };
}
