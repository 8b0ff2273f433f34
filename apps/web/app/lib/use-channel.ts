import { useRouteLoaderData } from "react-router";

import type { Channel } from "@coop/contract/headers";

import { useClientState } from "./store/client-store.ts";

/** What the root loader knows of the request that does not depend on the visitor. */
type RootChannelData = { channel: Channel; inAppCatering: boolean };

/**
 * The channel (`channel.from-host`): from the request on the server and during hydration, then from
 * the client store, which re-checks it on every route change.
 */
export function useChannel(): RootChannelData {
  const root = useRouteLoaderData("root") as Partial<RootChannelData> | undefined;
  const storeChannel = useClientState((s) => (s.hydrated ? s.channel : null));
  const channel = storeChannel ?? root?.channel ?? "default";
  return { channel, inAppCatering: channel === "catering" && root?.inAppCatering === true };
}
