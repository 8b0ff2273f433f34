import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { apiErrorBodySchema } from "@coop/contract/errors";
import {
  forgotPasswordBodySchema,
  memberAuthResponseSchema,
  memberUserSchema,
  passwordChangeBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
  signUpResponseSchema,
  ssoRequestSchema,
  ssoResponseSchema,
  statusMessageResponseSchema,
  updateBodySchema,
} from "@coop/contract/members";

import { type BotCheck, botCheckGuard } from "../../lib/bot-check.ts";
import type { AccountService } from "./account.ts";
import { FORGOT_ANSWER, type PasswordReset } from "./password-reset.ts";
import type { Sso } from "./sso.ts";
import type { TokenService } from "./token-service.ts";
import { requireCaller } from "./token-service.ts";

const e = apiErrorBodySchema;
const bearer = [{ accessToken: [] }];

/**
 * Member account calls of api §7: sign-up, sign-in, single sign-on, sign-out, profile,
 * password change, forgot and reset. Bot check (api §5) on sign-in (action login),
 * sign-up and forgot-password, when configured.
 */
export const memberRoutes: FastifyPluginAsyncZod<{
  accounts: AccountService;
  reset: PasswordReset;
  sso: Sso;
  tokens: TokenService;
  botCheck: BotCheck;
}> = async (app, { accounts, reset, sso, tokens, botCheck }) => {
  app.post(
    "/api/v1/members/create",
    {
      preHandler: botCheckGuard(botCheck, "signup"),
      schema: {
        tags: ["members"],
        summary: "Sign up: creates the member and signs in (bot check: signup)",
        body: signUpBodySchema,
        response: { 201: signUpResponseSchema, 400: e, 403: e, 409: e, 503: e },
      },
    },
    async (request, reply) => {
      const data = await accounts.signUp(request.body);
      return reply.status(201).send({ status: "ok" as const, data });
    },
  );

  app.post(
    "/api/v1/members/signin",
    {
      preHandler: botCheckGuard(botCheck, "login"),
      schema: {
        tags: ["members"],
        summary: "Sign in with email and password (bot check: login); a new session each time",
        body: signInBodySchema,
        response: { 200: memberAuthResponseSchema, 400: e, 401: e, 403: e, 429: e, 503: e },
      },
    },
    async (request) => ({
      status: "ok" as const,
      data: await accounts.signIn(request.body, request.ip),
    }),
  );

  app.post(
    "/api/v1/members/sso",
    {
      schema: {
        tags: ["members"],
        summary:
          "Single sign-on (OpenID Connect, PKCE). Without code: answers the provider URL to open. " +
          "With code and state from the redirect back: signs in like members/signin",
        body: ssoRequestSchema,
        response: { 200: ssoResponseSchema, 400: e, 401: e, 403: e, 404: e, 502: e },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      if (body.state === undefined) {
        return { status: "redirect" as const, data: await sso.start() };
      }
      return { status: "ok" as const, data: await sso.finish({ ...body, state: body.state }) };
    },
  );

  app.delete(
    "/api/v1/members/signout",
    {
      schema: {
        tags: ["members"],
        summary: "Sign out: both tokens of this session stop working",
        security: bearer,
        response: { 200: statusMessageResponseSchema, 401: e },
      },
    },
    async (request) => {
      await accounts.signOut(await requireCaller(request, tokens, "access"));
      return { status: "ok" as const, message: "You are signed out." };
    },
  );

  app.get(
    "/api/v1/members/get",
    {
      schema: {
        tags: ["members"],
        summary: "The signed-in member (api §3 User)",
        security: bearer,
        response: { 200: memberUserSchema, 401: e },
      },
    },
    async (request) => accounts.get(await requireCaller(request, tokens, "access")),
  );

  app.put(
    "/api/v1/members/update",
    {
      schema: {
        tags: ["members"],
        summary: "Update the profile; a new email needs current_password",
        security: bearer,
        body: updateBodySchema,
        response: { 200: memberUserSchema, 400: e, 401: e, 409: e, 429: e },
      },
    },
    async (request) =>
      accounts.update(await requireCaller(request, tokens, "access"), request.body),
  );

  app.post(
    "/api/v1/members/password",
    {
      schema: {
        tags: ["members"],
        summary: "Change the password (new, current); other sessions are signed out",
        security: bearer,
        body: passwordChangeBodySchema,
        response: { 200: statusMessageResponseSchema, 400: e, 401: e, 429: e },
      },
    },
    async (request) => {
      await accounts.changePassword(await requireCaller(request, tokens, "access"), request.body);
      return { status: "ok" as const, message: "Your password has been changed." };
    },
  );

  app.post(
    "/api/v1/members/forgotpassword",
    {
      preHandler: botCheckGuard(botCheck, "forgot_password"),
      schema: {
        tags: ["members"],
        summary: "Email a one-hour, single-use reset link (same answer for any email; bot check)",
        body: forgotPasswordBodySchema,
        response: { 200: statusMessageResponseSchema, 400: e, 403: e, 429: e, 503: e },
      },
    },
    async (request) => {
      await reset.forgot(request.body.email, request.ip);
      return { status: "ok" as const, message: FORGOT_ANSWER };
    },
  );

  app.post(
    "/api/v1/members/resetpassword",
    {
      schema: {
        tags: ["members"],
        summary: "Set a new password with the emailed token; every session is signed out",
        body: resetPasswordBodySchema,
        response: { 200: statusMessageResponseSchema, 400: e },
      },
    },
    async (request) => {
      await reset.reset(request.body);
      return {
        status: "ok" as const,
        message: "Your password has been changed. Sign in with the new one.",
      };
    },
  );
};
