import { describe, expect, it } from "vitest";

import { isInWindows, isOpenAt } from "./calendar.ts";
import type { WeeklyCalendar } from "./catalog-types.ts";
import type { LocalParts } from "./local-time.ts";
import { clockMinutes } from "./local-time.ts";

const at = (time: string, weekday: LocalParts["weekday"] = 5, date = "2026-11-20"): LocalParts => ({
  date,
  weekday,
  minutes: clockMinutes(time),
});

describe("menu.availability-windows: product availability windows", () => {
  const breakfast = [{ end: "10:30" }];
  const after1030 = [{ start: "10:30" }];

  it("breakfast is sold at 10:29 and not at 10:30", () => {
    expect(isInWindows(breakfast, at("10:29"))).toBe(true);
    expect(isInWindows(breakfast, at("10:30"))).toBe(false);
  });

  it("daypart.ten-thirty-items: a '10:30' product is not sold at 10:29 and is at 10:30", () => {
    expect(isInWindows(after1030, at("10:29"))).toBe(false);
    expect(isInWindows(after1030, at("10:30"))).toBe(true);
  });

  it("no window means always; a day list limits the days", () => {
    expect(isInWindows([], at("03:00"))).toBe(true);
    expect(isInWindows([{ days: [1, 2, 3, 4, 5] }], at("12:00", 6))).toBe(false);
    expect(isInWindows([{ days: [1, 2, 3, 4, 5] }], at("12:00", 5))).toBe(true);
  });
});

describe("hours.open-range: opening hours", () => {
  const calendar: WeeklyCalendar = [
    { day: 5, open: "06:00", close: "22:00" },
    { day: 6, open: "06:00", close: "24:00" },
  ];

  it("open from opening time, closed at closing time", () => {
    expect(isOpenAt(calendar, at("05:59"))).toBe(false);
    expect(isOpenAt(calendar, at("06:00"))).toBe(true);
    expect(isOpenAt(calendar, at("21:59"))).toBe(true);
    expect(isOpenAt(calendar, at("22:00"))).toBe(false);
  });

  it("a range to 24:00 is open until midnight; a day without ranges is closed", () => {
    expect(isOpenAt(calendar, at("23:59", 6))).toBe(true);
    expect(isOpenAt(calendar, at("12:00", 0))).toBe(false);
  });

  it("hours.closed-dates: closed all day on a closed date", () => {
    expect(isOpenAt(calendar, at("12:00", 5, "2026-12-25"), ["2026-12-25"])).toBe(false);
  });
});
