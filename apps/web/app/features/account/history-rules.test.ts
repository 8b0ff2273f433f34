import { describe, expect, it } from "vitest";

import {
  favoriteNameError,
  mealOf,
  newestFirst,
  placedClock,
  reorderStep,
  statusKey,
  wallClockDate,
  wallClockOf,
} from "./history-rules.ts";

describe("order.history-list: how a past order reads", () => {
  it("order.history-list: the created stamp is the restaurant's wall clock, shown as is in any browser time zone", () => {
    const clock = wallClockOf("20261124 18:05");
    expect(clock).toEqual({ year: 2026, month: 11, day: 24, hour: 18, minute: 5 });
    const shown = new Intl.DateTimeFormat("en-US", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "UTC",
    }).format(wallClockDate(clock!));
    expect(shown).toBe("Nov 24, 2026, 6:05 PM");
  });

  it("order.history-list: a stamp not in the YYYYMMDD HH:mm form is not read as a time", () => {
    expect(wallClockOf("2026-11-24T18:05:00Z")).toBeNull();
    expect(wallClockOf("20261324 18:05")).toBeNull();
    expect(wallClockOf("20261124 24:00")).toBeNull();
  });

  it("order.history-list: the placed instant is shown on the restaurant's clock when its time zone is known", () => {
    const order = { created: "20261124 11:50", placed: "2026-11-24T17:05:00Z" };
    expect(placedClock(order, "America/New_York")).toEqual({
      clock: { year: 2026, month: 11, day: 24, hour: 12, minute: 5 },
      local: false,
    });
    expect(placedClock(order, "America/Los_Angeles")?.clock.hour).toBe(9);
  });

  it("order.history-list: without the restaurant's time zone the placed instant is on the browser's clock, marked local", () => {
    const placed = "2026-11-24T17:05:00Z";
    const at = new Date(placed);
    expect(placedClock({ created: "20261124 11:50", placed }, null)).toEqual({
      clock: {
        year: at.getFullYear(),
        month: at.getMonth() + 1,
        day: at.getDate(),
        hour: at.getHours(),
        minute: at.getMinutes(),
      },
      local: true,
    });
    expect(placedClock({ created: "20261124 11:50", placed }, "Not/A_Zone")?.local).toBe(true);
  });

  it("order.history-list: without a placed instant the order's own stamp (restaurant time) is used", () => {
    expect(placedClock({ created: "20261124 11:50" }, "America/New_York")).toEqual({
      clock: { year: 2026, month: 11, day: 24, hour: 11, minute: 50 },
      local: false,
    });
    expect(placedClock({ created: "garbage" }, null)).toBeNull();
  });

  it("order.history-list: newest first by the placed instant when the API gives it", () => {
    const sorted = newestFirst([
      { id: "a", created: "20261124 09:00", placed: "2026-11-20T12:00:00Z" },
      { id: "b", created: "20261120 09:00", placed: "2026-11-24T12:00:00Z" },
    ]);
    expect(sorted.map((o) => o.id)).toEqual(["b", "a"]);
  });

  it("order.history-list: newest first, ties keep the API's order", () => {
    const sorted = newestFirst([
      { id: "a", created: "20261120 12:00" },
      { id: "b", created: "20261124 09:00" },
      { id: "c", created: "20261120 12:00" },
      { id: "d", created: "20261122 19:30" },
    ]);
    expect(sorted.map((o) => o.id)).toEqual(["b", "d", "a", "c"]);
  });

  it("order.history-list: every status of the order engine has words; an unknown one reads unknown", () => {
    expect(statusKey("in_progress")).toBe("in_progress");
    expect(statusKey("out_for_delivery")).toBe("out_for_delivery");
    expect(statusKey("canceled")).toBe("canceled");
    expect(statusKey("teleported")).toBe("unknown");
  });
});

describe("order.favorite-default-name and order.favorites: the favorite's name", () => {
  it("order.favorite-default-name: before 11:00 breakfast, from 11:00 lunch, from 16:00 dinner", () => {
    expect(mealOf({ hour: 10 })).toBe("breakfast");
    expect(mealOf({ hour: 11 })).toBe("lunch");
    expect(mealOf({ hour: 15 })).toBe("lunch");
    expect(mealOf({ hour: 16 })).toBe("dinner");
  });

  it("order.favorites: a name is 1 to 60 characters once trimmed", () => {
    expect(favoriteNameError("   ")).toBe("required");
    expect(favoriteNameError("x".repeat(60))).toBeNull();
    expect(favoriteNameError(` ${"x".repeat(60)} `)).toBeNull();
    expect(favoriteNameError("x".repeat(61))).toBe("tooLong");
  });
});

describe("order.reorder-ask-first: what a reorder check leads to", () => {
  const one = [{}];
  it("order.reorder-ask-first: nothing available → nothing is added, whatever the cart holds", () => {
    expect(reorderStep({ available: [], unavailable: one }, 0)).toBe("nothing-available");
    expect(reorderStep({ available: [], unavailable: [] }, 3)).toBe("nothing-available");
  });

  it("order.reorder-ask-first: anything unavailable, or items in the cart, → ask first", () => {
    expect(reorderStep({ available: one, unavailable: one }, 0)).toBe("ask");
    expect(reorderStep({ available: one, unavailable: [] }, 1)).toBe("ask");
  });

  it("order.reorder-ask-first: everything available and an empty cart → reorder at once", () => {
    expect(reorderStep({ available: one, unavailable: [] }, 0)).toBe("reorder");
  });
});
