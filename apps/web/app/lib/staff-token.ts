// The staff session a customer page may read: the /messaging/test preview runs on the customer
// site but calls the staff API. The ops pages own the session (features/ops/staff-session.ts,
// same storage key); this only reads it, so no customer page imports the staff side.
import type { StaffRole } from "@coop/contract/staff";

/** The storage key of the staff session (the same the /ops pages write). */
export const STAFF_SESSION_KEY = "coop.staff";

export type StoredStaff = { token: string; name: string; role: StaffRole };

/** The signed-in staff member of this browser, or null (none, expired, or unreadable). */
export function readStaffSession(
  storage: Pick<Storage, "getItem"> | null = browserStorage(),
  now = Date.now(),
): StoredStaff | null {
  try {
    const raw = storage?.getItem(STAFF_SESSION_KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as {
      token?: unknown;
      expires?: unknown;
      staff?: { name?: unknown; role?: unknown };
    };
    if (typeof session.token !== "string" || typeof session.expires !== "string") return null;
    if (!(Date.parse(session.expires) > now)) return null;
    const role = session.staff?.role;
    if (typeof role !== "string") return null;
    const name = typeof session.staff?.name === "string" ? session.staff.name : "";
    return { token: session.token, name, role: role as StaffRole };
  } catch {
    return null;
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
