import { createApiClient } from "@coop/contract/client";

import { clientStore } from "./store/client-store.ts";

/**
 * The browser's API client (same-origin /api/v1…), with the spec headers taken from the
 * client store at each call: device id, channel (client_sub=catering), client type, and
 * the access or ordering token the endpoint calls for.
 */
export const api = createApiClient({
  context: () => {
    const state = clientStore.getState();
    return {
      deviceId: state.deviceId,
      channel: state.channel,
      clientType: state.client,
      accessToken: state.token?.access.token ?? null,
      orderingToken: state.token?.ordering.access.token ?? null,
    };
  },
});
