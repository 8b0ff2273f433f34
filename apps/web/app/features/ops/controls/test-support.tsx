// The staff side of a component test: a signed-in staff member of a role, and the page
// rendered in a data router (the settings form's unsaved-changes guard needs one).
import { cleanup, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, vi } from "vitest";

import type { Controls } from "@coop/contract/ops-controls";
import type { StaffRole } from "@coop/contract/staff";

import { clearStaffSession, saveStaffSession } from "../staff-session.ts";
import { ControlsPage } from "./controls-page.tsx";

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

/** The controls API of restaurant 7. */
export const CONTROLS_BASE = "/api/ops/restaurants/7";
/** The controls tests' clock: 15:00 in New York. */
export const CONTROLS_NOW = new Date("2026-11-24T20:00:00Z");
/** A fake API answer with the controls. */
export const controlsOk = (data: Controls) => ({ status: 200, body: { status: "ok", data } });

/** A controls test file: the clock at CONTROLS_NOW in each test; after it, unmount and sign out. */
export function controlsPerTest(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(CONTROLS_NOW);
  });
  afterEach(() => {
    // Unmount before the network stub goes, so no late call reaches a real server.
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    signOutStaff();
  });
}

/** The controls page of restaurant 7 at its path. */
export function renderControlsPage() {
  return renderAt(<ControlsPage restaurantId={7} />, "/ops/restaurants/7/controls");
}
