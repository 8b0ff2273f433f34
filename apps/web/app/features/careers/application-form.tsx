import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";

import { maskPhone } from "@coop/contract/form-definitions";

import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { AvailabilityGrid } from "./availability-grid.tsx";
import {
  type ApplicationDraft,
  type ApplicationField,
  applicationProblems,
  EXPERIENCE_MAX,
  RESUME_MAX_BYTES,
  RESUME_TYPES,
  resumeContentType,
  resumeProblem,
  serverErrorsByField,
} from "./careers-rules.ts";
import type { ApplicationAnswer, JobDetail } from "./careers-types.ts";
import { uploadResume } from "./resume-upload.ts";

type Phase =
  | { step: "editing" }
  | { step: "uploading"; progress: number }
  | { step: "sending" }
  | { step: "done"; answer: ApplicationAnswer };

const emptyDraft: ApplicationDraft = {
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  availability: {},
  experience: "",
  over_16: false,
};

const fieldOrder: readonly ApplicationField[] = [
  "first_name",
  "last_name",
  "email",
  "phone",
  "availability",
  "experience",
  "over_16",
  "resume",
];

const megabytes = RESUME_MAX_BYTES / (1024 * 1024);

/**
 * The application to one job (`careers-web.application-checks`): name, email, phone (mask
 * ###-###-####), availability by day, experience, "16 or older", an optional resume (PDF or
 * Word, at most 5 MB, checked here before a byte is sent), and the hidden honeypot. On send the
 * resume is uploaded first (with its progress), then the application names it; the server's
 * refusals are shown at the field they name. Then a confirmation with the reference.
 */
