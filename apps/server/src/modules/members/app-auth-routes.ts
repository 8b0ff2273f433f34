import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { endpointRoute } from "../../http/endpoint-route.ts";
import type { AppAuth } from "./app-auth-service.ts";
import type { TokenService } from "./token-service.ts";
import { callerFirst } from "./token-service.ts";

/**
 * The mobile app's sign-in (docs/decisions/032-catering-and-in-app.md): a one-time code for
 * the signed-in member (access token, checked before the body: `auth.before-validation`), and
 * its exchange for a session (no token: the code and the PKCE verifier are the proof).
 */
export const appAuthRoutes: FastifyPluginAsyncZod<{
  appAuth: AppAuth;
  tokens: TokenService;
}> = async (app, { appAuth, tokens }) => {
  const first = callerFirst(tokens, "access");

  app.route({
    ...endpointRoute("appAuthCode", {
      summary:
        "A one-time sign-in code for the mobile app (2 minutes, single use), bound to an " +
        "allowed redirect address and the app's PKCE challenge; answers the redirect carrying it",
      errors: [400, 401],
    }),
    preValidation: first.preValidation,
    handler: async (request) => appAuth.issueCode(first.caller(request), request.body),
  });

  app.route({
    ...endpointRoute("appAuthToken", {
      summary:
        "Exchange the app's code and PKCE verifier for the member's tokens, once; any code " +
        "that cannot be exchanged gets the same 400",
      errors: [400],
    }),
    handler: async (request) => appAuth.exchange(request.body),
  });
};
