import { describe, expect, it } from "vitest";

import type { WeeklyCalendar } from "./catalog-types.ts";
import { localParts, zonedInstant } from "./local-time.ts";
import {
  activePause,
  busyMinutesAt,
  closesEarlyOn,
  DEFAULT_OPS,
  isUnavailable,
  nextControlEnd,
  NO_CONTROLS,
  pacingLimit,
  pacingPool,
  pauseMessage,
  slotControls,
  type UnavailableEntry,
} from "./store-controls.ts";
import { asapTime, slotHasRoom, type SlotQuery, timeSlots } from "./time-slots.ts";

const NY = "America/New_York";
const at = (minutes: number, date = "2026-11-20") => zonedInstant(date, minutes, NY);
const everyDay = (open: string, close: string): WeeklyCalendar =>
  ([0, 1, 2, 3, 4, 5, 6] as const).map((day) => ({ day, open, close }));

function query(overrides: Partial<SlotQuery>): SlotQuery {
  return {
    calendar: everyDay("10:00", "12:00"),
    closedDates: [],
    timeZone: NY,
    from: at(0),
    to: at(1439),
    now: at(9 * 60),
    leadTimeMinutes: 15,
    capacity: 5,
    reserved: new Map(),
    ...overrides,
  };
}
const clocks = (slots: { local: { minutes: number } }[]) =>
  slots.map(
    (s) => `${Math.floor(s.local.minutes / 60)}:${String(s.local.minutes % 60).padStart(2, "0")}`,
  );

describe("ops.pacing: pacing arithmetic", () => {
  it("ops.pacing: a slot takes orders while fewer than its order limit", () => {
    const limit = { orders: 3, minutes: null };
    expect(slotHasRoom(limit, { count: 2, minutes: 999 }, 50)).toBe(true);
    expect(slotHasRoom(limit, { count: 3, minutes: 0 }, 1)).toBe(false);
    expect(slotHasRoom({ orders: 0, minutes: null }, { count: 0, minutes: 0 }, 1)).toBe(false);
  });

  it("ops.pacing: make-minutes count: an order fits while used + its minutes ≤ the limit, exactly at the limit included", () => {
    const limit = { orders: 10, minutes: 30 };
    expect(slotHasRoom(limit, { count: 2, minutes: 20 }, 10)).toBe(true);
    expect(slotHasRoom(limit, { count: 2, minutes: 20 }, 11)).toBe(false);
    // A big order counts more than a small one: the same slot still takes a small one.
    expect(slotHasRoom(limit, { count: 2, minutes: 25 }, 5)).toBe(true);
  });

  it("ops.pacing: an empty slot takes one order however long it takes, so a big order can always be placed", () => {
    expect(slotHasRoom({ orders: 5, minutes: 30 }, { count: 0, minutes: 0 }, 90)).toBe(true);
  });

  it("ops.pacing: limits default to the catalog's slot capacity (catering: its own) and no minute limit", () => {
    const defaults = { slotCapacity: 6, cateringSlotCapacity: 2 };
    expect(pacingLimit({}, "pickup", defaults)).toEqual({ orders: 6, minutes: null });
    expect(pacingLimit({}, "catering", defaults)).toEqual({ orders: 2, minutes: null });
    const stored = {
      curbside: { orders: 3, minutes: 40 },
      dispatch: { orders: null, minutes: 20 },
    };
    expect(pacingLimit(stored, "curbside", defaults)).toEqual({ orders: 3, minutes: 40 });
    expect(pacingLimit(stored, "dispatch", defaults)).toEqual({ orders: 6, minutes: 20 });
    expect(pacingPool("catering", "dispatch")).toBe("catering");
    expect(pacingPool("default", "curbside")).toBe("curbside");
  });

  it("ops.pacing: a slot full by minutes is never offered, and ASAP moves to the next slot with room", () => {
    const t1000 = at(600).getTime();
    const q = query({
      now: at(9 * 60 + 45),
      minuteLimit: 30,
      reserved: new Map([[t1000, 2]]),
      minutesReserved: new Map([[t1000, 25]]),
      orderMinutes: 8,
    });
    expect(clocks(timeSlots(q))[0]).toBe("10:15");
    // 09:45 + 15 = 10:00, open, but 10:00 has no room for 8 more minutes.
    expect(localParts(asapTime(q)!, NY).minutes).toBe(615);
    // A 5-minute order still fits at 10:00.
    expect(clocks(timeSlots({ ...q, orderMinutes: 5 }))[0]).toBe("10:00");
  });
});

