import type { InputHTMLAttributes } from "react";

/**
 * A labelled input of the account forms. With an error it is aria-invalid and described by
 * the message under it (and by its hint, when it has one).
 */
export function FormField({
  id,
  label,
  value,
  error,
  hint,
  onValue,
  ...props
}: {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string | undefined;
  onValue: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "id">) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="account-field">
      <label className="account-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="account-field__input"
        type="text"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onValue(e.currentTarget.value)}
        {...props}
      />
      {hint && (
        <p className="account-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="account-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Moves focus to the input of a field after the render that shows its error. */
export function focusSoon(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
