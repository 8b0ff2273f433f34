// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { signInStaff, signOutStaff, STAFF_TOKEN } from "../controls/test-support.tsx";
import { forgetOpsRestaurants } from "../shell/use-ops-restaurants.ts";
import { FormsPage } from "./forms-page.tsx";
import type { OpsSubmission } from "./forms-rules.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutStaff();
  forgetOpsRestaurants();
});

const submission: OpsSubmission = {
  id: "7b1d3c1e-0d7c-4b8e-9f51-2f0d8f2b6a10",
  reference: "F-1001",
  form: "contact",
  topic: "order",
  restaurant: { id: 101, name: "Downtown Raleigh" },
  sender_name: "Ada Lovelace",
  sender_email: "ada@coop.example",
  sender_phone: "919-555-0100",
  subject: "Contact: order",
  fields: {
    topic: "order",
    name: "Ada Lovelace",
    email: "ada@coop.example",
    phone: "919-555-0100",
    message: "The fries were cold.",
    reply_by: "email",
  },
  language: "en",
  delivery: {
    state: "failed",
    inbox: "guests@coop.example",
    attempts: 5,
    delivered_at: null,
    last_error: "SMTP 550 mailbox unavailable",
  },
  handled_at: null,
  handled_by: null,
  created_at: "2026-11-24T15:00:00.000Z",
};

type Call = { method: string; url: URL; headers: Headers; body: unknown };
type Reply = (call: Call) => Response;

