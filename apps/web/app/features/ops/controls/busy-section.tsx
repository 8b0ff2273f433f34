import { type FormEvent, useId, useState } from "react";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { opsApi } from "../staff-session.ts";
import type { SectionProps } from "./section-props.ts";
import { SectionStatus, useSectionSave, useUntilChoice } from "./section-status.tsx";
import { BUSY_PRESETS, busyMinutesProblem, minutesLeft, type UntilChoice } from "./until-rules.ts";
import { formatLocalTime } from "./zone-time.ts";

const OPTIONS: readonly UntilChoice[] = [
  { kind: "minutes", minutes: 60 },
  { kind: "minutes", minutes: 120 },
  { kind: "end-of-day" },
];

/**
 * Busy mode (`store-controls.busy-minutes`): +10…+60 minutes as segmented buttons or another step of
 * 5 up to 120, until 1 hour, 2 hours or the end of today; shows the time left; End turns it off.
 */
export function BusySection({ restaurantId, controls, ctx, onSaved }: SectionProps) {
  const { t, i18n } = useTranslation("controls");
  const id = useId();
  // A busy mode on with minutes that no preset offers shows them in "Other".
  const current = controls.busy?.minutes ?? 15;
  const isPreset = (BUSY_PRESETS as readonly number[]).includes(current);
  const [minutes, setMinutes] = useState<number>(isPreset ? current : 15);
  const [other, setOther] = useState(!isPreset);
  const [custom, setCustom] = useState(isPreset ? "" : String(current));
  const untilChoice = useUntilChoice(OPTIONS, ctx);
  const [minutesProblem, setMinutesProblem] = useState<string | null>(null);
  const { done, error, clear, sending, send } = useSectionSave(onSaved);

  const chosenMinutes = other ? Number(custom.trim() === "" ? NaN : custom) : minutes;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    const wrong = busyMinutesProblem(chosenMinutes);
    setMinutesProblem(wrong ? t(`busy.${wrong}`) : null);
    const until = untilChoice.check();
    if (wrong || !until.ok || !until.until) return;
    const body = { minutes: chosenMinutes, until: until.until.toISOString() };
    await send(
      () => opsApi.call("opsBusyPut", { params: { id: restaurantId }, body }),
      t("busy.started"),
    );
  };

  const end = async () => {
    clear();
    await send(
      () => opsApi.call("opsBusyDelete", { params: { id: restaurantId } }),
      t("busy.ended"),
    );
  };

  return (
    <section className="ctl-card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t("busy.heading")}</h2>
      {controls.busy ? (
        <p className="ctl-state ctl-state--warn">
          {t("busy.on", {
            minutes: controls.busy.minutes,
            time: formatLocalTime(controls.busy.until, ctx.timeZone, i18n.language, ctx.now),
            left: minutesLeft(controls.busy.until, ctx.now),
          })}
        </p>
      ) : (
        <p className="ctl-state">{t("busy.off")}</p>
      )}
      <form noValidate onSubmit={(e) => void submit(e)}>
        <fieldset className="ctl-until">
          <legend>{t("busy.minutesLegend")}</legend>
          <div className="ctl-segmented">
            {BUSY_PRESETS.map((m) => (
              <button
                key={m}
                type="button"
                className="ctl-chip"
                aria-pressed={!other && minutes === m}
                onClick={() => {
                  setOther(false);
                  setMinutes(m);
                  setMinutesProblem(null);
                }}
              >
                {t("busy.preset", { minutes: m })}
              </button>
            ))}
            <button
              type="button"
              className="ctl-chip"
              aria-pressed={other}
              onClick={() => setOther(true)}
            >
              {t("busy.other")}
            </button>
          </div>
          {other ? (
            <div className="ctl-field">
              <label htmlFor={`${id}-minutes`}>{t("busy.customLabel")}</label>
              <input
                id={`${id}-minutes`}
                type="number"
                inputMode="numeric"
                min={5}
                max={120}
                step={5}
                value={custom}
                aria-invalid={minutesProblem ? true : undefined}
                aria-describedby={minutesProblem ? `${id}-minutes-problem` : undefined}
                onChange={(e) => setCustom(e.target.value)}
              />
            </div>
          ) : null}
          {minutesProblem ? (
            <p id={`${id}-minutes-problem`} className="ctl-error" role="alert">
              {minutesProblem}
            </p>
          ) : null}
        </fieldset>
        {untilChoice.fields}
        <div className="ctl-actions">
          <button type="submit" className="ctl-button ctl-button--primary" disabled={sending}>
            {controls.busy ? t("busy.update") : t("busy.start")}
          </button>
          {controls.busy ? (
            <button
              type="button"
              className="ctl-button"
              disabled={sending}
              onClick={() => void end()}
            >
              {t("busy.end")}
            </button>
          ) : null}
        </div>
      </form>
      <SectionStatus done={done} error={error} />
    </section>
  );
}
