/**
 * The order board's rules (docs/rules.md "Order board (web)"): which column a
 * ticket sits in, where one tap moves it, how late its timer runs, which finished tickets
 * still show, and the tablet's clock corrected by the server's. Pure functions, no React.
 */
import type { Ticket, TicketStatus } from "@coop/contract/ops-board";

/** The board's columns, left to right. */
export const BOARD_COLUMNS = ["new", "in_progress", "ready", "done"] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

/** `board.columns`: the column a ticket shows in, by its status. */
export function columnOf(status: TicketStatus): BoardColumn {
  switch (status) {
    case "scheduled":
      return "new";
    case "in_progress":
      return "in_progress";
    case "ready":
    case "out_for_delivery":
      return "ready";
    case "completed":
    case "delivered":
    case "canceled":
      return "done";
  }
}

/** A finished or canceled ticket: no more moves, no timer. */
export function isFinished(status: TicketStatus): boolean {
  return columnOf(status) === "done";
}

/**
 * `board.next-status`: the status one tap moves a ticket to (received → in progress → ready →
 * picked up; delivery: ready → out for delivery → delivered), or null when it is finished.
 */
export function nextStatus(ticket: Pick<Ticket, "status" | "handoff">): TicketStatus | null {
  switch (ticket.status) {
    case "scheduled":
      return "in_progress";
    case "in_progress":
      return "ready";
    case "ready":
      return ticket.handoff === "dispatch" ? "out_for_delivery" : "completed";
    case "out_for_delivery":
      return "delivered";
    default:
      return null;
  }
}

/** The label key of the button that moves a ticket to `to` ("Start", "Ready", "Picked up"…). */
export function moveLabelKey(
  to: TicketStatus,
): "move.start" | "move.ready" | "move.picked-up" | "move.out" | "move.delivered" | null {
  switch (to) {
    case "in_progress":
      return "move.start";
    case "ready":
      return "move.ready";
    case "completed":
      return "move.picked-up";
    case "out_for_delivery":
      return "move.out";
    case "delivered":
      return "move.delivered";
    default:
      return null;
  }
}

/** `board.timer-levels`: the timer turns amber this long before the promised time… */
export const AMBER_BEFORE_PROMISED_MS = 2 * 60_000;
/** …and red once the promised time has passed (this long after it, i.e. at once). */
export const RED_AFTER_PROMISED_MS = 0;

export type TimerLevel = "on-time" | "soon" | "late";

/**
 * `board.timer-levels`: on time until 2 minutes before the promised time, "soon" (amber) from
 * then, "late" (red) from the promised time on. Both instants in milliseconds (server time).
 */
export function timerLevel(nowMs: number, promisedMs: number): TimerLevel {
  if (nowMs >= promisedMs + RED_AFTER_PROMISED_MS) return "late";
  if (nowMs >= promisedMs - AMBER_BEFORE_PROMISED_MS) return "soon";
  return "on-time";
}

/**
 * `board.timer-levels`: when a ticket reached the board, where its timer starts: a scheduled
 * order at its fire time; an ASAP order when it was placed (its fire time is only the latest
 * moment to start it).
 */
export function timerStart(ticket: Pick<Ticket, "scheduled" | "placed_at" | "fire_at">): number {
  return Date.parse(ticket.scheduled ? ticket.fire_at : ticket.placed_at);
}

/**
 * `board.columns`: a scheduled order (placed for a later time) waits in Upcoming until its fire
 * time; an ASAP order is on the board at once.
 */
export function waitsUpcoming(
  ticket: Pick<Ticket, "scheduled" | "status" | "fire_at">,
  nowMs: number,
): boolean {
  return ticket.scheduled && ticket.status === "scheduled" && Date.parse(ticket.fire_at) > nowMs;
}

/** "m:ss" (or "h:mm:ss") of a duration; negative durations count as 0. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** `board.done-window`: finished and canceled tickets stay in "Done" for 30 minutes. */
export const DONE_WINDOW_MS = 30 * 60_000;

/** Whether a ticket still shows on the board at `nowMs` (server time). */
export function isOnBoard(ticket: Pick<Ticket, "status" | "status_at">, nowMs: number): boolean {
  if (!isFinished(ticket.status)) return true;
  return nowMs - Date.parse(ticket.status_at) <= DONE_WINDOW_MS;
}

/** The tickets of one column in the order a cook reads them. */
export function ticketsIn(
  column: BoardColumn,
  tickets: readonly Ticket[],
  nowMs: number,
): Ticket[] {
  const shown = tickets.filter((t) => columnOf(t.status) === column && isOnBoard(t, nowMs));
  // Done: the latest finished first; the others: the soonest promised first.
  return column === "done"
    ? shown.sort((a, b) => Date.parse(b.status_at) - Date.parse(a.status_at))
    : shown.sort(
        (a, b) => Date.parse(a.promised_at) - Date.parse(b.promised_at) || a.number - b.number,
      );
}

/**
 * `board.server-clock`: the tablet's clock may be wrong; the board's `now` says by how much.
 * The offset to add to Date.now() to get the server's time.
 */
export function clockOffset(serverNow: string, localNowMs: number): number {
  const server = Date.parse(serverNow);
  return Number.isFinite(server) ? server - localNowMs : 0;
}

/** `board.live-fallback`: failed connections in a row after which the board polls instead. */
export const MAX_STREAM_FAILURES = 3;
/** Polling interval once the live stream has been given up. */
export const POLL_MS = 5_000;
/** While polling, the live stream is tried again this often. */
export const STREAM_RETRY_WHILE_POLLING_MS = 60_000;

/** The wait before reconnect attempt `failures` (1, 2…): 1 s, 2 s, 4 s… at most 15 s. */
export function reconnectDelay(failures: number): number {
  return Math.min(15_000, 1000 * 2 ** Math.max(0, failures - 1));
}
