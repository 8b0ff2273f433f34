// @vitest-environment happy-dom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet, useLocation } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";

import type { StaffMember } from "@coop/contract/staff";

import { readStaffSession } from "../staff-session.ts";
import { OpsHeader } from "./ops-header.tsx";
import { landingPath } from "./ops-nav.ts";
import {
  admin,
  crew,
  json,
  manager,
  marketing,
  network,
  notFound,
  restaurant,
  sentPerTest,
  signInAs,
} from "./ops-test-fixtures.ts";

const sent = sentPerTest();

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      path: "/ops",
      Component: () => (
        <>
          <OpsHeader />
          <Outlet />
        </>
      ),
      children: [
        { index: true, Component: Where },
        { path: "restaurants/:id/board", Component: Where },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole("link")
    .map((a) => a.textContent);

async function navs(staff: StaffMember, path = "/ops/restaurants/101/board") {
  signInAs(staff);
  renderAt(path);
  const staffNav = await screen.findByRole("navigation", { name: "Staff pages" });
  return { staffNav };
}

beforeEach(() => network(sent, () => notFound()));

describe("the staff header", () => {
  it("ops-shell.nav-by-role: crew see the board of their restaurant only, and no staff or audit page", async () => {
    const { staffNav } = await navs(crew);
    expect(linkNames(staffNav)).toEqual(["Restaurants"]);
    const place = screen.getByRole("navigation", { name: "Pages of Restaurant 101" });
    expect(linkNames(place)).toEqual(["Board"]);
    expect(within(place).getByRole("link", { name: "Board" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  it("ops-shell.nav-by-role: a manager sees Board, Controls, Settings and Today, and Staff; no audit", async () => {
    const { staffNav } = await navs(manager);
    expect(linkNames(staffNav)).toEqual(["Restaurants", "Staff", "Forms", "Careers"]);
    const place = screen.getByRole("navigation", { name: "Pages of Restaurant 101" });
    expect(linkNames(place)).toEqual(["Board", "Controls", "Settings", "Today"]);
    expect(
      within(place)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual([
      "/ops/restaurants/101/board",
      "/ops/restaurants/101/controls",
      "/ops/restaurants/101/settings",
      "/ops/restaurants/101/today",
    ]);
  });

  it("ops-shell.nav-by-role: a manager on another manager's restaurant gets no pages of it", async () => {
    await navs(manager, "/ops/restaurants/250/board");
    expect(screen.queryByRole("navigation", { name: /Pages of/ })).toBeNull();
  });

  it("ops-shell.nav-by-role: an admin sees every page of any restaurant, Staff and the audit log", async () => {
    const { staffNav } = await navs(admin, "/ops/restaurants/250/board");
    expect(linkNames(staffNav)).toEqual([
      "Restaurants",
      "Staff",
      "Audit log",
      "Content",
      "Engagement",
      "Forms",
      "Careers",
    ]);
    const place = screen.getByRole("navigation", { name: "Pages of Restaurant 250" });
    expect(linkNames(place)).toEqual(["Board", "Controls", "Settings", "Today"]);
  });

  it("ops-shell.nav-by-role: marketing has no restaurant page, and the content screens", async () => {
    const { staffNav } = await navs(marketing);
    expect(linkNames(staffNav)).toEqual(["Content", "Engagement", "Forms"]);
    expect(screen.queryByRole("navigation", { name: /Pages of/ })).toBeNull();
  });

  it("ops-shell.marketing-no-restaurants: marketing lands on the content screens and never asks for restaurants", async () => {
    network(sent, () => json(403, { message: "Only restaurant staff may do this." }));
    expect(landingPath(marketing)).toBe("/ops/content");
    await navs(marketing, "/ops");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent.map((r) => r.url)).not.toContain("/api/ops/restaurants");
    expect(landingPath(admin)).toBeNull();
  });

  it("ops-shell.restaurants-fallback: the header names the restaurant once the list answers", async () => {
    network(sent, (r) =>
      r.url === "/api/ops/restaurants"
        ? json(200, { status: "ok", data: [restaurant(101, "Coop Glenwood")] })
        : notFound(),
    );
    await navs(manager);
    expect((await screen.findByTestId("ops-restaurant-name")).textContent).toBe("Coop Glenwood");
    expect(screen.getByRole("navigation", { name: "Pages of Coop Glenwood" })).toBeTruthy();
    expect(screen.getByText("Signed in as Dorothy")).toBeTruthy();
    expect(screen.getByText("Manager")).toBeTruthy();
  });

  it("ops-shell.sign-out: signing out revokes the token on the server, forgets it here and goes to /ops", async () => {
    const user = userEvent.setup();
    network(sent, (r) => (r.url === "/api/ops/signout" ? json(200, { status: "ok" }) : notFound()));
    await navs(manager);
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/ops"));
    const signout = sent.find((r) => r.url === "/api/ops/signout");
    expect(signout?.method).toBe("POST");
    expect(signout?.headers.authorization).toBe("Bearer STAFF-TOKEN");
    expect(readStaffSession().status).toBe("signed-out");
    expect(screen.queryByRole("navigation", { name: "Staff pages" })).toBeNull();
  });

  it("ops-shell.crew-straight-to-board: only crew with exactly one restaurant land on a board", () => {
    expect(landingPath(crew)).toBe("/ops/restaurants/101/board");
    expect(landingPath({ ...crew, restaurants: [] })).toBeNull();
    expect(landingPath(manager)).toBeNull();
    expect(landingPath({ ...manager, restaurants: [101] })).toBeNull();
    expect(landingPath(admin)).toBeNull();
  });
});
