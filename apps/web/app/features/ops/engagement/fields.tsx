import type { ReactNode } from "react";
import { useId } from "react";

import type { FieldErrors } from "./field-errors.ts";

type Common = { label: string; path: string; errors: FieldErrors; hint?: string };

/** The error message of a field, tied to it by id. */
function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <span id={id} className="oe-error">
      {message}
    </span>
  );
}

function described(errors: FieldErrors, path: string, errorId: string, hintId?: string) {
  const ids = [errors[path] !== undefined ? errorId : null, hintId ?? null].filter(Boolean);
  return {
    ...(errors[path] !== undefined ? { "aria-invalid": true as const } : {}),
    ...(ids.length ? { "aria-describedby": ids.join(" ") } : {}),
  };
}

/** A labelled text (or number, url, datetime-local) input with its server error next to it. */
export function TextField({
  label,
  path,
  errors,
  hint,
  value,
  onChange,
  type = "text",
  multiline = false,
  required = false,
  min,
  max,
}: Common & {
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "number" | "datetime-local";
  multiline?: boolean;
  required?: boolean;
  min?: number;
  max?: number;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const aria = described(errors, path, `${id}-error`, hintId);
  return (
    <div className="oe-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          id={id}
          value={value}
          required={required}
          rows={4}
          onChange={(e) => onChange(e.target.value)}
          {...aria}
        />
      ) : (
        <input
          id={id}
          type={type}
          value={value}
          required={required}
          min={min}
          max={max}
          onChange={(e) => onChange(e.target.value)}
          {...aria}
        />
      )}
      {hint && (
        <span id={hintId} className="oe-hint">
          {hint}
        </span>
      )}
      <ErrorText id={`${id}-error`} message={errors[path]} />
    </div>
  );
}

/** A labelled select with its server error next to it. */
export function SelectField({
  label,
  path,
  errors,
  value,
  onChange,
  children,
}: Common & { value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="oe-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...described(errors, path, `${id}-error`)}
      >
        {children}
      </select>
      <ErrorText id={`${id}-error`} message={errors[path]} />
    </div>
  );
}

/** A labelled checkbox. */
export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="oe-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
