import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { passwordResets } from "../../db/schema/members.ts";
import { bearer, demo, signIn, signUp } from "../../test-support/members.ts";
import { decoded, startSmtp, waitFor } from "../../test-support/smtp.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { FORGOT_ANSWER } from "./password-reset.ts";

function linkIn(raw: string): URL {
  const match = /https:\/\/order\.coop\.example\/account\/reset-password\?[^\s"<>]+/.exec(
    decoded(raw),
  );
  if (!match) throw new Error(`no reset link in:\n${raw}`);
  return new URL(match[0].replaceAll("&amp;", "&"));
}

const clock = { offsetMs: 0 };
const now = () => new Date(Date.now() + clock.offsetMs);

describe("forgot and reset password, email through SMTP", () => {
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

  /** The reset emails received (sign-up also sends a verification email, in the background). */
  const resetMails = () =>
    smtp.received.filter((m) => /^Subject: Reset your Coop Chicken password/m.test(m.raw));
  const forgot = (email: string) =>
    t.app.inject({ method: "POST", url: "/api/v1/members/forgotpassword", payload: { email } });
  const reset = (payload: object) =>
    t.app.inject({ method: "POST", url: "/api/v1/members/resetpassword", payload });

  /** Asks for a link for `email` and answers the link of the message that arrives. */
  async function requestLink(email: string): Promise<URL> {
    const before = resetMails().length;
    const res = await forgot(email);
    expect(res.statusCode).toBe(200);
    const message = await waitFor(() => resetMails()[before], `the email to ${email}`);
    expect(message.to).toEqual([email]);
    return linkIn(message.raw);
  }

  it("reset.same-answer: answers the same for an email with and without an account; only the member gets an email", async () => {
    const m = await signUp(t.app);
    const before = resetMails().length;
    const known = await forgot(m.email);
    const unknown = await forgot("nobody-here@coop.example");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ status: "ok", message: FORGOT_ANSWER });
    expect(unknown.json()).toEqual(known.json());
    await waitFor(() => resetMails()[before], "the email");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      resetMails()
        .slice(before)
        .map((r) => r.to),
    ).toEqual([[m.email]]);
  });

  it("reset.same-answer: sends a link to PUBLIC_ORIGIN/account/reset-password with the token and the email", async () => {
    const m = await signUp(t.app, { first_name: "Rosa" });
    const before = resetMails().length;
    await forgot(m.email);
    const message = await waitFor(() => resetMails()[before], "the email");
    expect(message.raw).toMatch(/^From: Coop Chicken <hello@coop\.example>/m);
    expect(message.raw).toMatch(/^Subject: Reset your Coop Chicken password/m);
    expect(decoded(message.raw)).toContain("Hi Rosa,");
    const link = linkIn(message.raw);
    expect(link.pathname).toBe("/account/reset-password");
    expect(link.searchParams.get("email")).toBe(m.email);
    expect(link.searchParams.get("token")).toMatch(/^[\w-]{43}$/);
  });

  it("reset.link: stores only the token's SHA-256", async () => {
    const m = await signUp(t.app);
    const token = (await requestLink(m.email)).searchParams.get("token")!;
    const rows = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.memberId, m.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("reset.link: resets the password once: the link is single-use and every session is signed out", async () => {
    const m = await signUp(t.app);
    const link = await requestLink(m.email);
    const payload = {
      token: link.searchParams.get("token"),
      email: link.searchParams.get("email"),
      password: "Brand-New-Biscuit-7",
    };
    const res = await reset(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("ok");
    expect(
      (await t.app.inject({ url: "/api/v1/members/get", headers: bearer(m.access) })).statusCode,
    ).toBe(401);
    await expect(signIn(t.app, m.email, m.password)).rejects.toThrow(/401/);
    await expect(signIn(t.app, m.email, "Brand-New-Biscuit-7")).resolves.toMatchObject({
      id: m.id,
    });
    const again = await reset({ ...payload, password: "Another-New-One-8" });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([
      {
        path: "body.token",
        message:
          "is not valid any more: the link was used, replaced or is over an hour old; ask for a new one",
      },
    ]);
  });

  it("reset.link: a link is valid for one hour", async () => {
    const m = await signUp(t.app);
    const link = await requestLink(m.email);
    const payload = {
      token: link.searchParams.get("token"),
      email: m.email,
      password: "Brand-New-Biscuit-7",
    };
    clock.offsetMs = 61 * 60_000;
    try {
      expect((await reset(payload)).statusCode).toBe(400);
    } finally {
      clock.offsetMs = 0;
    }
    const fresh = await requestLink(m.email);
    clock.offsetMs = 59 * 60_000;
    try {
      const res = await reset({ ...payload, token: fresh.searchParams.get("token") });
      expect(res.statusCode).toBe(200);
    } finally {
      clock.offsetMs = 0;
    }
  });

  it("reset.link: a new link replaces the earlier one; a token works only with its own email", async () => {
    const m = await signUp(t.app);
    const first = (await requestLink(m.email)).searchParams.get("token");
    const second = (await requestLink(m.email)).searchParams.get("token");
    const password = "Brand-New-Biscuit-7";
    expect((await reset({ token: first, email: m.email, password })).statusCode).toBe(400);
    expect((await reset({ token: second, email: demo.grace.email, password })).statusCode).toBe(
      400,
    );
    expect((await reset({ token: second, email: m.email, password })).statusCode).toBe(200);
  });

  it("reset.link: the new password follows the same rules as at sign-up", async () => {
    const m = await signUp(t.app);
    const token = (await requestLink(m.email)).searchParams.get("token");
    const res = await reset({ token, email: m.email, password: "letmein123" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe("body.password");
    // The link was not spent by the refused attempt.
    expect(
      (await reset({ token, email: m.email, password: "Brand-New-Biscuit-7" })).statusCode,
    ).toBe(200);
  });

  it("reset.limits: sends at most 3 emails an hour to one address, answering the same", async () => {
    const m = await signUp(t.app);
    const before = resetMails().length;
    for (let i = 0; i < 5; i++) expect((await forgot(m.email)).json().message).toBe(FORGOT_ANSWER);
    await waitFor(() => (resetMails().length - before >= 3 ? true : undefined), "3 emails");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(resetMails().length - before).toBe(3);
  });

  it.each([
    ["/api/v1/members/forgotpassword", {}, "body.email"],
    ["/api/v1/members/forgotpassword", { email: "no" }, "body.email"],
    [
      "/api/v1/members/resetpassword",
      { email: "a@b.co", password: "Brand-New-Biscuit-7" },
      "body.token",
    ],
    [
      "/api/v1/members/resetpassword",
      { token: "x", password: "Brand-New-Biscuit-7" },
      "body.email",
    ],
    [
      "/api/v1/members/resetpassword",
      { token: "x", email: "a@b.co", password: "short" },
      "body.password",
    ],
  ])("a bad field is a 400 naming it: %s %j", async (url, payload, path) => {
    const res = await t.app.inject({ method: "POST", url, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
  });
});

describe("reset.outbox: without SMTP: the outbox", () => {
  let t: TestApp;
  let dataDir: string;
  const lines: string[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "coop-outbox-"));
    t = await createTestApp({
      config: { DATA_DIR: dataDir, LOG_LEVEL: "info", PUBLIC_ORIGIN: "https://order.coop.example" },
      deps: { logStream: { write: (line: string) => void lines.push(line) } },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("writes the email as a .eml file in DATA_DIR/outbox and logs the link", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/members/forgotpassword",
      payload: { email: demo.alan.email },
    });
    expect(res.statusCode).toBe(200);
    const outbox = join(dataDir, "outbox");
    const file = await waitFor(
      () => lines.find((l) => l.includes("written to the outbox")),
      "the log line",
    );
    const logged = JSON.parse(file) as { msg: string; file: string };
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect(logged.file).toBe(join(outbox, files[0]!));
    const eml = await readFile(join(outbox, files[0]!), "utf8");
    expect(eml).toMatch(/^To: alan@coop\.example/m);
    const link = linkIn(eml);
    expect(logged.msg).toContain(link.toString());
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/v1/members/resetpassword",
      payload: {
        token: link.searchParams.get("token"),
        email: demo.alan.email,
        password: "Codebreaker-Hut-8",
      },
    });
    expect(reset.statusCode).toBe(200);
  });
});
