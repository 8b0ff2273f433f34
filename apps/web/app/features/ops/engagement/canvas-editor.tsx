import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";

import { CAMPAIGN_CHANNELS, type CampaignChannel } from "@coop/contract/engagement-names";
import type { OpsCanvas, OpsSegment } from "@coop/contract/ops-engagement";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { engagementEditorPath, engagementListPath } from "../ops-paths.ts";
import { opsApi } from "../staff-session.ts";
import {
  canvasBody,
  type CanvasDraft,
  canvasDraftOf,
  type DelayUnit,
  emptyCanvas,
  MAX_STEPS,
  moveStep,
  newStep,
  type StepDraft,
} from "./canvas-draft.ts";
import { LaunchStopButton, LaunchStopQuestion } from "./confirm-panel.tsx";
import { deliveryErrors, DeliveryFields } from "./delivery-fields.tsx";
import { EngagementFrame } from "./engagement-frame.tsx";
import { type FieldErrors, fieldErrorsOf } from "./field-errors.ts";
import { SelectField, TextField } from "./fields.tsx";
import { MessageFields } from "./message-fields.tsx";
import { SAVED_STATE, UnsavedGuard } from "./unsaved-guard.tsx";

type Loaded = { canvas: OpsCanvas | null; segments: OpsSegment[] };

/**
 * /ops/engagement/canvases/{id|new}: a canvas's audience, delivery and steps (each a message
 * of a channel sent a delay after the previous step), Save, and Launch or Stop after a
 * confirmation.
 */
export function CanvasEditorPage({ canvasId }: { canvasId: string }) {
  const { t } = useTranslation("opsEngagement");
  const [title, setTitle] = useState<string | null>(null);
  return (
    <EngagementFrame
      title={title ?? (canvasId === "new" ? t("canvas.newTitle") : t("tabs.canvases"))}
    >
      <p>
        <Link to={engagementListPath("canvases")}>{t("common.back")}</Link>
      </p>
      <CanvasScreen canvasId={canvasId} onTitle={setTitle} />
    </EngagementFrame>
  );
}

function CanvasScreen({
  canvasId,
  onTitle,
}: {
  canvasId: string;
  onTitle: (title: string) => void;
}) {
  const { t } = useTranslation("opsEngagement");
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      const segments = await opsApi.call("opsEngagementSegments");
      if (!live) return;
      if (!segments.ok) return setError(segments.errors.join(" "));
      if (canvasId === "new") return setLoaded({ canvas: null, segments: segments.data.data });
      const canvas = await opsApi.call("opsEngagementCanvasGet", { params: { id: canvasId } });
      if (!live) return;
      if (!canvas.ok) return setError(canvas.errors.join(" "));
      onTitle(canvas.data.data.name);
      setLoaded({ canvas: canvas.data.data, segments: segments.data.data });
    })();
    return () => {
      live = false;
    };
  }, [canvasId, onTitle]);
  if (error)
    return (
      <p role="alert" className="oe-error-box">
        {t("common.loadError", { message: error })}
      </p>
    );
  if (!loaded)
    return (
      <p className="oe-status" role="status">
        {t("common.loading")}
      </p>
    );
  return (
    <CanvasForm
      initial={loaded.canvas}
      segments={loaded.segments}
      onSaved={(c) => onTitle(c.name)}
    />
  );
}

