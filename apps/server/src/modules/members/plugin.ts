import type { FastifyInstance } from "fastify";

import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { BotCheck } from "../../lib/bot-check.ts";
import type { Mailer } from "../../lib/mailer.ts";
import type { RateLimiter } from "../../lib/rate-limit.ts";
import { createAccountService } from "./account.ts";
import { eclubRoutes } from "./eclub.ts";
import { createEclubService } from "./eclub-service.ts";
import { createPasswordReset } from "./password-reset.ts";
import { createPasswordHasher } from "./passwords.ts";
import type { GuestOrderClaim, MemberWelcome, RestaurantLookup } from "./ports.ts";
import { memberRoutes } from "./routes.ts";
import { savedRoutes } from "./saved-routes.ts";
import { createSavedService } from "./saved-service.ts";
import { createSso } from "./sso.ts";
import type { TokenService } from "./token-service.ts";

export type MembersOptions = {
  config: Config;
  db: Db;
  tokens: TokenService;
  now: () => Date;
  /** App-wide services of the composition root. */
  limiter: RateLimiter;
  mailer: Mailer;
  botCheck: BotCheck;
  /** What members use of the other modules, through their services. */
  welcome: MemberWelcome;
  orders: GuestOrderClaim;
  locations: RestaurantLookup;
};

/**
 * The members module: builds its services (accounts, password reset, single sign-on, saved
 * things, e-club) and registers the routes of api §7 "Member calls". The caller registers
 * it in a scope whose answers are personal (never stored by a cache), and calls `drain`
 * at close, before the mailer closes (a password reset may still be sending its email).
 */
export async function registerMembers(
  app: FastifyInstance,
  options: MembersOptions,
): Promise<{ drain(): Promise<void> }> {
  const { config, db, tokens, now, limiter, mailer, botCheck } = options;
  const hasher = createPasswordHasher({ concurrency: 2 });
  const accounts = createAccountService({
    db,
    welcome: options.welcome,
    orders: options.orders,
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
    welcome: options.welcome,
    tokens,
    config: config.oidc,
    publicOrigin: config.publicOrigin,
    now,
    log: app.log,
  });
  const saved = createSavedService({ db, locations: options.locations });
  const eclub = createEclubService({ db, locations: options.locations, now });

  await app.register(memberRoutes, { accounts, reset, sso, tokens, botCheck });
  await app.register(savedRoutes, { saved, tokens, now });
  await app.register(eclubRoutes, { eclub, limiter });
  return { drain: () => reset.drain() };
}
