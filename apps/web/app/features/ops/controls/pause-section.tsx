import { type FormEvent, useId, useState } from "react";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { opsApi } from "../staff-session.ts";
import { failureText } from "./manager-page.tsx";
import { problemKey, type SectionProps } from "./section-props.ts";
import { draftChoice, initialDraft, UntilFields } from "./until-fields.tsx";
import { type UntilChoice, untilOf } from "./until-rules.ts";
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
  const [draft, setDraft] = useState(() => initialDraft(OPTIONS, ctx));
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [reasonProblem, setReasonProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setDone(null);
    const until = untilOf(draftChoice(OPTIONS, draft), ctx);
    const text = reason.trim();
    setProblem(until.ok ? null : t(problemKey[until.problem]));
    setReasonProblem(text.length >= 3 ? null : t("pause.reasonShort"));
    if (!until.ok || !until.until || text.length < 3) return;
    setBusy(true);
    const result = await opsApi.call("opsPausePut", {
      params: { id: restaurantId },
      body: { until: until.until.toISOString(), reason: text },
    });
    setBusy(false);
    if (result.ok) {
      onSaved(result.data.data);
      setDone(t("pause.paused"));
    } else setError(t("common.saveFailed", { message: failureText(result.errors) }));
  };

  const resume = async () => {
    setError(null);
    setDone(null);
    setBusy(true);
    const result = await opsApi.call("opsPauseDelete", { params: { id: restaurantId } });
    setBusy(false);
    if (result.ok) {
      onSaved(result.data.data);
      setDone(t("pause.resumed"));
    } else setError(t("common.saveFailed", { message: failureText(result.errors) }));
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
          <UntilFields
            options={OPTIONS}
            draft={draft}
            onChange={setDraft}
            ctx={ctx}
            problem={problem}
          />
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
      <p className="ctl-live" role="status">
        {done}
      </p>
      {error ? (
        <p className="ctl-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
