import { describe, expect, it } from "vitest";

import type { WeeklyCalendar } from "./catalog-types.ts";
import { localParts, zonedInstant } from "./local-time.ts";
import { asapTime, type SlotQuery, timeSlots } from "./time-slots.ts";

const NY = "America/New_York";
const CHI = "America/Chicago";
const everyDay = (open: string, close: string): WeeklyCalendar =>
  ([0, 1, 2, 3, 4, 5, 6] as const).map((day) => ({ day, open, close }));

function query(overrides: Partial<SlotQuery>): SlotQuery {
  return {
    calendar: everyDay("10:00", "12:00"),
    closedDates: [],
    timeZone: NY,
    from: zonedInstant("2026-11-20", 0, NY),
    to: zonedInstant("2026-11-20", 1439, NY),
    now: zonedInstant("2026-11-19", 12 * 60, NY),
    leadTimeMinutes: 15,
    capacity: 5,
    reserved: new Map(),
    ...overrides,
  };
}
const clock = (slots: { local: { minutes: number } }[]) =>
  slots.map(
    (s) =>
      `${String(Math.floor(s.local.minutes / 60)).padStart(2, "0")}:${String(s.local.minutes % 60).padStart(2, "0")}`,
  );

describe("time slots", () => {
  it("slots.quarter-hours: are every 15 minutes inside the opening range, the last one starting before close", () => {
    expect(clock(timeSlots(query({})))).toEqual([
      "10:00",
      "10:15",
      "10:30",
      "10:45",
      "11:00",
      "11:15",
      "11:30",
      "11:45",
    ]);
  });

  it("start at the next quarter hour when a range opens off the quarter", () => {
    expect(clock(timeSlots(query({ calendar: everyDay("10:05", "10:50") })))).toEqual([
      "10:15",
      "10:30",
      "10:45",
    ]);
  });

  it("slots.lead-time: apply the lead time to the first slot", () => {
    const now = zonedInstant("2026-11-20", 10 * 60 + 20, NY);
    // 10:20 + 15 min lead = 10:35: the first slot is 10:45.
    expect(clock(timeSlots(query({ now, leadTimeMinutes: 15 })))[0]).toBe("10:45");
    // A slot exactly at now + lead is offered.
    expect(clock(timeSlots(query({ now, leadTimeMinutes: 25 })))[0]).toBe("10:45");
    expect(clock(timeSlots(query({ now, leadTimeMinutes: 26 })))[0]).toBe("11:00");
  });

  it("slots.capacity: leave out slots whose kitchen capacity is spent", () => {
    const full = zonedInstant("2026-11-20", 10 * 60 + 15, NY).getTime();
    const almost = zonedInstant("2026-11-20", 10 * 60 + 30, NY).getTime();
    const slots = timeSlots(
      query({
        capacity: 3,
        reserved: new Map([
          [full, 3],
          [almost, 2],
        ]),
      }),
    );
    expect(clock(slots)).not.toContain("10:15");
    expect(slots.find((s) => s.start.getTime() === almost)?.remaining).toBe(1);
  });

  it("hours.closed-dates: skip closed days: a weekday without a range and a holiday", () => {
    const weekdaysOnly: WeeklyCalendar = ([1, 2, 3, 4, 5] as const).map((day) => ({
      day,
      open: "10:00",
      close: "11:00",
    }));
    // 2026-11-21 is a Saturday, 2026-11-22 a Sunday.
    const weekend = query({
      calendar: weekdaysOnly,
      from: zonedInstant("2026-11-21", 0, NY),
      to: zonedInstant("2026-11-22", 1439, NY),
    });
    expect(timeSlots(weekend)).toEqual([]);
    const thanksgiving = query({
      from: zonedInstant("2026-11-26", 0, NY),
      to: zonedInstant("2026-11-26", 1439, NY),
      closedDates: ["2026-11-26"],
    });
    expect(timeSlots(thanksgiving)).toEqual([]);
  });

  it("daypart.ten-thirty: with a 10:30 product no slot is earlier than 10:30 (10:15 out, 10:30 in)", () => {
    const slots = clock(timeSlots(query({ notBeforeMinutes: 10 * 60 + 30 })));
    expect(slots[0]).toBe("10:30");
    expect(slots).not.toContain("10:15");
  });

  it("are built in the restaurant's own time zone", () => {
    const from = zonedInstant("2026-11-20", 0, CHI);
    const chicago = timeSlots(
      query({ timeZone: CHI, from, to: zonedInstant("2026-11-20", 1439, CHI) }),
    );
    expect(chicago[0]?.start.toISOString()).toBe("2026-11-20T16:00:00.000Z"); // 10:00 CST = 16:00 UTC
    const ny = timeSlots(query({}));
    expect(ny[0]?.start.toISOString()).toBe("2026-11-20T15:00:00.000Z"); // 10:00 EST = 15:00 UTC
  });

  it("keep local opening hours across the spring-forward change (no shift, no gap slot)", () => {
    // 2026-03-08: 02:00 EST jumps to 03:00 EDT.
    const calendar = everyDay("01:00", "04:00");
    const from = zonedInstant("2026-03-08", 0, NY);
    const to = zonedInstant("2026-03-08", 1439, NY);
    const slots = clock(
      timeSlots(query({ calendar, from, to, now: zonedInstant("2026-03-07", 0, NY) })),
    );
    expect(slots).toEqual(["01:00", "01:15", "01:30", "01:45", "03:00", "03:15", "03:30", "03:45"]);
    const lunch = timeSlots(query({ from, to, now: zonedInstant("2026-03-07", 0, NY) }));
    expect(lunch[0]?.start.toISOString()).toBe("2026-03-08T14:00:00.000Z"); // 10:00 EDT
  });

  it("keep local opening hours across the fall-back change, one slot per wall time", () => {
    // 2026-11-01: 02:00 EDT falls back to 01:00 EST.
    const from = zonedInstant("2026-11-01", 0, NY);
    const to = zonedInstant("2026-11-01", 1439, NY);
    const slots = timeSlots(query({ from, to, now: zonedInstant("2026-10-31", 0, NY) }));
    expect(slots[0]?.start.toISOString()).toBe("2026-11-01T15:00:00.000Z"); // 10:00 EST
    const early = clock(
      timeSlots(
        query({
          calendar: everyDay("01:00", "02:00"),
          from,
          to,
          now: zonedInstant("2026-10-31", 0, NY),
        }),
      ),
    );
    expect(early).toEqual(["01:00", "01:15", "01:30", "01:45"]);
  });
});

