import { generateKeyPairSync } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { and, eq } from "drizzle-orm";
import { type InteractionDetails, interactionPolicy, Provider } from "oidc-provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { memberAuthResponseSchema } from "@coop/contract/members";

import { memberIdentities, members } from "../../db/schema/members.ts";
import { bearer, demo, signIn, signUp } from "../../test-support/members.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

/**
 * Single sign-on end to end against a real OpenID provider (oidc-provider) started here,
 * with an in-memory store, one client, and test users. The "browser" is fetch following
 * redirects with a cookie jar; the provider's interaction (account picker, login, consent)
 * is answered by a small handler choosing `pick.account`.
 */
const REDIRECT = "http://localhost:3000/account/oauthcallback";

type Claims = Record<string, unknown> & { sub: string };
const users = new Map<string, Claims>(
  [
    {
      sub: "nia-1",
      email: "nia@sso.example",
      email_verified: true,
      given_name: "Nia",
      family_name: "Newbie",
    },
    {
      sub: "ada-google",
      email: "ADA@coop.example",
      email_verified: true,
      given_name: "Ada",
      family_name: "L.",
    },
    {
      sub: "unverified-1",
      email: "unverified@sso.example",
      email_verified: false,
      name: "Una Verified",
    },
    { sub: "named-1", email: "pat@sso.example", email_verified: true, name: "Pat Q Public" },
    { sub: "lee-google", email: "lee@sso.example", email_verified: true, name: "Lee Owner" },
  ].map((u) => [u.sub, u]),
);
const pick = { account: "nia-1" };
const interactions: InteractionDetails[] = [];

let issuer: string;
let providerServer: Server;

beforeAll(async () => {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = () => undefined;
  providerServer = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => providerServer.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}`;

  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: "select_account", requestable: true }), 0);
  const key = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({
    format: "jwk",
  });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: "coop-test",
        client_secret: "coop-test-secret",
        redirect_uris: [REDIRECT],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    async findAccount(_ctx: unknown, sub: string) {
      const claims = users.get(sub);
      return claims ? { accountId: sub, claims: async () => claims } : undefined;
    },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name"],
    },
    interactions: { policy, url: (_ctx: unknown, i: { uid: string }) => `/interaction/${i.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ["a-cookie-signing-key-for-tests"] },
    jwks: { keys: [{ ...key, kid: "test-key", use: "sig", alg: "RS256" }] },
    pkce: { required: () => true },
  });
  const callback = provider.callback();
  handle = (req, res) => {
    if (!req.url?.startsWith("/interaction/")) return callback(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      interactions.push(details);
      const accountId = pick.account;
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { select_account: {}, login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  };
});
afterAll(() => new Promise<void>((resolve) => providerServer.close(() => resolve())));

