// The request headers of every API call (`api.headers`), written by the client and read by the
// server.
// Header names are lower case: HTTP/2 requires it and Node gives them to the server so.

import { API_ENV, API_VERSION, CATERING_CLIENT_SUB } from "./constants.ts";

/** The two client variants: catering is chosen by the host name (`channel.from-host`). */
export type Channel = "default" | "catering";

export type ApiHeaderContext = {
  /** The device id of the client state, when known. */
  deviceId?: string | null;
  channel: Channel;
  /** The client type, e.g. "web". */
  clientType: string;
  /** Bot-check token (`botcheck.actions`). */
  verify?: string;
  verifyTransition?: string;
  /** The access or ordering token the endpoint calls for (`auth.token-classes`). */
  token?: string | null;
};

/**
 * `api.headers`: the headers of one API call; on the catering channel `client_sub=catering`
 * (`channel.client-sub-header`).
 */
export function buildApiHeaders(ctx: ApiHeaderContext): Record<string, string> {
  const headers: Record<string, string> = { env: API_ENV };
  if (isGiven(ctx.deviceId)) headers.device_id = ctx.deviceId;
  if (ctx.channel === "catering") headers.client_sub = CATERING_CLIENT_SUB;
  headers.client_type = ctx.clientType;
  headers.version = API_VERSION;
  if (isGiven(ctx.verify)) headers.verify = ctx.verify;
  if (isGiven(ctx.verifyTransition)) headers.verify_transition = ctx.verifyTransition;
  if (isGiven(ctx.token)) headers.authorization = `Bearer ${ctx.token}`;
  return headers;
}

export type IncomingApiHeaders = Readonly<Record<string, string | readonly string[] | undefined>>;

export type ApiRequestHeaders = {
  env: string | null;
  deviceId: string | null;
  channel: Channel;
  clientType: string;
  version: string | null;
  verify: string | null;
  verifyTransition: string | null;
  /** The token of `authorization: Bearer <token>`; null when absent or another scheme. */
  bearer: string | null;
};

/**
 * `api.headers`: the headers of an incoming request (server side). Missing values are null,
 * the channel defaults to "default" and the client type to "web". Names are matched
 * case-insensitively, and `client-type` (the spelling of the server-start offers call) counts
 * as `client_type`.
 */
export function readApiHeaders(headers: IncomingApiHeaders): ApiRequestHeaders {
  const lower = new Map<string, string>();
  for (const [name, value] of Object.entries(headers)) {
    const first = typeof value === "string" ? value : value?.[0];
    const trimmed = first?.trim();
    if (trimmed !== undefined && trimmed !== "" && !lower.has(name.toLowerCase())) {
      lower.set(name.toLowerCase(), trimmed);
    }
  }
  const get = (name: string): string | null => lower.get(name) ?? null;
  return {
    env: get("env"),
    deviceId: get("device_id"),
    channel: get("client_sub")?.toLowerCase() === CATERING_CLIENT_SUB ? "catering" : "default",
    clientType: get("client_type") ?? get("client-type") ?? "web",
    version: get("version"),
    verify: get("verify"),
    verifyTransition: get("verify_transition"),
    bearer: parseBearer(get("authorization")),
  };
}

function parseBearer(value: string | null): string | null {
  const match = value === null ? null : /^Bearer\s+(\S+)$/i.exec(value);
  return match?.[1] ?? null;
}

function isGiven(value: string | null | undefined): value is string {
  return typeof value === "string" && value !== "";
}
