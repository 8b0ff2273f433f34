import { and, eq, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import * as oidc from "openid-client";

import type { MemberTokens, MemberUser } from "@coop/contract/members";

import type { Db } from "../../db/client.ts";
import { memberIdentities, members, ssoRequests } from "../../db/schema/members.ts";
import { HttpError } from "../../http/http-error.ts";
import {
  createMember,
  fieldError,
  findMemberByEmail,
  findMemberById,
  type MemberRow,
  tokensJson,
  userJson,
} from "./account.ts";
import type { MemberWelcome } from "./ports.ts";
import type { TokenService } from "./token-service.ts";

/**
 * Single sign-on (`sso.flow`: scope profile and email, account picker prompt):
 * OpenID Connect authorization code flow with PKCE, through openid-client. Works with any
 * provider that publishes discovery metadata (Google: OIDC_ISSUER=https://accounts.google.com).
 *
 * Two steps on one endpoint. Start: a fresh state, nonce and PKCE verifier are kept in
 * sso_requests for ten minutes and the provider URL is returned. Finish: the state is taken
 * (deleted: single use), the code is exchanged with the verifier, and the member is found by
 * the identity (issuer + subject), else by the provider's *verified* email (linked), else
 * created without a password. A member created or linked this way has a verified email
 * (`member.verify-email`); linking to an account whose email was never verified also drops
 * that account's password and sessions (`member.sso-link-unverified`).
 */
export type SsoConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectPath: string;
};

