/**
 * The pure rules of the checkout (each cites its rule id of docs/rules.md): masks, the daypart
 * filter, time-slot grouping, tip presets, the round-up amount, the Idempotency-Key of a
 * Place Order attempt, payment-failure codes and the wording of the confirmation dialog.
 */
import type { BodyOf } from "@coop/contract/api-types";
import {
  cardBrand,
  cardDigits,
  cardExpired,
  cardNumberValid,
  cvvLength,
  type PaymentFailureCode,
  paymentFailureCodes,
  paymentFailureMessages,
} from "@coop/contract/cards";
import { DAYPART_MINUTES } from "@coop/contract/daypart";
import { roundUpBaseCents, roundUpDonationCents } from "@coop/contract/donation";
import type { TimesResponse } from "@coop/contract/menus";

import { dateTimeFormat } from "../../lib/date-format.ts";
import type { CartTotals, OrderHandoff } from "../../lib/order/order-model.ts";

// ── Masks (`card.masks`, `locations.zip-mask`) ─────────────────────────────────────────

/** Zip mask: at most 5 digits. */
export function maskZip(value: string): string {
  return value.replace(/\D/g, "").slice(0, 5);
}

/** Phone mask ###-###-####, applied while typing (a leading country code 1 is dropped). */
export function maskPhone(value: string): string {
  let digits = value.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Card number with a space every 4 digits (American Express: 4-6-5), at most 19 digits. */
export function maskCardNumber(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 19);
  if (/^3[47]/.test(digits)) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)]
      .filter(Boolean)
      .join(" ");
  }
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** Expiry mask MM/YY. */
export function maskExpiry(value: string): string {
  let digits = value.replace(/\D/g, "").slice(0, 4);
  // "4" → "04": a month cannot start with 2–9 as its first of two digits.
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  if (digits.length <= 2) return digits.length === 2 && value.endsWith("/") ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** MM/YY as month and four-digit year, or null when incomplete or not a month. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

// ── Form checks: error flags address, city, zip, phone (`order.checkout-contact`,
// `handoff.curbside-vehicle`, `handoff.delivery-address`) ───────────────────────────────

/** The contact a guest sends with the order (POST orders/{id}/submit `contact`). */
export type ContactFields = NonNullable<BodyOf<"ordersSubmit">["contact"]>;
export type AddressFields = {
  address: string;
  apt: string;
  city: string;
  state: string;
  zip: string;
};
/** The curbside vehicle (PUT orders/{id}/custom `fields`, as Make, Model and Color). */
export type VehicleFields = Extract<BodyOf<"ordersSetCustom">["fields"], { make: unknown }>;

/** The address form's fields from a stored address (missing parts empty). */
export function addressFieldsOf(from: Partial<AddressFields> | null | undefined): AddressFields {
  return {
    address: from?.address ?? "",
    apt: from?.apt ?? "",
    city: from?.city ?? "",
    state: from?.state ?? "",
    zip: from?.zip ?? "",
  };
}

/** `handoff.curbside-vehicle`: the vehicle the order already has (its custom fields), missing parts empty. */
export function vehicleOf(order: unknown): VehicleFields {
  const v = (order as { customfields?: Partial<VehicleFields> } | null)?.customfields;
  return { make: v?.make ?? "", model: v?.model ?? "", color: v?.color ?? "" };
}

/** The vehicle as it is sent: each field trimmed. */
export function trimVehicle(v: VehicleFields): VehicleFields {
  return { make: v.make.trim(), model: v.model.trim(), color: v.color.trim() };
}
export type CardFields = { number: string; expiry: string; cvv: string; zip: string };

/** Field name → error key (of the checkout namespace's `errors` group). */
export type FieldErrors = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function contactErrors(c: ContactFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!c.first_name.trim()) errors.first_name = "firstName";
  if (!c.last_name.trim()) errors.last_name = "lastName";
  if (!EMAIL.test(c.email.trim())) errors.email = "email";
  if (!/^\d{3}-\d{3}-\d{4}$/.test(c.phone)) errors.phone = "phone";
  return errors;
}

export function addressErrors(a: AddressFields): FieldErrors {
  const errors: FieldErrors = {};
  if (a.address.trim().length < 3) errors.address = "address";
  if (!a.city.trim()) errors.city = "city";
  if (!/^[A-Za-z]{2}$/.test(a.state.trim())) errors.state = "state";
  if (!/^\d{5}$/.test(a.zip)) errors.zip = "zip";
  return errors;
}

export function vehicleErrors(v: VehicleFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.make.trim()) errors.make = "make";
  if (!v.model.trim()) errors.model = "model";
  if (!v.color.trim()) errors.color = "color";
  return errors;
}

