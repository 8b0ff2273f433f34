import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { RESUME_MAX_BYTES } from "@coop/contract/careers";

import { jobApplications, jobOpenings, jobResumeUploads } from "../../db/schema/careers.ts";
import { restaurants } from "../../db/schema/catalog.ts";
import { staff } from "../../db/schema/staff.ts";
import { decoded } from "../../test-support/smtp.ts";
import { randomIp, staffDemo, staffSignIn } from "../../test-support/staff.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createSheetPull } from "./import.ts";
import { createResumeCleanup } from "./resume-cleanup.ts";
import { createResumeFiles } from "./resume-files.ts";

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n", "latin1");
const DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(64),
]);
const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26),
  Buffer.from("word/document.xml", "latin1"),
]);
const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

let t: TestApp;
let dataDir: string;
let sheet: Server;
let sheetUrl: string;
/** What the local "spreadsheet" answers: a status and a CSV. */
const sheetAnswer = { status: 200, body: "" };
const tokens = { admin: "", manager: "", crew: "", marketing: "", otherManager: "" };

const SHEET_CSV = [
  "external_id,franchise_id,position,title,title_es,employment_type,pay_min,pay_max,status",
  "sheet-1,110,cook,Sheet Cook,Cocinero de hoja,part_time,13.00,15.50,open",
  "sheet-2,111,team-member,Sheet Cashier,,part_time,,,open",
].join("\n");

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "coop-careers-"));
  sheet = createServer((_req, res) => {
    res.writeHead(sheetAnswer.status, { "content-type": "text/csv" }).end(sheetAnswer.body);
  });
  await new Promise<void>((resolve) => sheet.listen(0, "127.0.0.1", resolve));
  sheetUrl = `http://127.0.0.1:${(sheet.address() as AddressInfo).port}/jobs.csv`;
  sheetAnswer.body = SHEET_CSV;
  t = await createTestApp({
    config: { DATA_DIR: dataDir, JOBS_SHEET_URL: sheetUrl, JOBS_SHEET_INTERVAL_MINUTES: "60" },
    deps: { jobs: { pollMs: 50 } },
  });
  // A manager of restaurant 107 only (the demo manager's password).
  const [dorothy] = await t.database.db
    .select()
    .from(staff)
    .where(eq(staff.id, staffDemo.manager.id));
  await t.database.db.insert(staff).values({
    id: "test-manager-107",
    email: "manager107@coop.example",
    name: "Charlotte Manager",
    passwordHash: dorothy!.passwordHash,
    role: "manager",
    restaurantIds: [107],
  });
  for (const role of ["admin", "manager", "crew", "marketing"] as const)
    tokens[role] = await staffSignIn(t.app, staffDemo[role].email, staffDemo[role].password);
  tokens.otherManager = await staffSignIn(
    t.app,
    "manager107@coop.example",
    staffDemo.manager.password,
  );
}, 60_000);
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => sheet.close(() => resolve()));
  await rm(dataDir, { recursive: true, force: true });
});

const upload = (body: Buffer, type: string, name = "My Resume.pdf", ip = randomIp()) =>
  t.app.inject({
    method: "POST",
    url: `/api/careers/resumes?name=${encodeURIComponent(name)}`,
    payload: body,
    headers: { "content-type": type },
    remoteAddress: ip,
  });
