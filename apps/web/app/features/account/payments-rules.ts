// The rules of the saved cards and addresses page (`member.saved-cards`,
// `member.saved-addresses`): masks, the checks run before any call, and how the API's answer
// is read back onto the form's fields. The card rules themselves (Luhn, brand, expiry, code
// length) are the contract's (packages/contract/src/cards.ts), shared with the checkout and
// the server.
import {
  type CardBrand,
  cardBrand,
  cardDigits,
  cardExpired,
  cardNumberValid,
  cvvLength,
} from "@coop/contract/cards";
import type { MemberAddress, MemberPayment } from "@coop/contract/members";

// ── Masks (`card.masks`, `locations.zip-mask`) ─────────────────────────────────────────

/** ZIP mask: at most 5 digits. */
export function maskZip(value: string): string {
  return value.replace(/\D/g, "").slice(0, 5);
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

/** Expiry mask MM/YY ("4" becomes "04": no month starts with 2 to 9 as its first digit). */
export function maskExpiry(value: string): string {
  let digits = value.replace(/\D/g, "").slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  if (digits.length <= 2) return digits.length === 2 && value.endsWith("/") ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** Security code: at most 4 digits. */
export function maskCvv(value: string): string {
  return value.replace(/\D/g, "").slice(0, 4);
}

/** MM/YY as month and four-digit year, or null when incomplete or not a month. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/**
 * The brand as the number is typed, once its prefix says so (shown beside the field while
 * typing): the issuer prefix of `card.brands`, before the number is complete.
 */
export function brandWhileTyping(number: string): CardBrand | null {
  const d = cardDigits(number);
  if (/^4/.test(d)) return "visa";
  if (/^3[47]/.test(d)) return "amex";
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(d)) return "mastercard";
  if (/^(6011|65|64[4-9]|622)/.test(d)) return "discover";
  return null;
}

// ── Form checks ────────────────────────────────────────────────────────────────────────

/** Field name → error key of the `saved` namespace's `errors` group. */
export type FieldErrors = Partial<Record<string, string>>;

export type CardFields = { number: string; expiry: string; cvv: string; zip: string };
export const CARD_FIELDS = ["number", "expiry", "cvv", "zip"] as const;

/** `member.saved-cards`: the contract's card checks (Luhn, brand, expiry, code length), before any call. */
export function cardErrors(card: CardFields, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  const digits = cardDigits(card.number);
  const brand = cardNumberValid(card.number) ? cardBrand(digits) : null;
  if (!cardNumberValid(card.number)) errors.number = "cardNumber";
  else if (!brand) errors.number = "cardBrand";
  const expiry = parseExpiry(card.expiry);
  if (!expiry) errors.expiry = "cardExpiry";
  else if (cardExpired(expiry.month, expiry.year, now)) errors.expiry = "cardExpired";
  const wanted = brand ? cvvLength(brand) : null;
  if (!/^\d{3,4}$/.test(card.cvv) || (wanted !== null && card.cvv.length !== wanted))
    errors.cvv = wanted === 4 ? "cvv4" : "cvv3";
  if (!/^\d{5}$/.test(card.zip)) errors.zip = "zip";
  return errors;
}

/** The body of members/payments/token: the card as the API takes it (card data goes nowhere else). */
export function cardTokenBody(card: CardFields) {
  const expiry = parseExpiry(card.expiry);
  return {
    number: cardDigits(card.number),
    exp_month: expiry?.month ?? 0,
    exp_year: expiry?.year ?? 0,
    cvv: card.cvv,
    zip: card.zip,
  };
}

export type AddressFields = {
  address: string;
  building: string;
  city: string;
  state: string;
  zip: string;
  default: boolean;
};
export const ADDRESS_FIELDS = ["address", "building", "city", "state", "zip"] as const;

export const emptyAddress: AddressFields = {
  address: "",
  building: "",
  city: "",
  state: "",
  zip: "",
  default: false,
};

/** `member.saved-addresses`: street, city, a two-letter state and a 5-digit ZIP are needed. */
export function addressErrors(a: AddressFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!a.address.trim()) errors.address = "address";
  if (!a.city.trim()) errors.city = "city";
  if (!/^[A-Za-z]{2}$/.test(a.state.trim())) errors.state = "state";
  if (!/^\d{5}$/.test(a.zip)) errors.zip = "zip";
  return errors;
}

/** The body of members/addresses (an empty building is left out). */
export function addressBody(a: AddressFields) {
  const building = a.building.trim();
  return {
    address: a.address.trim(),
    ...(building ? { building } : {}),
    city: a.city.trim(),
    state: a.state.trim().toUpperCase(),
    zip: a.zip,
    default: a.default,
  };
}

/**
 * A refused call read back onto the form: the API's field errors whose path is one of the
 * form's fields (`apiField` maps the API's name to the form's) go beside that field in the
 * API's own words; everything else (a decline, "no restaurant delivers there") is one
 * message for the whole form.
 */
export function serverErrors(
  body: unknown,
  errors: string[],
  fields: readonly string[],
  apiField: (path: string) => string = (p) => p,
): { fields: Record<string, string>; form: string | null } {
  const byField: Record<string, string> = {};
  const rest: string[] = [];
  const listed =
    typeof body === "object" &&
    body !== null &&
    Array.isArray((body as { errors?: unknown }).errors)
      ? ((body as { errors: unknown[] }).errors as unknown[])
      : [];
  for (const entry of listed) {
    if (typeof entry !== "object" || entry === null) continue;
    const { path, message } = entry as { path?: unknown; message?: unknown };
    if (typeof message !== "string") continue;
    const field = typeof path === "string" ? apiField(path.split(".")[0] ?? "") : "";
    if (fields.includes(field) && byField[field] === undefined) byField[field] = message;
    else rest.push(message);
  }
  const message =
    typeof body === "object" &&
    body !== null &&
    typeof (body as { message?: unknown }).message === "string"
      ? (body as { message: string }).message
      : null;
  const form =
    Object.keys(byField).length > 0 ? (rest[0] ?? null) : (message ?? rest[0] ?? errors[0] ?? null);
  return { fields: byField, form };
}

/** The API's card field names → the form's. */
export const cardApiField = (path: string) =>
  path === "exp_month" || path === "exp_year" ? "expiry" : path;

// ── Lists ──────────────────────────────────────────────────────────────────────────────

export type SavedCard = MemberPayment["account"];

/**
 * `member.saved-cards`: cards in the order saved, the expired ones after the others (the
 * API keeps no default card; a default would come first).
 */
export function sortCards(cards: readonly SavedCard[]): SavedCard[] {
  return [...cards].sort((a, b) => Number(a.expired) - Number(b.expired));
}

/** `member.saved-addresses`: the default address first, then the others in the order saved. */
export function sortAddresses(addresses: readonly MemberAddress[]): MemberAddress[] {
  return [...addresses].sort((a, b) => Number(b.default) - Number(a.default));
}
