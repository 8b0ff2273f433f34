// The staff screens of forms and careers in the built app: a manager opens an application to her
// restaurant from the link of the managers' email and downloads its resume; an admin marks a
// contact message handled. The applications and the message are made through the public API.
import { readFile } from "node:fs/promises";

import { describe, expect, it } from "vitest";

import { axeViolations, baseUrl, browserPerFile, watchedPage } from "./support/browser.ts";

const browser = browserPerFile();

const demo = {
  admin: { email: "katherine@coop.example", password: "Checklist-Sunrise-88" },
  manager: { email: "dorothy@coop.example", password: "Twelve-Fryers-Humming" },
} as const;

type Session = { token: string; expires: string; staff: unknown };

async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("accept", "application/json");
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  const res = await fetch(`${baseUrl()}${path}`, { ...init, headers });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text for the failure message.
  }
  return { status: res.status, body: body as Record<string, unknown> };
}

const json = (value: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(value),
});

async function staffSession(who: { email: string; password: string }): Promise<Session> {
  const res = await api("/api/ops/signin", json(who));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { data: Session }).data;
}

/** A tablet signed in as `session` (the staff session in local storage before any script). */
async function signedInPage(session: Session, viewport = { width: 1280, height: 800 }) {
  const opened = await watchedPage(browser(), viewport);
  await opened.context.addInitScript((value) => {
    localStorage.setItem("coop.staff", value);
  }, JSON.stringify(session));
  return opened;
}

// A small but well-formed PDF (the upload checks the bytes, not only the type).
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

describe("ops forms and careers in the built app", () => {
  it("ops-careers.deep-link, ops-careers.resume-download: dorothy opens an application to restaurant 101 from its link and downloads the resume", async () => {
    const manager = await staffSession(demo.manager);
    // An open job at 101 (made by dorothy, who manages it), in the first position type.
    const positions = await api("/api/positions");
    expect(positions.status).toBe(200);
    const slug = (positions.body as { positions: { slug: string }[] }).positions[0]!.slug;
    const created = await api("/api/ops/careers/jobs", {
      ...json({
        restaurant_id: 101,
        position_slug: slug,
        title: `Biscuit maker ${Date.now()}`,
        employment_type: "part_time",
        pay_min_cents: 1400,
        status: "open",
      }),
      token: manager.token,
    });
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    const jobId = (created.body as { job: { id: number } }).job.id;

    const upload = await api("/api/careers/resumes?name=grace-hopper.pdf", {
      method: "POST",
      headers: { "content-type": "application/pdf" },
      body: PDF,
    });
    expect(upload.status, JSON.stringify(upload.body)).toBeLessThan(300);
    const resumeId = (upload.body as { resume_id: string }).resume_id;
    const applied = await api(
      `/api/jobs/${jobId}/applications`,
      json({
        first_name: "Grace",
        last_name: "Hopper",
        email: "grace@example.com",
        phone: "919-555-0199",
        availability: { mon: ["morning"], sat: ["evening"] },
        experience: "Two years at a biscuit counter.",
        over_16: true,
        resume_id: resumeId,
        language: "en",
      }),
    );
    expect(applied.status, JSON.stringify(applied.body)).toBeLessThan(300);
    const applicationId = (applied.body as { id: string }).id;

    const { page, context, problems } = await signedInPage(manager);
    try {
      await page.goto(`${baseUrl()}/ops/careers?application=${applicationId}`);
      const detail = page.getByRole("region", { name: "Application of Grace Hopper" });
      await detail.waitFor();
      expect(await detail.getByText("Two years at a biscuit counter.").count()).toBe(1);
      expect(await page.getByRole("link", { name: "Careers" }).count()).toBe(1);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        detail.getByRole("button", { name: "Download resume (grace-hopper.pdf)" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("grace-hopper.pdf");
      const saved = await download.path();
      expect((await readFile(saved)).subarray(0, 8).toString()).toBe("%PDF-1.4");
      expect(download.url().startsWith("blob:")).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);

  it("ops-forms.handled: katherine marks a contact message handled at /ops/forms", async () => {
    const name = `Ada ${Date.now()}`;
    const sent = await api(
      "/api/v1/contact",
      json({
        form: "contact",
        language: "en",
        request: {
          topic: "order",
          name,
          email: "ada@coop.example",
          phone: "919-555-0100",
          location_id: 101,
          message: "The fries were cold.",
          reply_by: "email",
        },
      }),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(300);
    const id = (sent.body as { data: { id: string } }).data.id;

    const admin = await staffSession(demo.admin);
    const { page, context, problems } = await signedInPage(admin, { width: 768, height: 1024 });
    try {
      await page.goto(`${baseUrl()}/ops/forms`);
      await page.getByRole("button", { name: `Open ${name}` }).click();
      const detail = page.getByRole("region", { name: /^Submission / });
      await detail.getByText("The fries were cold.").waitFor();
      await detail.getByRole("button", { name: "Mark handled" }).click();
      await detail.getByText("Marked handled.").waitFor();
      expect(await detail.getByRole("button", { name: "Mark open" }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
    const stored = await api(`/api/ops/forms/submissions/${id}`, { token: admin.token });
    expect(stored.status).toBe(200);
    expect(
      (stored.body as { submission: { handled_at: string | null } }).submission.handled_at,
    ).not.toBeNull();
  }, 90_000);
});
