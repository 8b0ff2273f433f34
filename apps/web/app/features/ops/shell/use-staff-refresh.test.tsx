// @vitest-environment happy-dom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Link } from "react-router";
import { describe, expect, it } from "vitest";

import { readStaffSession } from "../staff-session.ts";
import { json, manager, network, sentPerTest, signInAs } from "./ops-test-fixtures.ts";
import { OpsHeading } from "./staff-gate.tsx";
import { useStaffRefresh } from "./use-staff-refresh.ts";

const sent = sentPerTest();

function Refreshing() {
  useStaffRefresh();
  return <p>page</p>;
}

describe("the staff session on every page", () => {
  it("ops-shell.session-refresh: opsMe's answer replaces the stored staff (a role changed by an admin)", async () => {
    signInAs(manager);
    network(sent, () => json(200, { status: "ok", data: { ...manager, restaurants: [103] } }));
    render(<Refreshing />);
    await waitFor(() => {
      const state = readStaffSession();
      expect(state.status === "signed-in" && state.session.staff.restaurants).toEqual([103]);
    });
    expect(sent.map((r) => r.url)).toEqual(["/api/ops/me"]);
  });

  it("ops-shell.session-refresh: a 401 from opsMe ends the session in this browser", async () => {
    signInAs(manager);
    network(sent, () => json(401, { status: "error", message: "Sign in again." }));
    render(<Refreshing />);
    await waitFor(() => expect(readStaffSession().status).toBe("signed-out"));
  });

  it("ops-shell.focus-heading: after a navigation the new page's heading has focus", async () => {
    const user = userEvent.setup();
    const Stub = createRoutesStub([
      {
        path: "/ops/a",
        Component: () => (
          <>
            <OpsHeading view="a">Page A</OpsHeading>
            <Link to="/ops/b">to B</Link>
          </>
        ),
      },
      { path: "/ops/b", Component: () => <OpsHeading view="b">Page B</OpsHeading> },
    ]);
    render(<Stub initialEntries={["/ops/a"]} />);
    await user.click(await screen.findByRole("link", { name: "to B" }));
    const heading = await screen.findByRole("heading", { level: 1, name: "Page B" });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute("tabindex")).toBe("-1");
  });
});
