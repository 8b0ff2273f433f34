import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { endpointRoute } from "../../http/endpoint-route.ts";
import { type BotCheck, botCheckGuard } from "../../lib/bot-check.ts";
import type { AccountService } from "./account.ts";
import type { AccountDeletion } from "./account-deletion.ts";
import type { EmailVerification } from "./email-verification.ts";
import { FORGOT_ANSWER, type PasswordReset } from "./password-reset.ts";
import type { Sso } from "./sso.ts";
import type { Caller, TokenService } from "./token-service.ts";
import { requireCaller } from "./token-service.ts";

/**
 * Member account calls: sign-up, sign-in, single sign-on, sign-out, profile, password
 * change, forgot and reset, email verification, account deletion. Bot check
 * (`botcheck.actions`) on sign-in (action login), sign-up and forgot-password, when configured.
 */
export const memberRoutes: FastifyPluginAsyncZod<{
  accounts: AccountService;
  verification: EmailVerification;
  deletion: AccountDeletion;
  reset: PasswordReset;
  sso: Sso;
  tokens: TokenService;
  botCheck: BotCheck;
}> = async (app, { accounts, verification, deletion, reset, sso, tokens, botCheck }) => {
  // `auth.token-classes`: the calls below that take a body check the access token first, in
  // preValidation, so that a missing or bad token is a 401 before the body is looked at.
  const callers = new WeakMap<FastifyRequest, Caller>();
  const accessFirst = async (request: FastifyRequest) => {
    callers.set(request, await requireCaller(request, tokens, "access"));
  };
  const callerOf = (request: FastifyRequest): Caller => {
    const caller = callers.get(request);
    if (!caller) throw new Error("accessFirst did not run for this route");
    return caller;
  };

  app.route({
    ...endpointRoute("membersCreate", {
      summary: "Sign up: creates the member and signs in (bot check: signup)",
      errors: [400, 403, 409, 503],
      status: 201,
    }),
    preHandler: botCheckGuard(botCheck, "signup"),
    handler: async (request, reply) => {
      const data = await accounts.signUp(request.body);
      return reply.status(201).send({ status: "ok" as const, data });
    },
  });

  app.route({
    ...endpointRoute("membersSignin", {
      summary: "Sign in with email and password (bot check: login); a new session each time",
      errors: [400, 401, 403, 429, 503],
    }),
    preHandler: botCheckGuard(botCheck, "login"),
    handler: async (request) => ({
      status: "ok" as const,
      data: await accounts.signIn(request.body, request.ip),
    }),
  });

  app.route({
    ...endpointRoute("membersSso", {
      summary:
        "Single sign-on (OpenID Connect, PKCE). Without code: answers the provider URL to open. " +
        "With code and state from the redirect back: signs in like members/signin",
      errors: [400, 401, 403, 404, 502],
    }),
    handler: async (request) => {
      const body = request.body ?? {};
      if (body.state === undefined) {
        return { status: "redirect" as const, data: await sso.start() };
      }
      return { status: "ok" as const, data: await sso.finish({ ...body, state: body.state }) };
    },
  });

  app.route({
    ...endpointRoute("membersSignout", {
      summary: "Sign out: both tokens of this session stop working",
      errors: [401],
    }),
    handler: async (request) => {
      await accounts.signOut(await requireCaller(request, tokens, "access"));
      return { status: "ok" as const, message: "You are signed out." };
    },
  });

  app.route({
    ...endpointRoute("membersGet", {
      summary: "The signed-in member",
      errors: [401],
    }),
    handler: async (request) => accounts.get(await requireCaller(request, tokens, "access")),
  });

  app.route({
    ...endpointRoute("membersUpdate", {
      summary: "Update the profile; a new email needs current_password",
      errors: [400, 401, 409, 429],
    }),
    preValidation: accessFirst,
    handler: async (request) => accounts.update(callerOf(request), request.body),
  });

  app.route({
    ...endpointRoute("membersPassword", {
      summary: "Change the password (new, current); other sessions are signed out",
      errors: [400, 401, 429],
    }),
    preValidation: accessFirst,
    handler: async (request) => {
      await accounts.changePassword(callerOf(request), request.body);
      return { status: "ok" as const, message: "Your password has been changed." };
    },
  });

  app.route({
    ...endpointRoute("membersForgotPassword", {
      summary: "Email a one-hour, single-use reset link (same answer for any email; bot check)",
      errors: [400, 403, 429, 503],
    }),
    preHandler: botCheckGuard(botCheck, "forgot_password"),
    handler: async (request) => {
      await reset.forgot(request.body.email, request.ip);
      return { status: "ok" as const, message: FORGOT_ANSWER };
    },
  });

  app.route({
    ...endpointRoute("membersResetPassword", {
      summary: "Set a new password with the emailed token; every session is signed out",
      errors: [400],
    }),
    handler: async (request) => {
      await reset.reset(request.body);
      return {
        status: "ok" as const,
        message: "Your password has been changed. Sign in with the new one.",
      };
    },
  });

  app.route({
    ...endpointRoute("membersVerify", {
      summary:
        "Verify the email with the token and email of the emailed link (48 hours, single use); " +
        "opening a used link of an already verified address answers ok again",
      errors: [400],
    }),
    handler: async (request) => {
      const outcome = await verification.verify(request.body);
      return {
        status: "ok" as const,
        message:
          outcome === "verified"
            ? "Thank you: your email address is verified."
            : "Your email address is already verified.",
      };
    },
  });

  app.route({
    ...endpointRoute("membersVerifyResend", {
      summary: "Email a new verification link (the earlier ones stop working); at most 3 an hour",
      errors: [401, 409, 429, 503],
    }),
    handler: async (request) => {
      const caller = await requireCaller(request, tokens, "access");
      const { email } = await verification.resend(caller.memberId);
      return {
        status: "ok" as const,
        message: `We have sent a new verification link to ${email}. It works for 48 hours.`,
      };
    },
  });

  app.route({
    ...endpointRoute("membersDelete", {
      summary:
        "Delete the account: confirm with the password (or the email, for single-sign-on-only " +
        "members); personal data is erased, orders are kept without it, every session ends",
      errors: [400, 401, 403, 429],
    }),
    preValidation: accessFirst,
    handler: async (request) => {
      await deletion.delete(callerOf(request), request.body);
      return {
        status: "ok" as const,
        message:
          "Your account has been deleted. We have sent a confirmation to your email address.",
      };
    },
  });
};
