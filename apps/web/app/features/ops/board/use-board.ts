/**
 * The order board's state and actions: the live feed (`board.live-fallback`), the sounds
 * (`board.sound`), one-tap moves with optimistic display and rollback (`board.one-tap`), the
 * undo offer (`board.undo`), cancel with a reason, the curbside arrival banner and the polite
 * announcements (`board.announce`).
 */
import { useCallback, useEffect, useRef, useState } from "react";

import type { Ticket } from "@coop/contract/ops-board";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { opsApi } from "../staff-session.ts";
import { type BoardFeed, followBoard, type LiveState } from "./board-live.ts";
import { nextStatus } from "./board-rules.ts";
import type { BoardSound } from "./board-sound.ts";
import {
  applyBoard,
  applyTicket,
  type BoardChange,
  type BoardData,
  emptyBoard,
  restoreTicket,
  ticketIn,
  withStatus,
} from "./board-state.ts";

export type UndoOffer = { ticket: Ticket; until: number };
export type Arrival = { id: string; number: number; vehicle: Ticket["vehicle"] };
export type Notice = { id: number; text: string };

/** Server time now, re-rendering every second (`board.server-clock`). */
export function useServerNow(offset: number): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return Date.now() + offset;
}

export function useBoard(restaurantId: number, feed: BoardFeed, sound: BoardSound) {
  const { t } = useTranslation("board");
  const tRef = useRef(t);
  tRef.current = t;
  const [data, setData] = useState<BoardData>(emptyBoard);
  /** The board as of now (events and answers can land between two renders). */
  const dataRef = useRef(data);
  const update = useCallback((next: BoardData) => {
    dataRef.current = next;
    setData(next);
  }, []);
  const [live, setLive] = useState<LiveState>("connecting");
  const [notice, setNotice] = useState<Notice | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [arrival, setArrival] = useState<Arrival | null>(null);
  const [undo, setUndo] = useState<UndoOffer | null>(null);
  const followerRef = useRef<{ refresh(): Promise<void> } | null>(null);
  const pending = useRef(new Set<string>());
  /** The tickets with a move on its way (their buttons wait for the answer). */
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const hold = useCallback((id: string, on: boolean) => {
    if (on) pending.current.add(id);
    else pending.current.delete(id);
    setBusy(new Set(pending.current));
  }, []);
  const noticeId = useRef(0);

  const say = useCallback((text: string) => {
    noticeId.current += 1;
    setNotice({ id: noticeId.current, text });
  }, []);

  const commit = useCallback(
    (next: BoardData, change: BoardChange) => {
      update(next);
      const { newTickets, arrivals } = change;
      const [first] = newTickets;
      const lastArrival = arrivals.at(-1);
      if (first) {
        sound.play("new-order");
        setAnnouncement(
          newTickets.length === 1
            ? tRef.current("announce.new-order", { number: first.number })
            : tRef.current("announce.new-orders", {
                count: newTickets.length,
                numbers: newTickets.map((x) => `#${x.number}`).join(", "),
              }),
        );
      }
      if (lastArrival) {
        setArrival({
          id: lastArrival.id,
          number: lastArrival.number,
          vehicle: lastArrival.vehicle,
        });
        sound.play("arrival");
        setAnnouncement(tRef.current("announce.arrival", { number: lastArrival.number }));
      }
    },
    [sound, update],
  );

  const receive = useCallback(
    (ticket: Ticket, arrival = false) => {
      const [next, change] = applyTicket(
        dataRef.current,
        ticket,
        Date.now() + dataRef.current.offset,
      );
      // An arrival event is an arrival even when the board already knew (a repeated "I'm here").
      if (arrival && change.arrivals.length === 0) change.arrivals.push(ticket);
      commit(next, change);
    },
    [commit],
  );

  useEffect(() => {
    const follower = followBoard(feed, {
      onBoard: (board) => {
        const [next, change] = applyBoard(dataRef.current, board, Date.now());
        commit(next, change);
      },
      onEvent: (event) => {
        if (event.type !== "ticket" && event.type !== "arrival") return;
        let parsed: unknown;
        try {
          parsed = JSON.parse(event.data);
        } catch {
          return;
        }
        // The data is a ticket (or, read generously, a ticket answer `{ status, data }`).
        const ticket = ticketIn({ data: parsed }) ?? ticketIn(parsed);
        if (ticket) receive(ticket, event.type === "arrival");
      },
      onState: setLive,
    });
    followerRef.current = follower;
    return () => follower.stop();
  }, [feed, commit, receive, sound, restaurantId]);

  /** A move the server refused: 409 shows the order as it is; anything else puts it back. */
  const refused = useCallback(
    (
      before: Ticket,
      result: { status: number; errors: string[]; body: unknown },
      failedKey: "notice.move-failed" | "notice.undo-failed",
    ) => {
      if (result.status === 409) {
        const current = ticketIn(result.body);
        if (current) receive(current);
        else {
          update(restoreTicket(dataRef.current, before));
          void followerRef.current?.refresh();
        }
        say(tRef.current("notice.conflict", { number: before.number }));
        return;
      }
      update(restoreTicket(dataRef.current, before));
      say(tRef.current(failedKey, { number: before.number, reason: result.errors[0] ?? "" }));
    },
    [receive, say, update],
  );

  const advance = useCallback(
    async (ticket: Ticket) => {
      const to = nextStatus(ticket);
      if (!to || pending.current.has(ticket.id)) return;
      hold(ticket.id, true);
      update(withStatus(dataRef.current, ticket.id, to));
      const result = await opsApi.call("opsOrderAdvance", {
        params: { id: ticket.id },
        body: { from: ticket.status },
      });
      hold(ticket.id, false);
      if (result.ok) {
        const moved = result.data.data;
        receive(moved);
        // The server says until when the move can be undone (UNDO_SECONDS); null: it cannot.
        const until = moved.undo_until ? Date.parse(moved.undo_until) : NaN;
        setUndo(Number.isFinite(until) ? { ticket: moved, until } : null);
      } else refused(ticket, result, "notice.move-failed");
    },
    [receive, refused, hold, update],
  );

  const undoLast = useCallback(async () => {
    if (!undo) return;
    const shown = dataRef.current.tickets.find((x) => x.id === undo.ticket.id) ?? undo.ticket;
    setUndo(null);
    hold(shown.id, true);
    const result = await opsApi.call("opsOrderUndo", {
      params: { id: shown.id },
      body: { from: shown.status },
    });
    hold(shown.id, false);
    if (result.ok) {
      receive(result.data.data);
      say(tRef.current("notice.undone", { number: shown.number }));
    } else refused(shown, result, "notice.undo-failed");
  }, [undo, receive, refused, say, hold]);

  /** Cancels with a reason; answers the error to show in the dialog, or null when done. */
  const cancel = useCallback(
    async (ticket: Ticket, reason: string): Promise<string | null> => {
      const result = await opsApi.call("opsOrderCancel", {
        params: { id: ticket.id },
        body: { from: ticket.status, reason },
      });
      if (result.ok) {
        receive(result.data.data);
        say(tRef.current("notice.canceled", { number: ticket.number }));
        return null;
      }
      if (result.status === 409) {
        refused(ticket, result, "notice.move-failed");
        return tRef.current("notice.conflict", { number: ticket.number });
      }
      return result.errors[0] ?? tRef.current("cancel.failed");
    },
    [receive, refused, say],
  );

  return {
    data,
    live,
    busy,
    notice,
    announcement,
    arrival,
    undo,
    advance,
    undoLast,
    cancel,
    dismissUndo: useCallback(() => setUndo(null), []),
    dismissArrival: useCallback(() => setArrival(null), []),
    dismissNotice: useCallback(() => setNotice(null), []),
  };
}
