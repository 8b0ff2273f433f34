/**
 * The rules of the careers screen (/ops/careers; docs/decisions/031-forms-eclub-careers.md): who
 * opens it and who imports, the pay typed in dollars and sent in cents, and the steps of an
 * application's status.
 */
import type { ResponseOf } from "@coop/contract/api-types";
import type { DAY_PARTS, DAYS, EMPLOYMENT_TYPES } from "@coop/contract/careers-values";
import type { StaffRole } from "@coop/contract/staff";

export type OpsJob = ResponseOf<"opsCareersJobCreate">["job"];
export type OpsApplication = ResponseOf<"opsCareersApplicationGet">["application"];
export type JobImportReport = ResponseOf<"opsCareersImport">;
export type ApplicationStatus = OpsApplication["status"];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/**
 * `ops-careers.roles`: admins see every job and application, managers those of their
 * restaurants (the server filters); crew and marketing do not open the screen.
 */
export const CAREERS_ROLES = ["admin", "manager"] as const satisfies readonly StaffRole[];

/** `ops-careers.import-admin`: only admins import a spreadsheet's CSV. */
export function canImport(role: StaffRole): boolean {
  return role === "admin";
}

// The contract's lists (careers.ts loads zod, so the browser keeps its own copy, checked by type).
export const DAY_LIST = [
  "mon",
  "tue",
  "wed",
  "thu",
  "fri",
  "sat",
  "sun",
] as const satisfies readonly (typeof DAYS)[number][];
export const DAY_PART_LIST = [
  "morning",
  "afternoon",
  "evening",
  "overnight",
] as const satisfies readonly (typeof DAY_PARTS)[number][];
export const EMPLOYMENT_TYPE_LIST = [
  "full_time",
  "part_time",
  "seasonal",
] as const satisfies readonly EmploymentType[];
export const APPLICATION_STATUSES = [
  "new",
  "reviewed",
  "interview",
  "hired",
  "declined",
] as const satisfies readonly ApplicationStatus[];

/** The highest hourly pay the server keeps, in cents ($1,000.00). */
export const PAY_MAX_CENTS = 100_000;

/**
 * `ops-careers.pay-dollars`: pay is typed in dollars ("12", "12.5", "$12.50", "1,000") and sent
 * in whole cents; empty is null (not published); anything else, more than two decimals or more
 * than $1,000.00 is undefined (refused, with a message on the field).
 */
export function dollarsToCents(typed: string): number | null | undefined {
  const text = typed
    .trim()
    .replace(/^\$\s*/, "")
    .replace(/,/g, "");
  if (text === "") return null;
  const match = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  return cents > PAY_MAX_CENTS ? undefined : cents;
}

/** Cents as the dollars a form shows: 1250 → "12.50"; null → "". */
export function centsToDollars(cents: number | null): string {
  return cents === null ? "" : (cents / 100).toFixed(2);
}

/**
 * `ops-careers.application-steps`: the status changes an application offers, in the order of the
 * hiring: new → reviewed → interview → hired, "declined" from any open step, and a hired or
 * declined application can be reopened (back to reviewed).
 */
export function nextStatuses(
  status: ApplicationStatus,
): { to: ApplicationStatus; reopen: boolean }[] {
  switch (status) {
    case "new":
      return [
        { to: "reviewed", reopen: false },
        { to: "declined", reopen: false },
      ];
    case "reviewed":
      return [
        { to: "interview", reopen: false },
        { to: "declined", reopen: false },
      ];
    case "interview":
      return [
        { to: "hired", reopen: false },
        { to: "declined", reopen: false },
      ];
    case "hired":
    case "declined":
      return [{ to: "reviewed", reopen: true }];
  }
}

/** A job as its form holds it (text as typed). */
export type JobDraft = {
  restaurant: string;
  position: string;
  title: string;
  titleEs: string;
  description: string;
  descriptionEs: string;
  type: EmploymentType;
  payMin: string;
  payMax: string;
  status: "open" | "closed";
};

export const EMPTY_JOB: JobDraft = {
  restaurant: "",
  position: "",
  title: "",
  titleEs: "",
  description: "",
  descriptionEs: "",
  type: "part_time",
  payMin: "",
  payMax: "",
  status: "open",
};

/** A saved job in its form. */
export function draftOf(job: OpsJob): JobDraft {
  return {
    restaurant: String(job.restaurant.id),
    position: job.position_slug,
    title: job.title,
    titleEs: job.title_es ?? "",
    description: job.description,
    descriptionEs: job.description_es ?? "",
    type: job.employment_type,
    payMin: centsToDollars(job.pay_min_cents),
    payMax: centsToDollars(job.pay_max_cents),
    status: job.status,
  };
}

export type JobErrorKey = "restaurant" | "position" | "title" | "payInvalid" | "payOrder";
export type JobErrors = Partial<
  Record<"restaurant" | "position" | "title" | "payMin" | "payMax", JobErrorKey>
>;

/** `ops-careers.pay-dollars`: what stops a job from being sent, by field. */
export function jobErrors(draft: JobDraft): JobErrors {
  const errors: JobErrors = {};
  if (!draft.restaurant) errors.restaurant = "restaurant";
  if (!draft.position) errors.position = "position";
  if (!draft.title.trim()) errors.title = "title";
  const min = dollarsToCents(draft.payMin);
  const max = dollarsToCents(draft.payMax);
  if (min === undefined) errors.payMin = "payInvalid";
  if (max === undefined) errors.payMax = "payInvalid";
  if (typeof min === "number" && typeof max === "number" && min > max) errors.payMax = "payOrder";
  return errors;
}

/** The body of opsCareersJobCreate / opsCareersJobUpdate (call after jobErrors is empty). */
export function jobBody(draft: JobDraft) {
  const optional = (text: string) => (text.trim() ? text.trim() : null);
  return {
    restaurant_id: Number(draft.restaurant),
    position_slug: draft.position,
    title: draft.title.trim(),
    title_es: optional(draft.titleEs),
    description: draft.description.trim(),
    description_es: optional(draft.descriptionEs),
    employment_type: draft.type,
    pay_min_cents: dollarsToCents(draft.payMin) ?? null,
    pay_max_cents: dollarsToCents(draft.payMax) ?? null,
    status: draft.status,
  };
}
