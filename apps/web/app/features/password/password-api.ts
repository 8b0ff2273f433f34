import type { ResponseOf } from "@coop/contract/api-types";
import { type ApiResult, createApiClient } from "@coop/contract/client";

import { api } from "../../lib/api-client.ts";
import { clientStore } from "../../lib/store/client-store.ts";

/**
 * POST members/forgotpassword, with the Retry-After of a 429 (`member.reset-retry-after`):
 * the shared client answers status and body only, so this call goes through a client of its
 * own (the same contract client and headers) whose fetch keeps that one header.
 */
export async function requestResetLink(
  email: string,
  verify: string | null,
): Promise<{ result: ApiResult<ResponseOf<"membersForgotPassword">>; retryAfter: string | null }> {
  let retryAfter: string | null = null;
  const client = createApiClient({
    context: () => {
      const state = clientStore.getState();
      return { deviceId: state.deviceId, channel: state.channel, clientType: state.client };
    },
    fetch: async (input, init) => {
      const response = await globalThis.fetch(input, init);
      retryAfter = response.headers.get("retry-after");
      return response;
    },
  });
  const result = await client.call("membersForgotPassword", {
    body: { email: email.trim() },
    ...(verify !== null && { verify }),
  });
  return { result, retryAfter };
}

/** POST members/resetpassword: the link's token and email, and the new password. */
export function resetPassword(body: { token: string; email: string; password: string }) {
  return api.call("membersResetPassword", { body });
}
