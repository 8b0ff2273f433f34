import { randomInt } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { signUp, uniqueEmail } from "../../test-support/members.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { tooManySignIns } from "./account.ts";

/** `ratelimit.sign-in`: sign-in is limited per account and per IP: 429 with Retry-After. */
const limits = {
  SIGNIN_LIMIT_PER_ACCOUNT: "3",
  SIGNIN_LIMIT_PER_IP: "6",
  SIGNIN_LIMIT_WINDOW_MINUTES: "15",
};

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function attempt(t: TestApp, email: string, password: string, ip: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/members/signin",
    payload: { email, password },
    remoteAddress: ip,
  });
}

describe("ratelimit.sign-in: the 429's words", () => {
  it.each([
    [1, "1 minute"],
    [60, "1 minute"],
    [61, "2 minutes"],
    [690, "12 minutes"],
    [900, "15 minutes"],
  ])("ratelimit.sign-in: Retry-After %i s reads 'Try again in %s'", (seconds, words) => {
    const error = tooManySignIns(seconds);
    expect(error.statusCode).toBe(429);
    expect(error.message).toBe(
      `Too many sign-in attempts. Try again in ${words}, or reset your password.`,
    );
    expect(error.headers).toEqual({ "retry-after": String(seconds) });
  });
});

describe("ratelimit.sign-in: sign-in rate limits (memory counters)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: limits, seed: false });
  });
  afterAll(async () => t.close());

  it("per account: after 3 attempts in the window the 4th is a 429 with Retry-After, even with the right password", async () => {
    const m = await signUp(t.app);
    for (let i = 0; i < 3; i++) {
      expect((await attempt(t, m.email, "Wrong-Password-1", randomIp())).statusCode).toBe(401);
    }
    const refused = await attempt(t, m.email, m.password, randomIp());
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The wait in words, in whole minutes, matches Retry-After (rounded up).
    const minutes = Math.ceil(retryAfter / 60);
    expect(refused.json().message).toBe(
      `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}, or reset your password.`,
    );
  });

  it("per account: a successful sign-in clears the account's count", async () => {
    const m = await signUp(t.app);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) {
        expect((await attempt(t, m.email, "Wrong-Password-1", randomIp())).statusCode).toBe(401);
      }
      expect((await attempt(t, m.email, m.password, randomIp())).statusCode).toBe(200);
    }
  });

  it("per IP: many accounts tried from one address are stopped; another address is not", async () => {
    const ip = randomIp();
    for (let i = 0; i < 6; i++) {
      expect((await attempt(t, uniqueEmail("spray"), "Wrong-Password-1", ip)).statusCode).toBe(401);
    }
    const refused = await attempt(t, uniqueEmail("spray"), "Wrong-Password-1", ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(
      (await attempt(t, uniqueEmail("spray"), "Wrong-Password-1", randomIp())).statusCode,
    ).toBe(401);
  });

  it("password checks with a stolen access token count against the account too", async () => {
    const m = await signUp(t.app);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/members/password",
        payload: { new: "Another-Strong-One-9", current: `Guess-Number-${i}` },
        headers: { authorization: `Bearer ${m.access}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

// Shared counters: two app instances (two processes behind a load balancer) on one Redis.
const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)("sign-in rate limits shared through Redis (TEST_REDIS_URL)", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ config: { ...limits, REDIS_URL: redisUrl! }, seed: false });
    b = await createTestApp({ config: { ...limits, REDIS_URL: redisUrl! }, seed: false });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("ratelimit.shared: counts attempts made on either instance together", async () => {
    expect(a.app.limiter.kind).toBe("redis");
    const email = uniqueEmail("shared");
    expect((await attempt(a, email, "Wrong-Password-1", randomIp())).statusCode).toBe(401);
    expect((await attempt(b, email, "Wrong-Password-1", randomIp())).statusCode).toBe(401);
    expect((await attempt(a, email, "Wrong-Password-1", randomIp())).statusCode).toBe(401);
    const refused = await attempt(b, email, "Wrong-Password-1", randomIp());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});
