/**
 * The board's data in the browser: the last GET board, updated by each live event and each
 * move. Pure functions over an immutable state, so the hook's reducer is simple to test.
 */
import type { Board, OpsRestaurant, Ticket } from "@coop/contract/ops-board";

import { clockOffset, isFinished, waitsUpcoming } from "./board-rules.ts";

export type Upcoming = Board["upcoming"][number];

export type BoardData = {
  restaurant: OpsRestaurant | null;
  tickets: Ticket[];
  upcoming: Upcoming[];
  /** Server time minus tablet time, in ms (`board.server-clock`). */
  offset: number;
  loaded: boolean;
};

export const emptyBoard: BoardData = {
  restaurant: null,
  tickets: [],
  upcoming: [],
  offset: 0,
  loaded: false,
};

/** What changed, for the sound and the screen reader: new orders, curbside customers arrived. */
export type BoardChange = { newTickets: Ticket[]; arrivals: Ticket[] };

const newcomer = (before: BoardData, ticket: Ticket) =>
  before.loaded && !isFinished(ticket.status) && !before.tickets.some((t) => t.id === ticket.id);

/** `board.arrival`: a ticket on the board whose customer has just said "I'm here". */
const arrived = (before: BoardData, ticket: Ticket) =>
  before.loaded &&
  ticket.arrived_at !== null &&
  !isFinished(ticket.status) &&
  before.tickets.some((t) => t.id === ticket.id && t.arrived_at === null);

/** A fresh GET board: replaces everything; tickets not seen before are new orders. */
export function applyBoard(
  before: BoardData,
  board: Board,
  localNowMs: number,
): [BoardData, BoardChange] {
  const next: BoardData = {
    restaurant: board.restaurant,
    tickets: board.tickets,
    upcoming: board.upcoming,
    offset: clockOffset(board.now, localNowMs),
    loaded: true,
  };
  return [
    next,
    {
      newTickets: board.tickets.filter((t) => newcomer(before, t)),
      arrivals: board.tickets.filter((t) => arrived(before, t)),
    },
  ];
}

function toUpcoming(ticket: Ticket): Upcoming {
  return {
    id: ticket.id,
    number: ticket.number,
    fire_at: ticket.fire_at,
    promised_at: ticket.promised_at,
    handoff: ticket.handoff,
    customer: ticket.customer.name,
  };
}

/**
 * A ticket from an event or an answer. A scheduled order whose fire time is still ahead goes to
 * the upcoming strip; anything else to the columns (events come in order on one stream, and a
 * move's answer is the order as the server left it, so the latest copy wins).
 */
export function applyTicket(
  before: BoardData,
  ticket: Ticket,
  serverNowMs: number,
): [BoardData, BoardChange] {
  const notFired = waitsUpcoming(ticket, serverNowMs);
  const upcoming = before.upcoming.filter((u) => u.id !== ticket.id);
  const tickets = before.tickets.filter((t) => t.id !== ticket.id);
  if (notFired) {
    upcoming.push(toUpcoming(ticket));
    upcoming.sort((a, b) => Date.parse(a.fire_at) - Date.parse(b.fire_at));
    return [
      { ...before, upcoming, tickets },
      { newTickets: [], arrivals: [] },
    ];
  }
  tickets.push(ticket);
  return [
    { ...before, upcoming, tickets },
    {
      newTickets: newcomer(before, ticket) ? [ticket] : [],
      arrivals: arrived(before, ticket) ? [ticket] : [],
    },
  ];
}

/** Shows a ticket in another status at once (a tap), before the server answers. */
export function withStatus(before: BoardData, id: string, status: Ticket["status"]): BoardData {
  return {
    ...before,
    tickets: before.tickets.map((t) => (t.id === id ? { ...t, status } : t)),
  };
}

/** Puts a ticket back as it was (a move the server refused). */
export function restoreTicket(before: BoardData, ticket: Ticket): BoardData {
  return { ...before, tickets: before.tickets.map((t) => (t.id === ticket.id ? ticket : t)) };
}

/** A 409's body may carry the ticket as it is now (`data` or `ticket`). */
export function ticketIn(body: unknown): Ticket | null {
  if (!body || typeof body !== "object") return null;
  const record = body as Record<string, unknown>;
  for (const candidate of [record.data, record.ticket]) {
    if (
      candidate &&
      typeof candidate === "object" &&
      typeof (candidate as Ticket).id === "string" &&
      typeof (candidate as Ticket).status === "string" &&
      typeof (candidate as Ticket).status_at === "string"
    ) {
      return candidate as Ticket;
    }
  }
  return null;
}
