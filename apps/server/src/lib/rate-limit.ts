import { Redis } from "ioredis";

/**
 * Fixed-window counters for rate limits (sign-in per account and per IP, forgot-password).
 * In Redis when REDIS_URL is set, so that every process behind the load balancer counts
 * together; in process memory otherwise (ARCHITECTURE: shared counters).
 */
export type RateLimitRule = { limit: number; windowMs: number };

export type RateLimitResult = {
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** Seconds until the window ends (the Retry-After value when refused). */
  retryAfterSeconds: number;
};

export type RateLimiter = {
  readonly kind: "redis" | "memory";
  /** Counts one attempt under `key` and says whether it is within the rule. */
  hit(key: string, rule: RateLimitRule, now?: number): Promise<RateLimitResult>;
  /** Says whether `key` is still within the rule without counting an attempt. */
  peek(key: string, rule: RateLimitRule, now?: number): Promise<RateLimitResult>;
  /** Forgets `key` (a successful sign-in clears its account's failures). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

function result(count: number, rule: RateLimitRule, msLeft: number): RateLimitResult {
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)),
  };
}

export function createMemoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let sweepAt = 0;
  return {
    kind: "memory",
    async hit(key, rule, now = Date.now()) {
      // Drop ended windows now and then, so that memory follows the traffic.
      if (now >= sweepAt) {
        for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k);
        sweepAt = now + 60_000;
      }
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + rule.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return result(window.count, rule, window.endsAt - now);
    },
    async peek(key, rule, now = Date.now()) {
      const window = windows.get(key);
      if (!window || window.endsAt <= now) return result(0, rule, rule.windowMs);
      return result(window.count, rule, window.endsAt - now);
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

// INCR, and start the window's expiry with the first hit; answer the count and time left.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

/**
 * Redis counters. When Redis cannot be reached the attempt is allowed (and `onError` told):
 * losing the limit for a moment is better than refusing every sign-in.
 */
export function createRedisRateLimiter(
  url: string,
  options: { prefix?: string; onError?: (error: unknown) => void } = {},
): RateLimiter {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    enableOfflineQueue: true,
  });
  // Connection errors surface through the commands; an unhandled 'error' event would crash.
  redis.on("error", () => undefined);
  const prefix = options.prefix ?? "coop:rl:";
  return {
    kind: "redis",
    async hit(key, rule) {
      try {
        const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, rule.windowMs)) as [
          number,
          number,
        ];
        return result(count, rule, ttl);
      } catch (error) {
        options.onError?.(error);
        return { allowed: true, count: 0, retryAfterSeconds: 0 };
      }
    },
    async peek(key, rule) {
      try {
        const [count, ttl] = (await redis
          .multi()
          .get(prefix + key)
          .pttl(prefix + key)
          .exec()
          .then((r) => (r ?? []).map(([, v]) => v))) as [string | null, number];
        if (count === null) return result(0, rule, rule.windowMs);
        return result(Number(count), rule, ttl > 0 ? ttl : rule.windowMs);
      } catch (error) {
        options.onError?.(error);
        return { allowed: true, count: 0, retryAfterSeconds: 0 };
      }
    },
    async reset(key) {
      try {
        await redis.del(prefix + key);
      } catch (error) {
        options.onError?.(error);
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
