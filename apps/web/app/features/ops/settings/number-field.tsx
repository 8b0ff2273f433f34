import type { ReactNode } from "react";

/** The id of a settings field's input ("settings:make_time.base_minutes" → "f-settings-make_time-base_minutes"). */
export const fieldId = (key: string) => `f-${key.replace(/[:.]/g, "-")}`;

/** A labelled number input with its error under it (named by aria-describedby). */
export function NumberField({
  field,
  label,
  value,
  onChange,
  error,
  placeholder,
  disabled,
  hint,
  step = "any",
}: {
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  placeholder?: string;
  disabled?: boolean;
  hint?: ReactNode;
  step?: string;
}) {
  const id = fieldId(field);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="ctl-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="ctl-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="ctl-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