/** The card checks of the contract (Luhn, brand, CVV length, expiry), before any call. */
export function cardErrors(card: CardFields, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  const digits = cardDigits(card.number);
  const brand = cardNumberValid(card.number) ? cardBrand(digits) : null;
  if (!cardNumberValid(card.number)) errors.card_number = "cardNumber";
  else if (!brand) errors.card_number = "cardBrand";
  const expiry = parseExpiry(card.expiry);
  if (!expiry) errors.card_expiry = "cardExpiry";
  else if (cardExpired(expiry.month, expiry.year, now)) errors.card_expiry = "cardExpired";
  const wanted = brand ? cvvLength(brand) : null;
  if (!/^\d{3,4}$/.test(card.cvv) || (wanted !== null && card.cvv.length !== wanted))
    errors.card_cvv = wanted === 4 ? "cvv4" : "cvv3";
  if (!/^\d{5}$/.test(card.zip)) errors.card_zip = "zip";
  return errors;
}

// ── Time (`daypart.ten-thirty`) ──────────────────────────────────────────────────────────

type Slot = TimesResponse["times"][number];

function localMinutes(local: string): number {
  const match = /T(\d{2}):(\d{2})/.exec(local);
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
}

/** `daypart.ten-thirty`: with a "10:30" product the earliest slot shown each day is 10:30 (local). */
export function daypartSlots(slots: readonly Slot[], daypart: boolean): Slot[] {
  return daypart ? slots.filter((s) => localMinutes(s.local) >= DAYPART_MINUTES) : [...slots];
}