describe("ops.busy-mode", () => {
  const busy = { ...NO_CONTROLS, busyMinutes: 30, busyUntil: at(11 * 60) };

  it("ops.busy-mode: adds its minutes until it ends, then nothing, by itself", () => {
    expect(busyMinutesAt(busy, at(10 * 60))).toBe(30);
    expect(busyMinutesAt(busy, at(11 * 60))).toBe(0);
    expect(busyMinutesAt(busy, at(11 * 60 + 1))).toBe(0);
    expect(busyMinutesAt(NO_CONTROLS, at(10 * 60))).toBe(0);
  });

  it("ops.busy-mode: the minutes are added to the lead time of ASAP and of the earliest slot", () => {
    const now = at(10 * 60 + 5);
    const plain = query({ now });
    const rushed = query({ now, busyMinutes: busyMinutesAt(busy, now) });
    expect(localParts(asapTime(plain)!, NY).minutes).toBe(10 * 60 + 20);
    expect(localParts(asapTime(rushed)!, NY).minutes).toBe(10 * 60 + 50);
    expect(clocks(timeSlots(plain))[0]).toBe("10:30");
    expect(clocks(timeSlots(rushed))[0]).toBe("11:00");
  });
});

describe("ops.close-early", () => {
  const early = { ...NO_CONTROLS, closesEarlyDate: "2026-11-20", closesEarlyMinute: 11 * 60 };

  it("ops.close-early: applies on its own date only", () => {
    expect(closesEarlyOn(early, "2026-11-20")).toBe(660);
    expect(closesEarlyOn(early, "2026-11-21")).toBeNull();
  });

  it("ops.close-early: no slot at or after closes_at that day; other days keep their hours", () => {
    const q = query({
      to: at(1439, "2026-11-21"),
      closesEarly: { date: "2026-11-20", minute: 660 },
    });
    const slots = timeSlots(q);
    const today = slots.filter((s) => s.local.date === "2026-11-20");
    expect(clocks(today)).toEqual(["10:00", "10:15", "10:30", "10:45"]);
    expect(slots.filter((s) => s.local.date === "2026-11-21")).toHaveLength(8);
  });

  it("ops.close-early: ASAP is never after closes_at: it moves to the next day's first slot", () => {
    const q = query({ now: at(10 * 60 + 50), closesEarly: { date: "2026-11-20", minute: 660 } });
    const asap = localParts(asapTime(q)!, NY);
    expect(asap.date).toBe("2026-11-21");
    expect(asap.minutes).toBe(600);
    // Before closes_at, ASAP is unchanged.
    expect(localParts(asapTime({ ...q, now: at(10 * 60 + 30) })!, NY).minutes).toBe(645);
  });
});

describe("ops.pause", () => {
  const paused = { ...NO_CONTROLS, pausedUntil: at(13 * 60), pauseReason: "Fryer repair." };

  it("ops.pause: paused until its end, then open again by itself", () => {
    expect(activePause(paused, at(12 * 60))).toEqual({
      until: at(13 * 60),
      reason: "Fryer repair.",
    });
    expect(activePause(paused, at(13 * 60))).toBeNull();
  });

  it("ops.pause: no slot is offered and there is no ASAP while paused", () => {
    expect(timeSlots(query({ paused: true }))).toEqual([]);
    expect(asapTime(query({ paused: true }))).toBeNull();
  });

  it("ops.pause: customers read the restaurant, the end (local time) and the reason", () => {
    expect(pauseMessage("Coop Midtown", activePause(paused, at(600))!, NY, at(600))).toBe(
      "Coop Midtown is not taking online orders until 1:00 PM: Fryer repair.",
    );
    expect(
      pauseMessage("Coop Midtown", activePause(paused, at(600))!, NY, at(600, "2026-11-19")),
    ).toBe("Coop Midtown is not taking online orders until 1:00 PM on 2026-11-20: Fryer repair.");
  });

  it("ops.pause: slotControls turns the stored controls into the slot query at that instant", () => {
    const ops = { ...DEFAULT_OPS, controls: paused };
    const defaults = { slotCapacity: 4, cateringSlotCapacity: 1 };
    expect(slotControls(ops, "pickup", defaults, at(600)).paused).toBe(true);
    expect(slotControls(ops, "pickup", defaults, at(14 * 60)).paused).toBe(false);
    expect(slotControls(ops, "catering", defaults, at(600)).capacity).toBe(1);
  });
});

describe("ops.86", () => {
  const list: UnavailableEntry[] = [
    { kind: "product", id: 7, until: null },
    { kind: "option", id: 7, until: at(12 * 60) },
  ];

  it("ops.86: until turned back on, or until its time, then available again by itself", () => {
    expect(isUnavailable(list, "product", 7, at(23 * 60))).toBe(true);
    expect(isUnavailable(list, "option", 7, at(11 * 60))).toBe(true);
    expect(isUnavailable(list, "option", 7, at(12 * 60))).toBe(false);
    expect(isUnavailable(list, "product", 8, at(11 * 60))).toBe(false);
  });

  it("ops.86: the next end of a control is when a cached menu must be rebuilt", () => {
    const c = { ...NO_CONTROLS, busyMinutes: 10, busyUntil: at(13 * 60) };
    expect(nextControlEnd(c, list, at(11 * 60))).toBe(at(12 * 60).getTime());
    expect(nextControlEnd(c, list, at(12 * 60))).toBe(at(13 * 60).getTime());
    expect(nextControlEnd(NO_CONTROLS, [], at(0))).toBeNull();
  });
});
