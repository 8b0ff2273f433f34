import type { FastifyRequest } from "fastify";

import { readApiHeaders } from "@coop/contract/headers";

import { HttpError } from "../../http/http-error.ts";
import type { TokenKind, TokenService } from "./tokens.ts";

export type Caller = { memberId: string; sessionId: string };

/**
 * The member behind the request's bearer token of `kind`, or null when the request has
 * none. A token that is present but invalid (expired, revoked, forged) is a 401: the
 * client must sign in again rather than silently continue as a guest.
 */
export async function optionalCaller(
  request: FastifyRequest,
  tokens: TokenService,
  kind: TokenKind,
): Promise<Caller | null> {
  const bearer = readApiHeaders(request.headers).bearer;
  if (!bearer) return null;
  const caller = await tokens.verify(bearer, kind);
  if (!caller)
    throw new HttpError(401, "Your session has ended. Please sign in again.", {
      headers: { "www-authenticate": "Bearer" },
    });
  return caller;
}

/** The member behind the request's token of `kind`; 401 without one (api §6). */
export async function requireCaller(
  request: FastifyRequest,
  tokens: TokenService,
  kind: TokenKind,
): Promise<Caller> {
  const caller = await optionalCaller(request, tokens, kind);
  if (!caller) {
    throw new HttpError(
      401,
      kind === "ordering" ? "Please sign in to use this." : "Please sign in to see your account.",
      {
        headers: { "www-authenticate": "Bearer" },
      },
    );
  }
  return caller;
}
