import { createHash } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { loyaltyAccounts } from "../../db/schema/loyalty.ts";
import { emailVerifications, members } from "../../db/schema/members.ts";
import { bearer, demo, signIn, signUp, uniqueEmail } from "../../test-support/members.ts";
import { decoded, startSmtp, waitFor } from "../../test-support/smtp.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { VERIFY_LINK_INVALID } from "./email-verification.ts";

const clock = { offsetMs: 0 };
const now = () => new Date(Date.now() + clock.offsetMs);

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    config: {
      SMTP_URL: smtp.url,
      MAIL_FROM: "Coop Chicken <hello@coop.example>",
      PUBLIC_ORIGIN: "https://order.coop.example",
    },
    deps: { now },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, headers, ...(payload && { payload }) });
const verify = (payload: object) => post("/api/v1/members/verify", payload);
const resend = (access: string) => post("/api/v1/members/verify/resend", undefined, bearer(access));
const me = async (access: string) =>
  (await t.app.inject({ url: "/api/v1/members/get", headers: bearer(access) })).json();

/** The verification emails sent to `email`, oldest first. */
const mailsTo = (email: string) =>
  smtp.received.filter(
    (m) => m.to.includes(email) && /^Subject: Confirm your email address/m.test(m.raw),
  );

/** Waits for the `n`th (1-based) verification email to `email` and answers its link. */
async function nthLink(email: string, n: number): Promise<URL> {
  const message = await waitFor(() => mailsTo(email)[n - 1], `verification email ${n} to ${email}`);
  const match = /https:\/\/order\.coop\.example\/account\/verify\?[^\s"<>]+/.exec(
    decoded(message.raw),
  );
  if (!match) throw new Error(`no verification link in:\n${message.raw}`);
  return new URL(match[0].replaceAll("&amp;", "&"));
}

const bodyOf = (link: URL) => ({
  token: link.searchParams.get("token")!,
  email: link.searchParams.get("email")!,
});

