/**
 * `ops-shell.sign-in-errors`: what the sign-in form says for a failed call, in the page's language:
 * 401 the email or password is wrong; 429 too many attempts, with the minutes from the
 * answer's Retry-After (rounded up, at least one); 403 the account is disabled; no answer at
 * all a connection problem; anything else a general failure.
 */
import type { ApiResult } from "@coop/contract/client";

export type SignInError =
  | { key: "badCredentials" }
  | { key: "tooMany"; minutes: number }
  | { key: "tooManyLater" }
  | { key: "disabled" }
  | { key: "network" }
  | { key: "failed" };

export function signInError(result: Extract<ApiResult<unknown>, { ok: false }>): SignInError {
  switch (result.status) {
    case 0:
      return { key: "network" };
    case 401:
      return { key: "badCredentials" };
    case 403:
      return { key: "disabled" };
    case 429:
      return result.retryAfter === undefined
        ? { key: "tooManyLater" }
        : { key: "tooMany", minutes: Math.max(1, Math.ceil(result.retryAfter / 60)) };
    default:
      return { key: "failed" };
  }
}
