import { describe, expect, it } from "vitest";

import {
  busyMinutesProblem,
  closeEarlyOptions,
  endOfDay,
  localInputValue,
  minutesLeft,
  type UntilContext,
  untilOf,
} from "./until-rules.ts";
import { formatLocalTime, zoneDiffers, zonedInstant } from "./zone-time.ts";

const NY = "America/New_York";
const LA = "America/Los_Angeles";
// 2026-11-24 15:00 in New York (UTC-5 in November) is 20:00 UTC.
const now = new Date("2026-11-24T20:00:00Z");
const ctx = (over: Partial<UntilContext> = {}): UntilContext => ({
  now,
  timeZone: NY,
  hoursToday: [{ opens: "10:30", closes: "21:00" }],
  closesEarly: null,
  ...over,
});
const iso = (r: ReturnType<typeof untilOf>) => (r.ok ? r.until?.toISOString() : r.problem);

describe("store controls: until choices on the restaurant's clock", () => {
  it("store-controls.end-of-day: end of today is today's regular closing on the restaurant's clock", () => {
    expect(endOfDay(ctx()).toISOString()).toBe("2026-11-25T02:00:00.000Z");
    // The same instant read in Los Angeles is 18:00 there: the restaurant's zone decides.
    expect(endOfDay(ctx({ timeZone: LA })).toISOString()).toBe("2026-11-25T05:00:00.000Z");
  });

  it("store-controls.end-of-day: a close-early time for today wins; split hours take the latest close", () => {
    expect(endOfDay(ctx({ closesEarly: { date: "2026-11-24", closes_at: "18:30" } }))).toEqual(
      new Date("2026-11-24T23:30:00Z"),
    );
    const split = ctx({
      hoursToday: [
        { opens: "11:00", closes: "14:00" },
        { opens: "17:00", closes: "22:00" },
      ],
    });
    expect(endOfDay(split).toISOString()).toBe("2026-11-25T03:00:00.000Z");
  });

  it("store-controls.end-of-day: a closing after midnight is the next day; no hours or closed already → next midnight", () => {
    expect(endOfDay(ctx({ hoursToday: [{ opens: "11:00", closes: "02:00" }] })).toISOString()).toBe(
      "2026-11-25T07:00:00.000Z",
    );
    expect(endOfDay(ctx({ hoursToday: [] })).toISOString()).toBe("2026-11-25T05:00:00.000Z");
    expect(endOfDay(ctx({ hoursToday: [{ opens: "07:00", closes: "14:00" }] })).toISOString()).toBe(
      "2026-11-25T05:00:00.000Z",
    );
  });

  it("store-controls.until-choice: minutes from now, tomorrow at the restaurant's midnight, indefinite is null", () => {
    expect(iso(untilOf({ kind: "minutes", minutes: 60 }, ctx()))).toBe("2026-11-24T21:00:00.000Z");
    expect(iso(untilOf({ kind: "minutes", minutes: 0 }, ctx()))).toBe("invalid");
    expect(iso(untilOf({ kind: "tomorrow" }, ctx()))).toBe("2026-11-25T05:00:00.000Z");
    expect(iso(untilOf({ kind: "tomorrow" }, ctx({ timeZone: LA })))).toBe(
      "2026-11-25T08:00:00.000Z",
    );
    expect(untilOf({ kind: "indefinite" }, ctx())).toEqual({ ok: true, until: null });
  });

  it("store-controls.until-choice: a chosen date and time is read on the restaurant's clock, in the future, within 90 days", () => {
    expect(iso(untilOf({ kind: "custom", local: "2026-11-24T21:15" }, ctx()))).toBe(
      "2026-11-25T02:15:00.000Z",
    );
    // Summer time in New York (UTC-4).
    expect(iso(untilOf({ kind: "custom", local: "2027-02-20T09:00" }, ctx()))).toBe(
      "2027-02-20T14:00:00.000Z",
    );
    expect(iso(untilOf({ kind: "custom", local: "2026-11-24T14:59" }, ctx()))).toBe("past");
    expect(iso(untilOf({ kind: "custom", local: "2027-03-01T09:00" }, ctx()))).toBe("too-far");
    expect(iso(untilOf({ kind: "custom", local: "" }, ctx()))).toBe("invalid");
    expect(iso(untilOf({ kind: "custom", local: "2026-11-24T25:00" }, ctx()))).toBe("invalid");
  });

  it("store-controls.until-choice: the custom input starts at the restaurant's time, and a time skipped by spring-forward moves on by the gap (02:30 → 03:30)", () => {
    expect(localInputValue(now, NY)).toBe("2026-11-24T15:00");
    expect(localInputValue(now, LA)).toBe("2026-11-24T12:00");
    expect(zonedInstant("2027-03-14", 150, NY).toISOString()).toBe("2027-03-14T07:30:00.000Z");
  });

  it("store-controls.busy-minutes: 5 to 120 minutes in steps of 5", () => {
    expect(busyMinutesProblem(5)).toBeNull();
    expect(busyMinutesProblem(120)).toBeNull();
    expect(busyMinutesProblem(0)).toBe("range");
    expect(busyMinutesProblem(125)).toBe("range");
    expect(busyMinutesProblem(12)).toBe("step");
    expect(busyMinutesProblem(7.5)).toBe("range");
  });

  it("store-controls.close-early: quarter hours ahead of now and before the regular closing, inside today's hours", () => {
    const options = closeEarlyOptions([{ opens: "10:30", closes: "21:00" }], now, NY);
    expect(options[0]).toBe("15:15");
    expect(options.at(-1)).toBe("20:45");
    expect(options).not.toContain("21:00");
    expect(closeEarlyOptions([{ opens: "10:30", closes: "14:00" }], now, NY)).toEqual([]);
    const morning = new Date("2026-11-24T13:00:00Z"); // 08:00 in New York
    expect(closeEarlyOptions([{ opens: "10:30", closes: "12:00" }], morning, NY)).toEqual([
      "10:45",
      "11:00",
      "11:15",
      "11:30",
      "11:45",
    ]);
  });

  it("store-controls.zone: times read on the restaurant's clock, the day added when not today; the zone is named when it differs", () => {
    expect(formatLocalTime("2026-11-25T02:00:00Z", NY, "en-US", now)).toBe("9:00 PM");
    expect(formatLocalTime("2026-11-25T15:00:00Z", NY, "en-US", now)).toMatch(/Wed.*10:00 AM/);
    expect(zoneDiffers(NY, NY, now)).toBe(false);
    expect(zoneDiffers(NY, "America/Detroit", now)).toBe(false);
    expect(zoneDiffers(NY, LA, now)).toBe(true);
    expect(zoneDiffers(NY, null, now)).toBe(false);
  });

  it("store-controls.busy-minutes: minutes left round up and stop at 0", () => {
    expect(minutesLeft("2026-11-24T20:10:30Z", now)).toBe(11);
    expect(minutesLeft("2026-11-24T19:00:00Z", now)).toBe(0);
  });
});
