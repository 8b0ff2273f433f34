// The rules of the account home and settings screens: pure, no React, unit-tested in
// account-rules.test.ts. No zod here (the browser imports this module).
import type { Channel } from "@coop/contract/headers";
import { visibleWalletOffers } from "@coop/contract/offer-rules";
import { formatPhone, normalizePhone } from "@coop/contract/phone";

// ── Loyalty ────────────────────────────────────────────────────────────────────────────────

type LoyaltyInput = {
  points: number;
  progress: { quantity: number; target: number };
  next_reward: { name: string; points: number } | null;
};

export type LoyaltyView =
  | { kind: "next"; points: number; value: number; max: number; toGo: number; reward: string }
  | { kind: "all"; points: number };

/**
 * `member.home-loyalty`: the home's points card shows the balance and the progress toward the
 * next reward (the cheapest default-channel reward not affordable yet): the bar runs from 0 to
 * that reward's cost, and the text says how many points are still missing. With every reward
 * affordable there is no next one: the card says so instead of a bar.
 */
export function loyaltyView(loyalty: LoyaltyInput): LoyaltyView {
  const points = Math.max(0, loyalty.points);
  if (!loyalty.next_reward) return { kind: "all", points };
  const max = Math.max(1, loyalty.next_reward.points);
  const value = Math.min(points, max);
  return {
    kind: "next",
    points,
    value,
    max,
    toGo: Math.max(0, max - points),
    reward: loyalty.next_reward.name,
  };
}

// ── Offers ─────────────────────────────────────────────────────────────────────────────────

/**
 * `member.home-offers`: the home counts the member's usable offers with the wallet's own rule
 * (`wallet.visible`: incomplete, not expired, of the channel shown), so the count matches
 * what the offers page and the cart list.
 */
export function usableOfferCount(
  offers: readonly { label: string; status: string; expires?: string | null | undefined }[],
  channel: Channel,
  now: Date,
): number {
  return visibleWalletOffers(offers, channel, now).length;
}

// ── Recent order ───────────────────────────────────────────────────────────────────────────

/** "2 Buttermilk Biscuit, 1 Mac & Cheese and 3 more": at most `shown` lines by name. */
export function itemsSummary(
  products: readonly { name: string; quantity: number }[],
  shown = 2,
): { names: string[]; more: number } {
  const names = products.slice(0, shown).map((p) => `${p.quantity} × ${p.name}`);
  return { names, more: Math.max(0, products.length - shown) };
}

/**
 * An order's `created` ("YYYYMMDD HH:mm", the restaurant's time) as a date without a time
 * zone shift: year, month and day only. Null when it is not in that form.
 */
export function orderDay(created: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(created);
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), 12));
  return Number.isNaN(date.getTime()) ? null : date;
}

// ── Profile form ───────────────────────────────────────────────────────────────────────────

/**
 * `member.settings-phone-mask`: the phone field keeps the mask ###-###-####: digits only, at most ten,
 * dashes after the third and the sixth. A leading country code 1 (or +1) typed or pasted in
 * front of ten digits is dropped, as the server drops it (`member.phone`).
 */
export function maskPhone(raw: string): string {
  let digits = raw.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** `member.phone`: a phone shown as (xxx) xxx-xxxx (the contract's shared rule); else as given. */
export function displayPhone(digits: string | null | undefined): string {
  if (!digits) return "";
  const normal = normalizePhone(digits);
  return normal === null ? digits : formatPhone(normal);
}

export type ProfileValues = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  optin: boolean;
  optin_sms: boolean;
};

export type ProfileField = keyof ProfileValues | "current_password";

/** The form's starting values from the member (the phone in the mask). */
export function profileValuesOf(user: {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string | null | undefined;
  optin: boolean;
  optin_sms: boolean;
}): ProfileValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: maskPhone(user.phone ?? ""),
    optin: user.optin,
    optin_sms: user.optin_sms,
  };
}

/** Emails are compared as the server stores them: trimmed, lower case (`member.email`). */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export type ProfileProblem =
  "required" | "tooLong" | "nameChars" | "email" | "phone" | "smsNeedsPhone";

const CONTROL = /\p{Cc}/u;

