import {
  FORM_LIMITS,
  type FormDefinition,
  type FormField,
  HONEYPOT_FIELD,
  US_STATES,
} from "@coop/contract/form-definitions";

import { HttpError } from "../../http/http-error.ts";

/** A value as the contract lets it through (a string, a number, a flag, a list, null). */
export type RawValue = string | number | boolean | string[] | null | undefined;

/** A checked, normalised value. */
export type FieldValue = string | number | boolean | string[];

/** A 400 naming the field (`body.request.email`), like the rest of the API. */
export function fieldProblem(path: string, message: string): HttpError {
  return new HttpError(400, `${path} ${message}.`, { errors: [{ path, message }] });
}

const EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;
const PROMO = /^[A-Za-z0-9-]{1,30}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const STATE_CODES = new Set(US_STATES.map(([code]) => code));

/** An email address as a form takes it: trimmed, one address, at most 254 characters. */
export function checkEmail(value: string): string | null {
  const email = value.trim();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

/**
 * Today's date (YYYY-MM-DD) where the US day ends last (Hawaii): a date is in the past only
 * once it has ended everywhere a guest may be, so a late-evening guest is never refused today.
 */
export function earliestToday(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Pacific/Honolulu",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const isBlank = (v: RawValue) =>
  v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/**
 * `forms.field-types`: one field's value checked by its type and normalised (a phone as
 * ###-###-####, a state code upper-case, a store as its id, a promo code upper-case). Throws a
 * 400 naming the field. Stores are checked by the caller (they need the database).
 */
export function checkField(field: FormField, raw: RawValue, path: string, now: Date): FieldValue {
  const asText = (what: string): string => {
    if (typeof raw === "number") return String(raw);
    if (typeof raw !== "string") throw fieldProblem(path, `must be ${what}`);
    return raw.trim();
  };
  switch (field.type) {
    case "text":
    case "textarea": {
      const text = asText("text");
      const max = field.max ?? (field.type === "text" ? FORM_LIMITS.text : FORM_LIMITS.textarea);
      if (text.length > max) throw fieldProblem(path, `must be at most ${max} characters`);
      return text;
    }
    case "email": {
      const email = checkEmail(asText("an email address"));
      if (!email) throw fieldProblem(path, "must be an email address, such as name@example.com");
      return email;
    }
    case "phone": {
      let digits = asText("a phone number").replace(/\D/g, "");
      if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
      if (digits.length !== 10)
        throw fieldProblem(path, "must be a US phone number of 10 digits, such as 919-555-0123");
      return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
    }
    case "zip": {
      const zip = asText("a ZIP code");
      if (!/^\d{5}$/.test(zip)) throw fieldProblem(path, "must be a 5-digit ZIP code");
      return zip;
    }
    case "state": {
      const code = asText("a state").toUpperCase();
      if (!STATE_CODES.has(code))
        throw fieldProblem(path, "must be a US state's two-letter code, such as NC");
      return code;
    }
    case "store": {
      const id = typeof raw === "string" && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
      if (typeof id !== "number" || !Number.isInteger(id) || id <= 0)
        throw fieldProblem(path, "must be one of our restaurants");
      return id;
    }
    case "promo": {
      const code = asText("a promo code");
      if (!PROMO.test(code))
        throw fieldProblem(
          path,
          "must be a promo code of letters, digits and hyphens (at most 30)",
        );
      return code.toUpperCase();
    }
    case "favorites": {
      const max = field.max ?? FORM_LIMITS.favorites;
      if (!Array.isArray(raw)) throw fieldProblem(path, "must be a list of menu items");
      const items = raw.map((item) => (typeof item === "string" ? item.trim() : ""));
      if (items.some((item) => item.length === 0 || item.length > 60))
        throw fieldProblem(path, "must be a list of menu items (each 1 to 60 characters)");
      if (items.length > max) throw fieldProblem(path, `must name at most ${max} items`);
      return [...new Set(items)];
    }
    case "rich-checkbox": {
      if (typeof raw !== "boolean") throw fieldProblem(path, "must be true or false");
      if (field.required && !raw) throw fieldProblem(path, "must be ticked");
      return raw;
    }
    case "select": {
      const value = asText("one of the choices");
      if (!field.options?.includes(value))
        throw fieldProblem(path, `must be one of ${(field.options ?? []).join(", ")}`);
      return value;
    }
    case "date": {
      const value = asText("a date");
      if (!isCalendarDate(value)) throw fieldProblem(path, "must be a date as YYYY-MM-DD");
      if (field.future && value < earliestToday(now))
        throw fieldProblem(path, "must be today or a later date");
      return value;
    }
    case "number": {
      const n = typeof raw === "string" && /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw;
      if (typeof n !== "number" || !Number.isInteger(n))
        throw fieldProblem(path, "must be a whole number");
      if (field.min !== undefined && n < field.min)
        throw fieldProblem(path, `must be at least ${field.min}`);
      if (field.max !== undefined && n > field.max)
        throw fieldProblem(path, `must be at most ${field.max}`);
      return n;
    }
  }
}

/**
 * `forms.field-types`, `forms.size-limits`: a submission's fields checked against its form:
 * no field the form does not have (the honeypot aside), at most FORM_LIMITS.fields fields,
 * required ones given, each checked by its type. `prefix` is the body's path (`body.request`).
 */
export function checkFields(
  form: FormDefinition,
  given: Record<string, RawValue>,
  prefix: string,
  now: Date,
): Record<string, FieldValue> {
  const names = Object.keys(given).filter((name) => name !== HONEYPOT_FIELD);
  if (names.length > FORM_LIMITS.fields)
    throw fieldProblem(prefix, `must have at most ${FORM_LIMITS.fields} fields`);
  const known = new Map(form.fields.map((f) => [f.name, f]));
  for (const name of names) {
    if (!known.has(name))
      throw fieldProblem(`${prefix}.${name}`, `is not a field of the ${form.id} form`);
  }
  const out: Record<string, FieldValue> = {};
  for (const field of form.fields) {
    const path = `${prefix}.${field.name}`;
    const raw = given[field.name];
    const blank = isBlank(raw) || (Array.isArray(raw) && raw.length === 0);
    if (blank && field.type !== "rich-checkbox") {
      if (field.required) throw fieldProblem(path, "is required");
      continue;
    }
    if (raw === undefined || raw === null) {
      if (field.required) throw fieldProblem(path, "must be ticked");
      continue;
    }
    out[field.name] = checkField(field, raw, path, now);
  }
  return out;
}

/** Whether the honeypot was filled (`forms.honeypot`): a person never sees it. */
export function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === "string") return value.trim() !== "";
  return true;
}
