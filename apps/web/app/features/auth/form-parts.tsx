import "./strings.ts";
import "./auth.css";

import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
  useEffect,
  useState,
} from "react";

import { useTranslation } from "../../lib/i18n-react.tsx";

/** The id of a form's field: `<form id>-<name>`, the target of the summary's links. */
export const fieldId = (formId: string, name: string) => `${formId}-${name.replace(/_/g, "-")}`;

/** One problem of the form: the field it belongs to (if any) and its words. */
export type Problem = { field?: string; message: ReactNode };

/**
 * The form's error summary: a list of what to fix, each linking to its field. It takes the
 * focus when it appears (or changes), so keyboard and screen-reader users hear it at once.
 */
export function ErrorSummary({
  formId,
  problems,
  summaryRef,
}: {
  formId: string;
  problems: Problem[];
  summaryRef: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation("auth");
  if (problems.length === 0) return null;
  return (
    <div
      ref={summaryRef}
      className="auth-summary"
      role="alert"
      tabIndex={-1}
      id={`${formId}-summary`}
      data-testid="auth-error-summary"
    >
      <p className="auth-summary__title">{t("errors.summary")}</p>
      <ul className="auth-summary__list">
        {problems.map((p, i) => (
          <li key={`${p.field ?? "form"}-${i}`}>
            {/* A message with a link of its own is shown as it is (no link inside a link). */}
            {p.field && typeof p.message === "string" ? (
              <a href={`#${fieldId(formId, p.field)}`}>{p.message}</a>
            ) : (
              p.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Moves the focus to the summary whenever a new set of problems is shown. */
export function useFocusOnProblems(
  problems: readonly Problem[],
  summaryRef: RefObject<HTMLDivElement | null>,
) {
  useEffect(() => {
    if (problems.length > 0) summaryRef.current?.focus();
  }, [problems, summaryRef]);
}

type FieldProps = {
  formId: string;
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
  after?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "name" | "id">;

/** A labelled input; with an error it is aria-invalid and described by the words under it. */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField(
  { formId, name, label, value, onValue, error, hint, after, className, ...input },
  ref,
) {
  const id = fieldId(formId, name);
  const described =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") ||
    undefined;
  return (
    <div className={`auth-field ${className ?? ""}`.trim()}>
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="auth-field__control">
        <input
          ref={ref}
          id={id}
          name={name}
          className="auth-field__input"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(e) => onValue(e.currentTarget.value)}
          {...input}
        />
        {after}
      </div>
      {hint && (
        <div className="auth-field__hint" id={`${id}-hint`}>
          {hint}
        </div>
      )}
      {error && (
        <p className="auth-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
});

/** A password input with a show/hide toggle (a real button, its state announced). */
export function PasswordField(
  props: Omit<FieldProps, "type" | "after"> & { autoComplete: "current-password" | "new-password" },
) {
  const { t } = useTranslation("auth");
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? "text" : "password"}
      spellCheck={false}
      autoCapitalize="none"
      after={
        <button
          type="button"
          className="auth-field__toggle"
          aria-pressed={shown}
          aria-controls={fieldId(props.formId, props.name)}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? t("fields.hidePassword") : t("fields.showPassword")}
        </button>
      }
    />
  );
}

/** A checkbox with its label (44 px tall), optionally disabled with a hint saying why. */
export function CheckboxField({
  formId,
  name,
  label,
  checked,
  onChecked,
  disabled,
  hint,
  error,
}: {
  formId: string;
  name: string;
  label: ReactNode;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  disabled?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
}) {
  const id = fieldId(formId, name);
  const described =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") ||
    undefined;
  return (
    <div className="auth-check">
      <div className="auth-check__row">
        <input
          id={id}
          name={name}
          type="checkbox"
          className="auth-check__input"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(e) => onChecked(e.currentTarget.checked)}
        />
        <label htmlFor={id} className="auth-check__label">
          {label}
        </label>
      </div>
      {hint && (
        <div className="auth-field__hint" id={`${id}-hint`}>
          {hint}
        </div>
      )}
      {error && (
        <p className="auth-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
