/**
 * The screen rules of the single sign-on callback page (`/account/oauthcallback`), pure and
 * unit-tested. The flow is the server's (docs/decisions/009-members-passwords-tokens-sso-bot-check.md):
 * the provider sends the browser back here with `code`, `state` and `iss` (or `error`), and
 * this page posts them to members/sso once.
 */

/** What the provider's redirect back carries. */
export type Callback =
  /** A code to exchange: posted to members/sso. */
  | { kind: "finish"; body: { code: string; state: string; iss?: string } }
  /** The member cancelled or the provider refused; the state, when there, is spent on the server. */
  | { kind: "cancelled"; state: string | null; error: string }
  /** Nothing to finish (opened by hand, reloaded after the code was taken from the URL). */
  | { kind: "missing" };

export function callbackOf(search: URLSearchParams): Callback {
  const value = (name: string) => {
    const v = search.get(name);
    return v === null || v.trim() === "" ? null : v;
  };
  const state = value("state");
  const error = value("error");
  if (error !== null) return { kind: "cancelled", state, error };
  const code = value("code");
  if (code === null || state === null) return { kind: "missing" };
  const iss = value("iss");
  return { kind: "finish", body: { code, state, ...(iss !== null && { iss }) } };
}

/** The words for a failed callback: a key of `sso.*`, or the server's own message. */
export type Failure = { key: FailureKey } | { message: string };
export type FailureKey =
  | "cancelled"
  | "expired"
  | "missing"
  | "notConfirmed"
  | "notSetUp"
  | "unavailable"
  | "connection"
  | "generic";

/**
 * `member.sso-callback-errors`: a refused members/sso in words. A 400 naming `body.state` is
 * an expired or already used sign-in; another 400 is the provider's refusal (cancelled); a 403
 * (the provider did not share a verified email) shows the server's message, which says what
 * to do; 401, 404 and 502 have words of their own.
 */
export function failureOf(status: number, body: unknown, errors: string[]): Failure {
  switch (status) {
    case 0:
      return { key: "connection" };
    case 400:
      return { key: namesState(body) ? "expired" : "cancelled" };
    case 401:
      return { key: "notConfirmed" };
    case 403:
      return errors.length > 0 ? { message: errors.join(" ") } : { key: "generic" };
    case 404:
      return { key: "notSetUp" };
    case 502:
    case 503:
      return { key: "unavailable" };
    default:
      return { key: "generic" };
  }
}

function namesState(body: unknown): boolean {
  if (typeof body !== "object" || body === null || !("errors" in body)) return false;
  const errors = (body as { errors: unknown }).errors;
  return (
    Array.isArray(errors) &&
    errors.some(
      (e) => typeof e === "object" && e !== null && (e as { path?: unknown }).path === "body.state",
    )
  );
}

/**
 * `member.sso-complete-profile`: a member single sign-on created (or any member) without a
 * phone or a name goes to /account/complete first; the page they were going to is kept for
 * after it.
 */
export function needsCompletion(user: {
  first_name: string;
  last_name: string;
  phone: string | null;
}): boolean {
  return user.first_name.trim() === "" || user.last_name.trim() === "" || !user.phone;
}

/**
 * `member.sso-callback-once`: a code is single use, so it is posted once per page load.
 * React's strict mode runs an effect twice and a remount runs it again: every run with the
 * same state shares the first one's request and answer.
 */
const inFlight = new Map<string, Promise<unknown>>();

export function once<T>(state: string, run: () => Promise<T>): Promise<T> {
  let pending = inFlight.get(state) as Promise<T> | undefined;
  if (!pending) {
    pending = run();
    inFlight.set(state, pending);
  }
  return pending;
}

/** Tests only: forget the requests made so far. */
export function forgetRequests(): void {
  inFlight.clear();
}
