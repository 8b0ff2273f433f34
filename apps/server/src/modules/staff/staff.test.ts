import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { staff, staffAudit, staffInvitations } from "../../db/schema/staff.ts";
import { bearer, signUp, uniqueEmail } from "../../test-support/members.ts";
import { invitationLink, randomIp, staffDemo, staffSignIn } from "../../test-support/staff.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { tooManyStaffSignIns } from "./accounts.ts";

const DAY = 86_400_000;
let t: TestApp;
let dataDir: string;
/** The app's clock: tests move it forward to expire invitations. */
let offsetMs = 0;
const tokens = { admin: "", manager: "", crew: "", marketing: "" };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "coop-staff-"));
  t = await createTestApp({
    config: {
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: "https://order.coop.example",
      SIGNIN_LIMIT_PER_ACCOUNT: "4",
      SIGNIN_LIMIT_PER_IP: "10",
    },
    deps: { now: () => new Date(Date.now() + offsetMs) },
  });
  for (const role of ["admin", "manager", "crew", "marketing"] as const) {
    tokens[role] = await staffSignIn(t.app, staffDemo[role].email, staffDemo[role].password);
  }
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (
  method: "GET" | "POST" | "PUT",
  url: string,
  token: string | null,
  payload?: unknown,
  remoteAddress = randomIp(),
) =>
  t.app.inject({
    method,
    url,
    headers: token === null ? {} : bearer(token),
    remoteAddress,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function invite(token: string, body: Record<string, unknown>) {
  return call("POST", "/api/ops/invitations", token, body);
}

/** Invites `email` as admin and accepts the emailed link: the new account's session. */
async function invitedAndAccepted(
  role: string,
  restaurants: number[],
  email = uniqueEmail("staff"),
) {
  const sent = await invite(tokens.admin, { email, role, restaurants });
  expect(sent.statusCode, sent.body).toBe(200);
  const link = new URL((await invitationLink(dataDir, email))!);
  const res = await call("POST", "/api/ops/invitations/accept", null, {
    token: link.searchParams.get("token"),
    name: "New Teammate",
    password: "Pickle-Brine-Station-9",
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { token: string; staff: { id: string; email: string } };
  return { token: data.token, id: data.staff.id, email, password: "Pickle-Brine-Station-9" };
}

const auditRows = () => t.database.db.select().from(staffAudit);

describe("staff.sign-in", () => {
  it("staff.sign-in: the demo staff sign in and GET /api/ops/me answers name, role and restaurants", async () => {
    const me = await call("GET", "/api/ops/me", tokens.manager);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      email: "dorothy@coop.example",
      name: "Dorothy Vaughan",
      role: "manager",
      restaurants: [101, 102, 103, 104],
      active: true,
    });
    expect(me.headers["cache-control"]).toBe("private, no-store");
    expect(JSON.stringify(me.json())).not.toContain("scrypt");
  });

  it("staff.sign-in: the email is matched whatever its case", async () => {
    const token = await staffSignIn(t.app, "MARY@Coop.Example", staffDemo.crew.password);
    expect((await call("GET", "/api/ops/me", token)).json().data.role).toBe("crew");
  });

  it("staff.sign-in-same-answer: an unknown email and a wrong password get the same 401", async () => {
    const unknown = await call("POST", "/api/ops/signin", null, {
      email: "nobody@coop.example",
      password: "Whatever-Password-1",
    });
    const wrong = await call("POST", "/api/ops/signin", null, {
      email: staffDemo.admin.email,
      password: "Not-Her-Password-1",
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
    expect(wrong.json().message).toBe("The email or password is incorrect.");
  });

  it("staff.sign-in: a missing password is a 400 naming the field", async () => {
    const res = await call("POST", "/api/ops/signin", null, { email: staffDemo.admin.email });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("body.password");
  });
});

describe("staff.sign-in-limit", () => {
  it("staff.sign-in-limit: per account, the attempt past the limit is a 429 with Retry-After and words, even with the right password", async () => {
    const account = await invitedAndAccepted("crew", [105]);
    for (let i = 0; i < 4; i++) {
      const res = await call("POST", "/api/ops/signin", null, {
        email: account.email,
        password: "Wrong-Password-77",
      });
      expect(res.statusCode).toBe(401);
    }
    const refused = await call("POST", "/api/ops/signin", null, {
      email: account.email,
      password: account.password,
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(
      /^Too many sign-in attempts\. Try again in \d+ minutes?/,
    );
  });

  it("staff.sign-in-limit: per IP, across accounts", async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call(
        "POST",
        "/api/ops/signin",
        null,
        { email: uniqueEmail("probe"), password: "Probe-Password-1" },
        ip,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  }, 30_000);

  it("staff.sign-in-limit: the wait is said in whole minutes", () => {
    expect(tooManyStaffSignIns(61).message).toContain("Try again in 2 minutes");
    expect(tooManyStaffSignIns(30).message).toContain("Try again in 1 minute,");
    expect(tooManyStaffSignIns(30).headers).toEqual({ "retry-after": "30" });
  });
});

describe("staff.token-kind", () => {
  it("staff.token-kind: a member token is refused by the staff calls", async () => {
    const member = await signUp(t.app);
    for (const token of [member.access, member.ordering]) {
      const res = await call("GET", "/api/ops/me", token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe("Your staff session has ended. Please sign in again.");
    }
  });

  it("staff.token-kind: a staff token is refused by the member calls", async () => {
    for (const url of ["/api/v1/members/get", "/api/v1/members/faves/locations"]) {
      expect((await call("GET", url, tokens.admin)).statusCode).toBe(401);
    }
  });

  it("staff.token-kind: a staff token with its kind letter changed passes neither way", async () => {
    const forged = `a${tokens.admin.slice(1)}`;
    expect((await call("GET", "/api/v1/members/get", forged)).statusCode).toBe(401);
    expect((await call("GET", "/api/ops/me", forged)).statusCode).toBe(401);
  });
});

describe("staff.sign-out", () => {
  it("staff.sign-out: the token is refused after sign-out; other sessions go on", async () => {
    const token = await staffSignIn(t.app, staffDemo.crew.email, staffDemo.crew.password);
    const out = await call("POST", "/api/ops/signout", token);
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe("You are signed out.");
    expect((await call("GET", "/api/ops/me", token)).statusCode).toBe(401);
    expect((await call("GET", "/api/ops/me", tokens.crew)).statusCode).toBe(200);
  });
});

describe("staff.invitation", () => {
  it("staff.invitation: an admin's invitation emails a single-use link to PUBLIC_ORIGIN/ops/accept that creates the account and signs in", async () => {
    const email = uniqueEmail("manager");
    const sent = await invite(tokens.admin, {
      email: email.toUpperCase(),
      role: "manager",
      restaurants: [106, 105, 106],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ email, role: "manager", restaurants: [105, 106] });
    const expires = Date.parse(sent.json().data.expires);
    expect(expires - Date.now()).toBeGreaterThan(7 * DAY - 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(7 * DAY + offsetMs + 1000);

    const link = new URL((await invitationLink(dataDir, email))!);
    expect(link.origin + link.pathname).toBe("https://order.coop.example/ops/accept");
    const token = link.searchParams.get("token")!;
    // Only the token's hash is kept.
    const [row] = await t.database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, email));
    expect(row!.tokenHash).not.toBe(token);
    expect(JSON.stringify(row)).not.toContain(token);

    const accepted = await call("POST", "/api/ops/invitations/accept", null, {
      token,
      name: "  Annie Easley ",
      password: "Rocket-Fuel-Ledger-4",
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { data } = accepted.json();
    expect(data.staff).toMatchObject({
      email,
      name: "Annie Easley",
      role: "manager",
      restaurants: [105, 106],
    });
    expect((await call("GET", "/api/ops/me", data.token)).json().data.email).toBe(email);
    expect(await staffSignIn(t.app, email, "Rocket-Fuel-Ledger-4")).toMatch(/^s\./);

    const again = await call("POST", "/api/ops/invitations/accept", null, {
      token,
      name: "Someone Else",
      password: "Rocket-Fuel-Ledger-5",
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      "This invitation was already used. Sign in, or ask for a new invitation.",
    );
  });

  it("staff.invitation: a link older than 7 days is refused", async () => {
    const email = uniqueEmail("late");
    expect((await invite(tokens.admin, { email, role: "marketing" })).statusCode).toBe(200);
    const link = new URL((await invitationLink(dataDir, email))!);
    offsetMs = 7 * DAY + 60_000;
    try {
      const res = await call("POST", "/api/ops/invitations/accept", null, {
        token: link.searchParams.get("token"),
        name: "Late Comer",
        password: "Rocket-Fuel-Ledger-6",
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("This invitation has expired. Ask for a new invitation.");
    } finally {
      offsetMs = 0;
    }
  });

  it("staff.invitation: an unknown token, and a weak password, are 400s in words", async () => {
    const unknown = await call("POST", "/api/ops/invitations/accept", null, {
      token: "not-a-real-token",
      name: "Guess",
      password: "Rocket-Fuel-Ledger-7",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      "This invitation link is not valid. Ask for a new invitation.",
    );
  });

  it("staff.password: a new staff password follows the members' rules (a common password is refused, naming the field)", async () => {
    const email = uniqueEmail("weak");
    expect((await invite(tokens.admin, { email, role: "marketing" })).statusCode).toBe(200);
    const token = new URL((await invitationLink(dataDir, email))!).searchParams.get("token");
    const weak = await call("POST", "/api/ops/invitations/accept", null, {
      token,
      name: "Weak Password",
      password: "password123",
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].path).toBe("body.password");
    expect(weak.json().message).toContain("most common passwords");
    const short = await call("POST", "/api/ops/invitations/accept", null, {
      token,
      name: "Weak Password",
      password: "short",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain("body.password");
    // The invitation is still usable after the refusals.
    const ok = await call("POST", "/api/ops/invitations/accept", null, {
      token,
      name: "Weak Password",
      password: "Rocket-Fuel-Ledger-8",
    });
    expect(ok.statusCode).toBe(200);
  });

  it("staff.account: an email that already has a staff account cannot be invited (409 naming the field)", async () => {
    const res = await invite(tokens.admin, {
      email: "Mary@coop.example",
      role: "crew",
      restaurants: [101],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].path).toBe("body.email");
  });

  it("staff.invitation: a newer invitation to the same email replaces the older link", async () => {
    const email = uniqueEmail("twice");
    await invite(tokens.admin, { email, role: "marketing" });
    const first = new URL((await invitationLink(dataDir, email))!).searchParams.get("token");
    await new Promise((r) => setTimeout(r, 5));
    await invite(tokens.admin, { email, role: "marketing" });
    const second = new URL((await invitationLink(dataDir, email))!).searchParams.get("token");
    expect(second).not.toBe(first);
    const old = await call("POST", "/api/ops/invitations/accept", null, {
      token: first,
      name: "Twice",
      password: "Rocket-Fuel-Ledger-9",
    });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toContain("expired");
  });
});

describe("staff.invite-scope", () => {
  it("staff.invite-scope: a manager invites crew to one of their own restaurants", async () => {
    const email = uniqueEmail("crew");
    const res = await invite(tokens.manager, { email, role: "crew", restaurants: [102] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await invitationLink(dataDir, email)).toBeDefined();
  });

  it("staff.invite-scope: a manager cannot invite to another restaurant (403) or another role (400)", async () => {
    const other = await invite(tokens.manager, {
      email: uniqueEmail("crew"),
      role: "crew",
      restaurants: [120],
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(
      "You can invite crew only to your own restaurants; not to 120.",
    );
    const manager = await invite(tokens.manager, {
      email: uniqueEmail("mgr"),
      role: "manager",
      restaurants: [101],
    });
    expect(manager.statusCode).toBe(400);
    expect(manager.json().errors[0].path).toBe("body.role");
  });

  it("staff.invite-scope: crew and marketing cannot invite", async () => {
    for (const token of [tokens.crew, tokens.marketing]) {
      const res = await invite(token, {
        email: uniqueEmail("x"),
        role: "crew",
        restaurants: [101],
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/^This needs an admin or manager account; yours is a /);
    }
  });
});

describe("staff.role-restaurants", () => {
  it.each([
    ["crew", [101, 102], "must hold exactly one restaurant for a crew account"],
    ["crew", [], "must hold exactly one restaurant for a crew account"],
    ["manager", [], "must hold at least one restaurant for a manager account"],
    ["admin", [101], "must be empty for an admin account"],
    ["marketing", [101], "must be empty for a marketing account"],
    ["manager", [101, 9999], "names restaurants that do not exist: 9999"],
  ])(
    "staff.role-restaurants: %s with %j is a 400 naming body.restaurants",
    async (role, restaurants, words) => {
      const res = await invite(tokens.admin, { email: uniqueEmail("r"), role, restaurants });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe("body.restaurants");
      expect(res.json().errors[0].message).toContain(words);
    },
  );

  it("staff.roles: a role other than crew, manager, marketing or admin is a 400 naming body.role", async () => {
    const res = await invite(tokens.admin, { email: uniqueEmail("r"), role: "owner" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("body.role");
  });
});

describe("staff.role-change", () => {
  it("staff.role-change: an admin changes role and restaurants; it counts at the account's next call", async () => {
    const account = await invitedAndAccepted("crew", [103]);
    expect((await call("GET", "/api/ops/staff", account.token)).statusCode).toBe(403);
    const res = await call("PUT", `/api/ops/staff/${account.id}`, tokens.admin, {
      role: "manager",
      restaurants: [103, 104],
      active: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ role: "manager", restaurants: [103, 104] });
    expect((await call("GET", "/api/ops/staff", account.token)).statusCode).toBe(200);
  });

  it("staff.role-change: only an admin changes roles, never their own", async () => {
    const target = staffDemo.crew.id;
    const body = { role: "manager", restaurants: [101], active: true };
    for (const token of [tokens.manager, tokens.crew, tokens.marketing]) {
      const res = await call("PUT", `/api/ops/staff/${target}`, token, body);
      expect(res.statusCode).toBe(403);
    }
    const self = await call("PUT", `/api/ops/staff/${staffDemo.admin.id}`, tokens.admin, {
      role: "crew",
      restaurants: [101],
      active: true,
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toContain("Ask another admin");
    const [row] = await t.database.db.select().from(staff).where(eq(staff.id, target));
    expect(row!.role).toBe("crew");
  });

  it("staff.role-change: an unknown id is a 404 and a bad body a 400 naming the field", async () => {
    const missing = await call("PUT", "/api/ops/staff/no-such-id", tokens.admin, {
      role: "crew",
      restaurants: [101],
      active: true,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await call("PUT", `/api/ops/staff/${staffDemo.crew.id}`, tokens.admin, {
      role: "crew",
      restaurants: [101],
      active: "yes",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("body.active");
  });

  it("staff.disabled: disabling an account ends its sessions and refuses its sign-in in words", async () => {
    const account = await invitedAndAccepted("crew", [104]);
    const res = await call("PUT", `/api/ops/staff/${account.id}`, tokens.admin, {
      role: "crew",
      restaurants: [104],
      active: false,
    });
    expect(res.statusCode).toBe(200);
    expect((await call("GET", "/api/ops/me", account.token)).statusCode).toBe(401);
    const signIn = await call("POST", "/api/ops/signin", null, {
      email: account.email,
      password: account.password,
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe(
      "This staff account is disabled. Ask an admin to enable it.",
    );
  });
});

describe("staff.list-scope", () => {
  it("staff.list-scope: an admin lists every account; a manager the staff of their restaurants", async () => {
    const all = (await call("GET", "/api/ops/staff", tokens.admin)).json().data as {
      email: string;
    }[];
    expect(all.map((s) => s.email)).toEqual(
      expect.arrayContaining(Object.values(staffDemo).map((s) => s.email)),
    );
    const mine = (await call("GET", "/api/ops/staff", tokens.manager)).json().data as {
      email: string;
      restaurants: number[];
    }[];
    const emails = mine.map((s) => s.email);
    expect(emails).toContain("mary@coop.example");
    expect(emails).toContain("dorothy@coop.example");
    expect(emails).not.toContain("katherine@coop.example");
    expect(emails).not.toContain("hedy@coop.example");
    for (const s of mine)
      expect(s.restaurants.some((r) => [101, 102, 103, 104].includes(r))).toBe(true);
  });

  it("staff.list-scope: crew and marketing cannot list staff", async () => {
    expect((await call("GET", "/api/ops/staff", tokens.crew)).statusCode).toBe(403);
    expect((await call("GET", "/api/ops/staff", tokens.marketing)).statusCode).toBe(403);
  });
});

describe("staff.audit", () => {
  it("staff.audit: sign-in, invitation, acceptance, role change and sign-out each write a row with who, what, target and before/after", async () => {
    const account = await invitedAndAccepted("crew", [102]);
    await call("PUT", `/api/ops/staff/${account.id}`, tokens.admin, {
      role: "crew",
      restaurants: [103],
      active: true,
    });
    await call("POST", "/api/ops/signout", account.token);
    const rows = (await auditRows()).filter(
      (r) => r.target === `staff:${account.id}` || r.actorId === account.id,
    );
    const actions = rows.map((r) => r.action);
    expect(actions).toEqual(["invitation.accept", "staff.update", "signout"]);
    const change = rows.find((r) => r.action === "staff.update")!;
    expect(change.actorId).toBe(staffDemo.admin.id);
    expect(change.before).toMatchObject({ restaurants: [102] });
    expect(change.after).toMatchObject({ restaurants: [103] });
    const invite = (await auditRows()).find(
      (r) => r.action === "invite" && (r.after as { email?: string }).email === account.email,
    );
    expect(invite?.actorId).toBe(staffDemo.admin.id);
    const signins = (await auditRows()).filter(
      (r) => r.action === "signin" && r.actorId === staffDemo.manager.id,
    );
    expect(signins.length).toBeGreaterThan(0);
  });

  it("staff.audit: a refused change writes no row", async () => {
    const before = (await auditRows()).length;
    await call("PUT", "/api/ops/staff/no-such-id", tokens.admin, {
      role: "crew",
      restaurants: [101],
      active: true,
    });
    await invite(tokens.admin, { email: uniqueEmail("r"), role: "crew", restaurants: [] });
    expect((await auditRows()).length).toBe(before);
  });

  it("staff.audit: GET /api/ops/audit answers admins newest first, paged with before and next", async () => {
    const first = await call("GET", "/api/ops/audit?limit=3", tokens.admin);
    expect(first.statusCode).toBe(200);
    const page = first.json() as { data: { id: number; actor: string }[]; next: number };
    expect(page.data).toHaveLength(3);
    const ids = page.data.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.next).toBe(ids[2]);
    const second = (
      await call("GET", `/api/ops/audit?limit=3&before=${page.next}`, tokens.admin)
    ).json() as { data: { id: number }[] };
    expect(second.data[0]!.id).toBeLessThan(ids[2]!);
    expect(page.data.some((r) => r.actor.includes("@"))).toBe(true);
    const bad = await call("GET", "/api/ops/audit?limit=0", tokens.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("limit");
  });

  it("staff.audit: only admins read the log", async () => {
    for (const token of [tokens.manager, tokens.crew, tokens.marketing]) {
      expect((await call("GET", "/api/ops/audit", token)).statusCode).toBe(403);
    }
  });
});

describe("staff.invitation: when the email cannot be sent", () => {
  let down: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 of this machine: every send fails at once.
    down = await createTestApp({ config: { SMTP_URL: "smtp://127.0.0.1:9" } });
  }, 60_000);
  afterAll(async () => down.close());

  it("staff.invitation: a 503 in words, and neither an invitation nor an audit row is kept", async () => {
    const admin = await staffSignIn(down.app, staffDemo.admin.email, staffDemo.admin.password);
    const db = down.database.db;
    const auditBefore = (await db.select().from(staffAudit)).length;
    const email = uniqueEmail("unsent");
    const res = await down.app.inject({
      method: "POST",
      url: "/api/ops/invitations",
      headers: bearer(admin),
      payload: { email, role: "marketing" },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(
      "The invitation email could not be sent, so no invitation was made. Try again in a few minutes.",
    );
    expect(
      await db.select().from(staffInvitations).where(eq(staffInvitations.email, email)),
    ).toEqual([]);
    expect((await db.select().from(staffAudit)).length).toBe(auditBefore);
  }, 30_000);
});
