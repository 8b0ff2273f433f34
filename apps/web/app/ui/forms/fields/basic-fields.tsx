import type { ReactNode } from "react";
import { Link } from "react-router";

import { maskPhone, maskZip } from "@coop/contract/form-definitions";

import { useTranslation } from "../../../lib/i18n-react.tsx";
import { counterShown, maskPromo } from "../form-rules.ts";
import { describedBy, type FieldBase, FieldShell } from "./field-shell.tsx";

type ValueProps = FieldBase & { value: string; onValue: (value: string) => void };

/** One line of text (names, cities, order numbers); stops at `maxLength`. */
export function TextField({
  maxLength,
  autoComplete,
  ...props
}: ValueProps & { maxLength?: number; autoComplete?: string }) {
  const { id, name, value, onValue, required, error, hint, disabled } = props;
  return (
    <FieldShell {...props}>
      <input
        id={id}
        name={name}
        className="form-field__input"
        type="text"
        value={value}
        maxLength={maxLength}
        autoComplete={autoComplete}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => onValue(e.currentTarget.value)}
      />
    </FieldShell>
  );
}

/**
 * `forms-web.character-counter`: several lines of text, with the characters left shown (and
 * announced politely) once 80% of the limit is used.
 */
export function TextAreaField({ maxLength, ...props }: ValueProps & { maxLength: number }) {
  const { t } = useTranslation("forms");
  const { id, name, value, onValue, required, error, hint, disabled } = props;
  const left = maxLength - value.length;
  const counter = counterShown(value.length, maxLength);
  return (
    <FieldShell
      {...props}
      after={
        <p className="form-field__counter" id={`${id}-counter`} aria-live="polite">
          {counter ? t("counter", { count: Math.max(0, left) }) : ""}
        </p>
      }
    >
      <textarea
        id={id}
        name={name}
        className="form-field__input form-field__textarea"
        rows={5}
        value={value}
        maxLength={maxLength}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [describedBy(id, hint, error), counter ? `${id}-counter` : null]
            .filter(Boolean)
            .join(" ") || undefined
        }
        onChange={(e) => onValue(e.currentTarget.value)}
      />
    </FieldShell>
  );
}

/** An email address (the keyboard and autofill of an email). */
export function EmailField(props: ValueProps) {
  const { id, name, value, onValue, required, error, hint, disabled } = props;
  return (
    <FieldShell {...props}>
      <input
        id={id}
        name={name}
        className="form-field__input"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        value={value}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => onValue(e.currentTarget.value)}
      />
    </FieldShell>
  );
}

/** A text input whose value passes through a mask as it is typed. */
function MaskedField({
  mask,
  inputMode,
  autoComplete,
  maxLength,
  ...props
}: ValueProps & {
  mask: (typed: string) => string;
  inputMode: "numeric" | "tel" | "text";
  autoComplete?: string;
  maxLength: number;
}) {
  const { id, name, value, onValue, required, error, hint, disabled } = props;
  return (
    <FieldShell {...props}>
      <input
        id={id}
        name={name}
        className="form-field__input form-field__input--short"
        type={inputMode === "tel" ? "tel" : "text"}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={value}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => onValue(mask(e.currentTarget.value))}
      />
    </FieldShell>
  );
}

/** `forms.zip-mask`: a ZIP code, digits only, at most 5. */
export function ZipField(props: ValueProps) {
  const { t } = useTranslation("forms");
  return (
    <MaskedField
      {...props}
      hint={props.hint ?? t("zipHint")}
      mask={maskZip}
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={5}
    />
  );
}

/** `forms.phone-mask`: a US phone, shown ###-###-#### as it is typed. */
export function PhoneField(props: ValueProps) {
  const { t } = useTranslation("forms");
  return (
    <MaskedField
      {...props}
      hint={props.hint ?? t("phoneHint")}
      mask={maskPhone}
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={14}
    />
  );
}

/** `forms-web.promo-code`: a promo code, in capitals, letters, digits and hyphens, at most 30. */
export function PromoField(props: ValueProps) {
  const { t } = useTranslation("forms");
  return (
    <MaskedField
      {...props}
      hint={props.hint ?? t("promoHint")}
      mask={maskPromo}
      inputMode="text"
      autoComplete="off"
      maxLength={30}
    />
  );
}

/** A whole number between min and max. */
export function NumberField({ min, max, ...props }: ValueProps & { min?: number; max?: number }) {
  const { id, name, value, onValue, required, error, hint, disabled } = props;
  return (
    <FieldShell {...props}>
      <input
        id={id}
        name={name}
        className="form-field__input form-field__input--short"
        type="number"
        inputMode="numeric"
        step={1}
        min={min}
        max={max}
        value={value}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => onValue(e.currentTarget.value)}
      />
    </FieldShell>
  );
}

/** A calendar date (the browser's date picker); `min` keeps past days out when given. */
export function DateField({ min, ...props }: ValueProps & { min?: string }) {
  const { id, name, value, onValue, required, error, hint, disabled } = props;
  return (
    <FieldShell {...props}>
      <input
        id={id}
        name={name}
        className="form-field__input form-field__input--short"
        type="date"
        min={min}
        value={value}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => onValue(e.currentTarget.value)}
      />
    </FieldShell>
  );
}

/** One of a list of options (a native select: every keyboard and screen reader knows it). */
export function SelectField({
  options,
  ...props
}: ValueProps & { options: readonly { value: string; label: string }[] }) {
  const { t } = useTranslation("forms");
  const { id, name, value, onValue, required, error, hint, disabled } = props;
  return (
    <FieldShell {...props}>
      <select
        id={id}
        name={name}
        className="form-field__input form-field__select"
        value={value}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => onValue(e.currentTarget.value)}
      >
        <option value="">{t("choose")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/**
 * `forms-web.rich-checkbox`: a consent box whose label is a sentence with a link (the privacy
 * policy, guidelines). The link is its own tab stop and opens in a new tab, so what was typed in
 * the form stays; a required box must be ticked.
 */
export function RichCheckbox({
  id,
  name,
  checked,
  onChecked,
  before,
  link,
  after,
  required,
  error,
  disabled,
}: Omit<FieldBase, "label" | "hint"> & {
  checked: boolean;
  onChecked: (checked: boolean) => void;
  before: ReactNode;
  link: { to: string; text: string };
  after: ReactNode;
}) {
  const { t } = useTranslation("forms");
  const newTabText = t("newTab");
  return (
    <div className={`form-check${error ? " form-check--invalid" : ""}`}>
      <div className="form-check__row">
        <input
          id={id}
          name={name}
          type="checkbox"
          className="form-check__input"
          checked={checked}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChecked(e.currentTarget.checked)}
        />
        <label htmlFor={id} className="form-check__label">
          {before}
          <Link to={link.to} target="_blank" rel="noopener">
            {link.text}
            <span className="visually-hidden"> {newTabText}</span>
          </Link>
          {after}
        </label>
      </div>
      {error && (
        <p className="form-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
