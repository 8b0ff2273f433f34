import type { FastifyRequest } from "fastify";

import type { BotCheckAction } from "@coop/contract/endpoints";
import { readApiHeaders } from "@coop/contract/headers";

import { HttpError } from "../http/http-error.ts";

/**
 * The bot check (`botcheck.actions`, `botcheck.unavailable`): the client runs a
 * reCAPTCHA-v3-style challenge and sends its token in the `verify` header; the server asks
 * the verify endpoint (POST form `secret`, `response`, `remoteip` → `{ success, score,
 * action }`) whether the token is genuine, fresh, was made for this action, and scores at
 * least the minimum. Off unless BOT_CHECK_SECRET is set.
 */
export type BotCheckResult =
  | { ok: true; score: number | null }
  | {
      ok: false;
      reason: "missing" | "rejected" | "action" | "score" | "expired" | "used" | "unavailable";
    };

export type BotCheck = {
  readonly enabled: boolean;
  verify(token: string | null, action: string, remoteIp?: string): Promise<BotCheckResult>;
};

export type BotCheckOptions = {
  secret: string;
  verifyUrl: string;
  minScore: number;
  timeoutMs?: number;
  onError?: (error: unknown) => void;
};

export const disabledBotCheck: BotCheck = {
  enabled: false,
  async verify() {
    return { ok: true, score: null };
  },
};

type SiteverifyAnswer = {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  "error-codes"?: unknown;
};

export function createBotCheck(options: BotCheckOptions): BotCheck {
  return {
    enabled: true,
    async verify(token, action, remoteIp) {
      if (!token) return { ok: false, reason: "missing" };
      const form = new URLSearchParams({ secret: options.secret, response: token });
      if (remoteIp) form.set("remoteip", remoteIp);
      let answer: SiteverifyAnswer;
      try {
        const response = await fetch(options.verifyUrl, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
        if (!response.ok) throw new Error(`bot-check verify answered HTTP ${response.status}`);
        answer = (await response.json()) as SiteverifyAnswer;
      } catch (error) {
        options.onError?.(error);
        return { ok: false, reason: "unavailable" };
      }
      if (answer.success !== true) return { ok: false, reason: "rejected" };
      // reCAPTCHA v2 and some alternatives answer without action or score: only check what is given.
      if (typeof answer.action === "string" && answer.action !== action)
        return { ok: false, reason: "action" };
      const score = typeof answer.score === "number" ? answer.score : null;
      if (score !== null && score < options.minScore) return { ok: false, reason: "score" };
      return { ok: true, score };
    },
  };
}

/**
 * A preHandler guarding a route with the bot check (sign-in, sign-up, forgot-password,
 * contact). Missing or failed → 403 saying so; the verifier unreachable → 503.
 */
export function botCheckGuard(botCheck: BotCheck, action: BotCheckAction) {
  // Actions as the endpoint table names them (`botcheck.actions`: sign-in uses "login").
  return async function guard(request: FastifyRequest): Promise<void> {
    if (!botCheck.enabled) return;
    const token = readApiHeaders(request.headers).verify;
    const outcome = await botCheck.verify(token, action, request.ip);
    if (outcome.ok) return;
    if (outcome.reason === "unavailable") {
      throw new HttpError(
        503,
        "We could not check that this request comes from a person. Please try again in a minute.",
        { headers: { "retry-after": "30" } },
      );
    }
    throw new HttpError(
      403,
      outcome.reason === "missing"
        ? "This form needs the bot check: the verify header is missing. Reload the page and try again."
        : "The bot check did not pass. Reload the page and try again.",
    );
  };
}
