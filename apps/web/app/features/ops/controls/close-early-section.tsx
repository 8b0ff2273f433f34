import { type FormEvent, useId, useState } from "react";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { opsApi } from "../staff-session.ts";
import type { SectionProps } from "./section-props.ts";
import { SectionStatus, useSectionSave } from "./section-status.tsx";
import { closeEarlyOptions } from "./until-rules.ts";
import { formatClockText, localMoment } from "./zone-time.ts";

/**
 * Close early today (`store-controls.close-early`): a time picked from today's regular hours (quarter
 * hours still ahead), or undo back to the regular hours.
 */
export function CloseEarlySection({ restaurantId, controls, ctx, onSaved }: SectionProps) {
  const { t, i18n } = useTranslation("controls");
  const id = useId();
  const [closesAt, setClosesAt] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const { done, error, clear, sending, send: save } = useSectionSave(onSaved);
  const options = closeEarlyOptions(controls.hours_today, ctx.now, ctx.timeZone);
  const today = localMoment(ctx.now, ctx.timeZone).date;
  const active = controls.closes_early?.date === today ? controls.closes_early : null;
  const clock = (hhmm: string) => formatClockText(hhmm, i18n.language);
  const hours = controls.hours_today.map((h) => `${clock(h.opens)}–${clock(h.closes)}`).join(", ");

  const send = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    if (!options.includes(closesAt)) {
      setProblem(t("closeEarly.choose"));
      return;
    }
    setProblem(null);
    await save(
      () =>
        opsApi.call("opsHoursTodayPut", {
          params: { id: restaurantId },
          body: { closes_at: closesAt },
        }),
      t("closeEarly.closed", { time: clock(closesAt) }),
    );
  };

  const undo = async () => {
    clear();
    await save(
      () => opsApi.call("opsHoursTodayDelete", { params: { id: restaurantId } }),
      t("closeEarly.undone"),
    );
  };

  return (
    <section className="ctl-card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t("closeEarly.heading")}</h2>
      <p>
        {controls.hours_today.length > 0
          ? t("closeEarly.regular", { hours })
          : t("closeEarly.noHours")}
      </p>
      {active ? (
        <>
          <p className="ctl-state ctl-state--warn">
            {t("closeEarly.on", { time: clock(active.closes_at) })}
          </p>
          <button
            type="button"
            className="ctl-button"
            disabled={sending}
            onClick={() => void undo()}
          >
            {t("closeEarly.undo")}
          </button>
        </>
      ) : options.length === 0 ? (
        controls.hours_today.length > 0 ? (
          <p>{t("closeEarly.noTimes")}</p>
        ) : null
      ) : (
        <form noValidate onSubmit={(e) => void send(e)}>
          <div className="ctl-field">
            <label htmlFor={`${id}-time`}>{t("closeEarly.label")}</label>
            <select
              id={`${id}-time`}
              value={closesAt}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(e) => {
                setClosesAt(e.target.value);
                setProblem(null);
              }}
            >
              <option value="">{t("closeEarly.choose")}</option>
              {options.map((o) => (
                <option key={o} value={o}>
                  {clock(o)}
                </option>
              ))}
            </select>
          </div>
          {problem ? (
            <p id={`${id}-problem`} className="ctl-error" role="alert">
              {problem}
            </p>
          ) : null}
          <button type="submit" className="ctl-button ctl-button--primary" disabled={sending}>
            {t("closeEarly.set")}
          </button>
        </form>
      )}
      <SectionStatus done={done} error={error} />
    </section>
  );
}