export function ApplicationForm({ job }: { job: JobDetail }) {
  const { t, i18n } = useTranslation("careers");
  const ids = useId();
  const id = (field: string) => `${ids}-${field}`;
  const [draft, setDraft] = useState<ApplicationDraft>(emptyDraft);
  const [resume, setResume] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<{ file: File; resumeId: string } | null>(null);
  const [honeypot, setHoneypot] = useState("");
  const [errors, setErrors] = useState<Partial<Record<ApplicationField, string>>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [phase, setPhase] = useState<Phase>({ step: "editing" });
  const summary = useRef<HTMLDivElement>(null);
  const resumeInput = useRef<HTMLInputElement>(null);

  const set = <K extends keyof ApplicationDraft>(key: K, value: ApplicationDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (errors[key as ApplicationField]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  function showErrors(fields: Partial<Record<ApplicationField, string>>, form: string[]) {
    setErrors(fields);
    setFormErrors(form);
    const first = fieldOrder.find((f) => fields[f]);
    requestAnimationFrame(() => {
      if (first === "availability") {
        document.querySelector<HTMLInputElement>(`#${CSS.escape(id(first))} input`)?.focus();
      } else if (first) {
        document.getElementById(id(first))?.focus();
      } else {
        summary.current?.focus();
      }
    });
  }

  function resumeMessage(file: File): string | undefined {
    const problem = resumeProblem(file);
    if (problem === "type") return t("errors.resumeType");
    if (problem === "empty") return t("errors.resumeEmpty");
    if (problem === "size") return t("errors.resumeSize", { mb: megabytes });
    return undefined;
  }

  function onResume(file: File | null) {
    setResume(file);
    setErrors((e) => ({ ...e, resume: file ? resumeMessage(file) : undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase.step !== "editing") return;
    const problems: Partial<Record<ApplicationField, string>> = {};
    const found = applicationProblems(draft);
    for (const field of fieldOrder) {
      const key = found[field];
      if (key) problems[field] = t(key, { max: EXPERIENCE_MAX });
    }
    const resumeError = resume ? resumeMessage(resume) : undefined;
    if (resumeError) problems.resume = resumeError;
    if (Object.keys(problems).length > 0) {
      showErrors(problems, []);
      return;
    }
    setFormErrors([]);
    let resumeId: string | undefined;
    if (resume) {
      if (uploaded?.file === resume) {
        resumeId = uploaded.resumeId;
      } else {
        setPhase({ step: "uploading", progress: 0 });
        const result = await uploadResume(
          resume,
          resumeContentType(resume) ?? resume.type,
          (progress) => setPhase({ step: "uploading", progress }),
        );
        if (!result.ok) {
          setPhase({ step: "editing" });
          showErrors({ resume: result.errors.join(" ") }, []);
          return;
        }
        resumeId = result.resume.resume_id;
        setUploaded({ file: resume, resumeId });
      }
    }
    setPhase({ step: "sending" });
    const result = await api.call("jobsApply", {
      params: { id: job.id },
      body: {
        first_name: draft.first_name.trim(),
        last_name: draft.last_name.trim(),
        email: draft.email.trim(),
        phone: draft.phone,
        availability: draft.availability,
        experience: draft.experience,
        over_16: true,
        language: i18n.language === "es" ? "es" : "en",
        ...(resumeId ? { resume_id: resumeId } : {}),
        ...(honeypot ? { website_url: honeypot } : {}),
      },
    });
    if (!result.ok) {
      setPhase({ step: "editing" });
      const split = serverErrorsByField(result.body, result.errors);
      showErrors(split.fields, split.form);
      return;
    }
    setPhase({ step: "done", answer: result.data });
  }

  if (phase.step === "done") {
    return (
      <Confirmation
        name={draft.first_name.trim()}
        reference={phase.answer.reference}
        restaurant={job.location.name}
      />
    );
  }

  const busy = phase.step !== "editing";
  const described = (field: ApplicationField, hint?: string) =>
    [hint, errors[field] ? id(`${field}-error`) : ""].filter(Boolean).join(" ") || undefined;
  const fieldError = (field: ApplicationField) =>
    errors[field] ? (
      <p className="careers-field__error" id={id(`${field}-error`)}>
        {errors[field]}
      </p>
    ) : null;
  const text = (
    field: "first_name" | "last_name" | "email" | "phone",
    label: string,
    props: { type?: string; autoComplete: string; inputMode?: "tel" | "email"; hint?: string },
  ) => (
    <div className="careers-field">
      <label className="careers-field__label" htmlFor={id(field)}>
        {label}
      </label>
      <input
        id={id(field)}
        className="careers-field__input"
        type={props.type ?? "text"}
        name={field}
        value={draft[field]}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        required
        maxLength={field === "email" ? 254 : field === "phone" ? 16 : 50}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={described(field, props.hint ? id(`${field}-hint`) : undefined)}
        onChange={(e) =>
          set(field, field === "phone" ? maskPhone(e.currentTarget.value) : e.currentTarget.value)
        }
      />
      {props.hint && (
        <p className="careers-field__hint" id={id(`${field}-hint`)}>
          {props.hint}
        </p>
      )}
      {fieldError(field)}
    </div>
  );

  return (
    <form className="application-form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      <p className="job-page__lead">{t("apply.lead")}</p>
      <div ref={summary} tabIndex={-1} role="alert" className="application-form__summary">
        {formErrors.length > 0 && (
          <>
            <p>{t("apply.notSent")}</p>
            <ul>
              {formErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className="application-form__names">
        {text("first_name", t("apply.firstName"), { autoComplete: "given-name" })}
        {text("last_name", t("apply.lastName"), { autoComplete: "family-name" })}
      </div>
      {text("email", t("apply.email"), {
        type: "email",
        autoComplete: "email",
        inputMode: "email",
      })}
      {text("phone", t("apply.phone"), {
        type: "tel",
        autoComplete: "tel-national",
        inputMode: "tel",
        hint: t("apply.phoneHint"),
      })}
      <AvailabilityGrid
        id={id("availability")}
        value={draft.availability}
        onChange={(next) => set("availability", next)}
        error={errors.availability}
      />
      <div className="careers-field">
        <label className="careers-field__label" htmlFor={id("experience")}>
          {t("apply.experience")}
        </label>
        <textarea
          id={id("experience")}
          className="careers-field__input"
          name="experience"
          rows={5}
          maxLength={EXPERIENCE_MAX}
          value={draft.experience}
          aria-invalid={errors.experience ? true : undefined}
          aria-describedby={described("experience", id("experience-count"))}
          onChange={(e) => set("experience", e.currentTarget.value)}
        />
        <p className="careers-field__hint" id={id("experience-count")}>
          {t("apply.counter", { count: draft.experience.length, max: EXPERIENCE_MAX })}
        </p>
        {fieldError("experience")}
      </div>
      <div className="careers-field careers-field--check">
        <input
          id={id("over_16")}
          type="checkbox"
          name="over_16"
          checked={draft.over_16}
          aria-invalid={errors.over_16 ? true : undefined}
          aria-describedby={described("over_16")}
          onChange={(e) => set("over_16", e.currentTarget.checked)}
        />
        <label htmlFor={id("over_16")}>{t("apply.over16")}</label>
        {fieldError("over_16")}
      </div>
      <div className="careers-field">
        <span className="careers-field__label" id={id("resume-label")}>
          {t("apply.resume")}
        </span>
        {/* The browser's own file button speaks the browser's language: ours speaks the page's. */}
        <div className="resume-picker">
          <input
            ref={resumeInput}
            id={id("resume")}
            className="visually-hidden resume-picker__input"
            type="file"
            name="resume"
            accept={[".pdf", ".doc", ".docx", ...RESUME_TYPES].join(",")}
            aria-labelledby={id("resume-label")}
            aria-invalid={errors.resume ? true : undefined}
            aria-describedby={described("resume", `${id("resume-name")} ${id("resume-hint")}`)}
            onChange={(e) => onResume(e.currentTarget.files?.[0] ?? null)}
          />
          <label htmlFor={id("resume")} className="button button--outline resume-picker__button">
            {t("apply.chooseFile")}
          </label>
          <span id={id("resume-name")} className="resume-picker__name">
            {resume ? resume.name : t("apply.noFile")}
          </span>
          {resume && (
            <button
              type="button"
              className="resume-picker__remove"
              onClick={() => {
                onResume(null);
                if (resumeInput.current) resumeInput.current.value = "";
                resumeInput.current?.focus();
              }}
            >
              {t("apply.removeFile")}
            </button>
          )}
        </div>
        <p className="careers-field__hint" id={id("resume-hint")}>
          {t("apply.resumeHint", { mb: megabytes })}
        </p>
        {fieldError("resume")}
      </div>
      <div className="application-form__trap" aria-hidden="true">
        <label htmlFor={id("website_url")}>{t("apply.honeypot")}</label>
        <input
          id={id("website_url")}
          type="text"
          name="website_url"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.currentTarget.value)}
        />
      </div>
      <div className="application-form__send">
        <button type="submit" className="button button--primary" disabled={busy}>
          {phase.step === "sending" ? t("apply.sending") : t("apply.submit")}
        </button>
        <p role="status" aria-live="polite" className="application-form__progress">
          {phase.step === "uploading" && (
            <>
              <progress max={1} value={phase.progress} aria-label={t("apply.uploading")} />{" "}
              {t("apply.uploadingPercent", { percent: Math.round(phase.progress * 100) })}
            </>
          )}
          {phase.step === "sending" && t("apply.sending")}
        </p>
      </div>
    </form>
  );
}

/** The sent application: its heading takes focus (the form it replaces had it), and the reference. */
function Confirmation(props: { name: string; reference: string; restaurant: string }) {
  const { t } = useTranslation("careers");
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="application-done" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t("done.title", { name: props.name })}
      </h2>
      <p>
        {t("done.reference")} <strong data-testid="application-reference">{props.reference}</strong>
      </p>
      <p>{t("done.next", { restaurant: props.restaurant })}</p>
      <p>
        <Link to="/careers">{t("done.more")}</Link>
      </p>
    </section>
  );
}
