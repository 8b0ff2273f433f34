// A real OpenID Connect provider for the browser tests (oidc-provider, the one the server's
// tests use), on a free loopback port, with one test-only client and a handful of test users.
// Its own screen is a scripted account picker: a page listing the users, one button each
// ("Continue as …") and a Cancel button, which the browser clicks like a person would.
// oidc-provider is the server's test-only dependency and ships no types: the server's
// declaration of the parts its tests use serves here too (e2e/tsconfig.json includes it).
import { generateKeyPairSync } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { interactionPolicy, Provider } from "oidc-provider";

/** A user of the test provider: the claims it hands out. */
export type TestIdentity = {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
};

export type TestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The parameters of every authorization request that reached the account picker. */
  requests: Record<string, unknown>[];
  close(): Promise<void>;
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function picker(uid: string, users: TestIdentity[]): string {
  const accounts = users
    .map(
      (u) =>
        `<li><form method="post" action="/interaction/${uid}/login">` +
        `<input type="hidden" name="account" value="${escape(u.sub)}">` +
        `<button type="submit">Continue as ${escape(u.name ?? `${u.given_name ?? ""} ${u.family_name ?? ""}`.trim())} (${escape(u.email)})</button>` +
        `</form></li>`,
    )
    .join("");
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test provider: choose an account</title></head>` +
    `<body><main><h1>Choose an account</h1><p>to continue to Coop</p><ul>${accounts}</ul>` +
    `<form method="post" action="/interaction/${uid}/abort"><button type="submit">Cancel</button></form>` +
    `</main></body></html>`
  );
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  let body = "";
  for await (const chunk of req) body += String(chunk);
  return new URLSearchParams(body);
}

/**
 * Starts the provider on 127.0.0.1 (a free port). `redirectUri` is the only redirect URI of
 * its client: the app's `PUBLIC_ORIGIN + /account/oauthcallback`.
 */
export async function startTestProvider(options: {
  redirectUri: string;
  users: TestIdentity[];
}): Promise<TestProvider> {
  const users = new Map(options.users.map((u) => [u.sub, u]));
  const requests: Record<string, unknown>[] = [];
  let handle: (req: IncomingMessage, res: ServerResponse) => void = () => undefined;
  const server: Server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = "coop-e2e";
  const clientSecret = "coop-e2e-secret-not-for-production";

  // The spec's account picker: prompt=select_account is a prompt this provider knows.
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: "select_account", requestable: true }), 0);
  const key = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({
    format: "jwk",
  });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    async findAccount(_ctx: unknown, sub: string) {
      const claims = users.get(sub);
      return claims ? { accountId: sub, claims: async () => claims } : undefined;
    },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name"],
    },
    interactions: { policy, url: (_ctx: unknown, i: { uid: string }) => `/interaction/${i.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ["a-cookie-signing-key-for-the-e2e-provider"] },
    jwks: { keys: [{ ...key, kid: "e2e-key", use: "sig", alg: "RS256" }] },
    pkce: { required: () => true },
  });
  const callback = provider.callback();

  handle = (req, res) => {
    const match = /^\/interaction\/([^/?]+)(?:\/(login|abort))?/.exec(req.url ?? "");
    if (!match) {
      callback(req, res);
      return;
    }
    const [, uid, action] = match;
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (req.method === "GET" && action === undefined) {
        requests.push({ ...details.params });
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.end(picker(uid!, [...users.values()]));
        return;
      }
      if (req.method === "POST" && action === "abort") {
        await provider.interactionFinished(
          req,
          res,
          { error: "access_denied", error_description: "The person cancelled the sign-in" },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      if (req.method === "POST" && action === "login") {
        const accountId = (await formOf(req)).get("account") ?? "";
        if (!users.has(accountId)) throw new Error(`no test user ${accountId}`);
        const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { select_account: {}, login: { accountId }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      res.statusCode = 405;
      res.end();
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  };

  return {
    issuer,
    clientId,
    clientSecret,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
