import { createHash, randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { appAuthCodeResponseSchema, appAuthTokenResponseSchema } from "@coop/contract/app-auth";
import { apiErrorBodySchema } from "@coop/contract/errors";

import { appAuthCodes, members } from "../../db/schema/members.ts";
import { bearer, demo, type SignedIn, signIn, signUp } from "../../test-support/members.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { APP_CODE_INVALID } from "./app-auth-service.ts";

const APP = "coopchicken://auth/callback";
const WEB_APP = "https://app.coop.example/auth?from=app";

// The app's clock moves forward in the expiry tests; it starts at the real time, so that the
// tokens it issues are checked (at the real time) as valid.
let offsetMs = 0;
let t: TestApp;
let ada: SignedIn;
beforeAll(async () => {
  t = await createTestApp({
    config: { APP_REDIRECT_URIS: `${APP},${WEB_APP}` },
    deps: { now: () => new Date(Date.now() + offsetMs) },
  });
  ada = await signIn(t.app, demo.ada.email, demo.ada.password);
});
afterAll(async () => t.close());

/** A PKCE pair as the app makes it: a random verifier and its S256 challenge. */
function pkce() {
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  return { verifier, challenge };
}

async function askCode(
  who: SignedIn,
  fields: { redirect_uri?: string; state?: string; code_challenge?: string } = {},
) {
  const { verifier, challenge } = pkce();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/app/auth/code",
    headers: bearer(who.access),
    payload: {
      redirect_uri: APP,
      code_challenge: challenge,
      code_challenge_method: "S256",
      ...fields,
    },
  });
  return { res, verifier };
}

async function codeFor(who: SignedIn, fields: { redirect_uri?: string; state?: string } = {}) {
  const { res, verifier } = await askCode(who, fields);
  expect(res.statusCode).toBe(200);
  return { ...appAuthCodeResponseSchema.parse(res.json()).data, verifier };
}

const exchange = (payload: { code: string; redirect_uri: string; code_verifier: string }) =>
  t.app.inject({ method: "POST", url: "/api/v1/app/auth/token", payload });

function expectInvalidCode(res: Awaited<ReturnType<typeof exchange>>) {
  expect(res.statusCode).toBe(400);
  const body = apiErrorBodySchema.parse(res.json());
  expect(body.message).toBe(APP_CODE_INVALID);
}

describe("POST app/auth/code", () => {
  it("appauth.code: a signed-in member gets a one-time code and the redirect carrying it and the app's state", async () => {
    const got = await codeFor(ada, { state: "s-123 &x" });
    expect(got.code).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    expect(got.expires_in).toBe(120);
    const redirect = new URL(got.redirect);
    expect(`${redirect.protocol}//${redirect.host}${redirect.pathname}`).toBe(APP);
    expect(redirect.searchParams.get("code")).toBe(got.code);
    expect(redirect.searchParams.get("state")).toBe("s-123 &x");
  });

  it("appauth.code: the redirect keeps the address's own query; without state it carries the code only", async () => {
    const got = await codeFor(ada, { redirect_uri: WEB_APP });
    const redirect = new URL(got.redirect);
    expect(redirect.origin + redirect.pathname).toBe("https://app.coop.example/auth");
    expect([...redirect.searchParams.keys()]).toEqual(["from", "code"]);
    expect(redirect.searchParams.get("from")).toBe("app");
  });

  it("appauth.code: no token ever appears in the redirect, and the code is not a token", async () => {
    const got = await codeFor(ada, { state: "abc" });
    expect(got.redirect).not.toContain(ada.access);
    expect(got.redirect).not.toContain(ada.ordering);
    expect([...new URL(got.redirect).searchParams.keys()].sort()).toEqual(["code", "state"]);
    const asToken = await t.app.inject({ url: "/api/v1/members/get", headers: bearer(got.code) });
    expect(asToken.statusCode).toBe(401);
  });

  it("appauth.code: only the code's SHA-256 is stored, with the member, redirect, challenge and state", async () => {
    const { res } = await askCode(ada, { state: "kept" });
    const { code } = res.json().data;
    const hash = createHash("sha256").update(code).digest("hex");
    const rows = await t.database.db
      .select()
      .from(appAuthCodes)
      .where(eq(appAuthCodes.codeHash, hash));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ memberId: ada.id, redirectUri: APP, state: "kept" });
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(120_000);
    const byCode = await t.database.db
      .select()
      .from(appAuthCodes)
      .where(eq(appAuthCodes.codeHash, code));
    expect(byCode).toHaveLength(0);
  });

  it("appauth.redirect-allowed: an address not configured exactly is a 400 naming redirect_uri", async () => {
    for (const redirect_uri of [
      "https://evil.example/cb",
      `${APP}/`,
      `${APP}?next=x`,
      "COOPCHICKEN://auth/callback",
    ]) {
      const { res } = await askCode(ada, { redirect_uri });
      expect(res.statusCode).toBe(400);
      const body = apiErrorBodySchema.parse(res.json());
      expect(body.errors?.[0]?.path).toBe("body.redirect_uri");
    }
  });

  it("appauth.code: without the access token it is a 401, whatever the body", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/app/auth/code",
      payload: { nonsense: true },
    });
    expect(res.statusCode).toBe(401);
    // The ordering token is not an access token.
    const { res: ordering } = await askCode({ ...ada, access: ada.ordering });
    expect(ordering.statusCode).toBe(401);
  });

  it("appauth.code: a challenge that is not S256 base64url is a 400 naming the field", async () => {
    const { res } = await askCode(ada, { code_challenge: "plain-verifier" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe("body.code_challenge");
  });
});

