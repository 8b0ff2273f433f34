import "./strings.ts";

import type { InputHTMLAttributes } from "react";

import { useTranslation } from "../../lib/i18n-react.tsx";
import type { FieldErrors } from "./checkout-rules.ts";

/** The id of a checkout field's input (one checkout per page), used to focus it. */
export const fieldId = (name: string) => `checkout-${name.replace(/_/g, "-")}`;

/**
 * A labelled text input of the checkout; with an error (a key of the `errors` group) it
 * is aria-invalid and described by the message below it.
 */
export function Field({
  name,
  label,
  value,
  error,
  hint,
  onValue,
  className,
  ...props
}: {
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  onValue: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "name" | "id">) {
  const { t } = useTranslation("checkout");
  const id = fieldId(name);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={`checkout-field checkout-field--${name} ${className ?? ""}`.trim()}>
      <label className="checkout-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="checkout-field__input"
        type="text"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onValue(e.currentTarget.value)}
        {...props}
      />
      {hint && (
        <p className="checkout-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="checkout-field__error" id={`${id}-error`}>
          {t(`errors.${error}` as "errors.generic")}
        </p>
      )}
    </div>
  );
}

/** The checkout's fields in page order: focus goes to the first one with an error. */
const FIELD_ORDER = [
  "make",
  "model",
  "color",
  "address",
  "city",
  "state",
  "zip",
  "first_name",
  "last_name",
  "email",
  "phone",
  "account_password",
  "account_terms",
  "card_number",
  "card_expiry",
  "card_cvv",
  "card_zip",
];

export function focusFirst(errors: FieldErrors) {
  const first = FIELD_ORDER.find((name) => errors[name]);
  if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
}
