// The careers pages in the built app. At 375 px a job seeker searches "cook" near 28202, opens
// a job at Uptown Charlotte, applies with a small PDF resume and sees the confirmation; the
// search is in the address (server-rendered, the back button returns to it). The positions
// pages, an empty search, unknown jobs and positions (404), and axe at 375 and 1280 px.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import {
  axeViolations,
  baseUrl,
  browserPerFile,
  exceptDocumentStatus,
  viewports,
} from "./support/browser.ts";
import { screenshots } from "./support/screenshots.ts";
import { openPage } from "./support/storage.ts";

const browser = browserPerFile();
const shot = screenshots("careers");

describe("the job search and an application", () => {
  it("careers-web.server-render: the server's HTML of a search already lists its jobs", async () => {
    const response = await fetch(`${baseUrl()}/careers?zip=28202&q=cook`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Uptown Charlotte");
    expect(html).toMatch(/\d+\.\d mi away/);
    expect(html).toContain('name="robots" content="noindex"');
  });

  it("careers-web.search-url, careers-web.application-checks: at 375 px a job seeker searches cook near 28202, applies with a PDF resume and sees the confirmation (axe)", async () => {
    const dir = await mkdtemp(join(tmpdir(), "coop-resume-"));
    const resume = join(dir, "resume.pdf");
    await writeFile(
      resume,
      "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    );
    const { page, context, problems } = await openPage(browser(), "/careers", {
      viewport: viewports.mobile,
    });
    try {
      await page.getByRole("heading", { level: 1, name: "Careers" }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // The ZIP mask keeps five digits.
      await page.getByLabel("ZIP code or city").fill("28202-9999");
      expect(await page.getByLabel("ZIP code or city").inputValue()).toBe("28202");
      await page.getByLabel("Keywords (optional)").fill("cook");
      await page.getByRole("button", { name: "Search jobs" }).click();
      await page.waitForURL(/\/careers\?zip=28202&q=cook$/);
      const summary = page.getByRole("heading", { level: 2, name: /jobs? within 25 miles of/ });
      await summary.waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe("careers-results-heading");
      const charlotte = page.getByTestId("job-result").filter({ hasText: "Uptown Charlotte" });
      await charlotte.first().waitFor();
      expect(await charlotte.first().innerText()).toMatch(/\d+\.\d mi away/);
      await page.screenshot({ path: shot("search-375"), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);

      await charlotte.first().getByRole("link").click();
      await page.waitForURL(/\/careers\/jobs\/\d+$/);
      await page.getByRole("heading", { name: "Apply for this job" }).waitFor();
      expect(await page.locator(".job-page").innerText()).toContain("Uptown Charlotte");
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel("First name").fill("Grace");
      await page.getByLabel("Last name").fill("Hopper");
      await page.getByLabel("Email").fill("grace.applicant@coop.example");
      await page.getByLabel("Phone").pressSequentially("7045550142");
      expect(await page.getByLabel("Phone").inputValue()).toBe("704-555-0142");
      // The grid by keyboard: Monday morning, then down to Tuesday and across to the evening.
      await page.getByRole("checkbox", { name: "Monday Morning" }).focus();
      await page.keyboard.press("Space");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Space");
      expect(await page.getByRole("checkbox", { name: "Tuesday Evening" }).isChecked()).toBe(true);
      await page.getByLabel("Experience (optional)").fill("Two years on the fryers.");
      await page.getByLabel("I am 16 or older").check();
      await page.getByLabel("Resume (optional)").setInputFiles(resume);
      await page.screenshot({ path: shot("apply-375"), fullPage: true });
      await page.getByRole("button", { name: "Send my application" }).click();

      const done = page.getByRole("heading", {
        name: "Thank you, Grace! Your application was sent.",
      });
      await done.waitFor();
      await expect.poll(() => done.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await page.getByTestId("application-reference").innerText()).not.toBe("");
      await page.screenshot({ path: shot("done-375"), fullPage: true });

      // The back button returns to the search it came from.
      await page.goBack();
      await page.waitForURL(/\/careers\?zip=28202&q=cook$/);
      await summary.waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("careers-web.search-url: a search with no jobs says so and offers a larger radius (1280 px, axe)", async () => {
    const { page, context, problems } = await openPage(
      browser(),
      "/careers?zip=27601&q=no-such-job-title",
      { viewport: viewports.desktop },
    );
    try {
      await page.getByRole("heading", { name: /^No jobs within 25 miles of .*27601/ }).waitFor();
      const larger = page.getByRole("link", { name: "Search within 50 miles" });
      expect(await larger.getAttribute("href")).toBe(
        "/careers?zip=27601&radius=50&q=no-such-job-title",
      );
      await page.screenshot({ path: shot("empty-1280"), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("careers-web.server-render: a ZIP the search does not know shows the server's own message", async () => {
    const html = await (await fetch(`${baseUrl()}/careers?zip=00000`)).text();
    expect(html).toContain("The search did not work");
    // The alert is the server's message, which names the field.
    expect(html).toMatch(/<p class="careers-error" role="alert">[^<]*zip[^<]*<\/p>/i);
  });

  it("careers-web.job-page: in Spanish at 1280 px a job's page and its form speak Spanish (axe)", async () => {
    const search = await fetch(`${baseUrl()}/api/jobsearch?zip=28202&q=cook`);
    const { jobs } = (await search.json()) as { jobs: { id: number }[] };
    expect(jobs.length).toBeGreaterThan(0);
    const { page, context, problems } = await openPage(
      browser(),
      `/careers/jobs/${jobs[0]!.id}?lang=es`,
      { viewport: viewports.desktop },
    );
    try {
      await page.getByRole("heading", { name: "Solicitar este empleo" }).waitFor();
      await page.getByRole("group", { name: "¿Cuándo puedes trabajar?" }).waitFor();
      expect(await page.getByRole("checkbox", { name: "Lunes, Mañana" }).count()).toBe(1);
      await page.screenshot({ path: shot("job-es-1280"), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("careers-web.job-page: an unknown job is the 404 page", async () => {
    const response = await fetch(`${baseUrl()}/careers/jobs/987654321`);
    expect(response.status).toBe(404);
  });
});

describe("the positions pages", () => {
  it("careers-web.positions: /positions lists each position with its open jobs and links to its page and its search (axe at 375 and 1280)", async () => {
    for (const [name, viewport] of [
      ["375", viewports.mobile],
      ["1280", viewports.desktop],
    ] as const) {
      const { page, context, problems } = await openPage(browser(), "/positions", { viewport });
      try {
        const cards = page.getByTestId("position");
        await cards.first().waitFor();
        expect(await cards.count()).toBeGreaterThan(1);
        const cook = cards.filter({ has: page.getByRole("heading", { name: /Cook/ }) }).first();
        expect(await cook.innerText()).toMatch(/\d+ open jobs?/);
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: shot(`positions-${name}`), fullPage: true });
        if (name === "1280") {
          await cook.getByRole("link", { name: /^About this position: / }).click();
          await page.waitForURL(/\/positions\/info\?position=[a-z-]+$/);
          await page.getByRole("heading", { level: 1, name: /Cook/ }).waitFor();
          await page.getByRole("link", { name: /^Search .* jobs$/ }).click();
          await page.waitForURL(/\/careers\?position=[a-z-]+$/);
          await page.getByTestId("job-result").first().waitFor();
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it("careers-web.positions: an unknown position is the 404 page", async () => {
    const url = "/positions/info?position=astronaut";
    expect((await fetch(`${baseUrl()}${url}`)).status).toBe(404);
    const { page, context, problems } = await openPage(browser(), url);
    try {
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(exceptDocumentStatus(problems, `${baseUrl()}${url}`, 404)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
