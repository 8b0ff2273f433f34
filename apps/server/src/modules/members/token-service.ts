import { randomBytes } from "node:crypto";

import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { FastifyRequest } from "fastify";

import { readApiHeaders } from "@coop/contract/headers";

import type { Db } from "../../db/client.ts";
import { sessions } from "../../db/schema/members.ts";
import { HttpError } from "../../http/http-error.ts";
import { createSessionTokenCodec } from "../../lib/session-token.ts";

/**
 * Member tokens (`token.sessions`, `auth.token-classes`;
 * docs/decisions/009-members-passwords-tokens-sso-bot-check.md). Two kinds per session:
 * `access` for account calls and `ordering` for faves, payments, addresses, order history
 * and submit. A token is `<kind>.<sessionId>.<expires>.<mac>`:
 * HMAC-SHA256 with TOKEN_SECRET over the rest. It is accepted only while its signature,
 * its expiry and its session (not revoked, not expired) all hold.
 */
export type TokenKind = "access" | "ordering";

export type IssuedTokens = {
  sessionId: string;
  expiresAt: Date;
  access: string;
  ordering: string;
};

export type TokenService = {
  /** A new session for a member (a new one at every sign-in) and its two tokens. */
  issue(memberId: string, method: string, now?: Date): Promise<IssuedTokens>;
  /** The member behind a token of this kind, or null (bad signature, expired, revoked). */
  verify(
    token: string,
    kind: TokenKind,
    now?: Date,
  ): Promise<{ memberId: string; sessionId: string } | null>;
  /** Sign-out: every token of the session stops working. */
  revoke(sessionId: string, now?: Date): Promise<void>;
  /**
   * Ends every session of a member (password reset), or every one but `exceptSessionId`
   * (password change: the member stays signed in where the change was made).
   */
  revokeAllFor(
    memberId: string,
    options?: { exceptSessionId?: string; now?: Date },
  ): Promise<number>;
};

const KIND_CODE: Record<TokenKind, string> = { access: "a", ordering: "o" };

export function createTokenService(deps: { db: Db; secret: string; ttlMs: number }): TokenService {
  const codec = createSessionTokenCodec(deps.secret);

  return {
    async issue(memberId, method, now = new Date()) {
      const sessionId = randomBytes(18).toString("base64url"); // 144 bits
      const expiresAt = new Date(now.getTime() + deps.ttlMs);
      await deps.db
        .insert(sessions)
        .values({ id: sessionId, memberId, createdAt: now, expiresAt, method });
      return {
        sessionId,
        expiresAt,
        access: codec.sign(KIND_CODE.access, sessionId, expiresAt),
        ordering: codec.sign(KIND_CODE.ordering, sessionId, expiresAt),
      };
    },

    async verify(token, kind, now = new Date()) {
      const signed = codec.read(token, KIND_CODE[kind], now);
      if (!signed) return null;
      const { sessionId } = signed;
      const rows = await deps.db
        .select({ memberId: sessions.memberId })
        .from(sessions)
        .where(
          and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        );
      return rows[0] ? { memberId: rows[0].memberId, sessionId } : null;
    },

    async revoke(sessionId, now = new Date()) {
      await deps.db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
    },

    async revokeAllFor(memberId, options = {}) {
      const ended = await deps.db
        .update(sessions)
        .set({ revokedAt: options.now ?? new Date() })
        .where(
          and(
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            options.exceptSessionId ? ne(sessions.id, options.exceptSessionId) : undefined,
          ),
        )
        .returning({ id: sessions.id });
      return ended.length;
    },
  };
}

// ── The caller of a request: what other modules' routes use ──────────────────────────

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

/** The member behind the request's token of `kind`; 401 without one (`auth.token-classes`). */
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

/**
 * `auth.before-validation`: a route's caller checked before its body is validated, so that a
 * call without a valid token is a 401 whatever its body. Spread `preValidation` into the route
 * and read the member in the handler with `caller(request)`.
 */
export function callerFirst(tokens: TokenService, kind: TokenKind) {
  const callers = new WeakMap<FastifyRequest, Caller>();
  return {
    preValidation: async (request: FastifyRequest): Promise<void> => {
      callers.set(request, await requireCaller(request, tokens, kind));
    },
    caller(request: FastifyRequest): Caller {
      const found = callers.get(request);
      if (!found) throw new Error("callerFirst: the route has no preValidation hook");
      return found;
    },
  };
}
