import "./strings.ts";

import { useState } from "react";

import type { TimesResponse } from "@coop/contract/menus";

import { useTranslation } from "../../lib/i18n-react.tsx";
import {
  dayLabel,
  daypartSlots,
  groupSlotsByDay,
  localDate,
  localIso,
  slotLabel,
} from "./checkout-rules.ts";

/**
 * Time: ASAP or a scheduled slot of menus/{id}/times, grouped by day ('Today' or the
 * date). With a "10:30" product no slot before 10:30 is shown, and the page says why.
 */
export function TimeSection(props: {
  times: TimesResponse | null;
  loadError: string | null;
  mode: "asap" | "scheduled";
  wanted: string | null;
  daypart: boolean;
  busy: boolean;
  error: string | null;
  language: string;
  onAsap: () => void;
  onSlot: (time: string) => void;
}) {
  const { t } = useTranslation("checkout");
  const { times } = props;
  const timeZone = times?.timezone ?? "America/New_York";
  const today = localDate(new Date(), timeZone);
  const days = groupSlotsByDay(daypartSlots(times?.times ?? [], props.daypart));
  const asapOk = times?.asap != null && localDate(new Date(times.asap), timeZone) === today;
  const wantedSlot = props.mode === "scheduled" ? props.wanted : null;
  const wantedDay =
    days.find((d) => d.slots.some((s) => s.time === wantedSlot))?.date ?? days[0]?.date ?? "";
  const [dayChoice, setDayChoice] = useState<string | null>(null);
  const day = days.find((d) => d.date === (dayChoice ?? wantedDay)) ?? days[0];
  // The radio follows the click at once; the order's answer confirms it (or an error shows).
  const [picked, setPicked] = useState<"asap" | "scheduled" | null>(null);
  const scheduled = (picked ?? props.mode) === "scheduled";

  return (
    <section className="checkout-section" aria-labelledby="checkout-time-heading">
      <h2 id="checkout-time-heading" className="checkout-section__heading">
        {t("time.heading")}
      </h2>
      {!times && !props.loadError && <p className="checkout-note">{t("time.loading")}</p>}
      {props.loadError && (
        <p className="checkout-error" role="alert">
          {props.loadError}
        </p>
      )}
      {times && (
        <>
          <fieldset className="checkout-choices">
            <legend className="visually-hidden">{t("time.legend")}</legend>
            <label className="checkout-choice">
              <input
                type="radio"
                name="time-mode"
                checked={!scheduled && asapOk}
                disabled={!asapOk || props.busy}
                onChange={() => {
                  setPicked("asap");
                  props.onAsap();
                }}
              />
              <span>
                {asapOk
                  ? t("time.asapAt", {
                      time: slotLabel(localIso(times.asap!, timeZone), props.language),
                    })
                  : t("time.asapUnavailable")}
              </span>
            </label>
            <label className="checkout-choice">
              <input
                type="radio"
                name="time-mode"
                checked={scheduled}
                disabled={days.length === 0 || props.busy}
                onChange={() => {
                  setPicked("scheduled");
                  const first = days[0]?.slots[0];
                  if (first) props.onSlot(first.time);
                }}
              />
              <span>{t("time.schedule")}</span>
            </label>
          </fieldset>
          {props.daypart && <p className="checkout-note">{t("time.daypartNote")}</p>}
          {days.length === 0 && <p className="checkout-note">{t("time.noSlots")}</p>}
          {scheduled && day && (
            <div className="checkout-grid">
              <div className="checkout-field">
                <label className="checkout-field__label" htmlFor="checkout-day">
                  {t("time.day")}
                </label>
                <select
                  id="checkout-day"
                  className="checkout-field__input"
                  value={day.date}
                  disabled={props.busy}
                  onChange={(e) => {
                    const next = days.find((d) => d.date === e.currentTarget.value);
                    setDayChoice(e.currentTarget.value);
                    if (next?.slots[0]) props.onSlot(next.slots[0].time);
                  }}
                >
                  {days.map((d) => (
                    <option key={d.date} value={d.date}>
                      {dayLabel(d.date, today, props.language, t("time.today"))}
                    </option>
                  ))}
                </select>
              </div>
              <div className="checkout-field">
                <label className="checkout-field__label" htmlFor="checkout-slot">
                  {t("time.slot")}
                </label>
                <select
                  id="checkout-slot"
                  className="checkout-field__input"
                  value={day.slots.some((s) => s.time === wantedSlot) ? (wantedSlot ?? "") : ""}
                  disabled={props.busy}
                  onChange={(e) => props.onSlot(e.currentTarget.value)}
                >
                  {!day.slots.some((s) => s.time === wantedSlot) && (
                    <option value="" disabled>
                      {t("time.choose")}
                    </option>
                  )}
                  {day.slots.map((s) => (
                    <option key={s.time} value={s.time}>
                      {slotLabel(s.local, props.language)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          )}
        </>
      )}
      {props.error && (
        <p className="checkout-error" role="alert">
          {props.error}
        </p>
      )}
    </section>
  );
}
