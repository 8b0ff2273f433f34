import { describe, expect, it } from "vitest";

import { applyBoard, applyTicket, emptyBoard, ticketIn } from "./board-state.ts";
import { board, minutes, NOW_MS, ticket } from "./test-fixtures.ts";

const loaded = (tickets = [ticket()]) => applyBoard(emptyBoard, board(tickets), NOW_MS)[0];

describe("the board's data", () => {
  it("board.sound: the first board is no news; a later board's unseen open tickets are new orders", () => {
    const [first, firstChange] = applyBoard(emptyBoard, board([ticket()]), NOW_MS);
    expect(firstChange.newTickets).toEqual([]);
    const fresh = ticket({ id: "b", number: 102 });
    const old = ticket({ id: "c", number: 103, status: "completed" });
    const [, change] = applyBoard(first, board([ticket(), fresh, old]), NOW_MS);
    expect(change.newTickets.map((t) => t.number)).toEqual([102]);
  });

  it("board.arrival: a board read by polling, or a ticket event, whose curbside customer has just arrived is an arrival", () => {
    const here = ticket({ handoff: "curbside", arrived_at: minutes(0) });
    expect(applyBoard(loaded(), board([here]), NOW_MS)[1].arrivals).toEqual([here]);
    expect(applyTicket(loaded(), here, NOW_MS)[1].arrivals).toEqual([here]);
    // Already known as arrived: no second banner.
    expect(applyTicket(loaded([here]), here, NOW_MS)[1].arrivals).toEqual([]);
  });

  it("board.columns: a scheduled order not fired yet goes to Upcoming, and to a column once fired", () => {
    const later = ticket({ id: "s", number: 130, fire_at: minutes(20), scheduled: true });
    const [waiting, change] = applyTicket(loaded(), later, NOW_MS);
    expect(waiting.upcoming.map((u) => u.number)).toEqual([130]);
    expect(waiting.tickets.map((t) => t.number)).toEqual([101]);
    expect(change.newTickets).toEqual([]);
    const [fired, firedChange] = applyTicket(waiting, later, NOW_MS + 20 * 60_000);
    expect(fired.upcoming).toEqual([]);
    expect(fired.tickets.map((t) => t.number)).toEqual([101, 130]);
    expect(firedChange.newTickets.map((t) => t.number)).toEqual([130]);
  });

  it("board.columns: an ASAP order is on the board at once, even when its latest start is ahead", () => {
    const asap = ticket({ id: "n", number: 150, fire_at: minutes(4), promised_at: minutes(12) });
    const [next, change] = applyTicket(loaded(), asap, NOW_MS);
    expect(next.upcoming).toEqual([]);
    expect(next.tickets.map((t) => t.number)).toEqual([101, 150]);
    expect(change.newTickets.map((t) => t.number)).toEqual([150]);
  });

  it("board.one-tap: a 409's body gives the ticket as it is (data or ticket), or nothing", () => {
    const t = ticket({ status: "ready" });
    expect(ticketIn({ data: t })).toBe(t);
    expect(ticketIn({ message: "moved", ticket: t })).toBe(t);
    expect(ticketIn({ message: "moved" })).toBeNull();
    expect(ticketIn(null)).toBeNull();
  });
});