/** The restaurant's local date (YYYY-MM-DD) at `now`. */
export function localDate(now: Date, timeZone: string): string {
  const parts = dateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** An ISO instant as the restaurant's local "YYYY-MM-DDTHH:mm". */
export function localIso(iso: string, timeZone: string): string {
  const parts = dateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}

type SlotDay = { date: string; slots: Slot[] };

/** Slots grouped by their local day, in order. */
export function groupSlotsByDay(slots: readonly Slot[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const date = slot.local.slice(0, 10);
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}

/** "Today" or the date, in the customer's language (a local YYYY-MM-DD, no time zone shift). */
export function dayLabel(date: string, today: string, language: string, todayWord: string) {
  if (date === today) return todayWord;
  const [y, m, d] = date.split("-").map(Number);
  return dateTimeFormat(language, {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}

/** The local clock time of a slot ("10:30 AM"), in the customer's language. */
export function slotLabel(local: string, language: string): string {
  const minutes = localMinutes(local);
  return dateTimeFormat(language, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60)));
}

// ── Tip ──────────────────────────────────────────────────────────────────────────────────

export const TIP_PERCENTS = [0, 15, 18, 20] as const;

const cents = (amount: number) => Math.round(amount * 100);

/** A tip preset: that percent of the subtotal, to the cent. */
export function tipFor(subtotal: number, percent: number): number {
  return Math.round((cents(subtotal) * percent) / 100) / 100;
}

/** Which preset the order's tip is, or "custom" (0 is the "No tip" preset). */
export function tipChoice(subtotal: number, tip: number): number | "custom" {
  const found = TIP_PERCENTS.find((p) => cents(tipFor(subtotal, p)) === cents(tip));
  return found ?? "custom";
}

/** A custom tip as typed ("3", "3.5", "$3.50") in dollars, or null when not an amount. */
export function parseTip(value: string): number | null {
  const cleaned = value.trim().replace(/^\$/, "");
  if (!/^\d{1,3}(\.\d{0,2})?$/.test(cleaned)) return null;
  const amount = Number(cleaned);
  return amount <= 500 ? amount : null;
}

// ── Round-up donation (`donation.round-up`, `donation.follows-changes`) ─────────────────

type RoundUpTotals = Pick<CartTotals, "subtotal" | "tax" | "tip" | "handoff" | "discount">;

/**
 * Next whole dollar − (subtotal + tax + tip + delivery fee − discount), or 1 when that
 * sum is already whole (0 included). In dollars, 0.01 … 1.00.
 */
export function roundUpAmount(t: RoundUpTotals): number {
  const sum = roundUpBaseCents({
    subtotal: cents(t.subtotal),
    discount: cents(t.discount),
    handoff: cents(t.handoff),
    tax: cents(t.tax),
    tip: cents(t.tip),
  });
  return roundUpDonationCents(Math.max(0, sum)) / 100;
}

/** Whether the order's donation must be sent again: it has one, and it no longer rounds up. */
export function donationNeedsUpdate(current: number | null, t: RoundUpTotals): boolean {
  return current !== null && current > 0 && cents(current) !== cents(roundUpAmount(t));
}

// ── Place Order attempts: one Idempotency-Key per attempt (`order.submit-key-per-attempt`) ─

export type Attempt = { key: string; fingerprint: string; token: string | null; spent: boolean };

/**
 * The attempt for this Place Order: the same one (same key, same card token) while what is
 * sent has not changed and the server gave no final answer (a lost connection, a 5xx, a
 * "still processing"); a new key after any change or after a final answer (a decline is
 * final: the same key would only replay it).
 */
export function nextAttempt(
  prev: Attempt | null,
  fingerprint: string,
  newKey: () => string,
): Attempt {
  if (prev && !prev.spent && prev.fingerprint === fingerprint) return prev;
  return { key: newKey(), fingerprint, token: null, spent: false };
}

/** After a submit answer: a final answer spends the key; a retryable one keeps it. */
export function settleAttempt(attempt: Attempt, status: number): Attempt {
  const retryable = status === 0 || status >= 500 || status === 409;
  return retryable ? attempt : { ...attempt, spent: true };
}

// ── Payment failures ─────────────────────────────────────────────────────────────────────

/** The failure code of a payment answer: a `code` field when sent, else by its sentence. */
export function failureCodeOf(
  body: unknown,
  messages: readonly string[],
): PaymentFailureCode | null {
  if (typeof body === "object" && body !== null && "code" in body) {
    const code = (body as { code: unknown }).code;
    if (typeof code === "string" && (paymentFailureCodes as readonly string[]).includes(code))
      return code as PaymentFailureCode;
  }
  for (const code of paymentFailureCodes) {
    if (messages.includes(paymentFailureMessages[code])) return code;
  }
  return null;
}

// ── The confirmation dialog (`order.confirm-dialog`) ─────────────────────────────────────

/** Translation keys of the handoff heading and the time label of the dialog. */
export function dialogWording(handoff: OrderHandoff): { handoff: string; timeLabel: string } {
  switch (handoff) {
    case "curbside":
      return { handoff: "dialog.curbside", timeLabel: "dialog.pickupTime" };
    case "dispatch":
      return { handoff: "dialog.delivery", timeLabel: "dialog.deliveryTime" };
    default:
      return { handoff: "dialog.inStore", timeLabel: "dialog.pickupTime" };
  }
}

/** A restaurant or delivery address on one line. */
export function addressLine(a: {
  address: string;
  apt?: string | null;
  city: string;
  state: string;
  zip: string;
}): string {
  const street = a.apt ? `${a.address}, ${a.apt}` : a.address;
  return `${street}, ${a.city}, ${a.state} ${a.zip}`;
}

// ── Create an account at checkout (`checkout.create-account`) ────────────────────────────

/** The account part of the guest contact form: the box, the password and the terms. */
export type AccountFields = { create: boolean; password: string; terms: boolean };

export type PasswordCheck = "length" | "personal" | "repeated";

/**
 * `checkout.create-account`, `password.rules` as the customer types: 8 to 128 characters, not
 * little more than the email or the name (under six letters or digits left once they are
 * taken out), not one character repeated. The list of common passwords stays on the server;
 * its refusal shows on the confirmation page.
 */
export function passwordChecks(
  password: string,
  contact: Pick<ContactFields, "email" | "first_name" | "last_name">,
): Record<PasswordCheck, boolean> {
  const length = [...password].length;
  const lower = password.toLowerCase();
  const email = contact.email.trim().toLowerCase();
  const personal = [email, email.split("@")[0], contact.first_name, contact.last_name]
    .map((w) => (w ?? "").trim().toLowerCase())
    .filter((w) => w.length >= 3)
    .sort((a, b) => b.length - a.length);
  let rest = lower;
  for (const word of personal) rest = rest.split(word).join("");
  const alnum = rest.replace(/[^\p{L}\p{N}]/gu, "");
  return {
    length: length >= 8 && length <= 128,
    personal: password !== "" && !(rest !== lower && alnum.length < 6),
    repeated: password !== "" && !/^(.)\1+$/u.test(password),
  };
}

/** `checkout.create-account`: with the box ticked, a password that passes and the terms accepted. */
export function accountErrors(a: AccountFields, contact: ContactFields): FieldErrors {
  if (!a.create) return {};
  const errors: FieldErrors = {};
  const checks = passwordChecks(a.password, contact);
  if (a.password === "") errors.account_password = "passwordMissing";
  else if (!checks.length) errors.account_password = "passwordLength";
  else if (!checks.personal) errors.account_password = "passwordPersonal";
  else if (!checks.repeated) errors.account_password = "passwordRepeated";
  if (!a.terms) errors.account_terms = "terms";
  return errors;
}
