import { describe, expect, it } from "vitest";

import { readStaffSession, STAFF_SESSION_KEY } from "./staff-token.ts";

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === STAFF_SESSION_KEY ? value : null),
});
const session = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    token: "t1",
    expires: "2026-11-25T00:00:00.000Z",
    staff: { name: "Mara", role: "marketing" },
    ...over,
  });
const now = Date.parse("2026-11-24T12:00:00.000Z");

describe("the staff session seen from a customer page", () => {
  it("engagement-site.messaging-preview: reads the token, name and role the staff pages stored", () => {
    expect(readStaffSession(storage(session()), now)).toEqual({
      token: "t1",
      name: "Mara",
      role: "marketing",
    });
  });

  it("engagement-site.messaging-preview: an expired, missing or unreadable session is no session", () => {
    expect(
      readStaffSession(storage(session({ expires: "2026-11-24T11:00:00.000Z" })), now),
    ).toBeNull();
    expect(readStaffSession(storage(null), now)).toBeNull();
    expect(readStaffSession(storage("{not json"), now)).toBeNull();
    expect(readStaffSession(storage(session({ token: 5 })), now)).toBeNull();
    expect(readStaffSession(null, now)).toBeNull();
  });
});