function CanvasForm({
  initial,
  segments,
  onSaved,
}: {
  initial: OpsCanvas | null;
  segments: OpsSegment[];
  onSaved: (canvas: OpsCanvas) => void;
}) {
  const { t } = useTranslation("opsEngagement");
  const navigate = useNavigate();
  const [canvas, setCanvas] = useState(initial);
  const [draft, setDraft] = useState<CanvasDraft>(() =>
    initial ? canvasDraftOf(initial) : emptyCanvas(t("canvas.step", { n: 1 })),
  );
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<"launch" | "stop" | null>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const edit = (patch: Partial<CanvasDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDirty(true);
  };

  const save = async (): Promise<OpsCanvas | null> => {
    setStatus(null);
    setFailure(null);
    const local = deliveryErrors(draft.delivery, t("campaign.triggerRequired"));
    if (Object.keys(local).length) {
      setErrors(local);
      setFailure(t("common.fixErrors"));
      return null;
    }
    setBusy(true);
    const body = canvasBody(draft);
    const result = canvas
      ? await opsApi.call("opsEngagementCanvasUpdate", { params: { id: canvas.id }, body })
      : await opsApi.call("opsEngagementCanvasCreate", { body });
    setBusy(false);
    if (!result.ok) {
      const fields = fieldErrorsOf(result.body);
      setErrors(fields);
      setFailure(Object.keys(fields).length ? t("common.fixErrors") : result.errors.join(" "));
      return null;
    }
    setErrors({});
    setDirty(false);
    setCanvas(result.data.data);
    onSaved(result.data.data);
    setStatus(t("common.saved"));
    if (!canvas)
      void navigate(engagementEditorPath("canvases", result.data.data.id), {
        replace: true,
        state: SAVED_STATE,
      });
    return result.data.data;
  };

  const act = async (action: "launch" | "stop") => {
    setAsking(null);
    const saved = dirty || !canvas ? await save() : canvas;
    if (!saved) return;
    setBusy(true);
    const result = await opsApi.call(
      action === "launch" ? "opsEngagementCanvasLaunch" : "opsEngagementCanvasStop",
      { params: { id: saved.id } },
    );
    setBusy(false);
    opener.current?.focus();
    if (!result.ok) {
      setFailure(t("campaign.actionError", { message: result.errors.join(" ") }));
      return;
    }
    setCanvas(result.data.data);
    setStatus(t(action === "launch" ? "campaign.launched" : "campaign.stopped"));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <form className="oe-form" onSubmit={submit} noValidate>
      {canvas && (
        <p>
          <span className={`oe-badge oe-badge--${canvas.status}`}>
            {t(`status.${canvas.status}`)}
          </span>
        </p>
      )}
      <TextField
        label={t("common.name")}
        path="name"
        errors={errors}
        value={draft.name}
        required
        onChange={(name) => edit({ name })}
      />
      <TextField
        label={t("common.description")}
        path="description"
        errors={errors}
        multiline
        value={draft.description}
        onChange={(description) => edit({ description })}
      />
      <DeliveryFields
        value={draft.delivery}
        onChange={(delivery) => edit({ delivery })}
        segments={segments}
        errors={errors}
      />
      <Steps steps={draft.steps} errors={errors} onChange={(steps) => edit({ steps })} />
      <div className="oe-actions">
        <button type="submit" className="oe-button oe-button--primary" disabled={busy}>
          {busy ? t("common.saving") : t("common.save")}
        </button>
        {canvas && (
          <LaunchStopButton
            active={canvas.status === "active"}
            busy={busy}
            opener={opener}
            onAsk={setAsking}
          />
        )}
        <span role="status" className="oe-status">
          {status}
        </span>
      </div>
      {asking && (
        <LaunchStopQuestion
          asking={asking}
          name={draft.name}
          opener={opener}
          onConfirm={(action) => void act(action)}
          onClose={() => setAsking(null)}
        />
      )}
      {failure && (
        <p role="alert" className="oe-error">
          {t("common.saveError", { message: failure })}
        </p>
      )}
      <UnsavedGuard dirty={dirty} />
    </form>
  );
}

/**
 * `engagement-authoring.canvas-steps`: the steps, one to ten: each a name, a delay after the
 * previous step (minutes, hours or days), a channel and its message; add, remove, and move up
 * or down (the move is announced, and focus stays on the moved step's button).
 */
