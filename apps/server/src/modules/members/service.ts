import type { FastifyBaseLogger } from "fastify";

import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Mailer } from "../../lib/mailer.ts";
import type { RateLimiter } from "../../lib/rate-limit.ts";
import { createAccountService } from "./account.ts";
import { createAccountDeletion } from "./account-deletion.ts";
import { createAppAuth } from "./app-auth-service.ts";
import { createEmailVerification } from "./email-verification.ts";
import { createPasswordReset } from "./password-reset.ts";
import { createPasswordHasher, passwordProblem } from "./passwords.ts";
import type {
  DeliveryCoverageLookup,
  GuestOrderClaim,
  MemberCards,
  MemberErasure,
  MemberWelcome,
  RestaurantLookup,
} from "./ports.ts";
import { createSavedService } from "./saved-service.ts";
import { createSso } from "./sso.ts";
import type { TokenService } from "./token-service.ts";

export type MembersDeps = {
  config: Config;
  db: Db;
  tokens: TokenService;
  now: () => Date;
  log: FastifyBaseLogger;
  /** App-wide services of the composition root. */
  limiter: RateLimiter;
  mailer: Mailer;
  /** What members use of the other modules, through their services. */
  welcome: MemberWelcome;
  orders: GuestOrderClaim;
  locations: RestaurantLookup & DeliveryCoverageLookup;
  /** Cards added outside checkout (modules/payments). */
  cards: MemberCards;
  /** What deleting an account asks of orders, rewards and offers. */
  erasure: MemberErasure;
};

/**
 * The members module's services: accounts, email verification, account deletion, password
 * reset, single sign-on, the mobile app's sign-in, saved things and the e-club, for the member routes (registered by
 * app.ts). `drain` is called at close, before the mailer closes (a password reset, a
 * verification link or a deletion notice may still be sending its email).
 */
export function createMembersService(options: MembersDeps) {
  const { config, db, tokens, now, limiter, mailer, log } = options;
  const hasher = createPasswordHasher({ concurrency: 2 });
  const verification = createEmailVerification({
    db,
    mailer,
    limiter,
    publicOrigin: config.publicOrigin,
    now,
    log,
  });
  const accounts = createAccountService({
    db,
    welcome: options.welcome,
    orders: options.orders,
    tokens,
    hasher,
    limiter,
    limits: config.signinLimits,
    emailLinks: verification,
    now,
  });
  const deletion = createAccountDeletion({
    db,
    accounts,
    erasure: options.erasure,
    mailer,
    now,
    log,
  });
  const reset = createPasswordReset({
    db,
    mailer,
    hasher,
    tokens,
    limiter,
    publicOrigin: config.publicOrigin,
    now,
    log,
  });
  const sso = createSso({
    db,
    welcome: options.welcome,
    tokens,
    config: config.oidc,
    publicOrigin: config.publicOrigin,
    now,
    log,
  });
  const appAuth = createAppAuth({ db, tokens, redirectUris: config.appRedirectUris, now });
  const saved = createSavedService({
    db,
    locations: options.locations,
    cards: options.cards,
  });

  return {
    accounts,
    verification,
    deletion,
    reset,
    sso,
    saved,
    /** The mobile app's sign-in: one-time codes and their exchange. */
    appAuth,
    /**
     * The password hasher and the rules of a new password, for other accounts that use
     * passwords (restaurant staff): one hasher, so its memory limit holds for both.
     */
    passwords: { hasher, problem: passwordProblem },
    drain: async () => {
      await Promise.all([reset.drain(), verification.drain(), deletion.drain()]);
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
