/**
 * The rules of the form submissions screen (/ops/forms; docs/decisions/031-forms-eclub-careers.md):
 * who opens it, the list's query, the order a submission's fields are shown in, and the
 * reply links.
 */
import type { ResponseOf } from "@coop/contract/api-types";
import {
  CONTACT_TOPICS,
  type ContactTopic,
  FORM_DEFINITIONS,
  type FormId,
  isFormId,
} from "@coop/contract/form-definitions";
import type { StaffRole } from "@coop/contract/staff";

/**
 * `ops-forms.roles`: admins and marketing see every submission, managers those of their
 * restaurants (the server filters); crew do not open the screen.
 */
export const FORMS_ROLES = [
  "admin",
  "marketing",
  "manager",
] as const satisfies readonly StaffRole[];

export const FORMS_PER_PAGE = 25;

/** One submission as the staff API answers it. */
export type OpsSubmission = ResponseOf<"opsFormsGet">["submission"];

export type SubmissionState = "open" | "handled" | "all";

export type FormsFilters = {
  form: FormId | "";
  state: SubmissionState;
  /** A restaurant id, or "" for all. */
  restaurant: string;
  q: string;
  page: number;
};

export const INITIAL_FILTERS: FormsFilters = {
  form: "",
  state: "open",
  restaurant: "",
  q: "",
  page: 1,
};

/**
 * `ops-forms.filters`: the query of the list (with its page) or of the CSV export (every
 * matching submission, no page): only the filters that are set.
 */
export function formsQuery(filters: FormsFilters, paged = true): Record<string, string | number> {
  return {
    ...(filters.form ? { form: filters.form } : {}),
    state: filters.state,
    ...(filters.restaurant ? { restaurant_id: Number(filters.restaurant) } : {}),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(paged ? { page: filters.page, per_page: FORMS_PER_PAGE } : {}),
  };
}

/** Pages of a list of `total` rows, at least one. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

/**
 * `ops-forms.every-field`: a submission's fields in its form's order, then any other field the
 * server kept (a field a form no longer has), so nothing the sender wrote is hidden.
 */
export function orderedFields(
  submission: Pick<OpsSubmission, "form" | "fields">,
): [string, unknown][] {
  const defined = isFormId(submission.form)
    ? FORM_DEFINITIONS[submission.form].fields.map((f) => f.name)
    : [];
  const names = [
    ...defined.filter((name) => name in submission.fields),
    ...Object.keys(submission.fields).filter((name) => !defined.includes(name)),
  ];
  return names.map((name) => [name, submission.fields[name]]);
}

/** A field's value as text: lists joined, empty values as null; booleans are the caller's. */
export function valueText(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (Array.isArray(value)) return value.length ? value.map(String).join(", ") : null;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** `ops-forms.reply-links`: an email to the sender, "Re: " the subject. */
export function mailtoHref(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}

/** `ops-forms.reply-links`: a call to the sender (US numbers get +1). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`;
}

/** A contact topic this screen has words for (others show as the server sent them). */
export function isContactTopic(topic: string | null): topic is ContactTopic {
  return topic !== null && (CONTACT_TOPICS as readonly string[]).includes(topic);
}
