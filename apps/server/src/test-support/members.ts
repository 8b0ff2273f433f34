import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import type { App } from "../app.ts";
import { members } from "../db/schema/members.ts";
import { demoMembers } from "../db/seed/demo-data.ts";
import type { TestApp } from "./test-app.ts";

/** Helpers for the members tests: demo credentials, sign-up and sign-in through the API. */
export const demo = {
  ada: demoMembers.find((m) => m.id === "demo-ada")!,
  grace: demoMembers.find((m) => m.id === "demo-grace")!,
  alan: demoMembers.find((m) => m.id === "demo-alan")!,
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type SignedIn = { id: string; access: string; ordering: string };

export function uniqueEmail(prefix = "member"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

export async function signIn(
  app: App,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<SignedIn> {
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/members/signin",
    payload: { email, password },
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const tokens = res.json().data.tokens;
  return { id: tokens.id, access: tokens.access.token, ordering: tokens.ordering.access.token };
}

export async function signUp(
  app: App,
  fields: Record<string, unknown> = {},
): Promise<SignedIn & { email: string; password: string }> {
  const body = {
    first_name: "Test",
    last_name: "Member",
    email: uniqueEmail(),
    password: "Gravy-Boat-Sailing-77",
    accept_terms: true,
    ...fields,
  };
  const res = await app.inject({ method: "POST", url: "/api/v1/members/create", payload: body });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const tokens = res.json().data.tokens;
  return {
    id: tokens.id,
    access: tokens.access.token,
    ordering: tokens.ordering.access.token,
    email: String(body.email),
    password: String(body.password),
  };
}

/**
 * A new member whose email counts as verified (as if the emailed link had been opened), for
 * tests of what only verified members may do (`member.unverified-limits`: redeeming).
 */
export async function signUpVerified(
  t: TestApp,
  fields: Record<string, unknown> = {},
): Promise<Awaited<ReturnType<typeof signUp>>> {
  const m = await signUp(t.app, fields);
  await t.database.db
    .update(members)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(members.id, m.id));
  return m;
}