/** The browser: follows the provider's redirects until it is sent back to Coop. */
async function browse(url: string): Promise<URL> {
  const jar = new Map<string, string>();
  let next = url;
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(next, {
      redirect: "manual",
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const pair = cookie.split(";")[0]!;
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = res.headers.get("location");
    if (!location)
      throw new Error(`the provider stopped at ${next}: ${res.status} ${await res.text()}`);
    const target = new URL(location, next);
    if (target.href.startsWith(REDIRECT)) return target;
    next = target.href;
  }
  throw new Error("too many redirects");
}

describe("single sign-on (POST members/sso) against a local OpenID provider", () => {
  let t: TestApp;
  const clock = { offsetMs: 0 };
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        OIDC_ISSUER: issuer,
        OIDC_CLIENT_ID: "coop-test",
        OIDC_CLIENT_SECRET: "coop-test-secret",
      },
      deps: { now: () => new Date(Date.now() + clock.offsetMs) },
    });
  });
  afterAll(async () => t.close());

  const sso = (payload?: object) =>
    t.app.inject({ method: "POST", url: "/api/v1/members/sso", ...(payload && { payload }) });

  /** Start, pick `account` at the provider, and come back: the callback's parameters. */
  async function roundTrip(account: string) {
    pick.account = account;
    const start = await sso();
    expect(start.statusCode).toBe(200);
    const back = await browse(start.json().data.url);
    return {
      code: back.searchParams.get("code")!,
      state: back.searchParams.get("state")!,
      iss: back.searchParams.get("iss") ?? undefined,
    };
  }

  it("sso.flow: starts with the provider URL: code flow with PKCE (S256), scope openid profile email, account picker", async () => {
    const res = await sso({});
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("redirect");
    const url = new URL(res.json().data.url);
    expect(url.origin).toBe(issuer);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      client_id: "coop-test",
      response_type: "code",
      redirect_uri: REDIRECT,
      scope: "openid profile email",
      prompt: "select_account",
      code_challenge_method: "S256",
    });
    expect(q.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(q.state).toMatch(/^[\w-]{43}$/);
    expect(q.nonce).toMatch(/^[\w-]{43}$/);
  });

  it("sso.flow, member.sso-terms: creates a member for a new verified email (terms accepted at the sign-in page) and signs in; the provider was asked to show the account picker", async () => {
    interactions.length = 0;
    const back = await roundTrip("nia-1");
    expect(interactions[0]!.params).toMatchObject({
      prompt: "select_account",
      scope: "openid profile email",
    });
    const res = await sso(back);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe("ok");
    expect(body.data.created).toBe(true);
    const { data } = memberAuthResponseSchema.parse({ status: "ok", data: body.data });
    expect(data.tokens.provider).toBe("coop");
    expect(data.user).toMatchObject({
      email: "nia@sso.example",
      first_name: "Nia",
      last_name: "Newbie",
      has_password: false,
      // member.verify-email: the provider vouched for the address.
      email_verified: true,
    });
    const me = await t.app.inject({
      url: "/api/v1/members/get",
      headers: bearer(data.tokens.access.token),
    });
    expect(me.json().email).toBe("nia@sso.example");
    const wallet = await t.app.inject({
      url: "/api/v1/members/offers/all",
      headers: bearer(data.tokens.access.token),
    });
    expect(wallet.json().rewards.map((r: { cred: string }) => r.cred)).toEqual(["WELCOME5"]);

    // member.sso-terms: the sign-in page says continuing accepts the terms; the time is kept.
    const [row] = await t.database.db.select().from(members).where(eq(members.id, data.user.id));
    expect(row!.termsAcceptedAt).toBeInstanceOf(Date);

    // The next sign-in finds the same member by the identity.
    const again = await sso(await roundTrip("nia-1"));
    expect(again.json().data).toMatchObject({ created: false, user: { id: data.user.id } });
  });

  it("links an existing member by the provider's verified email (any case)", async () => {
    const res = await sso(await roundTrip("ada-google"));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      created: false,
      user: { id: demo.ada.id, has_password: true },
    });
    const rows = await t.database.db
      .select()
      .from(memberIdentities)
      .where(and(eq(memberIdentities.subject, "ada-google"), eq(memberIdentities.issuer, issuer)));
    expect(rows).toEqual([expect.objectContaining({ memberId: demo.ada.id })]);
  });

  it("member.sso-link-unverified: linking to an account whose email was never verified verifies it and drops the password and sessions of whoever set them", async () => {
    // Someone signs up with Lee's address (and never opens the verification link)…
    const squatter = await signUp(t.app, { email: "lee@sso.example", first_name: "Mallory" });
    // …then Lee signs in with the provider that vouches for the address.
    const res = await sso(await roundTrip("lee-google"));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      created: false,
      user: { id: squatter.id, email_verified: true, has_password: false },
    });
    const old = await t.app.inject({
      url: "/api/v1/members/get",
      headers: bearer(squatter.access),
    });
    expect(old.statusCode).toBe(401);
    await expect(signIn(t.app, squatter.email, squatter.password)).rejects.toThrow(/401/);
    // Ada's verified account keeps its password when linked (the test above).
    const [ada] = await t.database.db.select().from(members).where(eq(members.id, demo.ada.id));
    expect(ada!.passwordHash).not.toBeNull();
  });

  it("splits a full name when the provider gives no given and family names", async () => {
    const res = await sso(await roundTrip("named-1"));
    expect(res.json().data.user).toMatchObject({ first_name: "Pat", last_name: "Q Public" });
  });

  it("refuses an email the provider has not verified, and creates nobody", async () => {
    const res = await sso(await roundTrip("unverified-1"));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/verified email address/);
    const rows = await t.database.db
      .select()
      .from(members)
      .where(eq(members.email, "unverified@sso.example"));
    expect(rows).toEqual([]);
  });

  it("sso.state: a state is single-use: the same callback twice is a 400 naming body.state", async () => {
    const back = await roundTrip("nia-1");
    expect((await sso(back)).statusCode).toBe(200);
    const replay = await sso(back);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors).toEqual([
      { path: "body.state", message: "is unknown or expired: start the sign-in again" },
    ]);
  });

  it("sso.state: an unknown state, or one older than ten minutes, is a 400", async () => {
    expect((await sso({ code: "x", state: "made-up-state" })).statusCode).toBe(400);
    const back = await roundTrip("nia-1");
    clock.offsetMs = 11 * 60_000;
    try {
      expect((await sso(back)).statusCode).toBe(400);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it("a code the provider did not issue is a 401 (and its state is spent)", async () => {
    const back = await roundTrip("nia-1");
    const res = await sso({ ...back, code: "not-the-code" });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(
      "The sign-in provider did not confirm this sign-in. Please try again.",
    );
    expect((await sso(back)).statusCode).toBe(400);
  });

  it("a cancelled sign-in (error from the provider) is a 400", async () => {
    const start = await sso();
    const state = new URL(start.json().data.url).searchParams.get("state")!;
    const res = await sso({ state, error: "access_denied" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/cancelled/);
  });

  it("code without state is a 400 naming body.state", async () => {
    const res = await sso({ code: "abc" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(["body.state"]);
  });
});

describe("single sign-on not available", () => {
  it("is a 404 when not configured, and a 502 when the provider cannot be reached", async () => {
    const off = await createTestApp({ seed: false });
    const down = await createTestApp({
      seed: false,
      config: { OIDC_ISSUER: "http://127.0.0.1:9", OIDC_CLIENT_ID: "x", OIDC_CLIENT_SECRET: "y" },
    });
    try {
      const a = await off.app.inject({ method: "POST", url: "/api/v1/members/sso" });
      expect(a.statusCode).toBe(404);
      expect(a.json().message).toMatch(/not set up/);
      const b = await down.app.inject({ method: "POST", url: "/api/v1/members/sso" });
      expect(b.statusCode).toBe(502);
    } finally {
      await off.close();
      await down.close();
    }
  });
});
