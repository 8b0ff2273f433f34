// @vitest-environment happy-dom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import OpsAuditRoute from "../../../routes/ops-audit.tsx";
import OpsStaff from "../../../routes/ops-staff.tsx";
import {
  admin,
  crew,
  json,
  manager,
  network,
  notFound,
  restaurant,
  sentPerTest,
  signInAs,
} from "../shell/ops-test-fixtures.ts";
import { parseRestaurantNumbers, restaurantsProblem } from "./staff-rules.ts";

const sent = sentPerTest();

function renderPage(path: string) {
  const Stub = createRoutesStub([
    { path: "/ops", Component: () => <p>home</p> },
    { path: "/ops/staff", Component: OpsStaff },
    { path: "/ops/audit", Component: OpsAuditRoute },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const list = (data: unknown[]) => json(200, { status: "ok", data });

describe("/ops/staff", () => {
  it("ops-shell.invite-offer: a manager may invite crew only, to one of their own restaurants", async () => {
    const user = userEvent.setup();
    signInAs(manager);
    network(sent, (r) => {
      if (r.url === "/api/ops/staff") return list([manager, crew]);
      if (r.url === "/api/ops/invitations")
        return json(201, {
          status: "ok",
          message: "sent",
          data: {
            id: "i1",
            email: "new@coop.example",
            role: "crew",
            restaurants: [102],
            expires: "x",
          },
        });
      return notFound();
    });
    renderPage("/ops/staff");
    expect(await screen.findByRole("heading", { level: 1, name: "Staff" })).toBeTruthy();
    const role = screen.getByRole("combobox", { name: "Role" });
    expect(
      within(role)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Crew"]);
    const places = screen.getByRole("group", { name: "Restaurants" });
    expect(
      within(places)
        .getAllByRole("radio")
        .map((r) => r.parentElement?.textContent?.trim()),
    ).toEqual(["Restaurant 101", "Restaurant 102"]);
    // A manager edits nobody (an admin's power).
    expect(screen.queryByRole("button", { name: /^Edit/ })).toBeNull();

    await user.type(screen.getByRole("textbox", { name: "Email" }), "new@coop.example");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(screen.getByText("Pick exactly one restaurant for a crew account.")).toBeTruthy();
    expect(sent.some((r) => r.url === "/api/ops/invitations")).toBe(false);

    await user.click(within(places).getByRole("radio", { name: "Restaurant 102" }));
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect((await screen.findByTestId("ops-invite-message")).textContent).toBe(
      "Invitation sent to new@coop.example. The link works for 7 days.",
    );
    expect(sent.find((r) => r.url === "/api/ops/invitations")?.body).toEqual({
      email: "new@coop.example",
      role: "crew",
      restaurants: [102],
    });
  });

  it("ops-shell.invite-offer: an admin offers every role; a 409 says the email already has an account", async () => {
    const user = userEvent.setup();
    signInAs(admin);
    network(sent, (r) => {
      if (r.url === "/api/ops/staff") return list([admin, manager]);
      if (r.url === "/api/ops/restaurants")
        return list([restaurant(101, "Glenwood"), restaurant(102, "Cary")]);
      if (r.url === "/api/ops/invitations")
        return json(409, { status: "error", message: "exists" });
      return notFound();
    });
    renderPage("/ops/staff");
    const role = await screen.findByRole("combobox", { name: "Role" });
    expect(
      within(role)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Crew", "Manager", "Marketing", "Admin"]);
    await user.selectOptions(role, "marketing");
    expect(screen.getByText(/work for the whole chain: no restaurant/)).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "Email" }), "dorothy@coop.example");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect((await screen.findByTestId("ops-invite-message")).textContent).toBe(
      "This email already has a staff account. Change its role instead of inviting it.",
    );
    expect(sent.find((r) => r.url === "/api/ops/invitations")?.body).toEqual({
      email: "dorothy@coop.example",
      role: "marketing",
      restaurants: [],
    });
  });

  it("ops-shell.edit-others-only: an admin edits another account (not their own) and sees it saved", async () => {
    const user = userEvent.setup();
    signInAs(admin);
    const updated = { ...manager, role: "crew", restaurants: [102], active: false };
    network(sent, (r) => {
      if (r.url === "/api/ops/staff") return list([admin, manager]);
      if (r.url === "/api/ops/staff/s-manager") return json(200, { status: "ok", data: updated });
      return notFound();
    });
    renderPage("/ops/staff");
    const items = await screen.findAllByRole("listitem");
    expect(within(items[0]!).queryByRole("button", { name: /Edit/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Edit Dorothy" }));
    const form = screen.getByRole("form", { name: "Change Dorothy" });
    expect(document.activeElement).toBe(within(form).getByRole("combobox", { name: "Role" }));
    await user.selectOptions(within(form).getByRole("combobox", { name: "Role" }), "crew");
    await user.clear(within(form).getByRole("textbox", { name: "Restaurants" }));
    await user.type(within(form).getByRole("textbox", { name: "Restaurants" }), "102");
    await user.click(within(form).getByRole("checkbox", { name: /Account active/ }));
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Saved the changes to Dorothy.")).toBeTruthy();
    expect(sent.find((r) => r.method === "PUT")).toEqual(
      expect.objectContaining({
        url: "/api/ops/staff/s-manager",
        body: { role: "crew", restaurants: [102], active: false },
      }),
    );
    expect(screen.getByText("Disabled")).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit Dorothy" })),
    );
  });

  it("ops-shell.not-allowed: crew opening /ops/staff are told in words, with no call made", async () => {
    signInAs(crew);
    network(sent, () => notFound());
    renderPage("/ops/staff");
    expect(
      await screen.findByText("Only admins and managers can see the staff list."),
    ).toBeTruthy();
    expect(sent.filter((r) => r.url === "/api/ops/staff")).toEqual([]);
  });

  it("ops-shell.invite-offer: the form's restaurant rule matches the server's (staff.role-restaurants)", () => {
    expect(restaurantsProblem("crew", [101])).toBeNull();
    expect(restaurantsProblem("crew", [101, 102])).toBe("crewOne");
    expect(restaurantsProblem("crew", [])).toBe("crewOne");
    expect(restaurantsProblem("manager", [])).toBe("managerSome");
    expect(restaurantsProblem("manager", [101, 102])).toBeNull();
    expect(restaurantsProblem("admin", [101])).toBe("chainNone");
    expect(restaurantsProblem("marketing", [])).toBeNull();
    expect(parseRestaurantNumbers("101, 102 101")).toEqual([101, 102]);
    expect(parseRestaurantNumbers("")).toEqual([]);
    expect(parseRestaurantNumbers("101, x")).toBeNull();
    expect(parseRestaurantNumbers("0")).toBeNull();
  });
});

describe("/ops/audit", () => {
  const entry = (id: number) => ({
    id,
    actor: "katherine@coop.example",
    action: "staff.update",
    target: `staff:${id}`,
    before: { role: "crew" },
    after: { role: "manager" },
    at: "2026-11-24T12:00:00.000Z",
  });

  it("ops-shell.audit-paging: newest first, then older pages with `next` until the log ends", async () => {
    const user = userEvent.setup();
    signInAs(admin);
    network(sent, (r) =>
      r.url.includes("before=9")
        ? json(200, { status: "ok", data: [entry(9), entry(8)], next: null })
        : json(200, { status: "ok", data: [entry(11), entry(10)], next: 9 }),
    );
    renderPage("/ops/audit");
    const log = await screen.findByTestId("ops-audit-list");
    expect(within(log).getAllByRole("listitem")).toHaveLength(2);
    expect(sent[0]?.url).toBe("/api/ops/audit?limit=50");
    await user.click(screen.getByRole("button", { name: "Show older entries" }));
    await waitFor(() => expect(within(log).getAllByRole("listitem")).toHaveLength(4));
    expect(sent[1]?.url).toBe("/api/ops/audit?limit=50&before=9");
    expect(within(log).getAllByText("staff:9")).toHaveLength(1);
    expect(document.activeElement?.id).toBe("ops-audit-9");
    expect(screen.getByText("That is the whole log.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show older entries" })).toBeNull();
  });

  it("ops-shell.not-allowed: a manager opening the audit log is told only admins can", async () => {
    signInAs(manager);
    network(sent, () => notFound());
    renderPage("/ops/audit");
    expect(await screen.findByText("Only admins can read the audit log.")).toBeTruthy();
    expect(sent.filter((r) => r.url.startsWith("/api/ops/audit"))).toEqual([]);
  });
});
