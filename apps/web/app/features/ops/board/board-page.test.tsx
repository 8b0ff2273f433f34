// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { StaffMember } from "@coop/contract/staff";

import { fakeApi } from "../../../lib/test-support/fake-api.ts";
import BoardPage from "../../../routes/ops-board.tsx";
import { clearStaffSession, saveStaffSession } from "../staff-session.ts";
import { board, ticket } from "./test-fixtures.ts";

function signIn(role: StaffMember["role"], restaurants: number[]) {
  saveStaffSession({
    token: "staff-token",
    expires: "2099-01-01T00:00:00Z",
    staff: {
      id: "staff-1",
      email: "s@example.com",
      name: "S",
      role,
      restaurants,
      active: true,
      created: "2026-01-01T00:00:00Z",
      updated: "2026-01-01T00:00:00Z",
    } satisfies StaffMember,
  });
}

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/ops/restaurants/:id/board", element: <BoardPage /> },
      { path: "/ops", element: <p>Staff sign-in</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearStaffSession();
});

describe("the board page", () => {
  it("board.columns: a signed-out tablet goes to staff sign-in and comes back to the board", async () => {
    const router = open("/ops/restaurants/7/board");
    expect(await screen.findByText("Staff sign-in")).toBeTruthy();
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent("/ops/restaurants/7/board")}`,
    );
  });

  it("board.columns: crew of another restaurant and marketing see no board; no call is made", async () => {
    const sent = fakeApi({});
    signIn("crew", [8]);
    open("/ops/restaurants/7/board");
    expect(await screen.findByText(/does not work at this restaurant/)).toBeTruthy();
    clearStaffSession();
    signIn("marketing", []);
    open("/ops/restaurants/7/board");
    expect((await screen.findAllByText(/does not work at this restaurant/)).length).toBe(2);
    expect(sent).toEqual([]);
  });

  it("board.columns: the restaurant's crew get its board from GET board", async () => {
    const sent = fakeApi({
      "GET /api/ops/restaurants/7/board": {
        status: 200,
        body: { status: "ok", data: board([ticket()]) },
      },
    });
    signIn("crew", [7]);
    open("/ops/restaurants/7/board");
    expect(
      await screen.findByRole("heading", { name: "Order board · Durham Ninth St" }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Start #101" })).toBeTruthy();
    expect(
      sent.find((s) => s.path === "/api/ops/restaurants/7/board")?.headers.get("authorization"),
    ).toBe("Bearer staff-token");
  });
});
