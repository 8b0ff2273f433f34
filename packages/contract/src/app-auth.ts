import { z } from "zod";

import { memberAuthResponseSchema } from "./members.ts";

/**
 * The chain's mobile app signs a member in through the web view's `/app/signin`
 * (`app.signin-code`): the page signs the member in, asks for a one-time code bound to the app's
 * redirect address and to the app's PKCE challenge, and sends the browser to the redirect with
 * that code (never a token); the app exchanges the code, with its verifier, for the tokens.
 */

const redirectUri = z
  .string()
  .trim()
  .min(1, "must be the app's redirect address")
  .max(500)
  .meta({ description: "One of the app redirect addresses the chain allows (APP_REDIRECT_URIS)" });

/** RFC 7636: a verifier is 43–128 characters of [A-Za-z0-9-._~]; the S256 challenge 43 of base64url. */
const codeChallenge = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9_-]{43}$/,
    "must be the base64url SHA-256 of the code verifier (43 characters)",
  );

export const appAuthCodeBodySchema = z
  .object({
    redirect_uri: redirectUri,
    code_challenge: codeChallenge,
    code_challenge_method: z.literal("S256", { error: "must be S256" }),
    state: z
      .string()
      .max(500)
      .optional()
      .meta({ description: "Returned to the app as it was sent" }),
  })
  .meta({ id: "AppAuthCodeRequest" });
export type AppAuthCodeBody = z.infer<typeof appAuthCodeBodySchema>;

export const appAuthCodeResponseSchema = z
  .object({
    status: z.literal("ok"),
    data: z.object({
      code: z.string(),
      expires_in: z.number().int().meta({ description: "Seconds the code stays usable (once)" }),
      redirect: z.string().meta({ description: "redirect_uri with code (and state) in its query" }),
    }),
  })
  .meta({ id: "AppAuthCodeResponse" });
export type AppAuthCodeResponse = z.infer<typeof appAuthCodeResponseSchema>;

export const appAuthTokenBodySchema = z
  .object({
    code: z.string().trim().min(1, "must be the code the redirect carried").max(200),
    redirect_uri: redirectUri,
    code_verifier: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._~-]{43,128}$/, "must be the PKCE code verifier (43–128 characters)"),
  })
  .meta({ id: "AppAuthTokenRequest" });
export type AppAuthTokenBody = z.infer<typeof appAuthTokenBodySchema>;

/** The same answer as a sign-in: a fresh session of the member's own. */
export const appAuthTokenResponseSchema = memberAuthResponseSchema;
