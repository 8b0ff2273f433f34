import { createHash } from "node:crypto";

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { HttpError } from "../http/http-error.ts";
import {
  BOT_CHECK_ACTIONS,
  BUILTIN_SCRIPT_PATH,
  BUILTIN_TOKEN_PATH,
  type BuiltinBotCheck,
} from "./bot-check-builtin.ts";
import type { RateLimiter, RateLimitRule } from "./rate-limit.ts";

/**
 * `botcheck.builtin`: the built-in check's two routes, plain routes outside the API table
 * (like the menu images): the reCAPTCHA-v3-shaped script, and the token it asks for.
 *
 * The script defines `grecaptcha.ready(cb)` and `grecaptcha.execute(siteKey, { action })`,
 * which posts `{ action }` as JSON to the token route and resolves with `token` (a JSON POST
 * from another site needs a CORS preflight, which this server never grants). It runs no
 * string as code and is loaded from this origin, so the page CSP's `'self'` covers it.
 */
export const BUILTIN_SCRIPT = `/* Coop's built-in bot check: the reCAPTCHA v3 shape, tokens from this server. */
(function () {
  "use strict";
  function execute(siteKey, options) {
    var action = options && typeof options.action === "string" ? options.action : "";
    return fetch(${JSON.stringify(BUILTIN_TOKEN_PATH)}, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ action: action })
    }).then(function (response) {
      if (!response.ok) throw new Error("the bot check answered HTTP " + response.status);
      return response.json();
    }).then(function (body) {
      if (!body || typeof body.token !== "string") throw new Error("the bot check gave no token");
      return body.token;
    });
  }
  function ready(callback) {
    if (typeof callback === "function") setTimeout(callback, 0);
  }
  window.grecaptcha = { ready: ready, execute: execute };
})();
`;

const SCRIPT_ETAG = `"${createHash("sha256").update(BUILTIN_SCRIPT).digest("base64url").slice(0, 22)}"`;

/** Tokens one client address may ask for in a window (a form submit asks for one). */
export const TOKEN_RATE_LIMIT: RateLimitRule = { limit: 30, windowMs: 60_000 };

const tokenBody = z.object({
  action: z.enum(BOT_CHECK_ACTIONS, {
    error: `must be one of ${BOT_CHECK_ACTIONS.join(", ")}`,
  }),
});

export const builtinBotCheckRoutes: FastifyPluginAsyncZod<{
  botCheck: BuiltinBotCheck;
  limiter: RateLimiter;
  rateLimit?: RateLimitRule;
}> = async (app, { botCheck, limiter, rateLimit = TOKEN_RATE_LIMIT }) => {
  app.get(BUILTIN_SCRIPT_PATH, { schema: { hide: true } }, async (request, reply) => {
    reply
      .type("text/javascript; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .header("etag", SCRIPT_ETAG);
    if (request.headers["if-none-match"] === SCRIPT_ETAG) return reply.status(304).send();
    return reply.send(BUILTIN_SCRIPT);
  });

  app.post(
    BUILTIN_TOKEN_PATH,
    { schema: { hide: true, body: tokenBody } },
    async (request, reply) => {
      const hit = await limiter.hit(`botcheck:token:ip:${request.ip}`, rateLimit);
      if (!hit.allowed) {
        throw new HttpError(
          429,
          "Too many security checks from this address. Please wait a minute and try again.",
          { headers: { "retry-after": String(hit.retryAfterSeconds) } },
        );
      }
      return reply
        .header("cache-control", "no-store")
        .send({ token: botCheck.issue(request.body.action) });
    },
  );
};