describe("slots.asap: ASAP", () => {
  it("is now + lead time while open", () => {
    const now = zonedInstant("2026-11-20", 10 * 60 + 7, NY);
    const t = asapTime({ ...query({}), now, leadTimeMinutes: 12 });
    expect(localParts(t!, NY).minutes).toBe(10 * 60 + 19);
  });

  it("is the next opening slot when now + lead time falls after closing", () => {
    const now = zonedInstant("2026-11-20", 11 * 60 + 55, NY);
    const t = asapTime({ ...query({}), now, leadTimeMinutes: 15 });
    expect(localParts(t!, NY)).toMatchObject({ date: "2026-11-21", minutes: 600 });
  });

  it("daypart.asap: an order at 09:00 with a 10:30 product is ready no earlier than 10:30", () => {
    const now = zonedInstant("2026-11-20", 9 * 60, NY);
    const t = asapTime({
      ...query({ calendar: everyDay("06:00", "22:00") }),
      now,
      leadTimeMinutes: 10,
      notBeforeMinutes: 630,
    });
    expect(localParts(t!, NY).minutes).toBe(630);
  });

  it("moves on when the current slot is full", () => {
    const now = zonedInstant("2026-11-20", 10 * 60, NY);
    const full = zonedInstant("2026-11-20", 10 * 60 + 15, NY).getTime();
    const t = asapTime({
      ...query({ capacity: 1, reserved: new Map([[full, 1]]) }),
      now,
      leadTimeMinutes: 15,
    });
    expect(localParts(t!, NY).minutes).toBe(10 * 60 + 30);
  });
});
