import type { InputHTMLAttributes, Ref } from "react";

/**
 * A labelled input of the password pages. With an error it is aria-invalid and described by
 * the message below it (which names the field); the hint, when there is one, describes it too.
 */
export function PasswordPageField({
  id,
  label,
  value,
  error,
  hint,
  onValue,
  inputRef,
  ...props
}: {
  id: string;
  label: string;
  value: string;
  error?: string | null | undefined;
  hint?: string | undefined;
  onValue: (value: string) => void;
  inputRef?: Ref<HTMLInputElement> | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "id">) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="password-field">
      <label className="password-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="password-field__input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onValue(e.currentTarget.value)}
        {...props}
      />
      {hint && (
        <p className="password-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {/* The error's line is always there, so a message does not push the page down. */}
      <p className="password-field__error" id={`${id}-error`} hidden={!error}>
        {error}
      </p>
    </div>
  );
}
