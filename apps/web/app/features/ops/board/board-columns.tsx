import { useState } from "react";

import type { Ticket } from "@coop/contract/ops-board";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { BOARD_COLUMNS, type BoardColumn, ticketsIn } from "./board-rules.ts";
import type { Upcoming } from "./board-state.ts";
import { TicketCard } from "./ticket-card.tsx";
import { useClockTime } from "./use-clock-time.ts";

/** Scheduled orders not fired yet: number, fire time, promised time. */
export function UpcomingStrip({ upcoming, timeZone }: { upcoming: Upcoming[]; timeZone: string }) {
  const { t } = useTranslation("board");
  const clock = useClockTime(timeZone);
  return (
    <section className="board-upcoming" aria-labelledby="board-upcoming-title">
      <h2 id="board-upcoming-title">{t("upcoming.title", { count: upcoming.length })}</h2>
      {upcoming.length === 0 ? (
        <p className="board-upcoming__empty">{t("upcoming.empty")}</p>
      ) : (
        <ol className="board-upcoming__list">
          {upcoming.map((u) => (
            <li key={u.id} className="board-upcoming__item">
              <strong>#{u.number}</strong> {u.customer} · {t(`handoff.${u.handoff}`)}
              <span>{t("upcoming.fires", { time: clock(u.fire_at) })}</span>
              <span>{t("upcoming.promised", { time: clock(u.promised_at) })}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The four columns (`board.columns`): New, In progress, Ready, Done (collapsed until opened).
 * On a phone-wide screen one column shows at a time, picked with the status filter.
 */
export function BoardColumns({
  tickets,
  nowMs,
  timeZone,
  busy,
  onAdvance,
  onCancel,
}: {
  tickets: Ticket[];
  nowMs: number;
  timeZone: string;
  busy: ReadonlySet<string>;
  onAdvance: (ticket: Ticket) => void;
  onCancel: (ticket: Ticket, button: HTMLButtonElement) => void;
}) {
  const { t } = useTranslation("board");
  const [doneOpen, setDoneOpen] = useState(false);
  const [narrow, setNarrow] = useState<BoardColumn>("new");
  const byColumn = Object.fromEntries(
    BOARD_COLUMNS.map((c) => [c, ticketsIn(c, tickets, nowMs)]),
  ) as Record<BoardColumn, Ticket[]>;

  return (
    <>
      <div className="board-filter" role="group" aria-label={t("filter.label")}>
        {BOARD_COLUMNS.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={narrow === c}
            onClick={() => {
              setNarrow(c);
              if (c === "done") setDoneOpen(true);
            }}
          >
            {t(`column.${c}`)} ({byColumn[c].length})
          </button>
        ))}
      </div>
      <div className="board-columns">
        {BOARD_COLUMNS.map((c) => {
          const collapsed = c === "done" && !doneOpen;
          return (
            <section
              key={c}
              className={`board-column board-column--${c}${narrow === c ? " is-picked" : ""}`}
              aria-labelledby={`board-column-${c}`}
              data-column={c}
            >
              <h2 id={`board-column-${c}`} className="board-column__title">
                {c === "done" ? (
                  <button
                    type="button"
                    aria-expanded={doneOpen}
                    aria-controls="board-done-list"
                    onClick={() => setDoneOpen((open) => !open)}
                  >
                    {t("column.done")} ({byColumn.done.length})
                  </button>
                ) : (
                  <>
                    {t(`column.${c}`)}{" "}
                    <span className="board-column__count">({byColumn[c].length})</span>
                  </>
                )}
              </h2>
              <div id={c === "done" ? "board-done-list" : undefined} hidden={collapsed}>
                {byColumn[c].length === 0 ? (
                  <p className="board-column__empty">{t("column.empty")}</p>
                ) : (
                  byColumn[c].map((ticket) => (
                    <TicketCard
                      key={ticket.id}
                      ticket={ticket}
                      nowMs={nowMs}
                      timeZone={timeZone}
                      busy={busy.has(ticket.id)}
                      onAdvance={onAdvance}
                      onCancel={onCancel}
                    />
                  ))
                )}
              </div>
            </section>
          );
        })}
      </div>
    </>
  );
}
