// The careers pages and the managers' screen together, in the built app. At 375 px a visitor
// searches near 27601, opens a job at Downtown Raleigh (restaurant 101), applies with a small PDF
// resume and sees the confirmation; then Dorothy, who manages 101, finds that application at
// /ops/careers?tab=applications and its resume's download button. The restaurant filter of the
// search: chosen in the page, in the address, server-rendered, alone or with a place.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import {
  axeViolations,
  baseUrl,
  browserPerFile,
  viewports,
  watchedPage,
} from "./support/browser.ts";
import { screenshots } from "./support/screenshots.ts";
import { openPage } from "./support/storage.ts";

const browser = browserPerFile();
const shot = screenshots("careers-manager");

const dorothy = { email: "dorothy@coop.example", password: "Twelve-Fryers-Humming" };

type Session = { token: string; expires: string; staff: unknown };

async function staffSession(who: { email: string; password: string }): Promise<Session> {
  const res = await fetch(`${baseUrl()}/api/ops/signin`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(who),
  });
  const body = (await res.json()) as { data: Session };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** A last name of letters only, new on every run (reruns share the database). */
function uniqueLastName(): string {
  const letters = Array.from({ length: 8 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join("");
  return `Lamarr${letters}`;
}

type ApiJob = { id: number; location: { franchise_id: string; name: string } };

describe("a visitor applies near 27601 and the restaurant's manager sees it", () => {
  it("careers-web.search-url, careers-web.application-checks, ops-careers.roles, ops-careers.resume-download: at 375 px a visitor applies to a Downtown Raleigh job with a PDF resume; Dorothy, its manager, opens the application and its resume", async () => {
    const dir = await mkdtemp(join(tmpdir(), "coop-resume-"));
    const resume = join(dir, "hedy-resume.pdf");
    await writeFile(
      resume,
      "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    );
    const last = uniqueLastName();
    const { page, context, problems } = await openPage(browser(), "/careers", {
      viewport: viewports.mobile,
    });
    try {
      await page.getByRole("heading", { level: 1, name: "Careers" }).waitFor();
      await page.getByLabel("ZIP code or city").fill("27601");
      await page.getByRole("button", { name: "Search jobs" }).click();
      await page.waitForURL(/\/careers\?zip=27601$/);
      await page.getByRole("heading", { level: 2, name: /jobs? within 25 miles of/ }).waitFor();
      const raleigh = page.getByTestId("job-result").filter({ hasText: "Downtown Raleigh" });
      await raleigh.first().waitFor();
      await page.screenshot({ path: shot("search-27601-375"), fullPage: true });

      await raleigh.first().getByRole("link").click();
      await page.waitForURL(/\/careers\/jobs\/\d+$/);
      await page.getByRole("heading", { name: "Apply for this job" }).waitFor();
      expect(await page.locator(".job-page").innerText()).toContain("Downtown Raleigh");

      await page.getByLabel("First name").fill("Hedy");
      await page.getByLabel("Last name").fill(last);
      await page.getByLabel("Email").fill("hedy.applicant@coop.example");
      await page.getByLabel("Phone").pressSequentially("9195550123");
      await page.getByRole("checkbox", { name: "Friday Evening" }).check();
      await page.getByRole("checkbox", { name: "Saturday Afternoon" }).check();
      await page.getByLabel("Experience (optional)").fill("Three summers at a fish fry.");
      await page.getByLabel("I am 16 or older").check();
      await page.getByLabel("Resume (optional)").setInputFiles(resume);
      await page.getByRole("button", { name: "Send my application" }).click();
      const done = page.getByRole("heading", {
        name: "Thank you, Hedy! Your application was sent.",
      });
      await done.waitFor();
      expect(await page.getByTestId("application-reference").innerText()).not.toBe("");
      await page.screenshot({ path: shot("applied-375"), fullPage: true });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    }

    // Dorothy manages 101–104: the application is in her list, newest first.
    const session = await staffSession(dorothy);
    const tablet = await watchedPage(browser(), { width: 1024, height: 768 });
    try {
      await tablet.context.addInitScript((value) => {
        localStorage.setItem("coop.staff", value);
      }, JSON.stringify(session));
      const ops = tablet.page;
      await ops.goto(`${baseUrl()}/ops/careers?tab=applications`);
      const open = ops.getByRole("button", { name: `Open the application of Hedy ${last}` });
      await open.waitFor();
      await open.click();
      const detail = ops.getByRole("region", { name: `Application of Hedy ${last}` });
      await detail.waitFor();
      expect(await detail.innerText()).toContain("Downtown Raleigh");
      expect(await detail.getByText("Three summers at a fish fry.").count()).toBe(1);
      const button = detail.getByRole("button", { name: "Download resume (hedy-resume.pdf)" });
      expect(await button.count()).toBe(1);
      const [download] = await Promise.all([ops.waitForEvent("download"), button.click()]);
      expect(download.suggestedFilename()).toBe("hedy-resume.pdf");
      expect((await readFile(await download.path())).subarray(0, 8).toString()).toBe("%PDF-1.4");
      await ops.screenshot({ path: shot("dorothy-application-1024"), fullPage: true });
      expect(await axeViolations(ops)).toEqual([]);
      expect(tablet.problems).toEqual([]);
    } finally {
      await tablet.context.close();
    }
  }, 120_000);
});

describe("the restaurant filter of the job search", () => {
  it("careers-web.search-url: at 375 px choosing Downtown Raleigh puts restaurant=101 in the address and lists only its jobs (axe)", async () => {
    const api = await fetch(`${baseUrl()}/api/jobsearch?location_id=101&per_page=50`);
    const expected = (await api.json()) as { total: number; jobs: ApiJob[] };
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.jobs.every((job) => job.location.franchise_id === "101")).toBe(true);

    const { page, context, problems } = await openPage(browser(), "/careers", {
      viewport: viewports.mobile,
    });
    try {
      const select = page.getByLabel("Restaurant", { exact: true });
      expect(await select.inputValue()).toBe("");
      expect(await select.locator("option:checked").innerText()).toBe("All restaurants");
      await select.selectOption({ label: "Downtown Raleigh (Raleigh)" });
      await page.getByRole("button", { name: "Search jobs" }).click();
      await page.waitForURL(/\/careers\?restaurant=101$/);
      const summary = expected.total === 1 ? "1 open job" : `${expected.total} open jobs`;
      await page
        .getByRole("heading", { level: 2, name: `${summary} at Downtown Raleigh` })
        .waitFor();
      const cards = page.getByTestId("job-result");
      const shown = await cards.count();
      expect(shown).toBe(Math.min(expected.total, 10));
      for (const text of await cards.allInnerTexts()) expect(text).toContain("Downtown Raleigh");
      expect(await select.inputValue()).toBe("101");
      await page.screenshot({ path: shot("restaurant-101-375"), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("careers-web.search-url, careers-web.server-render: the server's HTML of restaurant=101 near 27601 lists only its jobs with the restaurant chosen; near 28202 it has none within 25 miles", async () => {
    const near = await fetch(`${baseUrl()}/careers?zip=27601&restaurant=101`);
    expect(near.status).toBe(200);
    const html = await near.text();
    expect(html).toMatch(/<option value="101" selected="">Downtown Raleigh \(Raleigh\)<\/option>/);
    const names = [...html.matchAll(/<dd id="job-\d+-where">([^<]*)</g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set(["Downtown Raleigh"]));
    expect(html).toMatch(/\d+\.\d mi away/);

    const far = await (await fetch(`${baseUrl()}/careers?zip=28202&restaurant=101`)).text();
    expect(far).toMatch(/No jobs within 25 miles of [^<]*28202/);
    expect(far).not.toContain('data-testid="job-result"');
  });
});