const as = (token: string) => (token ? { authorization: `Bearer ${token}` } : {});
const ops = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/ops/careers/${url}`,
    headers: as(token),
    ...(payload !== undefined && { payload: payload as object }),
  });

async function jobAt(restaurant: number, slug?: string): Promise<number> {
  const rows = await t.database.db
    .select()
    .from(jobOpenings)
    .where(eq(jobOpenings.restaurantId, restaurant));
  return rows.filter((r) => r.status === "open" && (!slug || r.positionSlug === slug))[0]!.id;
}

const application = (extra: Record<string, unknown> = {}) => ({
  first_name: "Grace",
  last_name: "Hopper",
  email: "Grace@Example.com",
  phone: "+1 (919) 555-0199",
  availability: { mon: ["morning", "evening"], sat: ["afternoon"] },
  experience: "Two years on the line at a diner.",
  over_16: true,
  ...extra,
});
const apply = (jobId: number, body: unknown) =>
  t.app.inject({
    method: "POST",
    url: `/api/jobs/${jobId}/applications`,
    payload: body as object,
    remoteAddress: randomIp(),
  });

async function outbox(): Promise<string[]> {
  const dir = join(dataDir, "outbox");
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(files.map(async (f) => decoded(await readFile(join(dir, f), "utf8"))));
}

describe("resumes", () => {
  it("careers.resume-limits: PDF, .doc and .docx by their bytes; kept private (0600)", async () => {
    for (const [bytes, type] of [
      [PDF, "application/pdf"],
      [DOC, "application/msword"],
      [DOCX, DOCX_TYPE],
    ] as const) {
      const res = await upload(bytes, type);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ name: "My Resume.pdf", bytes: bytes.length });
      const [row] = await t.database.db
        .select()
        .from(jobResumeUploads)
        .where(eq(jobResumeUploads.id, res.json().resume_id));
      expect(row).toMatchObject({ type, claimedAt: null });
      const file = join(dataDir, "resumes", row!.file);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await readFile(file)).equals(bytes)).toBe(true);
    }
  });

  it("careers.resume-limits: too big, the wrong type and a lying type are refused in words", async () => {
    const tooBig = await upload(
      Buffer.concat([PDF, Buffer.alloc(RESUME_MAX_BYTES)]),
      "application/pdf",
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe("The resume is larger than 5 MB; upload a smaller file.");
    const wrongType = await upload(Buffer.from("\x89PNG"), "image/png");
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toContain("a PDF or a Word document");
    const lying = await upload(DOCX, "application/pdf");
    expect(lying.statusCode).toBe(400);
    expect(lying.json().message).toBe(
      "The file is not a PDF (it is a Word document (.docx)); upload a PDF or a Word document (.pdf, .doc or .docx).",
    );
    const html = await upload(Buffer.from("<html><script>alert(1)</script>"), DOCX_TYPE);
    expect(html.statusCode).toBe(400);
    const zip = await upload(Buffer.concat([DOCX.subarray(0, 30), Buffer.alloc(10)]), DOCX_TYPE);
    expect(zip.json().message).toContain("it is a zip file");
    const noName = await t.app.inject({
      method: "POST",
      url: "/api/careers/resumes",
      payload: PDF,
      headers: { "content-type": "application/pdf" },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors[0].path).toBe("query.name");
  });

  it("careers.resume-private: an upload no application took within a day is deleted, file and all", async () => {
    const old = (await upload(PDF, "application/pdf", "old.pdf")).json().resume_id;
    const fresh = (await upload(PDF, "application/pdf", "fresh.pdf")).json().resume_id;
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await t.database.db
      .update(jobResumeUploads)
      .set({ createdAt: twoDaysAgo })
      .where(eq(jobResumeUploads.id, old));
    const [oldRow] = await t.database.db
      .select()
      .from(jobResumeUploads)
      .where(eq(jobResumeUploads.id, old));
    const cleanup = createResumeCleanup({
      db: t.database.db,
      jobs: t.app.jobs,
      resumes: createResumeFiles(dataDir),
      now: () => new Date(),
    });
    expect(await cleanup.run()).toBe(1);
    const left = (await t.database.db.select().from(jobResumeUploads)).map((r) => r.id);
    expect(left).toContain(fresh);
    expect(left).not.toContain(old);
    await expect(stat(join(dataDir, "resumes", oldRow!.file))).rejects.toThrow();
  });

  it("careers.rate-limits: resume uploads per address and hour", async () => {
    const ip = randomIp();
    for (let i = 0; i < 20; i++)
      expect((await upload(PDF, "application/pdf", "r.pdf", ip)).statusCode).toBe(201);
    const refused = await upload(PDF, "application/pdf", "r.pdf", ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeTruthy();
  });
});

describe("applications", () => {
  let applicationId = "";
  let resumeFile = "";

  it("careers.application-email: stored with the resume claimed; the managers get a summary and a link, never the file", async () => {
    const resume = (await upload(PDF, "application/pdf", "grace.pdf")).json();
    const jobId = await jobAt(101, "cook");
    const res = await apply(jobId, application({ resume_id: resume.resume_id }));
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer.status).toBe("received");
    expect(answer.reference).toMatch(/^APP-[0-9A-F]{8}$/);
    applicationId = answer.id;
    const [row] = await t.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, answer.id));
    expect(row).toMatchObject({
      restaurantId: 101,
      email: "grace@example.com",
      phone: "9195550199",
      resumeName: "grace.pdf",
      status: "new",
    });
    resumeFile = row!.resumeFile!;
    const [upload1] = await t.database.db
      .select()
      .from(jobResumeUploads)
      .where(eq(jobResumeUploads.id, resume.resume_id));
    expect(upload1!.claimedAt).not.toBeNull();

    await t.app.jobs.runDue();
    const mails = await outbox();
    const toManagers = mails.filter(
      (m) => m.includes(answer.reference) && /^To: .*dorothy@coop\.example/m.test(m),
    );
    expect(toManagers).toHaveLength(1);
    const mail = toManagers[0]!;
    expect(mail).toContain(`/ops/careers?application=${answer.id}`);
    expect(mail).toContain("Grace Hopper applied for Line Cook at Downtown Raleigh");
    expect(mail).toContain("(919) 555-0199");
    expect(mail).not.toContain("%PDF");
    expect(mail).not.toMatch(/Content-Disposition: attachment/i);
    // The applicant's confirmation.
    expect(
      mails.some((m) => /^To: grace@example\.com/m.test(m) && m.includes(answer.reference)),
    ).toBe(true);

    // The same resume cannot be claimed twice.
    const again = await apply(jobId, application({ resume_id: resume.resume_id }));
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].path).toBe("body.resume_id");
  });

  it("careers.application-email: a restaurant without a manager: the admins hear of it; Spanish confirmation", async () => {
    const jobId = await jobAt(120);
    const res = await apply(jobId, application({ email: "ana@example.com", language: "es" }));
    expect(res.statusCode).toBe(201);
    await t.app.jobs.runDue();
    const mails = (await outbox()).filter((m) => m.includes(res.json().reference));
    expect(mails.some((m) => /^To: katherine@coop\.example/m.test(m))).toBe(true);
    expect(
      mails.some((m) => /^To: ana@example\.com/m.test(m) && m.includes("Recibimos tu solicitud")),
    ).toBe(true);
  });

  it("careers.apply-open-job: a closed job, an unknown job, a bad phone are refused; careers.minimum-age: so is under 16", async () => {
    const [closed] = await t.database.db
      .insert(jobOpenings)
      .values({ restaurantId: 102, positionSlug: "cook", title: "Old Cook", status: "closed" })
      .returning();
    const shut = await apply(closed!.id, application());
    expect(shut.statusCode).toBe(409);
    expect(shut.json().message).toBe("This job is closed and no longer takes applications.");
    const job = await t.app.inject({ url: `/api/jobs/${closed!.id}` });
    expect(job.json().job.status).toBe("closed");
    expect((await apply(999999, application())).statusCode).toBe(404);
    // A restaurant that closed takes no application, and its jobs leave the search.
    const atClosed = await jobAt(142);
    await t.database.db.update(restaurants).set({ active: false }).where(eq(restaurants.id, 142));
    try {
      expect((await apply(atClosed, application())).statusCode).toBe(409);
      expect((await t.app.inject({ url: `/api/jobs/${atClosed}` })).json().job.status).toBe(
        "closed",
      );
      expect((await t.app.inject({ url: "/api/jobsearch?location_id=142" })).json().total).toBe(0);
    } finally {
      await t.database.db.update(restaurants).set({ active: true }).where(eq(restaurants.id, 142));
    }
    const phone = await apply(await jobAt(101), application({ phone: "555-0199" }));
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors[0].path).toBe("body.phone");
    const young = await apply(await jobAt(101), application({ over_16: false }));
    expect(young.statusCode).toBe(400);
    expect(young.json().errors[0].path).toBe("body.over_16");
  });

  it("careers.application-spam: a filled honeypot is answered like a success and nothing is kept", async () => {
    const before = await t.database.db.select().from(jobApplications);
    const res = await apply(await jobAt(101), application({ website_url: "http://spam.example" }));
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe("received");
    expect(await t.database.db.select().from(jobApplications)).toHaveLength(before.length);
  });

  it("careers.resume-private: the file is reachable under no public path", async () => {
    for (const url of [
      `/${resumeFile}`,
      `/resumes/${resumeFile}`,
      `/assets/${resumeFile}`,
      `/api/${resumeFile}`,
      `/api/careers/resumes/${resumeFile}`,
      `/content-assets/resumes/${resumeFile}`,
      `/data/resumes/${resumeFile}`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.rawPayload.includes("%PDF")).toBe(false);
    }
  });

  it("careers.resume-private: only staff who may see the application download it, as a private attachment", async () => {
    const url = `applications/${applicationId}/resume`;
    expect((await ops("GET", url, "")).statusCode).toBe(401);
    expect((await ops("GET", url, tokens.crew)).statusCode).toBe(403);
    expect((await ops("GET", url, tokens.marketing)).statusCode).toBe(403);
    const other = await ops("GET", url, tokens.otherManager);
    expect(other.statusCode).toBe(403);
    expect(other.rawPayload.includes("%PDF")).toBe(false);
    for (const token of [tokens.manager, tokens.admin]) {
      const res = await ops("GET", url, token);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PDF)).toBe(true);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toBe(
        `attachment; filename="grace.pdf"; filename*=UTF-8''grace.pdf`,
      );
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("careers.staff-roles: applications for admins and the restaurant's managers; status changes", async () => {
    expect((await ops("GET", "applications", tokens.crew)).statusCode).toBe(403);
    expect((await ops("GET", "applications", tokens.marketing)).statusCode).toBe(403);
    const mine = await ops("GET", "applications", tokens.manager);
    expect(mine.statusCode).toBe(200);
    const ids = mine.json().applications.map((a: { id: string }) => a.id);
    expect(ids).toContain(applicationId);
    for (const a of mine.json().applications)
      expect([101, 102, 103, 104]).toContain(a.restaurant.id);
    const theirs = await ops("GET", "applications", tokens.otherManager);
    expect(theirs.json().applications.map((a: { id: string }) => a.id)).not.toContain(
      applicationId,
    );
    expect((await ops("GET", "applications?restaurant_id=107", tokens.manager)).statusCode).toBe(
      403,
    );
    const all = await ops("GET", "applications", tokens.admin);
    expect(all.json().total).toBeGreaterThanOrEqual(2);

    const one = await ops("GET", `applications/${applicationId}`, tokens.manager);
    expect(one.json().application).toMatchObject({
      first_name: "Grace",
      resume: { name: "grace.pdf", type: "application/pdf", bytes: PDF.length },
      status: "new",
    });
    expect(
      (await ops("GET", `applications/${applicationId}`, tokens.otherManager)).statusCode,
    ).toBe(403);
    const changed = await ops("PUT", `applications/${applicationId}`, tokens.manager, {
      status: "interview",
    });
    expect(changed.json().application.status).toBe("interview");
    expect(
      (await ops("PUT", `applications/${applicationId}`, tokens.otherManager, { status: "hired" }))
        .statusCode,
    ).toBe(403);
    expect((await ops("GET", "applications/not-a-uuid", tokens.admin)).statusCode).toBe(400);
  });
});

describe("jobs for staff", () => {
  it("careers.staff-roles: admins everywhere, managers at their restaurants, marketing reads, crew nothing; careers.search-cache: a change is searchable at once", async () => {
    expect((await ops("GET", "jobs", "")).statusCode).toBe(401);
    expect((await ops("GET", "jobs", tokens.crew)).statusCode).toBe(403);
    expect((await ops("GET", "jobs", tokens.marketing)).statusCode).toBe(200);
    const mine = await ops("GET", "jobs?per_page=100", tokens.manager);
    for (const job of mine.json().jobs) expect([101, 102, 103, 104]).toContain(job.restaurant.id);
    expect((await ops("GET", "jobs?restaurant_id=107", tokens.manager)).statusCode).toBe(403);

    const body = {
      restaurant_id: 101,
      position_slug: "shift-leader",
      title: "Weekend Shift Leader",
      title_es: "Líder de turno de fin de semana",
      employment_type: "part_time",
      pay_min_cents: 1600,
      pay_max_cents: 1800,
    };
    expect((await ops("POST", "jobs", tokens.marketing, body)).statusCode).toBe(403);
    expect(
      (await ops("POST", "jobs", tokens.manager, { ...body, restaurant_id: 107 })).statusCode,
    ).toBe(403);
    const created = await ops("POST", "jobs", tokens.manager, body);
    expect(created.statusCode, created.body).toBe(201);
    const job = created.json().job;
    expect(job).toMatchObject({ title: "Weekend Shift Leader", source: "manual", status: "open" });
    // The search sees it at once (the index is read again after a write).
    const found = await t.app.inject({ url: "/api/jobsearch?zip=27601&q=weekend" });
    expect(found.json().jobs.map((j: { id: number }) => j.id)).toEqual([job.id]);

    const closed = await ops("PUT", `jobs/${job.id}`, tokens.manager, {
      ...body,
      status: "closed",
    });
    expect(closed.json().job.status).toBe("closed");
    expect((await t.app.inject({ url: "/api/jobsearch?zip=27601&q=weekend" })).json().total).toBe(
      0,
    );
    expect((await ops("PUT", `jobs/${job.id}`, tokens.otherManager, body)).statusCode).toBe(403);

    const badPay = await ops("POST", "jobs", tokens.admin, { ...body, pay_min_cents: 2000 });
    expect(badPay.statusCode).toBe(400);
    expect(badPay.json().errors[0].path).toBe("body.pay_max_cents");
    const badPosition = await ops("POST", "jobs", tokens.admin, {
      ...body,
      position_slug: "pilot",
    });
    expect(badPosition.json().message).toBe("position_slug pilot is not one of our positions.");
    const noTitle = await ops("POST", "jobs", tokens.admin, { ...body, title: "" });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().errors[0].path).toBe("body.title");
  });

  it("careers.csv-import: good rows written by external_id, bad rows reported by line and field", async () => {
    const csv = [
      "\uFEFFExternal_ID,franchise_id,Position,title,title_es,employment_type,pay_min,pay_max,status,description",
      'x-1,101,cook,"Cook, Mornings",Cocinero de mañana,Part-time,$13.50,15,open,"Biscuits at 5, ""fresh"""',
      "x-2,999,cook,Cook,,part_time,,,open,",
      "x-3,102,pilot,Pilot,,part_time,,,open,",
      "x-4,103,Delivery Driver,,,part_time,abc,12,open,",
      "x-5,104,team-member,Cashier,,weekly,14,12,maybe,",
      "x-1,101,cook,Again,,part_time,,,open,",
      "x-6,104,team-member,Cashier,,seasonal,,,closed,",
    ].join("\r\n");
    const post = (token: string, text = csv, type = "text/csv") =>
      t.app.inject({
        method: "POST",
        url: "/api/ops/careers/import",
        payload: text,
        headers: { "content-type": type, ...as(token) },
      });
    expect((await post(tokens.manager)).statusCode).toBe(403);
    expect((await post("")).statusCode).toBe(401);
    expect((await post(tokens.admin, csv, "application/json")).statusCode).toBe(400);
    const res = await post(tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    expect(report.errors).toEqual([
      {
        line: 3,
        field: "franchise_id",
        message: "franchise_id 999 is not one of our restaurants.",
      },
      {
        line: 4,
        field: "position",
        message:
          "position pilot is not one of our positions (cook, team-member, shift-leader, assistant-manager, restaurant-manager, delivery-driver).",
      },
      { line: 5, field: "title", message: "title is required." },
      {
        line: 5,
        field: "pay_min",
        message: "pay_min abc is not an hourly amount in dollars, like 12.50.",
      },
      {
        line: 6,
        field: "employment_type",
        message: "employment_type must be full_time, part_time, seasonal.",
      },
      { line: 6, field: "pay_max", message: "pay_max is less than pay_min." },
      { line: 6, field: "status", message: "status must be open or closed." },
      { line: 7, field: "external_id", message: "external_id x-1 is on line 2 already." },
    ]);
    const [x1] = await t.database.db
      .select()
      .from(jobOpenings)
      .where(eq(jobOpenings.externalRef, "x-1"));
    expect(x1).toMatchObject({
      title: "Cook, Mornings",
      titleEs: "Cocinero de mañana",
      employmentType: "part_time",
      payMinCents: 1350,
      payMaxCents: 1500,
      description: 'Biscuits at 5, "fresh"',
      source: "import",
    });
    const again = await post(tokens.admin, csv.replace("$13.50", "14"));
    expect(again.json()).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    const header = await post(tokens.admin, "id,restaurant\n1,101");
    expect(header.json().errors[0]).toMatchObject({ line: 1, field: "external_id" });
  });

  it("careers.sheet-pull: the sheet is pulled by the job queue; a failure changes nothing; jobs gone from it close", async () => {
    // The pull queued at start ran (the worker polls every 50 ms here).
    let jobs: { external_ref: string | null; status: string; source: string }[] = [];
    for (let i = 0; i < 100 && jobs.length < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      jobs = (await ops("GET", "jobs?status=all&q=sheet", tokens.admin)).json().jobs;
    }
    expect(jobs.map((j) => [j.external_ref, j.status, j.source]).sort()).toEqual([
      ["sheet-1", "open", "sheet"],
      ["sheet-2", "open", "sheet"],
    ]);
    const listed = (await ops("GET", "jobs", tokens.admin)).json().sheet;
    expect(listed).toMatchObject({ url: sheetUrl, outcome: "ok" });
    expect(listed.summary).toBe("2 created, 0 updated, 0 unchanged, 0 closed, 0 problems");

    const pull = createSheetPull({
      db: t.database.db,
      now: () => new Date(),
      url: sheetUrl,
      intervalMs: 3_600_000,
      jobs: t.app.jobs,
      restaurantIds: async () => Array.from({ length: 42 }, (_, i) => 101 + i),
      onChange: () => undefined,
    });
    sheetAnswer.status = 500;
    sheetAnswer.body = "oops";
    expect(await pull.pull()).toEqual({
      outcome: "failed",
      summary: "The sheet answered HTTP 500; no job was changed.",
    });
    const failed = (await ops("GET", "jobs", tokens.admin)).json().sheet;
    expect(failed).toMatchObject({
      outcome: "failed",
      summary: "The sheet answered HTTP 500; no job was changed.",
    });
    expect((await ops("GET", "jobs?status=open&q=sheet", tokens.admin)).json().total).toBe(2);

    sheetAnswer.status = 200;
    sheetAnswer.body = SHEET_CSV.split("\n").slice(0, 2).join("\n");
    expect((await pull.pull()).summary).toBe(
      "0 created, 0 updated, 1 unchanged, 1 closed, 0 problems",
    );
    const after = (await ops("GET", "jobs?status=all&q=sheet", tokens.admin)).json().jobs;
    expect(after.find((j: { external_ref: string }) => j.external_ref === "sheet-2").status).toBe(
      "closed",
    );
    // Jobs imported by hand are not the sheet's: a pull never closes them.
    const [x6] = await t.database.db
      .select()
      .from(jobOpenings)
      .where(eq(jobOpenings.externalRef, "x-1"));
    expect(x6!.status).toBe("open");
  });
});
