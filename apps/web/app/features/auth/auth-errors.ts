/**
 * `member.sign-in-errors`: a refused sign-in (or sign-up) in words, from the server's status:
 * 401 the email or password is wrong; 429 too many attempts, with the wait from Retry-After
 * in minutes; 403 the bot check did not pass (or the server's own reason); 503 the bot check
 * is unavailable; no answer at all is a network failure. Other refusals show the server's
 * message. The form shows the text in its error summary.
 */

/** What a failed call gives (the API client's failure). */
export type Refusal = {
  status: number;
  errors: string[];
  body?: unknown;
  retryAfter?: number;
};

export type ErrorKey =
  | "errors.network"
  | "errors.wrongCredentials"
  | "errors.rateLimitedMinutes"
  | "errors.rateLimitedMinute"
  | "errors.rateLimited"
  | "errors.botCheckFailed"
  | "errors.botCheckUnavailable"
  | "errors.botCheckLoad"
  | "errors.forbidden"
  | "errors.emailTaken"
  | "errors.server";

/** A message of the `auth` namespace and its values. */
export type ErrorText = { key: ErrorKey; values?: Record<string, string | number> };

const firstMessage = (refusal: Refusal) => refusal.errors.join(" ");

export function refusalText(refusal: Refusal): ErrorText {
  switch (refusal.status) {
    case 0:
      return { key: "errors.network" };
    case 401:
      return { key: "errors.wrongCredentials" };
    case 409:
      return { key: "errors.emailTaken" };
    case 429: {
      if (refusal.retryAfter === undefined) return { key: "errors.rateLimited" };
      const minutes = Math.ceil(refusal.retryAfter / 60);
      return minutes <= 1
        ? { key: "errors.rateLimitedMinute" }
        : { key: "errors.rateLimitedMinutes", values: { count: minutes } };
    }
    case 403:
      // The bot check's refusals name it; any other 403 (a locked account) says its reason.
      return /bot check|verify header/i.test(firstMessage(refusal))
        ? { key: "errors.botCheckFailed" }
        : { key: "errors.forbidden", values: { message: firstMessage(refusal) } };
    case 503:
      return { key: "errors.botCheckUnavailable" };
    default:
      return { key: "errors.server", values: { message: firstMessage(refusal) } };
  }
}

/**
 * The field errors of a 400 answer by field name (`body.password` → `password`), in the
 * server's words: the form shows each under its field.
 */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof body !== "object" || body === null || !("errors" in body)) return out;
  const errors = (body as { errors: unknown }).errors;
  if (!Array.isArray(errors)) return out;
  for (const entry of errors) {
    if (typeof entry !== "object" || entry === null) continue;
    const { path, message } = entry as { path?: unknown; message?: unknown };
    if (typeof path !== "string" || typeof message !== "string") continue;
    const field = path.replace(/^body\./, "");
    out[field] ??= message;
  }
  return out;
}