describe("member.verify-email: the emailed link", () => {
  it("member.verify-email: sign-up sends a link to PUBLIC_ORIGIN/account/verify with a 256-bit token and the email; the member is unverified until it is opened", async () => {
    const m = await signUp(t.app, { first_name: "Rosa" });
    expect((await me(m.access)).email_verified).toBe(false);
    const link = await nthLink(m.email, 1);
    expect(link.pathname).toBe("/account/verify");
    expect(link.searchParams.get("email")).toBe(m.email);
    expect(link.searchParams.get("token")).toMatch(/^[\w-]{43}$/);
    const text = decoded(mailsTo(m.email)[0]!.raw);
    expect(text).toContain("Hi Rosa,");
    expect(text).toContain("48 hours");
    expect(text).toContain("confirma"); // the Spanish paragraph

    const res = await verify(bodyOf(link));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "ok",
      message: "Thank you: your email address is verified.",
    });
    expect((await me(m.access)).email_verified).toBe(true);
  });

  it("member.verify-email: stores only the token's SHA-256, with the address it was sent to", async () => {
    const m = await signUp(t.app);
    const token = bodyOf(await nthLink(m.email, 1)).token;
    const rows = await t.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.memberId, m.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(rows[0]!.email).toBe(m.email);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("member.verify-email: opening the link again once verified answers ok (idempotent); a made-up token does not", async () => {
    const m = await signUp(t.app);
    const body = bodyOf(await nthLink(m.email, 1));
    expect((await verify(body)).statusCode).toBe(200);
    const again = await verify(body);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe("Your email address is already verified.");
    const madeUp = await verify({ ...body, token: "x".repeat(43) });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().message).toBe(VERIFY_LINK_INVALID);
  });

  it("member.verify-email: a link over 48 hours old is a 400 in words; the member stays unverified", async () => {
    const m = await signUp(t.app);
    const body = bodyOf(await nthLink(m.email, 1));
    clock.offsetMs = 48 * 3_600_000 + 60_000;
    try {
      const res = await verify(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        "This verification link has expired or was already used. Sign in and ask for a new one.",
      );
      expect(res.json().errors).toEqual([
        { path: "body.token", message: "has expired or was already used" },
      ]);
    } finally {
      clock.offsetMs = 0;
    }
    expect((await me(m.access)).email_verified).toBe(false);
  });

  it("member.verify-email: a token only verifies the address and member it was sent to", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const tokenOfA = bodyOf(await nthLink(a.email, 1)).token;
    expect((await verify({ token: tokenOfA, email: b.email })).statusCode).toBe(400);
    expect((await verify({ token: tokenOfA, email: uniqueEmail("nobody") })).statusCode).toBe(400);
    expect((await me(b.access)).email_verified).toBe(false);
  });

  it("member.verify-email: asking again replaces the earlier link", async () => {
    const m = await signUp(t.app);
    const first = bodyOf(await nthLink(m.email, 1));
    const res = await resend(m.access);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain(m.email);
    const second = bodyOf(await nthLink(m.email, 2));
    expect(second.token).not.toBe(first.token);
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it("member.verify-email: changing the email makes it unverified and sends a link to the new address; the old address's link no longer verifies", async () => {
    const m = await signUp(t.app);
    const oldLink = bodyOf(await nthLink(m.email, 1));
    expect((await verify(oldLink)).statusCode).toBe(200);
    const newEmail = uniqueEmail("moved");
    const changed = await t.app.inject({
      method: "PUT",
      url: "/api/v1/members/update",
      payload: { email: newEmail, current_password: m.password },
      headers: bearer(m.access),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email_verified).toBe(false);
    const newLink = bodyOf(await nthLink(newEmail, 1));
    expect(newLink.email).toBe(newEmail);
    expect((await verify(oldLink)).statusCode).toBe(400);
    expect((await verify(newLink)).statusCode).toBe(200);
    expect((await me(m.access)).email_verified).toBe(true);
  });

  it("member.verify-email: the demo members are verified", async () => {
    const ada = await signIn(t.app, demo.ada.email, demo.ada.password);
    expect((await me(ada.access)).email_verified).toBe(true);
  });

  it("member.verify-email: a missing token or email is a 400 naming it", async () => {
    const res = await verify({ email: "x@example.com" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain("body.token");
    const bad = await verify({ token: "abc", email: "not-an-email" });
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toContain("body.email");
  });
});

describe("member.verify-resend-limit: asking for a new link", () => {
  it("member.verify-resend-limit: at most 3 an hour per member: the 4th is a 429 with Retry-After and words", async () => {
    const m = await signUp(t.app);
    for (let i = 0; i < 3; i++) expect((await resend(m.access)).statusCode).toBe(200);
    const refused = await resend(m.access);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.json().message).toMatch(
      /^You have asked for 3 verification emails in the last hour\. Try again in \d+ minutes?/,
    );
    // The sign-up email and the 3 resent ones; the refused one sent nothing.
    await nthLink(m.email, 4);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(m.email)).toHaveLength(4);
  });

  it("member.verify-resend-limit: an already verified member gets a 409, and no email", async () => {
    const ada = await signIn(t.app, demo.ada.email, demo.ada.password);
    const res = await resend(ada.access);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Your email address is already verified.");
  });

  it("member.verify-resend-limit: needs the access token (401 without it)", async () => {
    const res = await post("/api/v1/members/verify/resend");
    expect(res.statusCode).toBe(401);
  });
});

describe("member.unverified-limits: what an unverified member may do", () => {
  it("member.unverified-limits: may sign in, see points and save favorites, but not redeem: 403 in words, points kept; once verified, redeeming works", async () => {
    const m = await signUp(t.app);
    await t.database.db
      .update(loyaltyAccounts)
      .set({ points: 5000, lifetimePoints: 5000 })
      .where(eq(loyaltyAccounts.memberId, m.id));
    const again = await signIn(t.app, m.email, m.password);
    const loyalty = await t.app.inject({
      url: "/api/v1/members/loyalty",
      headers: bearer(again.access),
    });
    expect(loyalty.statusCode).toBe(200);
    const rewardId = (loyalty.json().rewards as { id: string; channel: string }[]).find(
      (r) => r.channel === "default",
    )!.id;
    const fave = await t.app.inject({
      method: "POST",
      url: `/api/v1/members/faves/locations/${await firstRestaurantId()}`,
      headers: bearer(again.ordering),
    });
    expect(fave.statusCode).toBe(200);

    const redeem = () =>
      post(
        `/api/v1/members/redeem?memberID=${m.id}`,
        { id: rewardId, channel: "default" },
        bearer(again.access),
      );
    const refused = await redeem();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Verify your email address to redeem rewards/);
    const [account] = await t.database.db
      .select()
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.memberId, m.id));
    expect(account!.points).toBe(5000);

    expect((await verify(bodyOf(await nthLink(m.email, 1)))).statusCode).toBe(200);
    const redeemed = await redeem();
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json().data.points).toBeLessThan(5000);
  });
});

describe("member.accept-terms: sign-up needs the terms accepted", () => {
  const body = () => ({
    first_name: "Terry",
    last_name: "Terms",
    email: uniqueEmail("terms"),
    password: "Waffle-Iron-Cat-42",
  });

  it.each([
    ["missing", {}, /^is required: accept the Terms of Use and Privacy Policy/],
    ["false", { accept_terms: false }, /^must be true/],
    ["not a boolean", { accept_terms: "yes" }, /^must be true/],
  ])(
    "member.accept-terms: accept_terms %s is a 400 naming body.accept_terms; nobody is created",
    async (_case, extra, message) => {
      const payload = { ...body(), ...extra };
      const res = await post("/api/v1/members/create", payload);
      expect(res.statusCode).toBe(400);
      const error = (res.json().errors as { path: string; message: string }[]).find(
        (e) => e.path === "body.accept_terms",
      );
      expect(error?.message).toMatch(message);
      const rows = await t.database.db
        .select()
        .from(members)
        .where(eq(members.email, payload.email));
      expect(rows).toEqual([]);
    },
  );

  it("member.accept-terms: accept_terms true creates the member and stores when the terms were accepted", async () => {
    const before = now();
    const m = await signUp(t.app);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, m.id));
    expect(row!.termsAcceptedAt).not.toBeNull();
    expect(row!.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });
});

async function firstRestaurantId(): Promise<number> {
  const res = await t.app.inject({ url: "/api/v1/locations" });
  return (res.json().locations as { id: number }[])[0]!.id;
}
