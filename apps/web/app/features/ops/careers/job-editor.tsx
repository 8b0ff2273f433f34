import { type FormEvent, useEffect, useRef, useState } from "react";

import type { ResponseOf } from "@coop/contract/api-types";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { failureText } from "../controls/manager-page.tsx";
import { RestaurantSelect } from "../forms/shared.tsx";
import type { OpsRestaurantsState } from "../shell/use-ops-restaurants.ts";
import { opsApi } from "../staff-session.ts";
import {
  draftOf,
  EMPLOYMENT_TYPE_LIST,
  EMPTY_JOB,
  jobBody,
  type JobDraft,
  type JobErrors,
  jobErrors,
  type OpsJob,
} from "./careers-rules.ts";

type Positions = ResponseOf<"positionsList">["positions"];

/**
 * Creates a job or edits one: restaurant, position, title and description in English and
 * Spanish, type, pay in dollars (`ops-careers.pay-dollars`: sent in cents), open or closed.
 * Errors sit under their fields (aria-describedby) and the first one takes focus; the server's
 * refusal is announced. The job changes in the list only when the server has saved it.
 */
export function JobEditor({
  job,
  restaurants,
  onSaved,
  onCancel,
}: {
  job: OpsJob | null;
  restaurants: OpsRestaurantsState;
  onSaved: (job: OpsJob, created: boolean) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation("opsCareers");
  const [draft, setDraft] = useState<JobDraft>(job ? draftOf(job) : EMPTY_JOB);
  const [errors, setErrors] = useState<JobErrors>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [positions, setPositions] = useState<Positions | null>(null);
  const [positionsError, setPositionsError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const language = i18n.language === "es" ? "es" : "en";

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    let cancelled = false;
    void opsApi.call("positionsList", { query: { language } }).then((result) => {
      if (cancelled) return;
      if (!result.ok) return setPositionsError(failureText(result.errors));
      setPositions(result.data.positions);
    });
    return () => {
      cancelled = true;
    };
  }, [language]);

  const set = (next: Partial<JobDraft>) => setDraft({ ...draft, ...next });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = jobErrors(draft);
    setErrors(found);
    setSaveError(null);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() =>
        form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus(),
      );
      return;
    }
    setSaving(true);
    const body = jobBody(draft);
    const result = job
      ? await opsApi.call("opsCareersJobUpdate", { params: { id: job.id }, body })
      : await opsApi.call("opsCareersJobCreate", { body });
    setSaving(false);
    if (!result.ok) return setSaveError(failureText(result.errors));
    onSaved(result.data.job, job === null);
  }

  const described = (field: keyof JobErrors) =>
    errors[field]
      ? { "aria-invalid": true as const, "aria-describedby": `ocr-job-${field}-error` }
      : {};
  const fieldError = (field: keyof JobErrors) =>
    errors[field] ? (
      <span id={`ocr-job-${field}-error`} className="of-field-error">
        {t(`jobForm.errors.${errors[field]!}`)}
      </span>
    ) : null;
  const positionOptions = positions ?? [];
  const knownPosition = positionOptions.some((p) => p.slug === draft.position);

  return (
    <section className="of-panel" aria-labelledby="ocr-job-heading">
      <h2 id="ocr-job-heading" ref={heading} tabIndex={-1}>
        {job ? t("jobForm.editTitle", { title: job.title }) : t("jobForm.createTitle")}
      </h2>
      <form ref={form} className="of-form" noValidate onSubmit={(e) => void submit(e)}>
        <div>
          <RestaurantSelect
            id="ocr-job-restaurant"
            label={t("jobForm.restaurant")}
            state={restaurants}
            value={draft.restaurant}
            required
            errorId={errors.restaurant ? "ocr-job-restaurant-error" : undefined}
            onChange={(restaurant) => set({ restaurant })}
          />
          {fieldError("restaurant")}
        </div>
        <div>
          <label>
            {t("jobForm.position")}
            <select
              value={draft.position}
              required
              aria-busy={(!positions && !positionsError) || undefined}
              onChange={(e) => set({ position: e.target.value })}
              {...described("position")}
            >
              <option value="" />
              {draft.position && !knownPosition && (
                <option value={draft.position}>{draft.position}</option>
              )}
              {positionOptions.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          {fieldError("position")}
          {!positions && !positionsError && (
            <span className="of-muted">{t("jobForm.positionsLoading")}</span>
          )}
          {positionsError && (
            <span className="of-field-error">
              {t("jobForm.positionsError", { message: positionsError })}
            </span>
          )}
        </div>
        <div>
          <label>
            {t("jobForm.title")}
            <input
              value={draft.title}
              maxLength={120}
              required
              onChange={(e) => set({ title: e.target.value })}
              {...described("title")}
            />
          </label>
          {fieldError("title")}
        </div>
        <label>
          {t("jobForm.titleEs")}
          <input
            lang="es"
            value={draft.titleEs}
            maxLength={120}
            onChange={(e) => set({ titleEs: e.target.value })}
          />
        </label>
        <label className="of-form__wide">
          {t("jobForm.description")}
          <textarea
            value={draft.description}
            maxLength={8000}
            onChange={(e) => set({ description: e.target.value })}
          />
        </label>
        <label className="of-form__wide">
          {t("jobForm.descriptionEs")}
          <textarea
            lang="es"
            value={draft.descriptionEs}
            maxLength={8000}
            onChange={(e) => set({ descriptionEs: e.target.value })}
          />
        </label>
        <label>
          {t("jobForm.type")}
          <select
            value={draft.type}
            onChange={(e) => set({ type: e.target.value as JobDraft["type"] })}
          >
            {EMPLOYMENT_TYPE_LIST.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("jobForm.status")}
          <select
            value={draft.status}
            onChange={(e) => set({ status: e.target.value as JobDraft["status"] })}
          >
            <option value="open">{t("jobStatus.open")}</option>
            <option value="closed">{t("jobStatus.closed")}</option>
          </select>
        </label>
        <div>
          <label>
            {t("jobForm.payMin")}
            <input
              inputMode="decimal"
              value={draft.payMin}
              onChange={(e) => set({ payMin: e.target.value })}
              {...described("payMin")}
              aria-describedby={
                errors.payMin ? "ocr-job-payMin-error ocr-job-pay-hint" : "ocr-job-pay-hint"
              }
            />
          </label>
          {fieldError("payMin")}
        </div>
        <div>
          <label>
            {t("jobForm.payMax")}
            <input
              inputMode="decimal"
              value={draft.payMax}
              onChange={(e) => set({ payMax: e.target.value })}
              {...described("payMax")}
              aria-describedby={
                errors.payMax ? "ocr-job-payMax-error ocr-job-pay-hint" : "ocr-job-pay-hint"
              }
            />
          </label>
          {fieldError("payMax")}
        </div>
        <p id="ocr-job-pay-hint" className="of-muted of-form__wide">
          {t("jobForm.payHint")}
        </p>
        {saveError && (
          <p role="alert" className="of-error of-form__wide">
            {t("jobForm.saveError", { message: saveError })}
          </p>
        )}
        <div className="of-actions of-form__wide">
          <button
            type="submit"
            className="of-button of-button--primary"
            disabled={saving}
            aria-busy={saving || undefined}
          >
            {saving ? t("jobForm.saving") : job ? t("jobForm.save") : t("jobForm.create")}
          </button>
          <button type="button" className="of-button" onClick={onCancel}>
            {t("common.cancel")}
          </button>
        </div>
      </form>
    </section>
  );
}
