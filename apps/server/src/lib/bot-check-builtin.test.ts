import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ConfigError, loadConfig } from "../config.ts";
import { memberIntegrationNotes } from "../modules/members/startup-notes.ts";
import { demo } from "../test-support/members.ts";
import { createTestApp, type TestApp, testConfig } from "../test-support/test-app.ts";
import { authSettingsOf } from "../web/page-context.ts";
import {
  BUILTIN_SCRIPT_PATH,
  BUILTIN_TOKEN_TTL_MS,
  createBuiltinBotCheck,
  usedTokenIdsOn,
} from "./bot-check-builtin.ts";
import { BUILTIN_SCRIPT } from "./bot-check-routes.ts";
import { createMemoryRateLimiter } from "./rate-limit.ts";

const SECRET = "s".repeat(40);

function checkAt(clock: { now: number }, secret = SECRET) {
  return createBuiltinBotCheck({
    tokenSecret: secret,
    used: usedTokenIdsOn(createMemoryRateLimiter()),
    now: () => clock.now,
  });
}

describe("botcheck.builtin: the built-in verifier", () => {
  it("botcheck.builtin: a token it issued passes once for its action; a replay is refused", async () => {
    const clock = { now: Date.parse("2026-11-24T12:00:00Z") };
    const check = checkAt(clock);
    const token = check.issue("login");
    expect(await check.verify(token, "login")).toEqual({ ok: true, score: null });
    expect(await check.verify(token, "login")).toEqual({ ok: false, reason: "used" });
    // A second token for the same action is its own.
    expect(await check.verify(check.issue("login"), "login")).toEqual({ ok: true, score: null });
  });

  it("botcheck.builtin: a token made for another action is refused (and not used up)", async () => {
    const check = checkAt({ now: Date.now() });
    const token = check.issue("signup");
    expect(await check.verify(token, "login")).toEqual({ ok: false, reason: "action" });
    expect(await check.verify(token, "contact")).toEqual({ ok: false, reason: "action" });
    expect((await check.verify(token, "signup")).ok).toBe(true);
  });

  it("botcheck.builtin: a token is accepted for two minutes, and refused after", async () => {
    const clock = { now: Date.parse("2026-11-24T12:00:00Z") };
    const check = checkAt(clock);
    const atLimit = check.issue("contact");
    const late = check.issue("contact");
    clock.now += BUILTIN_TOKEN_TTL_MS;
    expect((await check.verify(atLimit, "contact")).ok).toBe(true);
    clock.now += 1;
    expect(await check.verify(late, "contact")).toEqual({ ok: false, reason: "expired" });
  });

  it("botcheck.builtin: a forged or altered signature is refused", async () => {
    const check = checkAt({ now: Date.now() });
    const token = check.issue("login");
    const [action, issuedAt, id, signature] = token.split(".") as [string, string, string, string];
    const flipped = signature.startsWith("A") ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(await check.verify(`${action}.${issuedAt}.${id}.${flipped}`, "login")).toEqual({
      ok: false,
      reason: "rejected",
    });
    // The action changed in the token without its signature.
    expect(await check.verify(`contact.${issuedAt}.${id}.${signature}`, "contact")).toEqual({
      ok: false,
      reason: "rejected",
    });
    // A later issue time, to stretch its life.
    expect(
      await check.verify(`${action}.${Number(issuedAt) + 60_000}.${id}.${signature}`, "login"),
    ).toEqual({ ok: false, reason: "rejected" });
    expect(await check.verify("not-a-token", "login")).toEqual({ ok: false, reason: "rejected" });
    expect(await check.verify(null, "login")).toEqual({ ok: false, reason: "missing" });
  });

  it("botcheck.builtin: a token signed with another token secret is refused", async () => {
    const clock = { now: Date.now() };
    const other = checkAt(clock, "o".repeat(40)).issue("login");
    expect(await checkAt(clock).verify(other, "login")).toEqual({
      ok: false,
      reason: "rejected",
    });
  });

  it("botcheck.builtin: two verifiers sharing the counters (Redis) refuse each other's replays", async () => {
    const shared = usedTokenIdsOn(createMemoryRateLimiter());
    const a = createBuiltinBotCheck({ tokenSecret: SECRET, used: shared });
    const b = createBuiltinBotCheck({ tokenSecret: SECRET, used: shared });
    const token = a.issue("login");
    expect((await b.verify(token, "login")).ok).toBe(true);
    expect(await a.verify(token, "login")).toEqual({ ok: false, reason: "used" });
  });
});

