import "../strings.ts";
import "../forms.css";

import type { ReactNode } from "react";

import { useTranslation } from "../../../lib/i18n-react.tsx";

/** The props every field of the site's forms takes. */
export type FieldBase = {
  /** The input's id (`<form>-<name>`): the label's target and the error summary's link. */
  id: string;
  name: string;
  label: string;
  required?: boolean;
  /** The problem with the value, in words: shown under the field and tied to it. */
  error?: string | undefined;
  hint?: ReactNode;
  disabled?: boolean;
  /** Leaves out "(optional)" (a part of a group whose legend says it). */
  noOptionalMark?: boolean;
};

/** The ids of a field's hint and error, for aria-describedby. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return (
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") ||
    undefined
  );
}

/**
 * `forms-web.labelled-fields`: a field's frame: its label (saying when it is optional), its
 * hint and its error, each tied to the input by id, so a screen reader reads the error with it.
 */
export function FieldShell({
  id,
  label,
  required,
  hint,
  error,
  children,
  labelFor = true,
  after,
  noOptionalMark = false,
}: Pick<FieldBase, "id" | "label" | "required" | "hint" | "error" | "noOptionalMark"> & {
  children: ReactNode;
  /** False when the control is a group (its legend is the label). */
  labelFor?: boolean;
  after?: ReactNode;
}) {
  const { t } = useTranslation("forms");
  const labelText = (
    <>
      {label}
      {!required && !noOptionalMark && (
        <span className="form-field__optional"> ({t("optional")})</span>
      )}
    </>
  );
  return (
    <div className={`form-field${error ? " form-field--invalid" : ""}`}>
      {labelFor ? (
        <label className="form-field__label" htmlFor={id} id={`${id}-label`}>
          {labelText}
        </label>
      ) : (
        <span className="form-field__label" id={`${id}-label`}>
          {labelText}
        </span>
      )}
      {hint && (
        <div className="form-field__hint" id={`${id}-hint`}>
          {hint}
        </div>
      )}
      {children}
      {after}
      {error && (
        <p className="form-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
