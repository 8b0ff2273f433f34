import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { registerErrorHandling } from "../http/error-handler.ts";
import { memberIntegrationNotes } from "../modules/members/startup-notes.ts";
import { demo, uniqueEmail } from "../test-support/members.ts";
import { createTestApp, type TestApp, testConfig } from "../test-support/test-app.ts";
import { botCheckGuard, createBotCheck } from "./bot-check.ts";

/**
 * A local stand-in for reCAPTCHA's siteverify: POST form secret + response (+ remoteip),
 * answer { success, score, action }. The token says what to answer: "ok:<action>:<score>",
 * "fail", "error" (HTTP 500).
 */
const seen: URLSearchParams[] = [];
let verifier: Server;
let verifyUrl: string;

beforeAll(async () => {
  verifier = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      const token = form.get("response") ?? "";
      if (req.method !== "POST" || form.get("secret") !== "s3cret") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ success: false, "error-codes": ["invalid-input-secret"] }));
        return;
      }
      if (token === "error") {
        res.writeHead(500);
        res.end();
        return;
      }
      const [verdict, action, score] = token.split(":");
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify(
          verdict === "ok"
            ? { success: true, action, score: Number(score), hostname: "localhost" }
            : { success: false, "error-codes": ["invalid-input-response"] },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => verifier.listen(0, "127.0.0.1", resolve));
  verifyUrl = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`;
});
afterAll(() => new Promise<void>((resolve) => verifier.close(() => resolve())));

describe("botcheck.actions: bot check on (BOT_CHECK_SECRET set)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        BOT_CHECK_SECRET: "s3cret",
        BOT_CHECK_VERIFY_URL: verifyUrl,
        BOT_CHECK_MIN_SCORE: "0.5",
      },
    });
  });
  afterAll(async () => t.close());

  const signin = (verify?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/members/signin",
      payload: { email: demo.ada.email, password: demo.ada.password },
      headers: verify === undefined ? {} : { verify },
      remoteAddress: "203.0.113.9",
    });

  it("sign-in passes with a token made for the action login, and sends secret, token and IP", async () => {
    seen.length = 0;
    const res = await signin("ok:login:0.9");
    expect(res.statusCode).toBe(200);
    expect(seen.map((f) => Object.fromEntries(f))).toEqual([
      { secret: "s3cret", response: "ok:login:0.9", remoteip: "203.0.113.9" },
    ]);
  });

  it.each([
    [
      undefined,
      "This form needs the bot check: the verify header is missing. Reload the page and try again.",
    ],
    ["fail", "The bot check did not pass. Reload the page and try again."],
    ["ok:signup:0.9", "The bot check did not pass. Reload the page and try again."],
    ["ok:login:0.3", "The bot check did not pass. Reload the page and try again."],
  ])("sign-in with verify=%s is a 403 with a clear message", async (verify, message) => {
    const res = await signin(verify);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(message);
  });

  it("the minimum score itself passes", async () => {
    expect((await signin("ok:login:0.5")).statusCode).toBe(200);
  });

  it("botcheck.unavailable: a verifier that fails is a 503 with Retry-After, not a pass", async () => {
    const res = await signin("error");
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("30");
  });

  it("guards sign-up (action signup) and forgot-password (action forgot_password)", async () => {
    const member = {
      first_name: "Bo",
      last_name: "Tcheck",
      email: uniqueEmail("bot"),
      password: "Honey-Butter-Rolls-5",
      accept_terms: true,
    };
    const create = (verify?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/members/create",
        payload: member,
        headers: verify ? { verify } : {},
      });
    expect((await create()).statusCode).toBe(403);
    expect((await create("ok:login:0.9")).statusCode).toBe(403);
    expect((await create("ok:signup:0.9")).statusCode).toBe(201);
    const forgot = (verify?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/members/forgotpassword",
        payload: { email: member.email },
        headers: verify ? { verify } : {},
      });
    expect((await forgot()).statusCode).toBe(403);
    expect((await forgot("ok:forgot_password:0.7")).statusCode).toBe(200);
  });

  it("botcheck.actions: does not guard reset and e-club", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/eclub/subscribe",
      payload: { email: uniqueEmail("eclub"), consent: true },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("botcheck.actions: bot check off (not configured)", () => {
  it("sign-in needs no verify header, and the start-up notes say the check is off", async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/members/signin",
        payload: { email: demo.grace.email, password: demo.grace.password },
      });
      expect(res.statusCode).toBe(200);
      expect(t.app.botCheck.enabled).toBe(false);
    } finally {
      await t.close();
    }
    expect(memberIntegrationNotes(testConfig())).toContain(
      "bot check: off (set BOT_CHECK_SECRET to check sign-in, sign-up, forgot-password and contact)",
    );
    expect(
      memberIntegrationNotes(
        testConfig({ BOT_CHECK_SECRET: "x", BOT_CHECK_VERIFY_URL: verifyUrl }),
      ),
    ).toContain(`bot check: on (verify at ${verifyUrl}, minimum score 0.5)`);
  });
});

describe("the guard, reusable (the contact form)", () => {
  it("guards any route with its action", async () => {
    const check = createBotCheck({ secret: "s3cret", verifyUrl, minScore: 0.5 });
    const app = Fastify();
    registerErrorHandling(app);
    app.post("/contact", { preHandler: botCheckGuard(check, "contact") }, async () => ({
      ok: true,
    }));
    try {
      const send = (verify?: string) =>
        app.inject({
          method: "POST",
          url: "/contact",
          payload: {},
          headers: verify ? { verify } : {},
        });
      expect((await send()).statusCode).toBe(403);
      expect((await send("ok:login:0.9")).statusCode).toBe(403);
      expect((await send("ok:contact:0.9")).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("botcheck.unavailable: a verifier that cannot be reached is 'unavailable'", async () => {
    const check = createBotCheck({
      secret: "s3cret",
      verifyUrl: "http://127.0.0.1:9/none",
      minScore: 0.5,
    });
    expect(await check.verify("ok:login:0.9", "login")).toEqual({
      ok: false,
      reason: "unavailable",
    });
  });
});