describe("POST app/auth/token", () => {
  it("appauth.exchange-once: code and verifier give a new session of the member, and its token works on members/get", async () => {
    const got = await codeFor(ada);
    const res = await exchange({ code: got.code, redirect_uri: APP, code_verifier: got.verifier });
    expect(res.statusCode).toBe(200);
    // Tokens are never kept by a browser or a shared cache.
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const body = appAuthTokenResponseSchema.parse(res.json());
    expect(body.data.user.email).toBe(demo.ada.email);
    expect(body.data.tokens.id).toBe(ada.id);
    expect(body.data.tokens.access.token).not.toBe(ada.access);
    const me = await t.app.inject({
      url: "/api/v1/members/get",
      headers: bearer(body.data.tokens.access.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(demo.ada.email);
    // A session of its own: signing the app out leaves the web view signed in.
    await t.app.inject({
      method: "POST",
      url: "/api/v1/members/signout",
      headers: bearer(body.data.tokens.access.token),
    });
    const web = await t.app.inject({ url: "/api/v1/members/get", headers: bearer(ada.access) });
    expect(web.statusCode).toBe(200);
  });

  it("appauth.exchange-once: a code works once; the second exchange is refused", async () => {
    const got = await codeFor(ada);
    const payload = { code: got.code, redirect_uri: APP, code_verifier: got.verifier };
    expect((await exchange(payload)).statusCode).toBe(200);
    expectInvalidCode(await exchange(payload));
  });

  it("appauth.exchange-once: two exchanges of one code at once give exactly one session", async () => {
    const got = await codeFor(ada);
    const payload = { code: got.code, redirect_uri: APP, code_verifier: got.verifier };
    const answers = await Promise.all([exchange(payload), exchange(payload)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expectInvalidCode(answers.find((r) => r.statusCode === 400)!);
  });

  it("appauth.no-oracle: a verifier that does not match is refused with the one message, and uses the code up", async () => {
    const got = await codeFor(ada);
    const wrong = pkce().verifier;
    expectInvalidCode(await exchange({ code: got.code, redirect_uri: APP, code_verifier: wrong }));
    expectInvalidCode(
      await exchange({ code: got.code, redirect_uri: APP, code_verifier: got.verifier }),
    );
  });

  it("appauth.no-oracle: an unknown code and a different redirect address get the same message", async () => {
    const got = await codeFor(ada);
    expectInvalidCode(
      await exchange({
        code: randomBytes(32).toString("base64url"),
        redirect_uri: APP,
        code_verifier: got.verifier,
      }),
    );
    expectInvalidCode(
      await exchange({ code: got.code, redirect_uri: WEB_APP, code_verifier: got.verifier }),
    );
  });

  it("appauth.code-lifetime: a code works for 120 seconds and not after", async () => {
    try {
      const early = await codeFor(ada);
      offsetMs = 119_000;
      expect(
        (await exchange({ code: early.code, redirect_uri: APP, code_verifier: early.verifier }))
          .statusCode,
      ).toBe(200);
      offsetMs = 0;
      const late = await codeFor(ada);
      offsetMs = 120_000;
      expectInvalidCode(
        await exchange({ code: late.code, redirect_uri: APP, code_verifier: late.verifier }),
      );
    } finally {
      offsetMs = 0;
    }
  });

  it("appauth.code-lifetime: codes expired when a new one is made are deleted", async () => {
    try {
      const old = await askCode(ada);
      const oldHash = createHash("sha256").update(old.res.json().data.code).digest("hex");
      offsetMs = 121_000;
      await codeFor(ada);
      const left = await t.database.db
        .select()
        .from(appAuthCodes)
        .where(eq(appAuthCodes.codeHash, oldHash));
      expect(left).toHaveLength(0);
    } finally {
      offsetMs = 0;
    }
  });

  it("appauth.exchange-once: a member deleted since the code was made gets no session", async () => {
    const m = await signUp(t.app);
    const got = await codeFor(m);
    await t.database.db.update(members).set({ deletedAt: new Date() }).where(eq(members.id, m.id));
    expectInvalidCode(
      await exchange({ code: got.code, redirect_uri: APP, code_verifier: got.verifier }),
    );
  });

  it("appauth.no-oracle: a malformed body is a 400 naming the field (no token needed)", async () => {
    const res = await exchange({ code: "x", redirect_uri: APP, code_verifier: "short" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe("body.code_verifier");
  });
});
