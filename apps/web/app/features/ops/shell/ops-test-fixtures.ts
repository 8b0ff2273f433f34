// Test fixtures of the staff pages' component tests: staff members, a signed-in session and the
// network edge (every call recorded and answered by the test).
import { afterEach, beforeEach, vi } from "vitest";

import type { StaffMember } from "@coop/contract/staff";

import { clearStaffSession, saveStaffSession } from "../staff-session.ts";
import { forgetOpsRestaurants } from "./use-ops-restaurants.ts";

const base = {
  active: true,
  created: "2026-01-01T00:00:00.000Z",
  updated: "2026-01-01T00:00:00.000Z",
};
export const admin: StaffMember = {
  ...base,
  id: "s-admin",
  email: "katherine@coop.example",
  name: "Katherine",
  role: "admin",
  restaurants: [],
};
export const manager: StaffMember = {
  ...base,
  id: "s-manager",
  email: "dorothy@coop.example",
  name: "Dorothy",
  role: "manager",
  restaurants: [101, 102],
};
export const crew: StaffMember = {
  ...base,
  id: "s-crew",
  email: "mary@coop.example",
  name: "Mary",
  role: "crew",
  restaurants: [101],
};
export const marketing: StaffMember = {
  ...base,
  id: "s-marketing",
  email: "hedy@coop.example",
  name: "Hedy",
  role: "marketing",
  restaurants: [],
};

export const restaurant = (id: number, name: string) => ({
  id,
  name,
  city: "Raleigh",
  state: "NC",
  time_zone: "America/New_York",
  auto_advance: true,
});

export function signInAs(staff: StaffMember, token = "STAFF-TOKEN"): void {
  saveStaffSession({ token, expires: new Date(Date.now() + 3_600_000).toISOString(), staff });
}

export function resetStaff(): void {
  clearStaffSession();
  forgetOpsRestaurants();
}

export type Sent = { method: string; url: string; headers: Record<string, string>; body: unknown };

/** Stubs fetch: every call is pushed to `sent` and answered by `reply` (a throw: no network). */
export function network(sent: Sent[], reply: (sent: Sent) => Response | Promise<Response>): void {
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const request: Sent = {
      method: init.method ?? "GET",
      url,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    return reply(request);
  });
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });

export const notFound = () => json(404, { status: "error", message: "Not found." });

/**
 * The calls of a test file's `network`: emptied, and the staff session and restaurants forgotten,
 * before each test; the fetch stub removed and the staff forgotten after each.
 */
export function sentPerTest(): Sent[] {
  const sent: Sent[] = [];
  beforeEach(() => {
    sent.length = 0;
    resetStaff();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStaff();
  });
  return sent;
}
