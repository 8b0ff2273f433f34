// The staff side of a component test: a signed-in staff member of a role, and the page
// rendered in a data router (the settings form's unsaved-changes guard needs one).
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";

import type { Controls } from "@coop/contract/ops-controls";
import type { StaffRole } from "@coop/contract/staff";

import { clearStaffSession, saveStaffSession } from "../staff-session.ts";

export const STAFF_TOKEN = "staff-token-1";

export function signInStaff(role: StaffRole, restaurants: number[] = [7]): void {
  saveStaffSession({
    token: STAFF_TOKEN,
    expires: new Date(Date.now() + 3_600_000 * 12).toISOString(),
    staff: {
      id: "s1",
      email: "m@example.com",
      name: "Mo Manager",
      role,
      restaurants,
      active: true,
      created: "2026-01-01T00:00:00Z",
      updated: "2026-01-01T00:00:00Z",
    },
  });
}

export function signOutStaff(): void {
  clearStaffSession();
}

/** Renders `page` at `path`, with a board page and another page to navigate to. */
export function renderAt(page: ReactElement, path: string) {
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: "/ops/restaurants/:id/board", element: <h1>Board page</h1> },
      { path: "/ops/restaurants/:id/today", element: <h1>Today page</h1> },
      { path: "/ops", element: <h1>Sign-in page</h1> },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

/** Controls of a restaurant in New York with two items and an option. */
export function controlsFixture(over: Partial<Controls> = {}): Controls {
  return {
    pause: null,
    busy: null,
    closes_early: null,
    hours_today: [{ opens: "10:30", closes: "21:00" }],
    time_zone: "America/New_York",
    items: [
      { kind: "product", id: 11, name: "Spicy Sandwich", group: "Sandwiches", unavailable: null },
      { kind: "product", id: 12, name: "Biscuit", group: "Sides", unavailable: null },
      { kind: "option", id: 31, name: "Jalapeño", group: "Toppings", unavailable: null },
    ],
    ...over,
  };
}
