import { describe, expect, it } from "vitest";

import { addDays, isTimeZone, localParts, zonedInstant } from "./local-time.ts";

describe("hours.local-time-zone: local time", () => {
  it("reads an instant as a wall clock in the restaurant's zone", () => {
    const instant = new Date("2026-11-20T15:30:00Z");
    expect(localParts(instant, "America/New_York")).toEqual({
      date: "2026-11-20",
      weekday: 5,
      minutes: 10 * 60 + 30,
    });
    expect(localParts(instant, "America/Chicago")).toEqual({
      date: "2026-11-20",
      weekday: 5,
      minutes: 9 * 60 + 30,
    });
  });

  it("turns a wall clock back into the instant, in summer and winter", () => {
    expect(zonedInstant("2026-07-01", 600, "America/New_York").toISOString()).toBe(
      "2026-07-01T14:00:00.000Z",
    );
    expect(zonedInstant("2026-12-01", 600, "America/New_York").toISOString()).toBe(
      "2026-12-01T15:00:00.000Z",
    );
  });

  it("the repeated hour of fall-back maps to its first occurrence", () => {
    expect(zonedInstant("2026-11-01", 90, "America/New_York").toISOString()).toBe(
      "2026-11-01T05:30:00.000Z",
    );
  });

  it("adds days across month and year ends", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("knows real zones and refuses made-up ones", () => {
    expect(isTimeZone("America/Chicago")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});
