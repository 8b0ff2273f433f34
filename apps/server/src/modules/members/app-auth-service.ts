import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

import type {
  AppAuthCodeBody,
  AppAuthCodeResponse,
  AppAuthTokenBody,
} from "@coop/contract/app-auth";
import type { MemberAuthResponse } from "@coop/contract/members";

import type { Db } from "../../db/client.ts";
import { HttpError } from "../../http/http-error.ts";
import { fieldError, findMemberById, tokensJson, userJson } from "./account.ts";
import { insertAppAuthCode, takeAppAuthCode } from "./app-auth-repository.ts";
import type { Caller, TokenService } from "./token-service.ts";

/**
 * Sign-in for the chain's mobile app (docs/decisions/032-catering-and-in-app.md): the web
 * view's signed-in member asks for a one-time code bound to one of the allowed redirect
 * addresses and to the app's PKCE challenge (`appauth.code`); the app exchanges the code and
 * its verifier for a session of its own, once (`appauth.exchange-once`). No token is ever put
 * in a URL: the redirect carries the code and the app's state only.
 */

/** How long a code can be exchanged, in seconds. */
export const APP_CODE_TTL_SECONDS = 120;

/** `appauth.no-oracle`: the one answer to every code that cannot be exchanged. */
export const APP_CODE_INVALID =
  "This sign-in code is not valid any more. Sign in again in the app.";

const sha256Hex = (value: string) => createHash("sha256").update(value).digest("hex");
/** RFC 7636 S256: BASE64URL(SHA-256(ASCII(code_verifier))). */
const s256 = (verifier: string) => createHash("sha256").update(verifier, "ascii").digest();

function challengeMatches(verifier: string, challenge: string): boolean {
  const expected = Buffer.from(challenge, "base64url");
  const actual = s256(verifier);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The redirect address with `code` and, when given, `state` added to its own query. */
function redirectWith(redirectUri: string, code: string, state: string | undefined): string {
  const url = new URL(redirectUri);
  url.searchParams.set("code", code);
  if (state !== undefined) url.searchParams.set("state", state);
  return url.toString();
}

const invalidCode = () =>
  new HttpError(400, APP_CODE_INVALID, {
    errors: [{ path: "body.code", message: "is not valid any more" }],
  });

export function createAppAuth(deps: {
  db: Db;
  tokens: TokenService;
  /** The allowed redirect addresses (APP_REDIRECT_URIS), compared exactly. */
  redirectUris: readonly string[];
  now: () => Date;
}) {
  const { db } = deps;
  return {
    /** POST app/auth/code: a new one-time code for the signed-in member. */
    async issueCode(caller: Caller, body: AppAuthCodeBody): Promise<AppAuthCodeResponse> {
      // `appauth.redirect-allowed`: only an address the chain configured, exactly.
      if (!deps.redirectUris.includes(body.redirect_uri)) {
        throw fieldError("body.redirect_uri", "is not a redirect address this app may use");
      }
      const member = await findMemberById(db, caller.memberId);
      if (!member || member.deletedAt)
        throw new HttpError(401, "Your session has ended. Please sign in again.");
      const now = deps.now();
      const code = randomBytes(32).toString("base64url"); // 256 bits
      await insertAppAuthCode(db, {
        codeHash: sha256Hex(code),
        memberId: member.id,
        redirectUri: body.redirect_uri,
        codeChallenge: body.code_challenge,
        state: body.state ?? null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + APP_CODE_TTL_SECONDS * 1000),
      });
      return {
        status: "ok",
        data: {
          code,
          expires_in: APP_CODE_TTL_SECONDS,
          redirect: redirectWith(body.redirect_uri, code, body.state),
        },
      };
    },

    /**
     * POST app/auth/token: the code's member signed in, like members/signin. The code is used
     * up by the first exchange that reaches it, whether or not its redirect and verifier match,
     * so an intercepted code cannot be tried again.
     */
    async exchange(body: AppAuthTokenBody): Promise<MemberAuthResponse> {
      const now = deps.now();
      const taken = await takeAppAuthCode(db, sha256Hex(body.code), now);
      if (
        !taken ||
        taken.redirectUri !== body.redirect_uri ||
        !challengeMatches(body.code_verifier, taken.codeChallenge)
      ) {
        throw invalidCode();
      }
      const member = await findMemberById(db, taken.memberId);
      // A member deleted since the code was made gets no session.
      if (!member || member.deletedAt) throw invalidCode();
      const issued = await deps.tokens.issue(member.id, "app-code", now);
      return {
        status: "ok",
        data: { tokens: tokensJson(issued, member.id), user: await userJson(db, member, now) },
      };
    },
  };
}

export type AppAuth = ReturnType<typeof createAppAuth>;
