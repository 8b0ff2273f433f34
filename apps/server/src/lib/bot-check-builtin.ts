import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import type { BotCheckAction } from "@coop/contract/endpoints";

import type { BotCheck, BotCheckResult } from "./bot-check.ts";
import type { RateLimiter } from "./rate-limit.ts";

/**
 * `botcheck.builtin` (docs/decisions/031-forms-eclub-careers.md): Coop's own bot check,
 * turned on by BOT_CHECK=builtin. The browser loads a reCAPTCHA-v3-shaped script from this
 * server (`/bot-check/api.js`, bot-check-routes.ts), whose `grecaptcha.execute` asks
 * `POST /bot-check/token` for a token. A token is `<action>.<issued at, ms>.<random id>.<HMAC>`,
 * signed with a key derived from the app's token secret; the verifier accepts only a token it
 * signed, for the action of the form, at most two minutes old, and only once.
 *
 * It proves that a page of this site asked for the token (a script cannot replay one), not
 * that a person did: it is for running and testing the whole path on one machine; a vendor's
 * check (BOT_CHECK_SECRET) scores the visitor.
 */

/** The site key the pages are given (the script ignores it; the shape needs one). */
export const BUILTIN_SITE_KEY = "builtin";
/** Where the built-in script is served (same origin: the page CSP's 'self' allows it). */
export const BUILTIN_SCRIPT_PATH = "/bot-check/api.js";
/** Where the script asks for a token: POST { action } → { token }. */
export const BUILTIN_TOKEN_PATH = "/bot-check/token";
/** How long a token is accepted after it was issued. */
export const BUILTIN_TOKEN_TTL_MS = 2 * 60_000;
/** The actions a token may be asked for (those of the endpoint table's `botCheck`). */
export const BOT_CHECK_ACTIONS = [
  "login",
  "signup",
  "forgot_password",
  "contact",
] as const satisfies readonly BotCheckAction[];

/**
 * The ids of tokens already accepted, remembered until the token would have expired anyway.
 * `claim` answers true the first time an id is claimed, false after.
 */
export type UsedTokenIds = { claim(id: string, ttlMs: number): Promise<boolean> };

/**
 * Used ids kept in the shared counters (rate-limit.ts): in Redis when REDIS_URL is set, so
 * every process refuses a replay; in this process's memory otherwise (a token could then be
 * used once per process). Redis not answering lets the token through, as it lets attempts
 * through for the rate limits.
 */
export function usedTokenIdsOn(limiter: RateLimiter): UsedTokenIds {
  return {
    async claim(id, ttlMs) {
      const hit = await limiter.hit(`botcheck:used:${id}`, { limit: 1, windowMs: ttlMs });
      return hit.allowed;
    },
  };
}

export type BuiltinBotCheck = BotCheck & {
  /** A fresh token for `action` (the token endpoint's answer). */
  issue(action: BotCheckAction): string;
};

export type BuiltinBotCheckOptions = {
  /** The app's token secret (TOKEN_SECRET or the one kept in DATA_DIR); the key is derived from it. */
  tokenSecret: string;
  used: UsedTokenIds;
  now?: () => number;
  ttlMs?: number;
};

const TOKEN = /^([a-z_]{1,40})\.(\d{1,15})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;
/** A token issued a little "in the future" is another process's clock running ahead. */
const CLOCK_SKEW_MS = 5_000;

export function createBuiltinBotCheck(options: BuiltinBotCheckOptions): BuiltinBotCheck {
  const key = createHmac("sha256", options.tokenSecret).update("coop bot check").digest();
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? BUILTIN_TOKEN_TTL_MS;
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest();

  return {
    enabled: true,
    issue(action) {
      const payload = `${action}.${now()}.${randomBytes(12).toString("base64url")}`;
      return `${payload}.${sign(payload).toString("base64url")}`;
    },
    async verify(token, action): Promise<BotCheckResult> {
      if (!token) return { ok: false, reason: "missing" };
      const match = TOKEN.exec(token);
      if (!match) return { ok: false, reason: "rejected" };
      const [, tokenAction, issuedAt, id, signature] = match as unknown as [
        string,
        string,
        string,
        string,
        string,
      ];
      const expected = sign(`${tokenAction}.${issuedAt}.${id}`);
      const given = Buffer.from(signature, "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, reason: "rejected" };
      if (tokenAction !== action) return { ok: false, reason: "action" };
      const age = now() - Number(issuedAt);
      if (age < -CLOCK_SKEW_MS) return { ok: false, reason: "rejected" };
      if (age > ttlMs) return { ok: false, reason: "expired" };
      // Remembered a little longer than the token lives, so no replay outlives the memory.
      if (!(await options.used.claim(id, ttlMs + CLOCK_SKEW_MS)))
        return { ok: false, reason: "used" };
      return { ok: true, score: null };
    },
  };
}
