/**
 * The staff session in the browser (the /ops pages only; docs/decisions/027-restaurant-operations.md).
 * Staff are not members: their session lives apart from the customer's client store, under its
 * own storage key, and is sent only on the /api/ops calls (`staff.token-kind`). A counter tablet
 * stays signed in for the session's life (12 hours) across reloads; signing out revokes it on
 * the server. Any 401 from an ops call ends the session here too (`opsApi` below).
 */
import { useEffect, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";

import { createApiClient } from "@coop/contract/client";
import type { StaffMember, StaffRole } from "@coop/contract/staff";

import { opsPaths } from "./ops-paths.ts";

/** What a signed-in tablet keeps. */
export type StaffSession = { token: string; expires: string; staff: StaffMember };

export type StaffSessionState =
  { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; session: StaffSession };

export const STAFF_STORAGE_KEY = "coop.staff";

const listeners = new Set<() => void>();
let cached: { raw: string | null; state: StaffSessionState } | null = null;
const LOADING: StaffSessionState = { status: "loading" };
const SIGNED_OUT: StaffSessionState = { status: "signed-out" };

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function parse(raw: string | null, now = Date.now()): StaffSessionState {
  if (!raw) return SIGNED_OUT;
  try {
    const session = JSON.parse(raw) as StaffSession;
    if (typeof session?.token !== "string" || typeof session.expires !== "string")
      return SIGNED_OUT;
    if (Date.parse(session.expires) <= now) return SIGNED_OUT;
    return { status: "signed-in", session };
  } catch {
    return SIGNED_OUT;
  }
}

/** The session now (the same object until it changes, as useSyncExternalStore needs). */
export function readStaffSession(): StaffSessionState {
  const store = storage();
  if (!store) return LOADING;
  const raw = store.getItem(STAFF_STORAGE_KEY);
  if (cached && cached.raw === raw) {
    // An expired session reads as signed out without a change to storage.
    if (
      cached.state.status === "signed-in" &&
      Date.parse(cached.state.session.expires) <= Date.now()
    ) {
      cached = { raw, state: SIGNED_OUT };
    }
    return cached.state;
  }
  cached = { raw, state: parse(raw) };
  return cached.state;
}

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === STAFF_STORAGE_KEY || e.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Keeps a session from opsSignin or opsInviteAccept. */
export function saveStaffSession(session: StaffSession): void {
  storage()?.setItem(STAFF_STORAGE_KEY, JSON.stringify(session));
  notify();
}

/** Forgets the session in this browser (after sign-out, or when the server says 401). */
export function clearStaffSession(): void {
  storage()?.removeItem(STAFF_STORAGE_KEY);
  notify();
}

/** The session, re-rendering on every change (this tab or another). "loading" on the server. */
export function useStaffSession(): StaffSessionState {
  return useSyncExternalStore(subscribe, readStaffSession, () => LOADING);
}

/** The staff token for an ops call, or null. */
export function staffToken(): string | null {
  const state = readStaffSession();
  return state.status === "signed-in" ? state.session.token : null;
}

/**
 * The API client of the /ops pages: the staff token on the staff calls, nothing of the customer's
 * store. A 401 answer means the session ended (signed out elsewhere, disabled, expired): it is
 * forgotten, and the page's useRequireStaff sends the tablet to sign-in.
 */
export const opsApi = createApiClient({
  context: () => ({ channel: "default", clientType: "web", staffToken: staffToken() }),
  fetch: async (input, init) => {
    const response = await fetch(input, init);
    const headers = new Headers(init?.headers);
    if (response.status === 401 && headers.has("authorization")) clearStaffSession();
    return response;
  },
});

/** The path to come back to after signing in: /ops?next=… (paths under /ops only). */
export function signInPath(next: string): string {
  const safe = safeOpsRedirect(next);
  return safe && safe !== opsPaths.home
    ? `${opsPaths.home}?next=${encodeURIComponent(safe)}`
    : opsPaths.home;
}

/** Only /ops pages are followed after sign-in (never another site or a customer page). */
export function safeOpsRedirect(path: string | null | undefined): string | null {
  if (!path || !path.startsWith("/ops") || path.startsWith("//")) return null;
  if (!/^\/ops(\/|\?|#|$)/.test(path)) return null;
  return path;
}

/**
 * Keeps signed-out visitors off a staff page: sends them to /ops with the page to come back
 * to. Answers the session; `allowed` is false when the role is not one of `roles`.
 */
export function useRequireStaff(roles?: readonly StaffRole[]): {
  state: StaffSessionState;
  allowed: boolean;
} {
  const state = useStaffSession();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (state.status === "signed-out") {
      void navigate(signInPath(location.pathname + location.search), { replace: true });
    }
  }, [state.status, navigate, location.pathname, location.search]);
  const allowed =
    state.status === "signed-in" && (!roles || roles.includes(state.session.staff.role));
  return { state, allowed };
}

/** Whether the staff member may work at a restaurant (crew and managers: theirs; admins: all). */
export function worksAt(staff: StaffMember, restaurantId: number): boolean {
  return staff.role === "admin" || staff.restaurants.includes(restaurantId);
}
