import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  opsSubmissionResponseSchema,
  opsSubmissionsResponseSchema,
} from "@coop/contract/ops-forms";

import { staffAudit } from "../../db/schema/staff.ts";
import { bearer } from "../../test-support/members.ts";
import { randomIp, staffDemo, staffSignIn } from "../../test-support/staff.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

let t: TestApp;
const tokens: Record<"admin" | "manager" | "crew" | "marketing", string> = {
  admin: "",
  manager: "",
  crew: "",
  marketing: "",
};
/** Submission ids: about restaurant 101 (the manager's), about 107 (not hers), about none. */
const ids = { at101: "", at107: "", none: "", formula: "" };

const contact = (request: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/contact",
    payload: { form: "contact", request },
    remoteAddress: randomIp(),
  });

const person = {
  topic: "restaurant",
  name: "Grace Hopper",
  email: "grace.h@example.com",
  message: "Lovely visit.",
  reply_by: "email",
};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["admin", "manager", "crew", "marketing"] as const) {
    tokens[role] = await staffSignIn(t.app, staffDemo[role].email, staffDemo[role].password);
  }
  ids.at101 = (await contact({ ...person, location_id: 101 })).json().data.id;
  ids.at107 = (await contact({ ...person, location_id: 107, name: "Alan Turing" })).json().data.id;
  ids.none = (await contact({ ...person, topic: "website" })).json().data.id;
  ids.formula = (
    await contact({ ...person, name: '=HYPERLINK("http://evil.example")', location_id: 102 })
  ).json().data.id;
});
afterAll(async () => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? bearer(token) : {} });

