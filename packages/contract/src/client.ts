// The typed API client, for the browser and for the server (SSR): the token each auth class
// calls for (`auth.token-classes`), the request headers (`api.headers`) and the error list.
// `errors.client-never-throws`: it never throws for an HTTP error or a network failure; a
// failed call resolves to `{ ok: false, status, errors }` with the error list
// (`errors.client-list`). It rejects only when the caller cancelled (the AbortError is
// rethrown) or passed a path without a required parameter.

import type { RequestOf, ResponseOf } from "./api-types.ts";
import { CONNECTION_ISSUE } from "./constants.ts";
import type { EndpointAuth, EndpointId, PathParams, QueryParams } from "./endpoints.ts";
import { buildUrl, endpoint } from "./endpoints.ts";
import { normalizeErrors } from "./error-list.ts";
import type { Channel } from "./headers.ts";
import { buildApiHeaders } from "./headers.ts";

/** What the client knows at the moment of a call (read afresh for every call). */
export type ApiClientContext = {
  deviceId?: string | null;
  channel: Channel;
  clientType: string;
  accessToken?: string | null;
  orderingToken?: string | null;
  /** The restaurant staff session token (`staff.token-kind`), for the /api/ops calls. */
  staffToken?: string | null;
};

export type ApiClientOptions = {
  /** Prefix of every URL; "" (the default) means the same origin. */
  baseUrl?: string;
  /** The fetch to use; the global one by default. */
  fetch?: typeof fetch;
  context: () => ApiClientContext;
};

/** What every call may carry besides its request parts. */
export type CallExtras = {
  /** Bot-check token (`botcheck.actions`). */
  verify?: string;
  verifyTransition?: string;
  /** Sent as the `idempotency-key` header, so that a retried call is applied once. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /**
   * The token class for this call instead of the endpoint's: e.g. "ordering-optional" on a
   * call on an order that must know the member (a wallet-only coupon, a loyalty reward).
   */
  auth?: EndpointAuth;
};

/**
 * The options of a call to `I`: its path parameters, query and JSON body, typed from the
 * endpoint's schemas (required when the call has them, not accepted when it has none), and
 * the extras.
 */
export type CallOptions<I extends EndpointId> = RequestOf<I> & CallExtras;

/** The options argument, optional when nothing in it is required. */
export type CallArgs<I extends EndpointId> =
  Record<never, never> extends CallOptions<I> ? [opts?: CallOptions<I>] : [opts: CallOptions<I>];

/** What the implementation reads (the typed options are checked at the call site). */
type UntypedCallOptions = CallExtras & {
  params?: PathParams;
  query?: QueryParams;
  /** Sent as JSON when given. */
  body?: unknown;
};

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  /**
   * status is 0 when the call never got a response. `retryAfter`: the seconds of the
   * answer's Retry-After header (429, 503), when it gave a number.
   */
  | { ok: false; status: number; errors: string[]; body: unknown; retryAfter?: number };

export type ApiClient = {
  /** The call `id`; its request and response types come from the endpoint's schemas. */
  call<I extends EndpointId>(id: I, ...args: CallArgs<I>): Promise<ApiResult<ResponseOf<I>>>;
};

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = (options.baseUrl ?? "").replace(/\/+$/, "");
  // Resolved at call time and called unbound-safe (browsers reject a detached window.fetch).
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function send(id: EndpointId, opts: UntypedCallOptions = {}): Promise<ApiResult<unknown>> {
    const def = endpoint(id);
    const url = `${baseUrl}${buildUrl(def, opts.params, opts.query)}`;
    const ctx = options.context();
    const headers: Record<string, string> = {
      accept: "application/json",
      ...buildApiHeaders({
        deviceId: ctx.deviceId,
        channel: ctx.channel,
        clientType: ctx.clientType,
        verify: opts.verify,
        verifyTransition: opts.verifyTransition,
        token: tokenFor(opts.auth ?? def.auth, ctx),
      }),
    };
    if (opts.idempotencyKey !== undefined) headers["idempotency-key"] = opts.idempotencyKey;
    const init: RequestInit = { method: def.method, headers };
    if (opts.body !== undefined) {
      headers["content-type"] = "application/json";
      init.body = JSON.stringify(opts.body);
    }
    if (opts.signal !== undefined) init.signal = opts.signal;

    let status: number;
    let ok: boolean;
    let body: unknown;
    let retryAfter: number | null;
    try {
      const response = await doFetch(url, init);
      status = response.status;
      ok = response.ok;
      retryAfter = retryAfterSeconds(response.headers.get("retry-after"));
      body = parseBody(await response.text());
    } catch (error) {
      if (isCancellation(error, opts.signal)) throw error;
      return { ok: false, status: 0, errors: [CONNECTION_ISSUE], body: null };
    }
    if (ok) return { ok: true, status, data: body };
    const failed = { ok: false as const, status, errors: normalizeErrors(body), body };
    return retryAfter === null ? failed : { ...failed, retryAfter };
  }

  return {
    call: <I extends EndpointId>(id: I, ...[opts]: CallArgs<I>) =>
      // The answer is not parsed (no zod in the browser): its type is the contract's word.
      send(id, opts as UntypedCallOptions | undefined) as Promise<ApiResult<ResponseOf<I>>>,
  };
}

/** `auth.token-classes`: the token an endpoint's auth class calls for. */
function tokenFor(auth: EndpointAuth, ctx: ApiClientContext): string | null {
  switch (auth) {
    case "access":
      return ctx.accessToken ?? null;
    case "ordering":
    case "ordering-optional":
      return ctx.orderingToken ?? null;
    case "staff":
    case "engagement-key":
      return ctx.staffToken ?? null;
    case "engagement-self":
      return ctx.accessToken ?? null;
    case "none":
      return null;
  }
}

/** The delay of a Retry-After header given in seconds (an HTTP date is not used here). */
function retryAfterSeconds(value: string | null): number | null {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return null;
  return Number(value);
}

/** JSON when the text is JSON, null when empty, otherwise the text itself. */
function parseBody(text: string): unknown {
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isCancellation(error: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted === true) return true;
  return (
    typeof error === "object" && error !== null && "name" in error && error.name === "AbortError"
  );
}