/** Stubs fetch by "METHOD /path"; 404 for anything else. Returns the calls. */
function stubApi(routes: Record<string, Reply>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, "http://localhost");
    const call: Call = {
      method: init.method ?? "GET",
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${url.pathname}`];
    return route
      ? route(call)
      : Response.json({ message: `No route ${call.method} ${url.pathname}` }, { status: 404 });
  });
  return calls;
}

const LIST = "GET /api/ops/forms/submissions";
const ONE = `/api/ops/forms/submissions/${submission.id}`;
const listOf = (subs: OpsSubmission[], total = subs.length, page = 1) =>
  Response.json({ submissions: subs, total, page, per_page: 25 });
const restaurants = () =>
  Response.json({
    status: "ok",
    data: [{ id: 101, name: "Downtown Raleigh", city: "Raleigh", state: "NC" }],
  });

function renderForms(path = "/ops/forms") {
  const router = createMemoryRouter(
    [
      { path: "/ops/forms", element: <FormsPage /> },
      { path: "/ops", element: <h1>Sign-in page</h1> },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

describe("FormsPage (/ops/forms)", () => {
  it("ops-forms.roles: crew see 'Not for your role' and nothing is fetched", async () => {
    signInStaff("crew", [101]);
    const calls = stubApi({ [LIST]: () => listOf([submission]) });
    renderForms();
    expect(await screen.findByRole("heading", { name: "Not for your role" })).toBeTruthy();
    expect(calls.filter((c) => c.url.pathname.includes("/forms/"))).toEqual([]);
  });

  it("ops-forms.roles: a manager sees the list with the staff token; ops-forms.delivery-warning: a failed delivery is flagged", async () => {
    signInStaff("manager", [101]);
    const calls = stubApi({
      [LIST]: () => listOf([submission]),
      "GET /api/ops/restaurants": restaurants,
    });
    renderForms();
    const table = await screen.findByRole("table");
    const row = within(table).getByRole("button", { name: "Open Ada Lovelace" }).closest("tr")!;
    expect(within(row).getByText("Contact")).toBeTruthy();
    expect(within(row).getByText("An order")).toBeTruthy();
    expect(within(row).getByText("Downtown Raleigh")).toBeTruthy();
    expect(within(row).getByText("Not delivered")).toBeTruthy();
    const list = calls.find((c) => c.url.pathname === "/api/ops/forms/submissions")!;
    expect(list.headers.get("authorization")).toBe(`Bearer ${STAFF_TOKEN}`);
    expect(Object.fromEntries(list.url.searchParams)).toEqual({
      state: "open",
      page: "1",
      per_page: "25",
    });
  });

  it("ops-forms.filters: form, state, restaurant and search go to the server; the pager asks for the next page", async () => {
    signInStaff("admin", []);
    const calls = stubApi({
      [LIST]: (c) => listOf([submission], 60, Number(c.url.searchParams.get("page") ?? 1)),
      "GET /api/ops/restaurants": restaurants,
    });
    const user = userEvent.setup();
    renderForms();
    await screen.findByRole("table");
    await user.selectOptions(screen.getByRole("combobox", { name: "Form" }), "contact");
    await user.selectOptions(screen.getByRole("combobox", { name: "Show" }), "handled");
    await waitFor(() =>
      expect(screen.getByRole("option", { name: "Downtown Raleigh (101)" })).toBeTruthy(),
    );
    await user.selectOptions(screen.getByRole("combobox", { name: "Restaurant" }), "101");
    await user.type(screen.getByRole("searchbox", { name: "Name, email or reference" }), "ada");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getByText("Page 2 of 3")).toBeTruthy());
    const lists = calls.filter((c) => c.url.pathname === "/api/ops/forms/submissions");
    expect(Object.fromEntries(lists.at(-1)!.url.searchParams)).toEqual({
      form: "contact",
      state: "handled",
      restaurant_id: "101",
      q: "ada",
      page: "2",
      per_page: "25",
    });
  });

  it("ops-forms.every-field: the detail shows every field, the delivery and reply links; ops-forms.handled: Mark handled is applied when the server agrees", async () => {
    signInStaff("marketing", []);
    const handled = { ...submission, handled_at: "2026-11-24T16:00:00.000Z", handled_by: "Hedy" };
    const calls = stubApi({
      [LIST]: () => listOf([submission]),
      [`GET ${ONE}`]: () => Response.json({ submission }),
      [`PUT ${ONE}`]: () => Response.json({ submission: handled }),
    });
    const user = userEvent.setup();
    const { router } = renderForms();
    await user.click(await screen.findByRole("button", { name: "Open Ada Lovelace" }));
    const detail = await screen.findByRole("region", { name: "Submission F-1001" });
    expect(router.state.location.search).toBe(`?submission=${submission.id}`);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(detail).getByRole("heading", { level: 2 })),
    );
    expect(within(detail).getByText("The fries were cold.")).toBeTruthy();
    expect(within(detail).getByText("Reply by")).toBeTruthy();
    expect(within(detail).getByText("guests@coop.example")).toBeTruthy();
    expect(within(detail).getByText("SMTP 550 mailbox unavailable")).toBeTruthy();
    expect(within(detail).getByRole("note").textContent).toContain(
      "Not delivered: the email to guests@coop.example failed.",
    );
    expect(
      within(detail).getByRole("link", { name: "Email ada@coop.example" }).getAttribute("href"),
    ).toBe("mailto:ada@coop.example?subject=Re%3A%20Contact%3A%20order");
    expect(
      within(detail).getByRole("link", { name: "Call 919-555-0100" }).getAttribute("href"),
    ).toBe("tel:+19195550100");

    await user.click(within(detail).getByRole("button", { name: "Mark handled" }));
    expect(await within(detail).findByText("Marked handled.")).toBeTruthy();
    expect(within(detail).getByRole("button", { name: "Mark open" })).toBeTruthy();
    expect(within(detail).getByText(/Handled .* by Hedy/)).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ handled: true });
    const row = screen.getByRole("button", { name: "Open Ada Lovelace" }).closest("tr")!;
    expect(within(row).getByText("Handled")).toBeTruthy();
  });

  it("ops-forms.handled: a refused change is announced and the button stays as it was", async () => {
    signInStaff("admin", []);
    stubApi({
      [LIST]: () => listOf([submission]),
      [`GET ${ONE}`]: () => Response.json({ submission }),
      [`PUT ${ONE}`]: () => Response.json({ message: "Submission not found." }, { status: 404 }),
    });
    const user = userEvent.setup();
    renderForms(`/ops/forms?submission=${submission.id}`);
    const detail = await screen.findByRole("region", { name: "Submission F-1001" });
    await user.click(within(detail).getByRole("button", { name: "Mark handled" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The change was not saved: Submission not found.",
    );
    expect(within(detail).getByRole("button", { name: "Mark handled" })).toBeTruthy();
  });

  it("ops-forms.csv-export: Export CSV fetches the filtered CSV with the staff token (not in the URL) and saves it", async () => {
    signInStaff("admin", []);
    const calls = stubApi({
      [LIST]: () => listOf([submission]),
      "GET /api/ops/forms/submissions.csv": () =>
        new Response("reference,form\nF-1001,contact\n", {
          headers: {
            "content-type": "text/csv",
            "content-disposition": 'attachment; filename="submissions-2026-11-24.csv"',
          },
        }),
    });
    const saved: Blob[] = [];
    const spies = [
      vi.spyOn(URL, "createObjectURL").mockImplementation((b) => (saved.push(b as Blob), "blob:x")),
      vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined),
    ];
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const user = userEvent.setup();
    renderForms();
    await screen.findByRole("table");
    await user.selectOptions(screen.getByRole("combobox", { name: "Form" }), "contact");
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(clicked).toEqual(["submissions-2026-11-24.csv"]));
    const csv = calls.find((c) => c.url.pathname.endsWith(".csv"))!;
    expect(csv.headers.get("authorization")).toBe(`Bearer ${STAFF_TOKEN}`);
    expect(csv.url.search).not.toContain(STAFF_TOKEN);
    expect(Object.fromEntries(csv.url.searchParams)).toEqual({ form: "contact", state: "open" });
    expect(await saved[0]!.text()).toBe("reference,form\nF-1001,contact\n");
    for (const spy of [...spies, click]) spy.mockRestore();
  });

  it("ops-forms.filters: an empty list and a failed list say so in words", async () => {
    signInStaff("admin", []);
    let fail = true;
    stubApi({
      [LIST]: () =>
        fail ? Response.json({ message: "Server busy." }, { status: 503 }) : listOf([]),
    });
    const user = userEvent.setup();
    renderForms();
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The submissions could not be loaded: Server busy.",
    );
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No submissions yet.")).toBeTruthy();
  });
});
