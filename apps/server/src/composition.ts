import { join } from "node:path";

import type { FastifyBaseLogger } from "fastify";

import type { Config } from "./config.ts";
import { type BotCheck, createBotCheck, disabledBotCheck } from "./lib/bot-check.ts";
import {
  type BuiltinBotCheck,
  createBuiltinBotCheck,
  usedTokenIdsOn,
} from "./lib/bot-check-builtin.ts";
import { createMailer, type Mailer } from "./lib/mailer.ts";
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from "./lib/rate-limit.ts";

/**
 * The app-wide services that several modules use, built once from the config by the
 * composition root (app.ts): counters shared between processes (sign-in, password reset,
 * e-club and payment limits), outgoing mail, and the bot check of the forms.
 */
export type SharedServices = {
  limiter: RateLimiter;
  mailer: Mailer;
  botCheck: BotCheck;
  /** The built-in bot check (BOT_CHECK=builtin), which also issues tokens; null otherwise. */
  builtinBotCheck: BuiltinBotCheck | null;
};

export function createSharedServices(
  config: Config,
  log: FastifyBaseLogger,
  secrets: { tokenSecret: string },
): SharedServices {
  // `ratelimit.shared`: counters in Redis when REDIS_URL is set (shared by every process),
  // in this process's memory otherwise; Redis not answering allows the attempt.
  const limiter = config.redisUrl
    ? createRedisRateLimiter(config.redisUrl, {
        onError: (error) => log.warn({ err: error }, "rate limit: Redis did not answer; allowing"),
      })
    : createMemoryRateLimiter();
  // `reset.outbox`: without SMTP settings, mail is written to DATA_DIR/outbox.
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: join(config.dataDir, "outbox"),
  });
  // `botcheck.builtin`: BOT_CHECK=builtin verifies the tokens this server signs (key derived
  // from the token secret), single-use through the shared counters.
  const builtinBotCheck = config.botCheckBuiltin
    ? createBuiltinBotCheck({
        tokenSecret: secrets.tokenSecret,
        used: usedTokenIdsOn(limiter),
      })
    : null;
  // `botcheck.actions`: the bot check is off unless it is configured.
  const botCheck =
    builtinBotCheck ??
    (config.botCheck
      ? createBotCheck({
          ...config.botCheck,
          onError: (error) =>
            log.warn({ err: error }, "bot check: the verify endpoint did not answer"),
        })
      : disabledBotCheck);
  return { limiter, mailer, botCheck, builtinBotCheck };
}

/** Closes what the shared services hold open (the mail transport, the Redis connection). */
export async function closeSharedServices(shared: SharedServices): Promise<void> {
  shared.mailer.close();
  await shared.limiter.close();
}
