import { join } from "node:path";

import type { FastifyInstance } from "fastify";

import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { type BotCheck, createBotCheck, disabledBotCheck } from "../../lib/bot-check.ts";
import { createMailer, type Mailer } from "../../lib/mailer.ts";
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from "../../lib/rate-limit.ts";
import { offerRoutes } from "../offers/routes.ts";
import { createLoyaltyService, type LoyaltyService } from "../rewards/loyalty.ts";
import { rewardRoutes } from "../rewards/routes.ts";
import { createAccountService } from "./account.ts";
import { eclubRoutes } from "./eclub.ts";
import { createPasswordReset } from "./password-reset.ts";
import { createPasswordHasher } from "./passwords.ts";
import { memberRoutes } from "./routes.ts";
import { savedRoutes } from "./saved-routes.ts";
import { createSso } from "./sso.ts";
import type { TokenService } from "./tokens.ts";

/** What other areas use: the orders engine (loyalty), the contact form (bot check). */
export type MembersHandle = {
  loyalty: LoyaltyService;
  botCheck: BotCheck;
  limiter: RateLimiter;
  mailer: Mailer;
};

export type MembersOptions = {
  config: Config;
  db: Db;
  tokens: TokenService;
  now: () => Date;
  cacheTtlMs: number;
  /** Replacements for tests; by default built from the config. */
  mailer?: Mailer;
  botCheck?: BotCheck;
  limiter?: RateLimiter;
};

/**
 * Members, loyalty and offers (issue 6): builds the services from the config and registers
 * the routes of api §7 "Member calls" and "Offers, rewards and upsells" (but the order ones).
 */
export async function registerMembers(
  app: FastifyInstance,
  options: MembersOptions,
): Promise<MembersHandle> {
  const { config, db, tokens, now } = options;
  const limiter =
    options.limiter ??
    (config.redisUrl
      ? createRedisRateLimiter(config.redisUrl, {
          onError: (error) =>
            app.log.warn({ err: error }, "rate limit: Redis did not answer; allowing"),
        })
      : createMemoryRateLimiter());
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: join(config.dataDir, "outbox"),
    });
  const botCheck =
    options.botCheck ??
    (config.botCheck
      ? createBotCheck({
          ...config.botCheck,
          onError: (error) =>
            app.log.warn({ err: error }, "bot check: the verify endpoint did not answer"),
        })
      : disabledBotCheck);
  const hasher = createPasswordHasher({ concurrency: 2 });
  const loyalty = createLoyaltyService({ pointsPerDollar: config.loyaltyPointsPerDollar });
  const accounts = createAccountService({
    db,
    tokens,
    hasher,
    limiter,
    limits: config.signinLimits,
    now,
  });
  const reset = createPasswordReset({
    db,
    mailer,
    hasher,
    tokens,
    limiter,
    publicOrigin: config.publicOrigin,
    now,
    log: app.log,
  });
  const sso = createSso({
    db,
    tokens,
    config: config.oidc,
    publicOrigin: config.publicOrigin,
    now,
    log: app.log,
  });
  const imageBaseUrl = config.menuImageBaseUrl;

  await app.register(async (scope) => {
    // Personal answers are never stored by a browser or a shared cache.
    scope.addHook("onSend", async (_request, reply) => {
      if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
    });
    await scope.register(memberRoutes, { accounts, reset, sso, tokens, botCheck });
    await scope.register(savedRoutes, { db, tokens, now });
    await scope.register(eclubRoutes, { db, limiter, now });
    await scope.register(rewardRoutes, { db, tokens, loyalty, now, imageBaseUrl });
  });
  await app.register(offerRoutes, {
    db,
    tokens,
    now,
    imageBaseUrl,
    cacheTtlMs: options.cacheTtlMs,
  });

  app.addHook("onClose", async () => {
    await reset.drain();
    mailer.close();
    await limiter.close();
  });
  return { loyalty, botCheck, limiter, mailer };
}
