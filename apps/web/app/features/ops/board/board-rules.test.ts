import { describe, expect, it } from "vitest";

import { TICKET_STATUSES } from "@coop/contract/ops-board";

import {
  AMBER_BEFORE_PROMISED_MS,
  clockOffset,
  columnOf,
  DONE_WINDOW_MS,
  formatElapsed,
  isOnBoard,
  moveLabelKey,
  nextStatus,
  reconnectDelay,
  ticketsIn,
  timerLevel,
  timerStart,
  waitsUpcoming,
} from "./board-rules.ts";
import { minutes, NOW_MS, ticket } from "./test-fixtures.ts";

describe("board rules", () => {
  it("board.columns: new (fired, not started), in progress, ready (and out for delivery), done (finished or canceled)", () => {
    const placement = Object.fromEntries(TICKET_STATUSES.map((s) => [s, columnOf(s)]));
    expect(placement).toEqual({
      scheduled: "new",
      in_progress: "in_progress",
      ready: "ready",
      out_for_delivery: "ready",
      completed: "done",
      delivered: "done",
      canceled: "done",
    });
  });

  it("board.next-status: received → in progress → ready → picked up; delivery goes out, then delivered", () => {
    const pickup = (status: (typeof TICKET_STATUSES)[number]) =>
      nextStatus({ status, handoff: "pickup" });
    expect(pickup("scheduled")).toBe("in_progress");
    expect(pickup("in_progress")).toBe("ready");
    expect(pickup("ready")).toBe("completed");
    expect(nextStatus({ status: "ready", handoff: "curbside" })).toBe("completed");
    expect(nextStatus({ status: "ready", handoff: "dispatch" })).toBe("out_for_delivery");
    expect(nextStatus({ status: "out_for_delivery", handoff: "dispatch" })).toBe("delivered");
    for (const done of ["completed", "delivered", "canceled"] as const) {
      expect(nextStatus({ status: done, handoff: "dispatch" })).toBeNull();
    }
    expect(
      ["in_progress", "ready", "completed", "out_for_delivery", "delivered"].map((s) =>
        moveLabelKey(s as never),
      ),
    ).toEqual(["move.start", "move.ready", "move.picked-up", "move.out", "move.delivered"]);
  });

  it("board.timer-levels: on time until 2 minutes before the promised time, amber from then, red from the promised time", () => {
    const promised = NOW_MS;
    expect(AMBER_BEFORE_PROMISED_MS).toBe(120_000);
    expect(timerLevel(promised - 120_001, promised)).toBe("on-time");
    expect(timerLevel(promised - 120_000, promised)).toBe("soon");
    expect(timerLevel(promised - 1, promised)).toBe("soon");
    expect(timerLevel(promised, promised)).toBe("late");
    expect(timerLevel(promised + 60 * 60_000, promised)).toBe("late");
  });

  it("board.timer-levels: the timer reads minutes and seconds since the fire time", () => {
    expect(formatElapsed(0)).toBe("0:00");
    expect(formatElapsed(-5000)).toBe("0:00");
    expect(formatElapsed(65_999)).toBe("1:05");
    expect(formatElapsed(3_600_000 + 61_000)).toBe("1:01:01");
  });

  it("board.timer-levels: the timer starts at the fire time of a scheduled order, at placing for an ASAP one", () => {
    const times = { placed_at: minutes(-30), fire_at: minutes(-10) };
    expect(timerStart({ ...times, scheduled: true })).toBe(NOW_MS - 10 * 60_000);
    expect(timerStart({ ...times, scheduled: false })).toBe(NOW_MS - 30 * 60_000);
  });

  it("board.columns: only a scheduled order before its fire time waits in Upcoming", () => {
    const later = { status: "scheduled" as const, fire_at: minutes(5) };
    expect(waitsUpcoming({ ...later, scheduled: true }, NOW_MS)).toBe(true);
    expect(waitsUpcoming({ ...later, scheduled: true }, NOW_MS + 5 * 60_000)).toBe(false);
    expect(waitsUpcoming({ ...later, scheduled: false }, NOW_MS)).toBe(false);
    expect(waitsUpcoming({ ...later, status: "canceled", scheduled: true }, NOW_MS)).toBe(false);
  });

  it("board.done-window: finished tickets stay 30 minutes, open ones always", () => {
    const done = ticket({ status: "completed", status_at: minutes(-30) });
    expect(isOnBoard(done, NOW_MS)).toBe(true);
    expect(isOnBoard(done, NOW_MS + 1)).toBe(false);
    expect(DONE_WINDOW_MS).toBe(30 * 60_000);
    expect(isOnBoard(ticket({ status: "ready", status_at: minutes(-300) }), NOW_MS)).toBe(true);
  });

  it("board.columns: a column lists the soonest promised first; done lists the latest finished first", () => {
    const a = ticket({ id: "a", number: 1, promised_at: minutes(20) });
    const b = ticket({ id: "b", number: 2, promised_at: minutes(5) });
    const c = ticket({ id: "c", number: 3, status: "canceled", status_at: minutes(-20) });
    const d = ticket({ id: "d", number: 4, status: "delivered", status_at: minutes(-2) });
    expect(ticketsIn("new", [a, b, c, d], NOW_MS).map((t) => t.number)).toEqual([2, 1]);
    expect(ticketsIn("done", [a, b, c, d], NOW_MS).map((t) => t.number)).toEqual([4, 3]);
  });

  it("board.server-clock: the offset is the server's now minus the tablet's", () => {
    expect(clockOffset("2026-11-24T18:00:00.000Z", NOW_MS - 90_000)).toBe(90_000);
    expect(clockOffset("2026-11-24T18:00:00.000Z", NOW_MS + 5_000)).toBe(-5_000);
    expect(clockOffset("not a date", NOW_MS)).toBe(0);
  });

  it("board.live-fallback: reconnects wait 1 s, 2 s, 4 s… up to 15 s", () => {
    expect([1, 2, 3, 4, 5, 6].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
  });
});
