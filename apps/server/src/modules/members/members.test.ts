import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiErrorBodySchema } from "@coop/contract/errors";
import { memberAuthResponseSchema, memberUserSchema } from "@coop/contract/members";

import { engagementAliases, engagementUsers } from "../../db/schema/engagement.ts";
import { eclubSubscriptions, members, sessions } from "../../db/schema/members.ts";
import { bearer, demo, signIn, signUp, uniqueEmail } from "../../test-support/members.ts";
import { decoded } from "../../test-support/smtp.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers });
const put = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "PUT", url, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

const newMember = () => ({
  first_name: "Hattie",
  last_name: "Biscuit",
  email: uniqueEmail("hattie"),
  password: "Drumstick-Parade-19",
  accept_terms: true,
});

/** The field paths a 400 names. */
function pathsOf(body: unknown): string[] {
  return apiErrorBodySchema.parse(body).errors?.map((e) => e.path) ?? [];
}

describe("sign-up (POST members/create)", () => {
  it("token.sessions, token.provider: creates the member and answers status and data: tokens (access, ordering, id, provider coop) and user", async () => {
    const body = { ...newMember(), phone: "919-555-0123", optin: true };
    const res = await post("/api/v1/members/create", body);
    expect(res.statusCode).toBe(201);
    const parsed = memberAuthResponseSchema.parse(res.json());
    expect(parsed.status).toBe("ok");
    expect(parsed.data.tokens).toMatchObject({ provider: "coop", id: parsed.data.user.id });
    expect(parsed.data.tokens.access.token).not.toBe(parsed.data.tokens.ordering.access.token);
    expect(parsed.data.user).toMatchObject({
      first_name: "Hattie",
      email: body.email,
      phone: "9195550123",
      phone_display: "(919) 555-0123",
      optin: true,
      optin_sms: false,
      has_password: true,
    });
    const me = await get("/api/v1/members/get", bearer(parsed.data.tokens.access.token));
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(body.email);
  });

  it("password.hashing: stores the password as scrypt with N=2^17, r=8, p=1 and never in clear", async () => {
    const body = newMember();
    await post("/api/v1/members/create", body);
    const [row] = await t.database.db.select().from(members).where(eq(members.email, body.email));
    expect(row!.passwordHash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(row!.passwordHash).not.toContain(body.password);
  });

  it("wallet.welcome-offer: gives a new member an empty point balance and the welcome offer", async () => {
    const m = await signUp(t.app);
    const balance = await get(`/api/v1/members/balance?memberID=${m.id}`, bearer(m.access));
    expect(balance.json()).toMatchObject({ member_id: m.id, points: 0 });
    const wallet = await get("/api/v1/members/offers/all", bearer(m.access));
    expect(wallet.json().rewards).toEqual([
      expect.objectContaining({ kind: "offer", cred: "WELCOME5", status: "incomplete" }),
    ]);
  });

  it("member.email: a duplicate email is a 409 with a clear message, whatever its case", async () => {
    for (const email of [demo.ada.email, demo.ada.email.toUpperCase(), ` ${demo.ada.email} `]) {
      const res = await post("/api/v1/members/create", { ...newMember(), email });
      expect(res.statusCode, email).toBe(409);
      expect(res.json().message).toBe(
        "An account with this email already exists. Sign in, or reset the password.",
      );
      expect(pathsOf(res.json())).toEqual(["body.email"]);
    }
  });

  it("member.email: two sign-ups with one email at once: one account, and a 409 (not a 500) for the other", async () => {
    const body = newMember();
    const answers = await Promise.all([
      post("/api/v1/members/create", body),
      post("/api/v1/members/create", { ...body, email: body.email.toUpperCase() }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.database.db.select().from(members).where(eq(members.email, body.email));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ["first_name", "", "body.first_name"],
    ["first_name", undefined, "body.first_name"],
    ["last_name", "x".repeat(51), "body.last_name"],
    ["last_name", "<script>", "body.last_name"],
    ["email", "not-an-email", "body.email"],
    ["email", undefined, "body.email"],
    ["password", "short", "body.password"],
    ["password", "p".repeat(129), "body.password"],
    ["password", undefined, "body.password"],
    ["phone", "12345", "body.phone"],
    ["phone", "+44 20 7946 0958", "body.phone"],
    ["optin", "yes", "body.optin"],
    ["optin_sms", 1, "body.optin_sms"],
  ])("every bad field is a 400 naming it: %s = %j", async (field, value, path) => {
    const res = await post("/api/v1/members/create", { ...newMember(), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(pathsOf(res.json())).toContain(path);
    expect(res.json().message).toMatch(new RegExp(`^${path.replace(".", "\\.")} `));
  });

  it.each([
    "password1",
    "Password123",
    "qwerty12345!",
    "iloveyou2024",
    "chicken2024!",
    "coopchicken",
  ])("password.rules: refuses one of the most common passwords: %s", async (password) => {
    const res = await post("/api/v1/members/create", { ...newMember(), password });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        path: "body.password",
        message: "is one of the most common passwords, which are guessed first; choose another",
      },
    ]);
  });

  it("password.rules: refuses a password that is the email or the name", async () => {
    const body = newMember();
    const local = body.email.split("@")[0]!;
    for (const password of [body.email, `${local}2024`, "Hattiehattie"]) {
      const res = await post("/api/v1/members/create", { ...body, password });
      expect(res.statusCode, password).toBe(400);
      expect(pathsOf(res.json())).toEqual(["body.password"]);
    }
  });

  it("password.rules: accepts 8 to 128 characters (the limits themselves included)", async () => {
    for (const password of ["Zq7!vB2m", `${"Zq7!vB2m".repeat(16)}`]) {
      const res = await post("/api/v1/members/create", { ...newMember(), password });
      expect(res.statusCode, `${password.length} characters`).toBe(201);
    }
  });

  it.each([
    ["+1 (919) 555-0123", "9195550123"],
    ["1-919-555-0123", "9195550123"],
    ["19195550123", "9195550123"],
    ["(704) 555.0199", "7045550199"],
  ])("member.phone: %s is stored as %s, shown as (xxx) xxx-xxxx", async (phone, stored) => {
    const res = await post("/api/v1/members/create", { ...newMember(), phone });
    expect(res.statusCode).toBe(201);
    const user = res.json().data.user;
    expect(user.phone).toBe(stored);
    expect(user.phone_display).toBe(
      `(${stored.slice(0, 3)}) ${stored.slice(3, 6)}-${stored.slice(6)}`,
    );
  });
});

describe("sign-in (POST members/signin)", () => {
  it("answers status and data.tokens for the demo member, a new session each time", async () => {
    const first = await post("/api/v1/members/signin", {
      email: demo.ada.email,
      password: demo.ada.password,
    });
    expect(first.statusCode).toBe(200);
    const body = memberAuthResponseSchema.parse(first.json());
    expect(body.data.tokens.id).toBe(demo.ada.id);
    expect(body.data.user.addresses.length).toBe(2);
    const second = await signIn(t.app, demo.ada.email, demo.ada.password);
    expect(second.access).not.toBe(body.data.tokens.access.token);
    const sessionIds = new Set(
      [body.data.tokens.access.token, second.access].map((token) => token.split(".")[1]),
    );
    expect(sessionIds.size).toBe(2);
  });

  it("member.email: takes the email in any case and with spaces", async () => {
    const res = await post("/api/v1/members/signin", {
      email: ` ${demo.grace.email.toUpperCase()} `,
      password: demo.grace.password,
    });
    expect(res.statusCode).toBe(200);
  });

  it("member.sign-in-same-answer: gives the same answer for an unknown email, a wrong password and a member without a password", async () => {
    const sso = uniqueEmail("sso-only");
    await t.database.db
      .insert(members)
      .values({ id: "sso-only", email: sso, firstName: "S", lastName: "O", passwordHash: null });
    const answers = await Promise.all(
      [
        { email: "nobody@coop.example", password: demo.ada.password },
        { email: demo.ada.email, password: "Wrong-Password-42" },
        { email: sso, password: "Anything-At-All-1" },
      ].map((payload) => post("/api/v1/members/signin", payload)),
    );
    const shapes = answers.map((res) => {
      const { requestId: _, ...rest } = res.json();
      return { status: res.statusCode, ...rest };
    });
    expect(shapes[0]).toEqual({
      status: 401,
      message: "The email or password is incorrect.",
      errors: [{ path: "body.password", message: "does not match the email" }],
    });
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
  });

  it.each([
    [{ password: "whatever-1" }, "body.email"],
    [{ email: demo.ada.email }, "body.password"],
    [{ email: "x", password: "whatever-1" }, "body.email"],
    [{ email: demo.ada.email, password: "" }, "body.password"],
  ])("a bad field is a 400 naming it: %j", async (payload, path) => {
    const res = await post("/api/v1/members/signin", payload);
    expect(res.statusCode).toBe(400);
    expect(pathsOf(res.json())).toContain(path);
  });
});

describe("profile (GET members/get, PUT members/update)", () => {
  it("auth.own-resources: get answers the member of the access token and nothing else", async () => {
    const ada = await signIn(t.app, demo.ada.email, demo.ada.password);
    const res = await get("/api/v1/members/get", bearer(ada.access));
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const user = memberUserSchema.parse(res.json());
    expect(user).toMatchObject({ id: demo.ada.id, phone_display: "(919) 555-0142" });
    expect(user.addresses[0]).toMatchObject({ default: true, building: "Apt 12B", apt: "Apt 12B" });
    expect(JSON.stringify(res.json())).not.toMatch(/scrypt|password_hash/);
  });

  it("updates names, phone and opt-ins; an empty phone clears it", async () => {
    const m = await signUp(t.app, { phone: "9195550100" });
    const res = await put(
      "/api/v1/members/update",
      {
        first_name: " Dot ",
        last_name: "Com",
        phone: "+1 336 555 0111",
        optin: true,
        optin_sms: true,
      },
      bearer(m.access),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: "Dot",
      last_name: "Com",
      phone: "3365550111",
      phone_display: "(336) 555-0111",
      optin: true,
      optin_sms: true,
    });
    const cleared = await put("/api/v1/members/update", { phone: "" }, bearer(m.access));
    expect(cleared.json()).toMatchObject({ phone: null, phone_display: null, first_name: "Dot" });
  });

  it("member.update-email: changing the email needs the current password", async () => {
    const m = await signUp(t.app);
    const email = uniqueEmail("moved");
    const missing = await put("/api/v1/members/update", { email }, bearer(m.access));
    expect(missing.statusCode).toBe(400);
    expect(pathsOf(missing.json())).toEqual(["body.current_password"]);
    const wrong = await put(
      "/api/v1/members/update",
      { email, current_password: "Not-My-Password-1" },
      bearer(m.access),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { path: "body.current_password", message: "is not your current password" },
    ]);
    const ok = await put(
      "/api/v1/members/update",
      { email, current_password: m.password },
      bearer(m.access),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(email);
    await expect(signIn(t.app, email, m.password)).resolves.toMatchObject({ id: m.id });
    await expect(signIn(t.app, m.email, m.password)).rejects.toThrow(/401/);
  });

  it("member.update-email: the same email again needs no password; another member's email is a 409", async () => {
    const m = await signUp(t.app);
    const same = await put(
      "/api/v1/members/update",
      { email: m.email.toUpperCase() },
      bearer(m.access),
    );
    expect(same.statusCode).toBe(200);
    const taken = await put(
      "/api/v1/members/update",
      { email: demo.grace.email, current_password: m.password },
      bearer(m.access),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/already exists/);
  });

  it.each([
    [{ first_name: "" }, "body.first_name"],
    [{ last_name: 7 }, "body.last_name"],
    [{ email: "nope" }, "body.email"],
    [{ phone: "555-0123" }, "body.phone"],
    [{ optin: "true" }, "body.optin"],
    [{ optin_sms: null }, "body.optin_sms"],
  ])("a bad field is a 400 naming it: %j", async (payload, path) => {
    const ada = await signIn(t.app, demo.ada.email, demo.ada.password);
    const res = await put("/api/v1/members/update", payload, bearer(ada.access));
    expect(res.statusCode).toBe(400);
    expect(pathsOf(res.json())).toContain(path);
  });
});

describe("password change (POST members/password: new, current)", () => {
  it("password.change: needs the right current password and a good new one", async () => {
    const m = await signUp(t.app);
    const cases: [object, string][] = [
      [{ new: "Fresh-Biscuits-88", current: "wrong-password" }, "body.current"],
      [{ new: "password123", current: m.password }, "body.new"],
      [{ new: m.password, current: m.password }, "body.new"],
      [{ new: "short", current: m.password }, "body.new"],
      [{ current: m.password }, "body.new"],
      [{ new: "Fresh-Biscuits-88" }, "body.current"],
    ];
    for (const [payload, path] of cases) {
      const res = await post("/api/v1/members/password", payload, bearer(m.access));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(pathsOf(res.json())).toContain(path);
    }
  });

  it("password.change: changes it: the old one stops working, other sessions are signed out, this one stays", async () => {
    const m = await signUp(t.app);
    const elsewhere = await signIn(t.app, m.email, m.password);
    const res = await post(
      "/api/v1/members/password",
      { new: "Fresh-Biscuits-88", current: m.password },
      bearer(m.access),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", message: "Your password has been changed." });
    await expect(signIn(t.app, m.email, m.password)).rejects.toThrow(/401/);
    await expect(signIn(t.app, m.email, "Fresh-Biscuits-88")).resolves.toMatchObject({ id: m.id });
    expect((await get("/api/v1/members/get", bearer(m.access))).statusCode).toBe(200);
    expect((await get("/api/v1/members/get", bearer(elsewhere.access))).statusCode).toBe(401);
  });
});

describe("sign-out (DELETE members/signout)", () => {
  it("token.sign-out: ends both tokens of the session and no other session", async () => {
    const m = await signUp(t.app);
    const other = await signIn(t.app, m.email, m.password);
    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/v1/members/signout",
      headers: bearer(m.access),
    });
    expect(res.statusCode).toBe(200);
    expect((await get("/api/v1/members/get", bearer(m.access))).statusCode).toBe(401);
    expect((await get("/api/v1/members/payments", bearer(m.ordering))).statusCode).toBe(401);
    expect((await get("/api/v1/members/get", bearer(other.access))).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, m.access.split(".")[1]!));
    expect(row!.revokedAt).toBeInstanceOf(Date);
  });
});

