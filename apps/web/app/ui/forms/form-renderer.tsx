import "./strings.ts";
import "./forms.css";

import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";

import {
  FORM_DEFINITIONS,
  type FormField,
  type FormId,
  HONEYPOT_FIELD,
} from "@coop/contract/form-definitions";

import { api } from "../../lib/api-client.ts";
import { useAuthSettings } from "../../lib/auth-settings.ts";
import { getBotCheckToken, useBotCheck } from "../../lib/bot-check.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { routePaths } from "../../lib/route-names.ts";
import {
  DateField,
  EmailField,
  NumberField,
  PhoneField,
  PromoField,
  RichCheckbox,
  SelectField,
  TextAreaField,
  TextField,
  ZipField,
} from "./fields/basic-fields.tsx";
import { FavoritesSelector } from "./fields/favorites-selector.tsx";
import { StateSearch } from "./fields/state-search.tsx";
import { StoreSelect } from "./fields/store-select.tsx";
import {
  checkField,
  type FieldValue,
  isRequired,
  maxLengthOf,
  submissionOf,
  todayIso,
} from "./form-rules.ts";
import { HoneypotField } from "./honeypot.tsx";
import { refusalWords, serverFieldErrors } from "./submit-errors.ts";

/** One thing to fix: the field it belongs to (if any) and its words. */
export type Problem = { field?: string; message: string };

/** Where each rich checkbox's link goes. */
const richLinks: Record<string, string> = {
  consent: routePaths["privacy-policy"],
  nonprofit: routePaths["community-relations"],
};

// A required choice of two (drawn as radio buttons: reply by email or phone) starts on its
// first option, as radio groups do (`forms-web.contact-reply-by`); everything else starts empty.
const initialValue = (field: FormField): FieldValue =>
  field.type === "rich-checkbox"
    ? false
    : field.type === "favorites"
      ? []
      : field.type === "select" && field.required && field.options?.length === 2
        ? field.options[0]!
        : "";

/**
 * The list of problems, each linking to its field; it takes the focus when it appears so a
 * keyboard or screen-reader user hears it at once (`forms-web.browser-checks`).
 */