function Steps({
  steps,
  errors,
  onChange,
}: {
  steps: StepDraft[];
  errors: FieldErrors;
  onChange: (steps: StepDraft[]) => void;
}) {
  const { t } = useTranslation("opsEngagement");
  const [announce, setAnnounce] = useState("");
  const focusAfterMove = useRef<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  useEffect(() => {
    const key = focusAfterMove.current;
    if (key === null) return;
    focusAfterMove.current = null;
    buttons.current.get(key)?.focus();
  });
  const set = (index: number, patch: Partial<StepDraft>) =>
    onChange(steps.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const move = (index: number, to: number, direction: "up" | "down") => {
    const id = steps[index]?.id;
    onChange(moveStep(steps, index, to));
    setAnnounce(t("canvas.moved", { n: to + 1 }));
    if (id) {
      const edge =
        (direction === "up" && to === 0) || (direction === "down" && to === steps.length - 1);
      focusAfterMove.current = `${id}:${edge ? (direction === "up" ? "down" : "up") : direction}`;
    }
  };
  return (
    <fieldset className="oe-group">
      <legend>{t("canvas.steps")}</legend>
      <p role="status" aria-live="polite" className="oe-visually-hidden">
        {announce}
      </p>
      {errors.steps && <p className="oe-error">{errors.steps}</p>}
      {steps.map((step, i) => {
        const heading = t("canvas.step", { n: i + 1 });
        return (
          <fieldset key={step.id} className="oe-group">
            <legend>
              {heading}
              {step.name ? `: ${step.name}` : ""}
            </legend>
            <div className="oe-row">
              <TextField
                label={t("canvas.stepName")}
                path={`steps.${i}.name`}
                errors={errors}
                value={step.name}
                onChange={(name) => set(i, { name })}
              />
              <TextField
                label={t("canvas.delay")}
                path={`steps.${i}.delay_minutes`}
                errors={errors}
                type="number"
                min={0}
                value={step.delay}
                onChange={(delay) => set(i, { delay })}
              />
              <SelectField
                label={t("canvas.delayUnit")}
                path={`steps.${i}.unit`}
                errors={errors}
                value={step.unit}
                onChange={(unit) => set(i, { unit: unit as DelayUnit })}
              >
                <option value="minutes">{t("canvas.unit_minutes")}</option>
                <option value="hours">{t("canvas.unit_hours")}</option>
                <option value="days">{t("canvas.unit_days")}</option>
              </SelectField>
              <SelectField
                label={t("campaign.channel")}
                path={`steps.${i}.channel`}
                errors={errors}
                value={step.channel}
                onChange={(channel) => set(i, { channel: channel as CampaignChannel })}
              >
                {CAMPAIGN_CHANNELS.map((c) => (
                  <option key={c} value={c}>
                    {t(`channel.${c}`)}
                  </option>
                ))}
              </SelectField>
            </div>
            <MessageFields
              channel={step.channel}
              value={step.messages}
              onChange={(messages) => set(i, { messages })}
              errors={errors}
              path={`steps.${i}.message`}
            />
            {step.es ? (
              <fieldset className="oe-group" lang="es">
                <legend>{t("campaign.messageEs")}</legend>
                <MessageFields
                  channel={step.channel}
                  value={step.es}
                  onChange={(es) => set(i, { es })}
                  errors={errors}
                  path={`steps.${i}.message_es`}
                />
                <div>
                  <button type="button" className="oe-button" onClick={() => set(i, { es: null })}>
                    {t("campaign.removeSpanish")}
                  </button>
                </div>
              </fieldset>
            ) : (
              <div>
                <button
                  type="button"
                  className="oe-button"
                  onClick={() => set(i, { es: structuredClone(step.messages) })}
                >
                  {t("campaign.addSpanish")}
                </button>
              </div>
            )}
            <div className="oe-actions">
              {i > 0 && (
                <button
                  type="button"
                  className="oe-button"
                  ref={(el) => {
                    buttons.current.set(`${step.id}:up`, el);
                  }}
                  onClick={() => move(i, i - 1, "up")}
                >
                  {t("common.moveUp")}
                  <span className="oe-visually-hidden"> {heading}</span>
                </button>
              )}
              {i < steps.length - 1 && (
                <button
                  type="button"
                  className="oe-button"
                  ref={(el) => {
                    buttons.current.set(`${step.id}:down`, el);
                  }}
                  onClick={() => move(i, i + 1, "down")}
                >
                  {t("common.moveDown")}
                  <span className="oe-visually-hidden"> {heading}</span>
                </button>
              )}
              {steps.length > 1 && (
                <button
                  type="button"
                  className="oe-button oe-button--danger"
                  onClick={() => onChange(steps.filter((_, j) => j !== i))}
                >
                  {t("common.remove")}
                  <span className="oe-visually-hidden"> {heading}</span>
                </button>
              )}
            </div>
          </fieldset>
        );
      })}
      <div className="oe-actions">
        <button
          type="button"
          className="oe-button"
          disabled={steps.length >= MAX_STEPS}
          onClick={() => onChange([...steps, newStep(t("canvas.step", { n: steps.length + 1 }))])}
        >
          {t("canvas.addStep")}
        </button>
        {steps.length >= MAX_STEPS && <span className="oe-hint">{t("canvas.maxSteps")}</span>}
      </div>
    </fieldset>
  );
}
