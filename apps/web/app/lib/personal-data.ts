/**
 * `tracking.no-personal-data`: what the site sends to the tag manager's data layer and to the
 * engagement service never carries an email address, a password, a card number or a security
 * code in clear. Keys that name such data are dropped whatever their value, and so is any
 * string that contains an email address or a card number (13 to 19 digits, spaces or dashes
 * allowed between them, passing the Luhn check). A dropped value is left out, not masked: an
 * object loses the key, a list loses the element.
 */

/** Parts of a key name (lower case, letters and digits only) that mark personal data. */
const PERSONAL_KEY_PARTS = [
  "email",
  "password",
  "passwd",
  "passphrase",
  "cardnumber",
  "creditcard",
  "debitcard",
  "ccnumber",
  "securitycode",
  "cardcode",
  "cvv",
  "cvc",
] as const;

/** Whole key names (same normalisation) that mark personal data. */
const PERSONAL_KEYS = new Set(["pan", "pin", "pwd", "csc", "cid", "cardno", "ccnum", "cc"]);

/** Whether a key names an email address, a password, a card number or a security code. */
export function isPersonalKey(key: string): boolean {
  const name = key.toLowerCase().replace(/[^a-z0-9]/g, "");
  return PERSONAL_KEYS.has(name) || PERSONAL_KEY_PARTS.some((part) => name.includes(part));
}

const EMAIL = /[^\s@<>()[\]{}",;:]+@[^\s@<>()[\]{}",;:]+\.[a-z]{2,}/i;

/** Runs of digits with at most one space or dash between two digits. */
const DIGIT_RUN = /\d(?:[ -]?\d)*/g;

/** The Luhn check digit test of a string of digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Whether a run of digits holds a card number: some consecutive groups of it (a group is a
 * stretch of digits between separators) make 13 to 19 digits that pass the Luhn check.
 */
function runHoldsCardNumber(run: string): boolean {
  const groups = run.split(/[ -]/);
  for (let first = 0; first < groups.length; first += 1) {
    let digits = "";
    for (let last = first; last < groups.length; last += 1) {
      digits += groups[last];
      if (digits.length > 19) break;
      if (digits.length >= 13 && luhnValid(digits)) return true;
    }
  }
  return false;
}

/** Whether a text contains a card number (13–19 digits, spaces or dashes allowed, Luhn-valid). */
export function containsCardNumber(text: string): boolean {
  for (const match of text.matchAll(DIGIT_RUN)) {
    if (runHoldsCardNumber(match[0])) return true;
  }
  return false;
}

/** Whether a text contains an email address. */
export function containsEmail(text: string): boolean {
  return EMAIL.test(text);
}

const DROP = Symbol("dropped");

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function scrub(value: unknown, seen: WeakSet<object>): unknown {
  if (typeof value === "string")
    return containsEmail(value) || containsCardNumber(value) ? DROP : value;
  if (Array.isArray(value)) {
    if (seen.has(value)) return DROP;
    seen.add(value);
    const kept = value.map((v) => scrub(v, seen)).filter((v) => v !== DROP);
    seen.delete(value);
    return kept;
  }
  if (isPlainObject(value)) {
    if (seen.has(value)) return DROP;
    seen.add(value);
    const kept: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (isPersonalKey(key)) continue;
      const clean = scrub(v, seen);
      if (clean !== DROP) kept[key] = clean;
    }
    seen.delete(value);
    return kept;
  }
  return value;
}

/**
 * `tracking.no-personal-data`: a copy of the payload without personal keys and without strings
 * holding an email address or a card number, at any depth (nested objects and lists).
 */
export function withoutPersonalData(payload: Record<string, unknown>): Record<string, unknown> {
  const clean = scrub(payload, new WeakSet());
  return isPlainObject(clean) ? clean : {};
}
