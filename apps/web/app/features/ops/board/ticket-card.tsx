import type { Ticket } from "@coop/contract/ops-board";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import {
  formatElapsed,
  isFinished,
  moveLabelKey,
  nextStatus,
  timerLevel,
  timerStart,
} from "./board-rules.ts";
import { useClockTime } from "./use-clock-time.ts";

const LEVEL_ICON = { "on-time": "●", soon: "▲", late: "■" } as const;

/** Pickup, curbside with the car, or delivery with the address and its instructions. */
function Handoff({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation("board");
  if (ticket.handoff === "curbside") {
    const car = ticket.vehicle
      ? t("ticket.vehicle", {
          color: ticket.vehicle.color,
          make: ticket.vehicle.make,
          model: ticket.vehicle.model,
        })
      : "";
    return (
      <p className="ticket__handoff">
        <strong>{t("handoff.curbside")}</strong>
        {car ? ` · ${car}` : null}
        {ticket.arrived_at ? (
          <span className="ticket__here">
            <span aria-hidden="true">⚑ </span>
            {t("ticket.here")}
          </span>
        ) : null}
      </p>
    );
  }
  if (ticket.handoff === "dispatch") {
    const a = ticket.address;
    return (
      <div className="ticket__handoff">
        <strong>{t("handoff.dispatch")}</strong>
        {a ? (
          <>
            <address>
              {a.street}
              {a.apt ? `, ${a.apt}` : ""}, {a.city}, {a.state} {a.zip}
            </address>
            {a.instructions ? (
              <p className="ticket__note">{t("ticket.address-note", { note: a.instructions })}</p>
            ) : null}
          </>
        ) : null}
      </div>
    );
  }
  return (
    <p className="ticket__handoff">
      <strong>{t("handoff.pickup")}</strong>
    </p>
  );
}

/**
 * One order on the board: number, customer, handoff, items, promised time and the timer since
 * it fired (`board.timer-levels`: amber 2 minutes before the promised time, red after it, with
 * a word and a shape as well as the colour), and its one-tap move (`board.one-tap`).
 */
export function TicketCard({
  ticket,
  nowMs,
  timeZone,
  busy,
  onAdvance,
  onCancel,
}: {
  ticket: Ticket;
  nowMs: number;
  timeZone: string;
  busy: boolean;
  onAdvance: (ticket: Ticket) => void;
  onCancel: (ticket: Ticket, button: HTMLButtonElement) => void;
}) {
  const { t } = useTranslation("board");
  const clock = useClockTime(timeZone);
  const finished = isFinished(ticket.status);
  const level = timerLevel(nowMs, Date.parse(ticket.promised_at));
  const to = nextStatus(ticket);
  const labelKey = to ? moveLabelKey(to) : null;
  const headingId = `ticket-${ticket.id}`;

  return (
    <article
      className={`ticket ticket--${finished ? "done" : level}`}
      aria-labelledby={headingId}
      data-testid="ticket"
      data-ticket-id={ticket.id}
      tabIndex={-1}
    >
      <header className="ticket__head">
        <h3 id={headingId} className="ticket__number">
          #{ticket.number}
        </h3>
        <p className="ticket__customer">{ticket.customer.name}</p>
        <p className="ticket__badges">
          {ticket.kind === "catering" ? (
            <span className="badge badge--catering">{t("badge.catering")}</span>
          ) : null}
          {ticket.scheduled ? (
            <span className="badge badge--scheduled">{t("badge.scheduled")}</span>
          ) : null}
          {finished ? <span className="badge">{t(`status.${ticket.status}`)}</span> : null}
        </p>
      </header>
      <Handoff ticket={ticket} />
      <ul className="ticket__items">
        {ticket.items.map((item, index) => (
          <li key={index}>
            <span className="ticket__qty">{item.quantity}×</span> {item.name}
            {item.recipient ? (
              <span className="ticket__recipient">
                {" "}
                {t("ticket.for", { name: item.recipient })}
              </span>
            ) : null}
            {item.choices.length > 0 ? (
              <span className="ticket__choices">{item.choices.join(", ")}</span>
            ) : null}
            {item.instructions ? (
              <mark className="ticket__instructions">
                <span aria-hidden="true">✎ </span>
                {t("ticket.instructions", { text: item.instructions })}
              </mark>
            ) : null}
          </li>
        ))}
      </ul>
      {ticket.cancel_reason ? (
        <p className="ticket__note">
          {t("ticket.cancel-reason", { reason: ticket.cancel_reason })}
        </p>
      ) : null}
      <p className="ticket__times">
        <span>{t("ticket.promised", { time: clock(ticket.promised_at) })}</span>
        {finished ? null : (
          <span className={`timer timer--${level}`} data-testid="timer" data-level={level}>
            <span aria-hidden="true">{LEVEL_ICON[level]} </span>
            {formatElapsed(nowMs - timerStart(ticket))}{" "}
            <span className="timer__word">{t(`timer.${level}`)}</span>
          </span>
        )}
      </p>
      {finished ? null : (
        <div className="ticket__actions">
          {labelKey ? (
            <button
              type="button"
              className="ticket__move"
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onAdvance(ticket);
              }}
            >
              {t(labelKey, { number: ticket.number })}
            </button>
          ) : null}
          <button
            type="button"
            className="ticket__cancel"
            onClick={(e) => onCancel(ticket, e.currentTarget)}
          >
            {t("cancel.open", { number: ticket.number })}
          </button>
        </div>
      )}
    </article>
  );
}