export const SSO_SCOPE = "openid profile email";
const REQUEST_TTL_MS = 10 * 60 * 1000;

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function createSso(deps: {
  db: Db;
  /** The loyalty account and welcome offer of a member created at first sign-in. */
  welcome: MemberWelcome;
  tokens: TokenService;
  config: SsoConfig | undefined;
  publicOrigin: string;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { db, config } = deps;
  let discovered: Promise<oidc.Configuration> | undefined;

  function configured(): SsoConfig {
    if (!config) {
      throw new HttpError(
        404,
        "Single sign-on is not set up on this site. Sign in with your email and password.",
      );
    }
    return config;
  }

  function provider(sso: SsoConfig): Promise<oidc.Configuration> {
    const issuer = new URL(sso.issuer);
    // Plain http only for a provider on this machine (development, tests).
    const insecure = issuer.protocol === "http:" && LOOPBACK.has(issuer.hostname);
    discovered ??= oidc
      .discovery(issuer, sso.clientId, sso.clientSecret, undefined, {
        execute: insecure ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered = undefined;
        deps.log.warn(
          { err: error },
          "single sign-on: the provider's discovery document could not be read",
        );
        throw unavailable();
      });
    return discovered;
  }

  const unavailable = () =>
    new HttpError(
      502,
      "The sign-in provider cannot be reached right now. Please try again, or sign in with your email and password.",
    );

  const redirectUri = (sso: SsoConfig) => new URL(sso.redirectPath, deps.publicOrigin).toString();

  async function linkOrCreate(
    issuer: string,
    claims: Record<string, unknown>,
  ): Promise<{ member: MemberRow; created: boolean }> {
    const subject = String(claims.sub);
    const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "";
    const now = deps.now();
    const [identity] = await db
      .select()
      .from(memberIdentities)
      .where(and(eq(memberIdentities.issuer, issuer), eq(memberIdentities.subject, subject)));
    if (identity) {
      const member = await findMemberById(db, identity.memberId);
      if (member) {
        await db
          .update(memberIdentities)
          .set({ lastUsedAt: now, email: email || identity.email })
          .where(and(eq(memberIdentities.issuer, issuer), eq(memberIdentities.subject, subject)));
        return { member, created: false };
      }
    }
    if (!email || claims.email_verified !== true) {
      throw new HttpError(
        403,
        "Your sign-in provider did not share a verified email address, which Coop needs to find or create your account. Verify your email there, or sign up with your email and a password.",
      );
    }
    let member = await findMemberByEmail(db, email);
    let created = false;
    if (!member) {
      const given = typeof claims.given_name === "string" ? claims.given_name : "";
      const family = typeof claims.family_name === "string" ? claims.family_name : "";
      const [first, ...rest] = (typeof claims.name === "string" ? claims.name : "")
        .trim()
        .split(/\s+/);
      try {
        member = await createMember(
          db,
          {
            email,
            firstName: (given || first || "").slice(0, 50),
            lastName: (family || rest.join(" ")).slice(0, 50),
            phone: null,
            passwordHash: null,
            optin: false,
            optinSms: false,
            // The provider vouched for the address (email_verified is true here).
            emailVerifiedAt: now,
            // `member.sso-terms`: the sign-in page says beside the button that continuing
            // accepts the Terms of Use and the Privacy Policy.
            termsAcceptedAt: now,
          },
          now,
          deps.welcome,
        );
        created = true;
      } catch (error) {
        // Someone signed up with this email a moment ago: link to that member instead.
        member = await findMemberByEmail(db, email);
        if (!member) throw error;
      }
    }
    if (member.emailVerifiedAt === null) {
      // `member.sso-link-unverified`: whoever set this account's password never proved the
      // address, which the provider just did for the person signing in: the address is now
      // verified and that password and its sessions no longer open the account (a
      // pre-registered account cannot be kept by someone else). The member can set a password
      // again with "Forgot password".
      const [row] = await db
        .update(members)
        .set({ emailVerifiedAt: now, passwordHash: null, updatedAt: now })
        .where(eq(members.id, member.id))
        .returning();
      if (member.passwordHash !== null) await deps.tokens.revokeAllFor(member.id, { now });
      member = row ?? member;
    }
    await db
      .insert(memberIdentities)
      .values({ issuer, subject, memberId: member.id, email, createdAt: now, lastUsedAt: now })
      .onConflictDoNothing();
    return { member, created };
  }

  return {
    enabled: config !== undefined,

    async start(): Promise<{ url: string }> {
      const sso = configured();
      const configuration = await provider(sso);
      const now = deps.now();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const verifier = oidc.randomPKCECodeVerifier();
      const challenge = await oidc.calculatePKCECodeChallenge(verifier);
      await db.delete(ssoRequests).where(lt(ssoRequests.expiresAt, now));
      await db.insert(ssoRequests).values({
        state,
        nonce,
        codeVerifier: verifier,
        redirectUri: redirectUri(sso),
        createdAt: now,
        expiresAt: new Date(now.getTime() + REQUEST_TTL_MS),
      });
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri(sso),
        scope: SSO_SCOPE,
        prompt: "select_account",
        state,
        nonce,
        code_challenge: challenge,
        code_challenge_method: "S256",
      });
      return { url: url.toString() };
    },

    async finish(body: {
      code?: string | undefined;
      state: string;
      iss?: string | undefined;
      error?: string | undefined;
    }): Promise<{ tokens: MemberTokens; user: MemberUser; created: boolean }> {
      const sso = configured();
      const now = deps.now();
      // Single use: whatever happens next, this state cannot be presented again.
      const [request] = await db
        .delete(ssoRequests)
        .where(eq(ssoRequests.state, body.state))
        .returning();
      if (!request || request.expiresAt <= now) {
        throw fieldError("body.state", "is unknown or expired: start the sign-in again");
      }
      if (body.error !== undefined || body.code === undefined) {
        throw new HttpError(
          400,
          "The sign-in with your provider was cancelled or refused. You can try again.",
        );
      }
      const configuration = await provider(sso);
      const callback = new URL(request.redirectUri);
      callback.searchParams.set("code", body.code);
      callback.searchParams.set("state", body.state);
      if (body.iss !== undefined) callback.searchParams.set("iss", body.iss);
      let claims: Record<string, unknown>;
      try {
        const grant = await oidc.authorizationCodeGrant(configuration, callback, {
          pkceCodeVerifier: request.codeVerifier,
          expectedState: request.state,
          expectedNonce: request.nonce,
          idTokenExpected: true,
        });
        const idClaims = grant.claims();
        if (!idClaims) throw new Error("no ID token claims");
        claims = { ...idClaims };
        if (configuration.serverMetadata().userinfo_endpoint) {
          const info = await oidc.fetchUserInfo(configuration, grant.access_token, idClaims.sub);
          claims = { ...claims, ...info };
        }
      } catch (error) {
        if (error instanceof HttpError) throw error;
        deps.log.warn({ err: error }, "single sign-on: the provider did not confirm the sign-in");
        throw new HttpError(
          401,
          "The sign-in provider did not confirm this sign-in. Please try again.",
        );
      }
      const issuer = configuration.serverMetadata().issuer;
      const { member, created } = await linkOrCreate(issuer, claims);
      const issued = await deps.tokens.issue(member.id, `sso:${issuer}`, deps.now());
      return {
        tokens: tokensJson(issued, member.id),
        user: await userJson(db, member, deps.now()),
        created,
      };
    },
  };
}

export type Sso = ReturnType<typeof createSso>;
