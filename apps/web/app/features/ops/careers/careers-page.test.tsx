// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { signInStaff, signOutStaff, STAFF_TOKEN } from "../controls/test-support.tsx";
import { forgetOpsRestaurants } from "../shell/use-ops-restaurants.ts";
import { CareersPage } from "./careers-page.tsx";
import type { OpsApplication, OpsJob } from "./careers-rules.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutStaff();
  forgetOpsRestaurants();
});

const job: OpsJob = {
  id: 12,
  restaurant: { id: 101, name: "Downtown Raleigh", city: "Raleigh", state: "NC" },
  position_slug: "crew",
  title: "Crew member",
  title_es: "Miembro del equipo",
  description: "Fry, smile, repeat.",
  description_es: null,
  employment_type: "part_time",
  pay_min_cents: 1250,
  pay_max_cents: 1500,
  status: "open",
  source: "manual",
  external_ref: null,
  applications: 1,
  posted_at: "2026-11-20T12:00:00.000Z",
  updated_at: "2026-11-20T12:00:00.000Z",
};

const application: OpsApplication = {
  id: "0c8f5d0e-8d37-4c4b-a1c5-3b1f6c7d9e21",
  reference: "A-2001",
  job: { id: 12, title: "Crew member" },
  restaurant: { id: 101, name: "Downtown Raleigh" },
  first_name: "Grace",
  last_name: "Hopper",
  email: "grace@example.com",
  phone: "919-555-0199",
  availability: { mon: ["morning", "evening"], sat: ["afternoon"] },
  experience: "Two years at a biscuit counter.",
  language: "en",
  resume: { name: "grace-hopper.pdf", type: "application/pdf", bytes: 20480 },
  status: "new",
  created_at: "2026-11-24T14:00:00.000Z",
};

type Call = { method: string; url: URL; headers: Headers; body: unknown };
type Reply = (call: Call) => Response;

function stubApi(routes: Record<string, Reply>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, "http://localhost");
    let body: unknown = init.body;
    if (
      typeof init.body === "string" &&
      new Headers(init.headers).get("content-type") === "application/json"
    )
      body = JSON.parse(init.body);
    const call: Call = {
      method: init.method ?? "GET",
      url,
      headers: new Headers(init.headers),
      body,
    };
    calls.push(call);
    const route = routes[`${call.method} ${url.pathname}`];
    return route
      ? route(call)
      : Response.json({ message: `No route ${call.method} ${url.pathname}` }, { status: 404 });
  });
  return calls;
}

const JOBS = "GET /api/ops/careers/jobs";
const APPS = "GET /api/ops/careers/applications";
const ONE = `/api/ops/careers/applications/${application.id}`;
const jobsOf = (jobs: OpsJob[], sheet: unknown = null) =>
  Response.json({ jobs, total: jobs.length, page: 1, per_page: 50, sheet });
const appsOf = (apps: OpsApplication[]) =>
  Response.json({ applications: apps, total: apps.length, page: 1, per_page: 25 });
const restaurants = () =>
  Response.json({
    status: "ok",
    data: [{ id: 101, name: "Downtown Raleigh", city: "Raleigh", state: "NC" }],
  });
const positions = () =>
  Response.json({
    positions: [
      { slug: "crew", name: "Crew member", summary: "", description: "", open_jobs: 1 },
      { slug: "shift-lead", name: "Shift leader", summary: "", description: "", open_jobs: 0 },
    ],
  });

