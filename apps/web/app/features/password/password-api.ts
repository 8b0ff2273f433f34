import { api } from "../../lib/api-client.ts";

/**
 * POST members/forgotpassword with the bot-check token when the check is on; a 429's
 * Retry-After comes back as the failed result's `retryAfter` (`member.reset-retry-after`).
 */
export function requestResetLink(email: string, verify: string | null) {
  return api.call("membersForgotPassword", {
    body: { email: email.trim() },
    ...(verify !== null && { verify }),
  });
}

/** POST members/resetpassword: the link's token and email, and the new password. */
export function resetPassword(body: { token: string; email: string; password: string }) {
  return api.call("membersResetPassword", { body });
}
