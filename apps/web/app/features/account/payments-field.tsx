import "./payments-strings.ts";

import type { InputHTMLAttributes } from "react";

import { useTranslation } from "../../lib/i18n-react.tsx";

/** The id of a field's input: its form and name (two forms on one page). */
export const savedFieldId = (form: string, name: string) => `${form}-${name}`;

/**
 * A labelled text input of the saved cards and addresses forms. With an error (a key of
 * the `errors` group, or the API's own sentence when `message` is set) it is aria-invalid
 * and described by the message below it.
 */
export function SavedField({
  form,
  name,
  label,
  value,
  error,
  message,
  hint,
  onValue,
  ...props
}: {
  form: string;
  name: string;
  label: string;
  value: string;
  /** An error key of the `errors` group. */
  error?: string | undefined;
  /** The API's own words about this field (shown instead of `error`). */
  message?: string | undefined;
  hint?: string | undefined;
  onValue: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "name" | "id" | "form">) {
  const { t } = useTranslation("saved");
  const id = savedFieldId(form, name);
  const text = message ?? (error ? t(`errors.${error}` as "errors.zip") : null);
  const described = [hint ? `${id}-hint` : null, text ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={`saved-field saved-field--${name}`}>
      <label className="saved-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="saved-field__input"
        type="text"
        value={value}
        aria-invalid={text ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onValue(e.currentTarget.value)}
        {...props}
      />
      {hint && (
        <p className="saved-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {text && (
        <p className="saved-field__error" id={`${id}-error`}>
          {text}
        </p>
      )}
    </div>
  );
}

/** Moves focus to the first field (in `order`) that has an error, after React has drawn it. */
export function focusFirstError(form: string, order: readonly string[], errors: object): void {
  const first = order.find((name) => (errors as Record<string, unknown>)[name] !== undefined);
  if (first)
    requestAnimationFrame(() => document.getElementById(savedFieldId(form, first))?.focus());
}