function renderCareers(path = "/ops/careers") {
  const router = createMemoryRouter(
    [
      { path: "/ops/careers", element: <CareersPage /> },
      { path: "/ops", element: <h1>Sign-in page</h1> },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

describe("CareersPage (/ops/careers)", () => {
  it("ops-careers.roles: crew and marketing see 'Not for your role' and nothing is fetched", async () => {
    for (const role of ["crew", "marketing"] as const) {
      signInStaff(role, role === "crew" ? [101] : []);
      const calls = stubApi({ [JOBS]: () => jobsOf([job]) });
      renderCareers();
      expect(await screen.findByRole("heading", { name: "Not for your role" })).toBeTruthy();
      expect(calls.filter((c) => c.url.pathname.includes("/careers/"))).toEqual([]);
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it("ops-careers.import-admin: a manager sees the jobs but no Import CSV; an admin has it, and the sheet's last pull", async () => {
    signInStaff("manager", [101]);
    stubApi({ [JOBS]: () => jobsOf([job]), "GET /api/ops/restaurants": restaurants });
    renderCareers();
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("button", { name: "Edit Crew member" })).toBeTruthy();
    expect(within(table).getByText("$12.50–$15.00/h")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Import CSV" })).toBeNull();
    cleanup();

    signInStaff("admin", []);
    stubApi({
      [JOBS]: () =>
        jobsOf([job], {
          url: "https://sheets.example/jobs.csv",
          last_run_at: "2026-11-24T06:00:00.000Z",
          outcome: "failed",
          summary: "HTTP 500",
        }),
    });
    renderCareers();
    expect(await screen.findByRole("button", { name: "Import CSV" })).toBeTruthy();
    expect(screen.getByTestId("jobs-sheet").textContent).toMatch(/Last pull .*: failed HTTP 500/);
  });

  it("ops-careers.import-report: the pasted CSV is sent as text/csv and the report lists counts and each bad row by line and field", async () => {
    signInStaff("admin", []);
    const calls = stubApi({
      [JOBS]: () => jobsOf([job]),
      "POST /api/ops/careers/import": () =>
        Response.json({
          created: 2,
          updated: 1,
          unchanged: 4,
          errors: [
            { line: 3, field: "restaurant_id", message: "No restaurant 999." },
            { line: 7, field: "pay_min", message: "pay_min must be a number of dollars." },
          ],
        }),
    });
    const user = userEvent.setup();
    renderCareers();
    await user.click(await screen.findByRole("button", { name: "Import CSV" }));
    const panel = screen.getByRole("region", { name: "Import jobs from CSV" });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(panel).getByRole("heading", { level: 2 })),
    );
    const csv = "restaurant_id,position,title\n101,crew,Crew member\n";
    await user.click(within(panel).getByRole("textbox", { name: "Or paste the CSV" }));
    await user.paste(csv);
    await user.click(within(panel).getByRole("button", { name: "Import" }));
    expect(await within(panel).findByText("Created 2, updated 1, unchanged 4.")).toBeTruthy();
    const table = within(panel).getByRole("table", { name: "2 rows were not imported" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ["3", "restaurant_id", "No restaurant 999."],
      ["7", "pay_min", "pay_min must be a number of dollars."],
    ]);
    const sent = calls.find((c) => c.method === "POST")!;
    expect(sent.headers.get("content-type")).toBe("text/csv");
    expect(sent.headers.get("authorization")).toBe(`Bearer ${STAFF_TOKEN}`);
    expect(sent.body).toBe(csv);
    // The list is read again after an import.
    expect(calls.filter((c) => c.url.pathname === "/api/ops/careers/jobs").length).toBeGreaterThan(
      1,
    );
  });

  it("ops-careers.import-report: an import with nothing to send says so without calling the server", async () => {
    signInStaff("admin", []);
    const calls = stubApi({ [JOBS]: () => jobsOf([]) });
    const user = userEvent.setup();
    renderCareers();
    await user.click(await screen.findByRole("button", { name: "Import CSV" }));
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Choose a file or paste the CSV first.",
    );
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("ops-careers.pay-dollars: a new job is refused field by field, then sent with its pay in cents", async () => {
    signInStaff("manager", [101]);
    const calls = stubApi({
      [JOBS]: () => jobsOf([]),
      "GET /api/ops/restaurants": restaurants,
      "GET /api/positions": positions,
      "POST /api/ops/careers/jobs": (c) =>
        Response.json({ job: { ...job, id: 13, title: (c.body as { title: string }).title } }),
    });
    const user = userEvent.setup();
    renderCareers();
    await user.click(await screen.findByRole("button", { name: "New job" }));
    const form = screen.getByRole("region", { name: "New job" });
    await user.type(within(form).getByRole("textbox", { name: /Pay from/ }), "12.345");
    await user.click(within(form).getByRole("button", { name: "Create job" }));
    const restaurant = within(form).getByRole("combobox", { name: "Restaurant" });
    await waitFor(() => expect(document.activeElement).toBe(restaurant));
    expect(restaurant.getAttribute("aria-invalid")).toBe("true");
    expect(within(form).getByText("Pick a restaurant.")).toBeTruthy();
    expect(within(form).getByText("Enter a title.")).toBeTruthy();
    const payMin = within(form).getByRole("textbox", { name: /Pay from/ });
    expect(payMin.getAttribute("aria-describedby")).toContain("ocr-job-payMin-error");
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await waitFor(() => expect(within(restaurant).getAllByRole("option").length).toBe(2));
    await user.selectOptions(restaurant, "101");
    await waitFor(() =>
      expect(within(form).getByRole("option", { name: "Shift leader" })).toBeTruthy(),
    );
    await user.selectOptions(
      within(form).getByRole("combobox", { name: "Position" }),
      "shift-lead",
    );
    await user.type(within(form).getByRole("textbox", { name: "Title (English)" }), "Shift leader");
    await user.type(
      within(form).getByRole("textbox", { name: "Title (Spanish)" }),
      "Líder de turno",
    );
    await user.clear(payMin);
    await user.type(payMin, "$14.5");
    await user.type(within(form).getByRole("textbox", { name: /Pay up to/ }), "18");
    await user.click(within(form).getByRole("button", { name: "Create job" }));
    expect(await screen.findByText("Job created.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      restaurant_id: 101,
      position_slug: "shift-lead",
      title: "Shift leader",
      title_es: "Líder de turno",
      description: "",
      description_es: null,
      employment_type: "part_time",
      pay_min_cents: 1450,
      pay_max_cents: 1800,
      status: "open",
    });
  });

  it("ops-careers.deep-link: ?application=<id> opens the Applications tab on that application, with its availability grid", async () => {
    signInStaff("manager", [101]);
    stubApi({
      [APPS]: () => appsOf([application]),
      [JOBS]: () => jobsOf([job]),
      [`GET ${ONE}`]: () => Response.json({ application }),
    });
    renderCareers(`/ops/careers?application=${application.id}`);
    expect(
      (await screen.findByRole("tab", { name: "Applications" })).getAttribute("aria-selected"),
    ).toBe("true");
    const detail = await screen.findByRole("region", { name: "Application of Grace Hopper" });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(detail).getByRole("heading", { level: 2 })),
    );
    expect(within(detail).getByText("Two years at a biscuit counter.")).toBeTruthy();
    const grid = within(detail).getByRole("table", { name: "Availability" });
    const monday = within(grid).getByRole("row", { name: /Monday/ });
    expect(
      within(monday)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["✓Available", "–Not available", "✓Available", "–Not available"]);
    expect(
      within(detail).getByRole("link", { name: "Email grace@example.com" }).getAttribute("href"),
    ).toMatch(/^mailto:grace@example.com\?subject=/);
    expect(
      within(detail).getByRole("link", { name: "Call 919-555-0199" }).getAttribute("href"),
    ).toBe("tel:+19195550199");
  });

  it("ops-careers.application-steps: Mark reviewed changes the status once the server agrees, in the detail and the list", async () => {
    signInStaff("admin", []);
    const calls = stubApi({
      [APPS]: () => appsOf([application]),
      [JOBS]: () => jobsOf([job]),
      [`GET ${ONE}`]: () => Response.json({ application }),
      [`PUT ${ONE}`]: (c) =>
        Response.json({ application: { ...application, ...(c.body as object) } }),
    });
    const user = userEvent.setup();
    renderCareers("/ops/careers?tab=applications");
    await user.click(
      await screen.findByRole("button", { name: "Open the application of Grace Hopper" }),
    );
    const detail = await screen.findByRole("region", { name: "Application of Grace Hopper" });
    const steps = within(detail).getByRole("group", { name: "Change the status" });
    expect(
      within(steps)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Mark reviewed", "Decline"]);
    await user.click(within(steps).getByRole("button", { name: "Mark reviewed" }));
    expect(await within(detail).findByText("Status: Reviewed.")).toBeTruthy();
    expect(
      within(steps)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Invite to interview", "Decline"]);
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ status: "reviewed" });
    const row = screen
      .getByRole("button", { name: "Open the application of Grace Hopper" })
      .closest("tr")!;
    expect(within(row).getByText("Reviewed")).toBeTruthy();
  });

  it("ops-careers.resume-download: the resume is fetched with the staff token (never in the URL) and saved under its name", async () => {
    signInStaff("manager", [101]);
    const calls = stubApi({
      [APPS]: () => appsOf([application]),
      [JOBS]: () => jobsOf([job]),
      [`GET ${ONE}`]: () => Response.json({ application }),
      [`GET ${ONE}/resume`]: () =>
        new Response("%PDF-1.4 resume", {
          headers: {
            "content-type": "application/pdf",
            "content-disposition": 'attachment; filename="grace-hopper.pdf"',
          },
        }),
    });
    const saved: Blob[] = [];
    const clicked: string[] = [];
    const spies = [
      vi.spyOn(URL, "createObjectURL").mockImplementation((b) => (saved.push(b as Blob), "blob:r")),
      vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined),
      vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        clicked.push(this.download);
      }),
    ];
    const user = userEvent.setup();
    renderCareers(`/ops/careers?application=${application.id}`);
    const detail = await screen.findByRole("region", { name: "Application of Grace Hopper" });
    await user.click(
      within(detail).getByRole("button", { name: "Download resume (grace-hopper.pdf)" }),
    );
    await waitFor(() => expect(clicked).toEqual(["grace-hopper.pdf"]));
    const download = calls.find((c) => c.url.pathname.endsWith("/resume"))!;
    expect(download.headers.get("authorization")).toBe(`Bearer ${STAFF_TOKEN}`);
    expect(download.url.search).toBe("");
    expect(await saved[0]!.text()).toBe("%PDF-1.4 resume");
    for (const spy of spies) spy.mockRestore();
  });

  it("ops-careers.resume-download: a refused download says why", async () => {
    signInStaff("manager", [101]);
    stubApi({
      [APPS]: () => appsOf([application]),
      [JOBS]: () => jobsOf([job]),
      [`GET ${ONE}`]: () => Response.json({ application }),
      [`GET ${ONE}/resume`]: () =>
        Response.json({ message: "This application is not yours to see." }, { status: 403 }),
    });
    const user = userEvent.setup();
    renderCareers(`/ops/careers?application=${application.id}`);
    const detail = await screen.findByRole("region", { name: "Application of Grace Hopper" });
    await user.click(
      within(detail).getByRole("button", { name: "Download resume (grace-hopper.pdf)" }),
    );
    expect((await within(detail).findByRole("alert")).textContent).toBe(
      "The resume could not be downloaded: This application is not yours to see.",
    );
  });

  it("ops-careers.roles: the tabs move with the arrow keys", async () => {
    signInStaff("admin", []);
    stubApi({ [JOBS]: () => jobsOf([job]), [APPS]: () => appsOf([]) });
    const user = userEvent.setup();
    renderCareers();
    const jobsTab = await screen.findByRole("tab", { name: "Jobs" });
    jobsTab.focus();
    await user.keyboard("{ArrowRight}");
    const appsTab = screen.getByRole("tab", { name: "Applications" });
    expect(appsTab.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(appsTab);
    expect(await screen.findByText("No applications yet.")).toBeTruthy();
  });
});
