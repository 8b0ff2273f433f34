// Forms and careers end to end in the built app (`forms.done-when`), on a server of its own whose
// email goes through a real SMTP server that is down at first:
// - a visitor's contact message is accepted while the mail server is down, waits in the job queue,
//   and is delivered by email once the mail server is back;
// - a job seeker on a phone searches "cook" near 28202, applies to the Uptown Charlotte job with
//   a resume, and Annie, a manager of that restaurant, gets the email and sees the application at
//   /ops/careers on a counter tablet.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Page } from "playwright-core";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { freePort, type ServerProcess, startBuiltServer } from "./server-process.ts";
import {
  axeViolations,
  browserPerFile,
  viewports,
  waitHydrated,
  watchedPage,
} from "./support/browser.ts";
import { screenshots } from "./support/screenshots.ts";

const browser = browserPerFile();
const shot = screenshots("forms-careers-done");

type Mail = { to: string[]; raw: string };
const received: Mail[] = [];
let smtp: SMTPServer | undefined;
let smtpPort = 0;
let app: ServerProcess;
const SENDER = "ada.done@coop.example";

/** A real SMTP server on `smtpPort` that keeps what it receives (started when the test says). */
async function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          // Quoted-printable soft breaks undone, so long lines read whole.
          raw: Buffer.concat(chunks)
            .toString("utf8")
            .replace(/=\r?\n/g, ""),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp!.listen(smtpPort, "127.0.0.1", resolve));
  expect((smtp.server.address() as AddressInfo).port).toBe(smtpPort);
}

async function mailTo(address: string, contains: string, timeoutMs: number): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = received.find((m) => m.to.includes(address) && m.raw.includes(contains));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No email to ${address} with "${contains}"`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

type StaffSession = { token: string };

async function staffSession(email: string, password: string): Promise<StaffSession> {
  const res = await fetch(`${app.origin}/api/ops/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: StaffSession }).data;
}