describe("botcheck.builtin: settings", () => {
  it("botcheck.builtin: BOT_CHECK=builtin gives the pages the built-in script on this origin", () => {
    const config = testConfig({ BOT_CHECK: "builtin" });
    expect(authSettingsOf(config).botCheck).toEqual({
      siteKey: "builtin",
      scriptUrl: "/bot-check/api.js",
    });
    expect(config.botCheckClient).toBeUndefined();
    expect(memberIntegrationNotes(config)).toContain(
      "bot check: on, built in (BOT_CHECK=builtin: this server issues and verifies its own tokens)",
    );
  });

  it("botcheck.builtin: BOT_CHECK=builtin with a vendor's secret or site key is a config error naming them", () => {
    let error: unknown;
    try {
      loadConfig({ BOT_CHECK: "builtin", BOT_CHECK_SECRET: "x", BOT_CHECK_SITE_KEY: "k" }, "/");
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems.map((p) => p.variable)).toEqual(["BOT_CHECK_SECRET", "BOT_CHECK_SITE_KEY"]);
    expect(problems[0]?.message).toMatch(/must be left empty with BOT_CHECK=builtin/);
    expect(() => loadConfig({ BOT_CHECK: "builtin" }, "/")).not.toThrow();
  });
});

describe("botcheck.builtin: the app with BOT_CHECK=builtin", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { BOT_CHECK: "builtin" } });
  });
  afterAll(async () => t.close());

  const token = (action: unknown, remoteAddress = "198.51.100.7") =>
    t.app.inject({
      method: "POST",
      url: "/bot-check/token",
      payload: { action },
      remoteAddress,
    });
  const signin = (verify?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/members/signin",
      payload: { email: demo.ada.email, password: demo.ada.password },
      headers: verify === undefined ? {} : { verify },
    });

  it("botcheck.builtin: sign-in without the verify header is a 403; with a fresh token it signs in, once", async () => {
    const missing = await signin();
    expect(missing.statusCode).toBe(403);
    expect(missing.json().message).toMatch(/verify header is missing/);

    const issued = await token("login");
    expect(issued.statusCode).toBe(200);
    expect(issued.headers["cache-control"]).toBe("no-store");
    const { token: fresh } = issued.json() as { token: string };
    const ok = await signin(fresh);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.tokens.access.token).toEqual(expect.any(String));

    const replay = await signin(fresh);
    expect(replay.statusCode).toBe(403);
    expect(replay.json().message).toBe(
      "The bot check did not pass. Reload the page and try again.",
    );
  });

  it("botcheck.builtin: a token asked for sign-up does not sign in", async () => {
    const { token: forSignup } = (await token("signup")).json() as { token: string };
    expect((await signin(forSignup)).statusCode).toBe(403);
  });

  it("botcheck.builtin: the token route names a bad action (400), and limits each address (429 with Retry-After)", async () => {
    const bad = await token("launch_missiles", "198.51.100.8");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe("body.action");
    expect(bad.json().message).toMatch(/^body\.action must be one of login, signup/);

    const address = "198.51.100.9";
    for (let i = 0; i < 30; i += 1) expect((await token("contact", address)).statusCode).toBe(200);
    const limited = await token("contact", address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/Too many security checks/);
    // Another address is not affected.
    expect((await token("contact", "198.51.100.10")).statusCode).toBe(200);
  });

  it("botcheck.builtin: the script is JavaScript, cacheable, and defines the grecaptcha shape", async () => {
    const res = await t.app.inject({ method: "GET", url: `${BUILTIN_SCRIPT_PATH}?render=builtin` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect(res.body).toBe(BUILTIN_SCRIPT);
    expect(res.body).toContain("window.grecaptcha = { ready: ready, execute: execute }");
    expect(res.body).not.toMatch(/\beval\b|new Function/);
    const again = await t.app.inject({
      method: "GET",
      url: BUILTIN_SCRIPT_PATH,
      headers: { "if-none-match": String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe("botcheck.builtin: off unless BOT_CHECK=builtin", () => {
  it("botcheck.builtin: without it there is no script and no token route", async () => {
    const t = await createTestApp({ seed: false });
    try {
      expect((await t.app.inject({ method: "GET", url: BUILTIN_SCRIPT_PATH })).statusCode).toBe(
        404,
      );
      const res = await t.app.inject({
        method: "POST",
        url: "/bot-check/token",
        payload: { action: "login" },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