describe("e-club (POST eclub/subscribe, confirm, unsubscribe)", () => {
  const outbox = join(tmpdir(), "coop-test-data", "outbox");

  /** The links of the newest e-club email to `to`, once it is in DATA_DIR/outbox. */
  async function eclubMails(to: string) {
    const found: { confirm: string; unsubscribe: string; text: string }[] = [];
    for (const file of (await readdir(outbox).catch(() => [] as string[])).sort()) {
      const text = decoded(await readFile(join(outbox, file), "utf8"));
      if (!text.includes(`To: ${to}`)) continue;
      const confirm = /\/eclub\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
      const unsubscribe = /\/eclub\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
      if (confirm && unsubscribe) found.push({ confirm, unsubscribe, text });
    }
    return found;
  }

  async function eclubLinks(
    to: string,
    skip = 0,
  ): Promise<{ confirm: string; unsubscribe: string; text: string }> {
    for (let i = 0; i < 200; i++) {
      const found = await eclubMails(to);
      if (found.length > skip) return found.at(-1)!;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no e-club email to ${to}`);
  }

  const subscription = async (email: string) =>
    (
      await t.database.db
        .select()
        .from(eclubSubscriptions)
        .where(eq(eclubSubscriptions.email, email))
    )[0];

  async function eclubUser(email: string, externalId?: string) {
    if (externalId) {
      const [user] = await t.database.db
        .select()
        .from(engagementUsers)
        .where(eq(engagementUsers.externalId, externalId));
      return user;
    }
    const [alias] = await t.database.db
      .select()
      .from(engagementAliases)
      .where(
        and(eq(engagementAliases.aliasLabel, "eclub"), eq(engagementAliases.aliasName, email)),
      );
    if (!alias) return undefined;
    const [user] = await t.database.db
      .select()
      .from(engagementUsers)
      .where(eq(engagementUsers.id, alias.userId));
    return user;
  }

  it("member.eclub, eclub.double-opt-in: subscribing stores the subscriber unconfirmed, says to check the email, and emails a confirmation link ending with an unsubscribe link; a second time updates only what is given and sends a new link", async () => {
    const email = uniqueEmail("eclub");
    const first = await post("/api/v1/eclub/subscribe", {
      email,
      first_name: "Ella",
      zip: "27601",
      birthday: "07-04",
      location_id: 101,
      favorite_items: ["biscuit", "biscuit", "tenders-3pc"],
      consent: true,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      status: "ok",
      message: expect.stringMatching(/we sent you an email/),
    });
    const stored = await subscription(email);
    expect(stored).toMatchObject({
      confirmedAt: null,
      favoriteItems: ["biscuit", "tenders-3pc"],
      language: "en",
    });
    expect(stored!.consentAt).toBeInstanceOf(Date);
    const links = await eclubLinks(email);
    expect(links.text).toContain("http://localhost:3000/eclub/confirm?token=");
    expect(links.text.indexOf("/eclub/unsubscribe?token=")).toBeGreaterThan(
      links.text.indexOf("/eclub/confirm?token="),
    );
    // Only a hash of the confirmation token is kept.
    expect(JSON.stringify(stored)).not.toContain(links.confirm);

    const again = await post("/api/v1/eclub/subscribe", {
      email: email.toUpperCase(),
      zip: "28202",
      language: "es",
      consent: true,
    });
    expect(again.statusCode).toBe(200);
    expect(await subscription(email)).toMatchObject({
      firstName: "Ella",
      zip: "28202",
      birthday: "07-04",
      restaurantId: 101,
      language: "es",
    });
    const second = await eclubLinks(email, 1);
    expect(second.confirm).not.toBe(links.confirm);
    expect(second.unsubscribe).toBe(links.unsubscribe);
    expect(second.text).toContain("Gracias por unirte al e-club de Coop");
    // The first link was replaced by the new one.
    expect((await post("/api/v1/eclub/confirm", { token: links.confirm })).statusCode).toBe(404);
  });

  it("eclub.confirm, eclub.engagement-user: the link confirms once (then answers already) and the subscriber becomes an engagement user with the e-club's attributes", async () => {
    const email = uniqueEmail("eclub");
    await post("/api/v1/eclub/subscribe", {
      email,
      first_name: "Ella",
      last_name: "Fitz",
      zip: "27601",
      birthday: "07-04",
      location_id: 101,
      favorite_items: ["biscuit"],
      language: "es",
      consent: true,
    });
    const { confirm } = await eclubLinks(email);
    expect(await eclubUser(email)).toBeUndefined();
    const res = await post("/api/v1/eclub/confirm", { token: confirm });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", state: "confirmed", email });
    expect((await subscription(email))!.confirmedAt).toBeInstanceOf(Date);
    const twice = await post("/api/v1/eclub/confirm", { token: confirm });
    expect(twice.json()).toEqual({ status: "ok", state: "already", email });
    const user = await eclubUser(email);
    expect(user!.attributes).toMatchObject({
      email,
      first_name: "Ella",
      last_name: "Fitz",
      home_zip: "27601",
      dob_month: 7,
      dob_day: 4,
      favorite_items: ["biscuit"],
      favorite_restaurant: 101,
      language: "es",
      email_subscribe: "opted_in",
    });

    // Subscribing again with new details: its link answers already and updates the user.
    await post("/api/v1/eclub/subscribe", { email, zip: "28202", consent: true });
    const second = await eclubLinks(email, 1);
    const again = await post("/api/v1/eclub/confirm", { token: second.confirm });
    expect(again.json()).toEqual({ status: "ok", state: "already", email });
    expect((await eclubUser(email))!.attributes).toMatchObject({ home_zip: "28202" });
  });

  it("eclub.engagement-user: a member's email updates the member's own engagement user", async () => {
    // Earlier runs may have left emails to this demo address in the outbox.
    const earlier = (await eclubMails(demo.grace.email)).length;
    await post("/api/v1/eclub/subscribe", {
      email: demo.grace.email,
      favorite_items: ["biscuit"],
      consent: true,
    });
    const { confirm } = await eclubLinks(demo.grace.email, earlier);
    expect((await post("/api/v1/eclub/confirm", { token: confirm })).statusCode).toBe(200);
    const user = await eclubUser(demo.grace.email, demo.grace.id);
    expect(user!.attributes).toMatchObject({
      email_subscribe: "opted_in",
      favorite_items: ["biscuit"],
    });
    expect(await eclubUser(demo.grace.email)).toBeUndefined();
  });

  it("eclub.confirm: an expired link is a 400 saying so, and an unknown one a 404", async () => {
    const email = uniqueEmail("eclub");
    await post("/api/v1/eclub/subscribe", { email, consent: true });
    const { confirm } = await eclubLinks(email);
    await t.database.db
      .update(eclubSubscriptions)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(eclubSubscriptions.email, email));
    const expired = await post("/api/v1/eclub/confirm", { token: confirm });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/expired/);
    expect((await subscription(email))!.confirmedAt).toBeNull();
    const unknown = await post("/api/v1/eclub/confirm", { token: "x".repeat(43) });
    expect(unknown.statusCode).toBe(404);
    const short = await post("/api/v1/eclub/confirm", { token: "abc" });
    expect(short.statusCode).toBe(400);
    expect(pathsOf(short.json())).toContain("body.token");
  });

  it("eclub.unsubscribe: the unsubscribe link ends the subscription and sets email_subscribe unsubscribed; joining again needs a new confirmation", async () => {
    const email = uniqueEmail("eclub");
    await post("/api/v1/eclub/subscribe", { email, consent: true });
    const { confirm, unsubscribe } = await eclubLinks(email);
    await post("/api/v1/eclub/confirm", { token: confirm });
    const res = await post("/api/v1/eclub/unsubscribe", { token: unsubscribe });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", email });
    expect((await subscription(email))!.unsubscribedAt).toBeInstanceOf(Date);
    expect((await eclubUser(email))!.attributes).toMatchObject({
      email_subscribe: "unsubscribed",
    });
    expect((await post("/api/v1/eclub/unsubscribe", { token: unsubscribe })).statusCode).toBe(200);
    expect((await post("/api/v1/eclub/confirm", { token: confirm })).statusCode).toBe(409);
    expect((await post("/api/v1/eclub/unsubscribe", { token: "y".repeat(32) })).statusCode).toBe(
      404,
    );

    await post("/api/v1/eclub/subscribe", { email, consent: true });
    expect(await subscription(email)).toMatchObject({ unsubscribedAt: null, confirmedAt: null });
    const rejoin = await eclubLinks(email, 1);
    expect((await post("/api/v1/eclub/confirm", { token: rejoin.confirm })).json().state).toBe(
      "confirmed",
    );
  });

  it("forms.honeypot: a filled honeypot on the e-club is answered like a success and stores nothing", async () => {
    const email = uniqueEmail("eclub");
    const res = await post("/api/v1/eclub/subscribe", {
      email,
      consent: true,
      website_url: "http://spam.example",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/we sent you an email/);
    expect(await subscription(email)).toBeUndefined();
  });

  it("eclub.consent: the consent box must be ticked", async () => {
    for (const consent of [undefined, false]) {
      const res = await post("/api/v1/eclub/subscribe", { email: uniqueEmail("eclub"), consent });
      expect(res.statusCode).toBe(400);
      expect(pathsOf(res.json())).toEqual(["body.consent"]);
    }
  });

  it.each([
    [{ consent: true }, "body.email"],
    [{ email: "x@example.com" }, "body.consent"],
    [{ email: "x@example.com", consent: false }, "body.consent"],
    [{ email: "x@example.com", consent: true, zip: "2760" }, "body.zip"],
    [{ email: "x@example.com", consent: true, birthday: "13-01" }, "body.birthday"],
    [{ email: "x@example.com", consent: true, location_id: 999 }, "body.location_id"],
    [{ email: "x@example.com", consent: true, phone: "12" }, "body.phone"],
    [
      { email: "x@example.com", consent: true, favorite_items: ["x".repeat(61)] },
      "body.favorite_items.0",
    ],
  ])("eclub.consent: a bad or missing field is a 400 naming it: %j", async (payload, path) => {
    const res = await post("/api/v1/eclub/subscribe", payload);
    expect(res.statusCode).toBe(400);
    expect(pathsOf(res.json())).toContain(path);
  });
});

describe("OpenAPI", () => {
  it("documents every member, offer and reward call of the endpoint table, with request and response schemas", async () => {
    const { endpoints } = await import("@coop/contract/endpoints");
    const { isNotServedYet } = await import("@coop/contract/not-served-yet");
    const doc = (await get("/api/openapi.json")).json();
    const ours = endpoints.filter(
      (d) =>
        ["members", "offers", "rewards"].includes(d.area) &&
        !d.path.startsWith("orders/") &&
        !isNotServedYet(d.id),
    );
    // 22 of the spec's table, and Coop's own calls: addresses and cards (4), verify, resend,
    // delete (3), the mobile app's sign-in code and its exchange (2).
    expect(ours).toHaveLength(31);
    const withBody = new Set([
      "membersCreate",
      "membersSignin",
      "membersSso",
      "membersUpdate",
      "membersPassword",
      "membersForgotPassword",
      "membersResetPassword",
      "eclubSubscribe",
      "membersRedeem",
      "membersAddressesAdd",
      "membersAddressesUpdate",
      "membersPaymentsToken",
      "membersPaymentsAdd",
      "membersVerify",
      "membersDelete",
      "appAuthCode",
      "appAuthToken",
    ]);
    for (const def of ours) {
      const path = `${def.base}/${def.path}`;
      const operation = doc.paths[path]?.[def.method.toLowerCase()];
      expect(operation, `${def.method} ${path}`).toBeDefined();
      expect(operation.responses["200"] ?? operation.responses["201"], path).toBeDefined();
      if (withBody.has(def.id)) expect(operation.requestBody, path).toBeDefined();
      if (def.auth === "access") expect(operation.security).toEqual([{ accessToken: [] }]);
      if (def.auth === "ordering") expect(operation.security).toEqual([{ orderingToken: [] }]);
    }
  });
});