/** The staff list's view of one contact message (found by its sender, picked by its text). */
async function submissionWith(token: string, text: string) {
  const res = await fetch(
    `${app.origin}/api/ops/forms/submissions?state=all&q=${encodeURIComponent(SENDER)}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    submissions: {
      fields: Record<string, unknown>;
      delivery: { state: string; attempts: number };
    }[];
  };
  return body.submissions.find((s) => s.fields.message === text);
}

beforeAll(async () => {
  // The mail server's port is chosen now, but nothing listens on it yet: the mail server is down.
  smtpPort = await freePort();
  app = await startBuiltServer({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    FORMS_INBOX: "guests@coop.example",
  });
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

describe("forms and careers, done when", () => {
  it("forms.done-when, forms.deliver: a contact message sent while the mail server is down is delivered once it is back", async () => {
    const message = `My biscuits were cold at pickup ${Date.now()}.`;
    const { page, context, problems } = await watchedPage(browser(), viewports.mobile);
    try {
      await page.goto(`${app.origin}/contact`);
      await waitHydrated(page);
      await page.getByLabel("Topic").selectOption("order");
      await page.getByRole("textbox", { name: "Your name" }).fill("Ada Lovelace");
      await page.getByRole("textbox", { name: "Email" }).fill(SENDER);
      await page.getByRole("textbox", { name: "Message" }).fill(message);
      await page.getByRole("button", { name: "Send" }).click();
      await page.getByTestId("form-confirmation").getByRole("heading").first().waitFor();
      await page.screenshot({ path: shot("contact-sent-375"), fullPage: true });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }

    // Stored, tried, not delivered: the mail server refused the connection.
    const { token: admin } = await staffSession("katherine@coop.example", "Checklist-Sunrise-88");
    await expect
      .poll(async () => (await submissionWith(admin, message))?.delivery.attempts ?? 0, {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    const waiting = await submissionWith(admin, message);
    expect(waiting?.delivery.state).toBe("pending");
    expect(received).toEqual([]);

    // The mail server comes back: the queued job's next try delivers the message.
    await startSmtp();
    const mail = await mailTo("guests@coop.example", message, 60_000);
    expect(mail.raw).toMatch(/^Reply-To: .*ada\.done@coop\.example/im);
    await expect
      .poll(async () => (await submissionWith(admin, message))?.delivery.state, { timeout: 10_000 })
      .toBe("delivered");
  }, 120_000);

  it("forms.done-when, careers.application-email: a job seeker on a phone finds a cook job near 28202 and applies with a resume; Annie, its manager, sees the application", async () => {
    // The mail server is up by now (the test above started it); this one may run alone too.
    if (!smtp) await startSmtp();
    const dir = await mkdtemp(join(tmpdir(), "coop-resume-"));
    const resume = join(dir, "mae-jemison.pdf");
    await writeFile(
      resume,
      "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    );
    const last = `Jemison${Date.now().toString(36).replace(/\d/g, "")}`;
    const seeker = await watchedPage(browser(), viewports.mobile);
    try {
      const page = seeker.page;
      await page.goto(`${app.origin}/careers`);
      await waitHydrated(page);
      await page.getByLabel("ZIP code or city").fill("28202");
      await page.getByLabel("Keywords (optional)").fill("cook");
      await page.getByRole("button", { name: "Search jobs" }).click();
      await page.waitForURL(/\/careers\?zip=28202&q=cook$/);
      const charlotte = page.getByTestId("job-result").filter({ hasText: "Uptown Charlotte" });
      await charlotte.first().waitFor();
      await page.screenshot({ path: shot("search-375"), fullPage: true });
      await charlotte.first().getByRole("link").click();
      await page.waitForURL(/\/careers\/jobs\/\d+$/);
      await page.getByRole("heading", { name: "Apply for this job" }).waitFor();
      await page.getByLabel("First name").fill("Mae");
      await page.getByLabel("Last name").fill(last);
      await page.getByLabel("Email").fill("mae.applicant@coop.example");
      await page.getByLabel("Phone").pressSequentially("7045550199");
      await page.getByRole("checkbox", { name: "Saturday Morning" }).check();
      await page.getByRole("checkbox", { name: "Sunday Afternoon" }).check();
      await page.getByLabel("I am 16 or older").check();
      await page.getByLabel("Resume (optional)").setInputFiles(resume);
      await page.getByRole("button", { name: "Send my application" }).click();
      await page
        .getByRole("heading", { name: "Thank you, Mae! Your application was sent." })
        .waitFor();
      await page.screenshot({ path: shot("applied-375"), fullPage: true });
      expect(seeker.problems).toEqual([]);
    } finally {
      await seeker.context.close();
      await rm(dir, { recursive: true, force: true });
    }

    // Annie manages Uptown Charlotte (107): the application's email reaches her…
    const mail = await mailTo("annie@coop.example", last, 30_000);
    const link = /https?:\/\/[^\s"<>]+\/ops\/careers\?application=[0-9a-f-]+/.exec(mail.raw)?.[0];
    expect(link).toBeTruthy();
    expect(mail.raw).not.toMatch(/Content-Disposition: attachment/i);

    // …and she sees it at /ops/careers on a counter tablet, resume included.
    const annie = await staffSession("annie@coop.example", "Biscuit-Harbor-1960");
    const tablet = await watchedPage(browser(), { width: 1024, height: 768 });
    try {
      await tablet.context.addInitScript((value) => {
        localStorage.setItem("coop.staff", value);
      }, JSON.stringify(annie));
      const page: Page = tablet.page;
      await page.goto(`${app.origin}/ops/careers?tab=applications`);
      const open = page.getByRole("button", { name: `Open the application of Mae ${last}` });
      await open.waitFor();
      await page.screenshot({ path: shot("annie-applications-1024"), fullPage: true });
      await open.click();
      const detail = page.getByRole("region", { name: `Application of Mae ${last}` });
      await detail.waitFor();
      expect(
        await detail.getByRole("button", { name: "Download resume (mae-jemison.pdf)" }).count(),
      ).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(tablet.problems).toEqual([]);
    } finally {
      await tablet.context.close();
    }
  }, 120_000);
});
