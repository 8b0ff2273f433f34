import { type FormEvent, useId, useState } from "react";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { opsApi } from "../staff-session.ts";
import type { SectionProps } from "./section-props.ts";
import { SectionStatus, useSectionSave, useUntilChoice } from "./section-status.tsx";
import type { UntilChoice } from "./until-rules.ts";
import { formatLocalTime } from "./zone-time.ts";

const OPTIONS: readonly UntilChoice[] = [
  { kind: "minutes", minutes: 15 },
  { kind: "minutes", minutes: 30 },
  { kind: "minutes", minutes: 60 },
  { kind: "end-of-day" },
  { kind: "custom", local: "" },
];

const PRESETS = ["kitchen", "weather", "busy"] as const;

/**
 * Pause online ordering (`store-controls.pause`): until when (15/30/60 minutes, end of today, a date
 * and time) and the reason customers see (a preset or free text, 3 to 140 characters); Resume
 * ends it at once.
 */
export function PauseSection({ restaurantId, controls, ctx, onSaved }: SectionProps) {
  const { t, i18n } = useTranslation("controls");
  const id = useId();
  const untilChoice = useUntilChoice(OPTIONS, ctx);
  const [reason, setReason] = useState("");
  const [reasonProblem, setReasonProblem] = useState<string | null>(null);
  const { done, error, clear, sending: busy, send } = useSectionSave(onSaved);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    const until = untilChoice.check();
    const text = reason.trim();
    setReasonProblem(text.length >= 3 ? null : t("pause.reasonShort"));
    if (!until.ok || !until.until || text.length < 3) return;
    const body = { until: until.until.toISOString(), reason: text };
    await send(
      () => opsApi.call("opsPausePut", { params: { id: restaurantId }, body }),
      t("pause.paused"),
    );
  };

  const resume = async () => {
    clear();
    await send(
      () => opsApi.call("opsPauseDelete", { params: { id: restaurantId } }),
      t("pause.resumed"),
    );
  };

  return (
    <section className="ctl-card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t("pause.heading")}</h2>
      {controls.pause ? (
        <>
          <p className="ctl-state ctl-state--alert">
            {t("pause.banner", {
              time: formatLocalTime(controls.pause.until, ctx.timeZone, i18n.language, ctx.now),
              reason: controls.pause.reason,
            })}
          </p>
          <button
            type="button"
            className="ctl-button ctl-button--primary"
            disabled={busy}
            onClick={() => void resume()}
          >
            {t("pause.resume")}
          </button>
        </>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)}>
          <p className="ctl-state">{t("pause.open")}</p>
          {untilChoice.fields}
          <fieldset className="ctl-until">
            <legend>{t("pause.presetsLegend")}</legend>
            <div className="ctl-until__choices">
              {PRESETS.map((preset) => {
                const text = t(`pause.presets.${preset}`);
                return (
                  <button
                    key={preset}
                    type="button"
                    className="ctl-chip"
                    aria-pressed={reason === text}
                    onClick={() => {
                      setReason(text);
                      setReasonProblem(null);
                    }}
                  >
                    {text}
                  </button>
                );
              })}
            </div>
          </fieldset>
          <div className="ctl-field">
            <label htmlFor={`${id}-reason`}>{t("pause.reason")}</label>
            <input
              id={`${id}-reason`}
              type="text"
              maxLength={140}
              value={reason}
              aria-invalid={reasonProblem ? true : undefined}
              aria-describedby={`${id}-reason-hint${reasonProblem ? ` ${id}-reason-problem` : ""}`}
              onChange={(e) => setReason(e.target.value)}
            />
            <p id={`${id}-reason-hint`} className="ctl-hint">
              {t("pause.reasonHint")}
            </p>
            {reasonProblem ? (
              <p id={`${id}-reason-problem`} className="ctl-error" role="alert">
                {reasonProblem}
              </p>
            ) : null}
          </div>
          <button type="submit" className="ctl-button ctl-button--danger" disabled={busy}>
            {t("pause.start")}
          </button>
        </form>
      )}
      <SectionStatus done={done} error={error} />
    </section>
  );
}