export function ProblemSummary({ formId, problems }: { formId: string; problems: Problem[] }) {
  const { t } = useTranslation("forms");
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems.length > 0) ref.current?.focus();
  }, [problems]);
  if (problems.length === 0) return null;
  return (
    <div
      ref={ref}
      className="form-summary"
      role="alert"
      tabIndex={-1}
      id={`${formId}-summary`}
      data-testid="form-error-summary"
    >
      <p className="form-summary__title">{t("errors.summary")}</p>
      <ul className="form-summary__list">
        {problems.map((p, i) => (
          <li key={`${p.field ?? "form"}-${i}`}>
            {p.field ? <a href={`#${formId}-${p.field}`}>{p.message}</a> : p.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * `forms-web.confirmation`: after a form is sent, its place shows a heading that takes the
 * focus, the reference number to quote, and what happens next.
 */
export function Confirmation({
  heading,
  reference,
  next,
  action,
}: {
  heading: string;
  reference?: string;
  next: ReactNode;
  action?: ReactNode;
}) {
  const { t } = useTranslation("forms");
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="form-done" data-testid="form-confirmation">
      <h2 ref={ref} tabIndex={-1} className="form-done__heading">
        {heading}
      </h2>
      {reference && (
        <p className="form-done__reference" data-testid="form-reference">
          {t("sent.reference", { reference })}
        </p>
      )}
      <h3>{t("sent.next")}</h3>
      <p>{next}</p>
      {action}
    </div>
  );
}

type Phase = { kind: "editing" } | { kind: "sending" } | { kind: "sent"; reference: string };

/**
 * `forms-web.renderer`: draws one of the site's forms from its definition
 * (FORM_DEFINITIONS, shared with the server) with labels from the `forms` namespace, checks it
 * in the browser first, adds the hidden honeypot, asks the bot check for a token, sends it
 * (the contact form to `POST /api/v1/contact`, the others to `POST /api/submit`), shows
 * "Sending…" on a disabled button while it goes, then the confirmation, or the refusal in
 * words (`forms-web.refusals`).
 */
export function FormRenderer({
  formId,
  title,
  headingLevel = 2,
}: {
  formId: FormId;
  /** The heading over the form; the form's own title when absent. */
  title?: string;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation("forms");
  const definition = FORM_DEFINITIONS[formId];
  const settings = useAuthSettings();
  useBotCheck(settings.botCheck);
  const domId = `form-${formId}-${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const headingId = `${domId}-heading`;
  const [values, setValues] = useState<Record<string, FieldValue>>(() =>
    Object.fromEntries(definition.fields.map((f) => [f.name, initialValue(f)])),
  );
  const [honeypot, setHoneypot] = useState("");
  const [problems, setProblems] = useState<Problem[]>([]);
  const [phase, setPhase] = useState<Phase>({ kind: "editing" });
  // Set after hydration: the server's "today" may not be the visitor's.
  const [today, setToday] = useState<string | undefined>(undefined);
  useEffect(() => setToday(todayIso()), []);

  const label = (name: string) => t(`fields.${name}`, { defaultValue: name });
  const fieldError = (name: string) => problems.find((p) => p.field === name)?.message;
  const set = (name: string) => (value: FieldValue) => setValues((v) => ({ ...v, [name]: value }));

  function check(): Problem[] {
    const found: Problem[] = [];
    for (const field of definition.fields) {
      const problem = checkField(field, values[field.name], isRequired(field, values));
      if (problem)
        found.push({
          field: field.name,
          message: t(problem.key, { field: label(field.name), ...problem.values }),
        });
    }
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phase.kind === "sending") return;
    const found = check();
    if (found.length > 0) return setProblems(found);
    setProblems([]);
    setPhase({ kind: "sending" });
    const bot = await getBotCheckToken("contact");
    if (!bot.ok) {
      setPhase({ kind: "editing" });
      return setProblems([{ message: t("errors.botCheckLoad") }]);
    }
    const fields = submissionOf(definition.fields, values);
    if (honeypot !== "") fields[HONEYPOT_FIELD] = honeypot;
    const language = i18n.language === "es" ? "es" : "en";
    const verify = bot.token === undefined ? {} : { verify: bot.token };
    const result =
      formId === "contact"
        ? await api.call("contact", {
            body: { form: "contact", request: fields, language },
            ...verify,
          })
        : await api.call("formsSubmit", { body: { form: formId, fields, language }, ...verify });
    if (!result.ok) {
      setPhase({ kind: "editing" });
      const words = refusalWords(result, formId !== "contact");
      const message = "key" in words ? t(words.key) : words.text;
      const byField = serverFieldErrors(
        result.body,
        definition.fields.map((f) => f.name),
      );
      return setProblems([
        { message },
        ...Object.entries(byField).map(([field, text]) => ({
          field,
          message: `${label(field)}: ${text}`,
        })),
      ]);
    }
    const reference =
      "reference" in result.data ? result.data.reference : result.data.data.reference;
    setPhase({ kind: "sent", reference });
  }

  function reset() {
    setValues(Object.fromEntries(definition.fields.map((f) => [f.name, initialValue(f)])));
    setPhase({ kind: "editing" });
  }

  const Heading = headingLevel === 2 ? "h2" : "h3";
  const heading = title || t(`forms.${formId}.title`);

  if (phase.kind === "sent")
    return (
      <section className="form-card" aria-label={heading} data-form={formId}>
        <Confirmation
          heading={t("sent.heading")}
          reference={phase.reference}
          next={t(`forms.${formId}.next`)}
          action={
            <button type="button" className="button button--outline" onClick={reset}>
              {t("sent.again")}
            </button>
          }
        />
      </section>
    );

  const sending = phase.kind === "sending";
  return (
    <section className="form-card" aria-labelledby={headingId} data-form={formId}>
      <Heading id={headingId} className="form-card__heading">
        {heading}
      </Heading>
      <ProblemSummary formId={domId} problems={problems} />
      <form
        className="form-grid form-grid--two"
        noValidate
        aria-labelledby={headingId}
        aria-busy={sending || undefined}
        onSubmit={(e) => void submit(e)}
      >
        {definition.fields.map((field) => (
          <div
            key={field.name}
            className={isWide(field) ? "form-wide" : undefined}
            data-field={field.name}
          >
            <FieldView
              field={field}
              id={`${domId}-${field.name}`}
              label={label(field.name)}
              required={isRequired(field, values)}
              value={values[field.name]}
              onValue={set(field.name)}
              error={fieldError(field.name)}
              disabled={sending}
              today={today}
            />
          </div>
        ))}
        <HoneypotField id={`${domId}-${HONEYPOT_FIELD}`} value={honeypot} onValue={setHoneypot} />
        <div className="form-wide">
          <button
            type="submit"
            className="button button--primary form-submit"
            disabled={sending}
            aria-describedby={problems.length > 0 ? `${domId}-summary` : undefined}
          >
            {sending ? t("sending") : t("submit")}
          </button>
        </div>
      </form>
    </section>
  );
}

const isWide = (field: FormField) =>
  ["textarea", "rich-checkbox", "favorites", "store"].includes(field.type) ||
  (field.type === "select" && (field.options?.length ?? 0) <= 2);

/** One field of a definition, drawn with the component of its type. */
function FieldView({
  field,
  id,
  label,
  required,
  value,
  onValue,
  error,
  disabled,
  today,
}: {
  field: FormField;
  id: string;
  label: string;
  required: boolean;
  value: FieldValue | undefined;
  onValue: (value: FieldValue) => void;
  error: string | undefined;
  disabled: boolean;
  today: string | undefined;
}) {
  const { t } = useTranslation("forms");
  const text = typeof value === "string" ? value : "";
  const common = { id, name: field.name, label, required, error, disabled };
  switch (field.type) {
    case "text":
      return (
        <TextField
          {...common}
          value={text}
          onValue={onValue}
          maxLength={maxLengthOf(field)}
          autoComplete={
            field.name === "name" ? "name" : field.name === "city" ? "address-level2" : undefined
          }
        />
      );
    case "textarea":
      return (
        <TextAreaField {...common} value={text} onValue={onValue} maxLength={maxLengthOf(field)} />
      );
    case "email":
      return <EmailField {...common} value={text} onValue={onValue} />;
    case "phone":
      return <PhoneField {...common} value={text} onValue={onValue} />;
    case "zip":
      return <ZipField {...common} value={text} onValue={onValue} />;
    case "promo":
      return <PromoField {...common} value={text} onValue={onValue} />;
    case "number":
      return (
        <NumberField {...common} value={text} onValue={onValue} min={field.min} max={field.max} />
      );
    case "date":
      return (
        <DateField
          {...common}
          value={text}
          onValue={onValue}
          min={field.future ? today : undefined}
        />
      );
    case "state":
      return <StateSearch {...common} value={text} onValue={onValue} />;
    case "store":
      return <StoreSelect {...common} value={text} onValue={onValue} />;
    case "favorites":
      return (
        <FavoritesSelector
          {...common}
          value={Array.isArray(value) ? value : []}
          onValue={onValue}
          max={field.max}
        />
      );
    case "rich-checkbox":
      return (
        <RichCheckbox
          {...common}
          checked={value === true}
          onChecked={onValue}
          before={t(`rich.${field.name}.before`, { defaultValue: "" })}
          link={{
            to: richLinks[field.name] ?? routePaths["privacy-policy"],
            text: t(`rich.${field.name}.link`, { defaultValue: label }),
          }}
          after={t(`rich.${field.name}.after`, { defaultValue: "" })}
        />
      );
    case "select": {
      const options = (field.options ?? []).map((o) => ({
        value: o,
        label: t(`options.${field.name}.${o}`, { defaultValue: o }),
      }));
      if (options.length <= 2)
        return <RadioGroup {...common} value={text} onValue={onValue} options={options} />;
      return <SelectField {...common} value={text} onValue={onValue} options={options} />;
    }
  }
}

/** A choice of two (reply by email or phone): radio buttons in a fieldset named by its legend. */
function RadioGroup({
  id,
  name,
  label,
  required,
  value,
  onValue,
  options,
  error,
  disabled,
}: {
  id: string;
  name: string;
  label: string;
  required: boolean;
  value: string;
  onValue: (value: string) => void;
  options: { value: string; label: string }[];
  error: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation("forms");
  return (
    <fieldset className="form-fieldset" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-fieldset__legend">
        {label}
        {!required && <span className="form-field__optional"> ({t("optional")})</span>}
      </legend>
      <div className="form-fieldset__row">
        {options.map((o, i) => (
          <label key={o.value} className="form-radio">
            <input
              // The first radio carries the field's id: the summary's link lands on it.
              id={i === 0 ? id : `${id}-${o.value}`}
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              disabled={disabled}
              onChange={() => onValue(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p className="form-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