/**
 * `member.profile-form`: checked in the browser before anything is sent, with the server's
 * own bounds (`member.name`, `member.email`, `member.phone`): names 1 to 50 characters
 * without < > or control characters, an email address, the phone empty or ten digits; and
 * the current password when the email changes (`member.update-email`). Texts need a phone:
 * the SMS opt-in without one is refused at the checkbox.
 */
export function profileProblems(
  values: ProfileValues,
  originalEmail: string,
  currentPassword: string,
): Partial<Record<ProfileField, ProfileProblem>> {
  const problems: Partial<Record<ProfileField, ProfileProblem>> = {};
  for (const field of ["first_name", "last_name"] as const) {
    const v = values[field].trim();
    if (v === "") problems[field] = "required";
    else if (v.length > 50) problems[field] = "tooLong";
    else if (CONTROL.test(v) || /[<>]/.test(v)) problems[field] = "nameChars";
  }
  const email = values.email.trim();
  if (email === "") problems.email = "required";
  else if (email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    problems.email = "email";
  const hasPhone = values.phone.trim() !== "";
  if (hasPhone && normalizePhone(values.phone) === null) problems.phone = "phone";
  if (values.optin_sms && !hasPhone) problems.optin_sms = "smsNeedsPhone";
  if (!sameEmail(values.email, originalEmail) && currentPassword === "")
    problems.current_password = "required";
  return problems;
}

/**
 * `member.profile-form`: only what changed is sent to members/update; a changed email goes
 * with the current password. Null when nothing changed.
 */
export function profileChanges(
  values: ProfileValues,
  original: ProfileValues,
  currentPassword: string,
): Record<string, string | boolean | null> | null {
  const body: Record<string, string | boolean | null> = {};
  if (values.first_name.trim() !== original.first_name) body.first_name = values.first_name.trim();
  if (values.last_name.trim() !== original.last_name) body.last_name = values.last_name.trim();
  if (!sameEmail(values.email, original.email)) {
    body.email = values.email.trim();
    body.current_password = currentPassword;
  }
  const phone = values.phone.replace(/\D/g, "");
  if (phone !== original.phone.replace(/\D/g, "")) body.phone = phone === "" ? null : phone;
  if (values.optin !== original.optin) body.optin = values.optin;
  if (values.optin_sms !== original.optin_sms) body.optin_sms = values.optin_sms;
  return Object.keys(body).length === 0 ? null : body;
}

// ── Server field errors ────────────────────────────────────────────────────────────────────

/**
 * `member.form-field-errors`: the API names a refused field as `body.<field>` in its error
 * list; the form shows each message at the input of that field. Errors of fields the form
 * does not have are returned under `other`, so nothing the server says is lost.
 */
export function fieldErrorsOf<F extends string>(
  body: unknown,
  fields: readonly F[],
): { fields: Partial<Record<F, string>>; other: string[] } {
  const result: { fields: Partial<Record<F, string>>; other: string[] } = {
    fields: {},
    other: [],
  };
  if (typeof body !== "object" || body === null) return result;
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return result;
  for (const entry of errors) {
    if (typeof entry !== "object" || entry === null) continue;
    const { path, message } = entry as { path?: unknown; message?: unknown };
    if (typeof message !== "string" || message.trim() === "") continue;
    const field = typeof path === "string" ? path.replace(/^body\./, "") : "";
    if ((fields as readonly string[]).includes(field)) {
      const key = field as F;
      result.fields[key] ??= message;
    } else {
      result.other.push(message);
    }
  }
  return result;
}

/** The first of `order` that has an error: the input to focus. */
export function firstWithError<F extends string>(
  order: readonly F[],
  errors: Partial<Record<F, unknown>>,
): F | null {
  return order.find((f) => errors[f] !== undefined) ?? null;
}

// ── Password ───────────────────────────────────────────────────────────────────────────────

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type PasswordCheck = { rule: "length" | "differs"; met: boolean };

/**
 * `member.settings-password-rules`: while the member types a new password the form shows the
 * rules it can check itself (`password.rules`: 8 to 128 characters; `password.change`:
 * different from the current one), each met or not. The server checks the rest (common
 * passwords, the member's email or name) and its answer is shown at the field.
 */
export function passwordChecks(next: string, current: string): PasswordCheck[] {
  return [
    { rule: "length", met: next.length >= PASSWORD_MIN && next.length <= PASSWORD_MAX },
    { rule: "differs", met: next !== "" && next !== current },
  ];
}
