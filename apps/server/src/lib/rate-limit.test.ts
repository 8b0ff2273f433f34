import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from "./rate-limit.ts";

const rule = { limit: 3, windowMs: 60_000 };

function behavesAsAFixedWindow(make: () => RateLimiter, fakeClock: boolean) {
  it("allows `limit` hits in a window, then refuses with the seconds left", async () => {
    const limiter = make();
    const key = `k-${randomBytes(6).toString("hex")}`;
    try {
      const t0 = 1_000_000;
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await limiter.hit(key, rule, t0 + i * 1000));
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
      expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4]);
      expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0);
      expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
      if (fakeClock) {
        expect(results[3]!.retryAfterSeconds).toBe(57);
        expect((await limiter.hit(key, rule, t0 + 60_000)).allowed).toBe(true);
      }
    } finally {
      await limiter.close();
    }
  });

  it("peek tells the count of a window without counting an attempt", async () => {
    const limiter = make();
    const key = `p-${randomBytes(6).toString("hex")}`;
    try {
      expect((await limiter.peek(key, rule)).count).toBe(0);
      await limiter.hit(key, rule);
      await limiter.hit(key, rule);
      const seen = await limiter.peek(key, rule);
      expect(seen.count).toBe(2);
      expect(seen.retryAfterSeconds).toBeGreaterThan(0);
      expect((await limiter.peek(key, rule)).count).toBe(2);
      expect((await limiter.hit(key, rule)).count).toBe(3);
    } finally {
      await limiter.close();
    }
  });

  it("reset forgets a key; keys do not share counts", async () => {
    const limiter = make();
    const [a, b] = [`a-${randomBytes(6).toString("hex")}`, `b-${randomBytes(6).toString("hex")}`];
    try {
      for (let i = 0; i < 3; i++) await limiter.hit(a, rule);
      expect((await limiter.hit(b, rule)).allowed).toBe(true);
      await limiter.reset(a);
      expect((await limiter.hit(a, rule)).count).toBe(1);
    } finally {
      await limiter.close();
    }
  });
}

describe("ratelimit.shared: memory rate limiter", () => {
  behavesAsAFixedWindow(createMemoryRateLimiter, true);
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)("ratelimit.shared: Redis rate limiter (TEST_REDIS_URL)", () => {
  behavesAsAFixedWindow(
    () => createRedisRateLimiter(redisUrl!, { prefix: "coop-test:rl:" }),
    false,
  );
});

describe("ratelimit.shared: Redis rate limiter, Redis unreachable", () => {
  it("allows the attempt and reports the error (a limit lost for a moment beats refusing everyone)", async () => {
    const errors: unknown[] = [];
    const limiter = createRedisRateLimiter("redis://127.0.0.1:9", {
      onError: (e) => errors.push(e),
    });
    try {
      expect(await limiter.hit("x", rule)).toMatchObject({ allowed: true });
      expect(errors).toHaveLength(1);
    } finally {
      await limiter.close();
    }
  });
});