describe("GET /api/ops/forms/submissions", () => {
  it("forms.staff-roles: admin and marketing see every submission; a manager those of her restaurants only", async () => {
    for (const role of ["admin", "marketing"] as const) {
      const res = await get("/api/ops/forms/submissions?state=all", tokens[role]);
      expect(res.statusCode, role).toBe(200);
      const list = opsSubmissionsResponseSchema.parse(res.json());
      expect(list.submissions.map((s) => s.id).sort(), role).toEqual(Object.values(ids).sort());
      expect(list.total).toBe(4);
    }
    const mine = opsSubmissionsResponseSchema.parse(
      (await get("/api/ops/forms/submissions", tokens.manager)).json(),
    );
    expect(mine.submissions.map((s) => s.id).sort()).toEqual([ids.at101, ids.formula].sort());
    expect(mine.submissions.find((s) => s.id === ids.at101)).toMatchObject({
      restaurant: { id: 101, name: "Downtown Raleigh" },
      sender_name: "Grace Hopper",
      delivery: { state: expect.stringMatching(/pending|delivered/), inbox: "guests@coop.example" },
      handled_at: null,
    });
  });

  it("forms.staff-roles: crew get a 403 and a caller without a staff token a 401", async () => {
    const crew = await get("/api/ops/forms/submissions", tokens.crew);
    expect(crew.statusCode).toBe(403);
    expect(crew.json().message).toMatch(/crew/);
    expect((await get("/api/ops/forms/submissions")).statusCode).toBe(401);
    expect((await get(`/api/ops/forms/submissions/${ids.at101}`)).statusCode).toBe(401);
    expect((await get("/api/ops/forms/submissions.csv", tokens.crew)).statusCode).toBe(403);
  });

  it("forms.staff-roles: a manager asking for a submission of another restaurant gets a 403; an unknown id a 404", async () => {
    expect((await get(`/api/ops/forms/submissions/${ids.at107}`, tokens.manager)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/ops/forms/submissions/${ids.none}`, tokens.manager)).statusCode).toBe(
      403,
    );
    const one = await get(`/api/ops/forms/submissions/${ids.at101}`, tokens.manager);
    expect(opsSubmissionResponseSchema.parse(one.json()).submission.fields).toMatchObject({
      message: "Lovely visit.",
    });
    const unknown = await get(
      "/api/ops/forms/submissions/00000000-0000-4000-8000-000000000000",
      tokens.admin,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await get("/api/ops/forms/submissions/nope", tokens.admin)).statusCode).toBe(400);
  });

  it("forms.staff-roles: the filters (form, restaurant, words, reference) narrow the list", async () => {
    const by107 = opsSubmissionsResponseSchema.parse(
      (await get("/api/ops/forms/submissions?restaurant_id=107", tokens.admin)).json(),
    );
    expect(by107.submissions.map((s) => s.id)).toEqual([ids.at107]);
    const words = opsSubmissionsResponseSchema.parse(
      (await get("/api/ops/forms/submissions?q=turing", tokens.admin)).json(),
    );
    expect(words.submissions.map((s) => s.id)).toEqual([ids.at107]);
    const ref = ids.none.slice(0, 8).toUpperCase();
    const byRef = opsSubmissionsResponseSchema.parse(
      (await get(`/api/ops/forms/submissions?q=${ref}`, tokens.admin)).json(),
    );
    expect(byRef.submissions.map((s) => s.id)).toEqual([ids.none]);
    const paged = opsSubmissionsResponseSchema.parse(
      (await get("/api/ops/forms/submissions?per_page=1&page=2", tokens.admin)).json(),
    );
    expect(paged).toMatchObject({ total: 4, page: 2, per_page: 1 });
    expect(paged.submissions).toHaveLength(1);
  });
});

describe("PUT /api/ops/forms/submissions/{id}", () => {
  it("forms.handled: marking handled records who and when (audited); open again clears it; the open list leaves it out", async () => {
    const put = (handled: boolean, token: string, id = ids.at101) =>
      t.app.inject({
        method: "PUT",
        url: `/api/ops/forms/submissions/${id}`,
        payload: { handled },
        headers: bearer(token),
      });
    const res = await put(true, tokens.manager);
    expect(res.statusCode).toBe(200);
    const done = opsSubmissionResponseSchema.parse(res.json()).submission;
    expect(done.handled_by).toBe("Dorothy Vaughan");
    expect(done.handled_at).not.toBeNull();
    const open = opsSubmissionsResponseSchema.parse(
      (await get("/api/ops/forms/submissions", tokens.manager)).json(),
    );
    expect(open.submissions.map((s) => s.id)).not.toContain(ids.at101);
    const handled = opsSubmissionsResponseSchema.parse(
      (await get("/api/ops/forms/submissions?state=handled", tokens.manager)).json(),
    );
    expect(handled.submissions.map((s) => s.id)).toEqual([ids.at101]);
    const audit = await t.database.db
      .select()
      .from(staffAudit)
      .where(
        and(
          eq(staffAudit.target, `form-submission:${ids.at101}`),
          eq(staffAudit.action, "form-submission.handled"),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(staffDemo.manager.id);

    const reopened = opsSubmissionResponseSchema.parse((await put(false, tokens.admin)).json());
    expect(reopened.submission).toMatchObject({ handled_at: null, handled_by: null });
    expect((await put(true, tokens.manager, ids.at107)).statusCode).toBe(403);
    expect((await put(true, tokens.crew)).statusCode).toBe(403);
  });
});

describe("GET /api/ops/forms/submissions.csv", () => {
  it("forms.csv: a CSV download of the matching submissions, a formula-looking cell prefixed with '", async () => {
    const res = await get("/api/ops/forms/submissions.csv?state=all", tokens.manager);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="[^"]+\.csv"$/);
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "reference,received_at,form,topic,restaurant,name,email,phone,subject,fields,delivery,handled_at,handled_by",
    );
    expect(lines).toHaveLength(3);
    const formula = lines.find((l) => l.includes("HYPERLINK"))!;
    expect(formula).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(formula.startsWith(ids.formula.slice(0, 8).toUpperCase())).toBe(true);
    expect(res.body).not.toContain("Alan Turing");
    expect(lines.find((l) => l.includes("Grace Hopper"))).toContain("Downtown Raleigh (#101)");
  });
});

describe("forms.bot-check: the contact form with the bot check on", () => {
  let verifier: Server;
  let guarded: TestApp;
  beforeAll(async () => {
    verifier = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        const token = new URLSearchParams(body).get("response") ?? "";
        const [verdict, action] = token.split(":");
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify(
            verdict === "ok" ? { success: true, action, score: 0.9 } : { success: false },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, "127.0.0.1", resolve));
    guarded = await createTestApp({
      config: {
        BOT_CHECK_SECRET: "s3cret",
        BOT_CHECK_VERIFY_URL: `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/v`,
      },
    });
  });
  afterAll(async () => {
    await guarded.close();
    await new Promise<void>((resolve) => verifier.close(() => resolve()));
  });

  it("forms.bot-check: refuses a contact message without a verify token (403) or one made for another action, and takes a good one", async () => {
    const send = (url: string, payload: object, verify?: string) =>
      guarded.app.inject({
        method: "POST",
        url,
        payload,
        remoteAddress: randomIp(),
        headers: verify ? { verify } : {},
      });
    const body = { form: "contact", request: person };
    const missing = await send("/api/v1/contact", body);
    expect(missing.statusCode).toBe(403);
    expect(missing.json().message).toMatch(/verify header is missing/);
    expect((await send("/api/v1/contact", body, "ok:login")).statusCode).toBe(403);
    expect((await send("/api/v1/contact", body, "ok:contact")).statusCode).toBe(201);
    const embed = {
      form: "media",
      fields: { name: "N", email: "n@example.com", outlet: "O", message: "M" },
    };
    expect((await send("/api/submit", embed)).statusCode).toBe(403);
    expect((await send("/api/submit", embed, "ok:contact")).statusCode).toBe(201);
  });
});

describe("forms.bot-check: the contact form with BOT_CHECK=builtin", () => {
  let builtin: TestApp;
  beforeAll(async () => {
    builtin = await createTestApp({ config: { BOT_CHECK: "builtin" } });
  });
  afterAll(async () => builtin.close());

  it("forms.bot-check: a contact message needs a token the server issued for contact, used once", async () => {
    const ip = randomIp();
    const issue = async (action: string) =>
      (
        await builtin.app.inject({
          method: "POST",
          url: "/bot-check/token",
          payload: { action },
          remoteAddress: ip,
        })
      ).json().token as string;
    const send = (verify?: string) =>
      builtin.app.inject({
        method: "POST",
        url: "/api/v1/contact",
        payload: { form: "contact", request: person },
        remoteAddress: ip,
        headers: verify ? { verify } : {},
      });
    expect((await send()).statusCode).toBe(403);
    expect((await send(await issue("login"))).statusCode).toBe(403);
    const good = await issue("contact");
    expect((await send(good)).statusCode).toBe(201);
    expect((await send(good)).statusCode).toBe(403);
  });
});
