/**
 * The pure rules of the in-app screens (`/app/signin`, `/app/payment`, `/app/confirm`, the
 * chain's mobile app opening the site in a web view; docs/decisions/032-catering-and-in-app.md):
 * what a link to each screen must carry, and the address the browser goes back to the app at.
 * No zod: the browser imports this module. Each rule cites its id of docs/rules.md.
 */

/** The longest redirect address and state the app-auth contract accepts. */
const MAX_REDIRECT = 500;
const MAX_STATE = 500;
/** An S256 challenge: the base64url SHA-256 of the verifier, 43 characters (RFC 7636). */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
/** An order id as the API writes it (`order.id-capability`). */
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** One query parameter, given once and not blank; null otherwise. */
function single(params: URLSearchParams, name: string): string | null {
  const values = params.getAll(name);
  if (values.length !== 1) return null;
  const value = values[0]!.trim();
  return value === "" ? null : value;
}

/** An optional parameter: absent is fine, repeated or too long is not. */
function optional(params: URLSearchParams, name: string, max: number): string | null | false {
  const values = params.getAll(name);
  if (values.length === 0) return null;
  if (values.length > 1 || values[0]!.length > max) return false;
  return values[0]!;
}

/**
 * A return address of the app: absolute, no fragment, not plain http (as APP_REDIRECT_URIS
 * is checked at start). Whether it is one of the configured ones is the server's answer
 * (`inapp.redirect-allowed`).
 */
function redirectShapeOk(uri: string): boolean {
  if (uri.length > MAX_REDIRECT) return false;
  try {
    const url = new URL(uri);
    return url.protocol !== "http:" && url.protocol !== "javascript:" && url.hash === "";
  } catch {
    return false;
  }
}

/** The sign-in link's parameters, as POST app/auth/code takes them. */
export type SigninLink = {
  redirect_uri: string;
  code_challenge: string;
  code_challenge_method: "S256";
  state?: string;
};

/**
 * `inapp.signin-link`: `/app/signin` needs `redirect_uri` (an absolute address, no fragment),
 * `code_challenge` (43 base64url characters), `code_challenge_method=S256`, and may carry a
 * `state` of up to 500 characters; each given once. Anything missing or malformed: null (the
 * page says the link is incomplete and offers nothing else).
 */
export function signinLinkOf(params: URLSearchParams): SigninLink | null {
  const redirect = single(params, "redirect_uri");
  const challenge = single(params, "code_challenge");
  const method = single(params, "code_challenge_method");
  const state = optional(params, "state", MAX_STATE);
  if (!redirect || !redirectShapeOk(redirect)) return null;
  if (!challenge || !CHALLENGE.test(challenge)) return null;
  if (method !== "S256" || state === false) return null;
  return {
    redirect_uri: redirect,
    code_challenge: challenge,
    code_challenge_method: "S256",
    ...(state === null ? {} : { state }),
  };
}

export type PaymentLink = { orderId: string; redirectUri: string; state: string | null };

/**
 * `inapp.payment-link`: `/app/payment` needs `order` (an order id) and `redirect_uri` (an
 * absolute address, no fragment) and may carry a `state` of up to 500 characters; each once.
 */
export function paymentLinkOf(params: URLSearchParams): PaymentLink | null {
  const orderId = single(params, "order");
  const redirect = single(params, "redirect_uri");
  const state = optional(params, "state", MAX_STATE);
  if (!orderId || !ORDER_ID.test(orderId)) return null;
  if (!redirect || !redirectShapeOk(redirect) || state === false) return null;
  return { orderId, redirectUri: redirect, state };
}

export type ConfirmLink = { orderId: string | null; redirectUri: string | null };

/**
 * `inapp.confirm-link`: `/app/confirm` shows the order of `id` (an id of the wrong shape
 * is no order: the page says it cannot find it); its optional `redirect_uri` becomes the
 * "Back to the app" link only when well formed (and allowed, `inapp.redirect-allowed`).
 */
export function confirmLinkOf(params: URLSearchParams): ConfirmLink {
  const id = single(params, "id");
  const redirect = single(params, "redirect_uri");
  return {
    orderId: id && ORDER_ID.test(id) ? id : null,
    redirectUri: redirect && redirectShapeOk(redirect) ? redirect : null,
  };
}

/**
 * `inapp.payment-return`: the card's single-use token goes back to the app as
 * `payment_token` in the return address's query, with the app's `state` when it sent one;
 * the address's own query is kept. Nothing about the card but the token is in it.
 */
export function paymentReturnUrl(redirectUri: string, token: string, state: string | null) {
  const url = new URL(redirectUri);
  url.searchParams.delete("payment_token");
  url.searchParams.delete("state");
  url.searchParams.set("payment_token", token);
  if (state !== null) url.searchParams.set("state", state);
  return url.toString();
}

/**
 * `inapp.payment-order`: only an open order can be paid for here; a placed, canceled or
 * abandoned one says so instead of asking for a card.
 */
export function orderPayable(status: string): boolean {
  return status === "open";
}

export type CodeRefusal =
  | { kind: "network" }
  | { kind: "expired" }
  | { kind: "notAllowed" }
  | { kind: "refused"; message: string };

/**
 * `inapp.signin-refusal`: why the one-time code for the app was refused, in words: no answer
 * is a network failure; 401 means the session here has ended (sign in again); a 400 about
 * the return address means the app's address is not one the chain allows; anything else
 * shows the server's own message.
 */
export function codeRefusalOf(refusal: { status: number; errors: string[] }): CodeRefusal {
  if (refusal.status === 0) return { kind: "network" };
  if (refusal.status === 401) return { kind: "expired" };
  const message = refusal.errors.join(" ");
  if ((refusal.status === 400 || refusal.status === 403) && /redirect/i.test(message))
    return { kind: "notAllowed" };
  return { kind: "refused", message };
}

/** The name the "Continue as" button greets the member by: the first name, else the email. */
export function continueName(user: { first_name?: string | null; email?: string | null } | null) {
  const first = user?.first_name?.trim();
  if (first) return first;
  return user?.email?.trim() ?? "";
}
