// The card rules of the checkout form and the server (Luhn, brand, expiry, security-code
// length) and the payment failure codes. No zod here: the browser imports this module
// (`security.no-zod-in-browser`, docs/decisions/016-no-zod-in-the-browser.md).

export const cardBrands = ["visa", "mastercard", "amex", "discover"] as const;
export type CardBrand = (typeof cardBrands)[number];

/** How a brand is written for a person ("Visa •••• 1111"). */
export const cardBrandNames: Record<CardBrand, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
};

/**
 * `payment.decline-words`: why a payment did not go through; the client picks a translated
 * message by code.
 */
export const paymentFailureCodes = [
  "card_declined",
  "insufficient_funds",
  "cvv_failed",
  "expired_card",
  "processing_error",
  "invalid_token",
  "saved_card_not_found",
] as const;
export type PaymentFailureCode = (typeof paymentFailureCodes)[number];

/**
 * The sentence the API answers a payment failure with (402 `message`, beside its `code`).
 * A client shows its own translation by code; an older answer without `code` is matched
 * by its sentence.
 */
export const paymentFailureMessages: Record<PaymentFailureCode, string> = {
  card_declined: "Your card was declined. Please use another card.",
  insufficient_funds: "Your card has insufficient funds.",
  cvv_failed: "The security code (CVV) is incorrect.",
  expired_card: "This card has expired.",
  processing_error: "We could not reach the card processor. Please try again in a moment.",
  invalid_token: "Your card details timed out. Please enter your card again.",
  saved_card_not_found: "That saved card is not on your account. Please choose another card.",
};

/** The digits of a card number as typed: spaces and hyphens between groups are allowed. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, "");
}

/** The Luhn (mod 10) check digit test of ISO/IEC 7812. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** `card.luhn`: a well-formed number is 12 to 19 digits (groups may be separated) passing Luhn. */
export function cardNumberValid(number: string): boolean {
  if (!/^[\d\s-]+$/.test(number)) return false;
  const digits = cardDigits(number);
  return digits.length >= 12 && digits.length <= 19 && luhnValid(digits);
}

/**
 * `card.brands`: the brand by issuer prefix and length, or null for a card we do not take:
 * Visa 4 (13, 16 or 19 digits); Mastercard 51–55 and 2221–2720 (16); American Express
 * 34 and 37 (15); Discover 6011, 622126–622925, 644–649 and 65 (16 to 19).
 */
export function cardBrand(digits: string): CardBrand | null {
  const n = digits.length;
  const p = (k: number) => Number(digits.slice(0, k));
  if (digits.startsWith("4")) return n === 13 || n === 16 || n === 19 ? "visa" : null;
  if ((p(2) >= 51 && p(2) <= 55) || (p(4) >= 2221 && p(4) <= 2720))
    return n === 16 ? "mastercard" : null;
  if (p(2) === 34 || p(2) === 37) return n === 15 ? "amex" : null;
  if (
    p(4) === 6011 ||
    p(2) === 65 ||
    (p(3) >= 644 && p(3) <= 649) ||
    (p(6) >= 622126 && p(6) <= 622925)
  )
    return n >= 16 && n <= 19 ? "discover" : null;
  return null;
}

/**
 * `card.security-code`: American Express prints a 4-digit code on the front; the others 3
 * digits on the back.
 */
export function cvvLength(brand: CardBrand): 3 | 4 {
  return brand === "amex" ? 4 : 3;
}

/**
 * `card.expiry`: a card is good through the last day of its expiry month. "Today" is taken
 * at the latest time zone on earth (UTC−12), so a card is never refused while its month still
 * runs for the customer, wherever they are.
 */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const t = new Date(now.getTime() - 12 * 3_600_000);
  const current = t.getUTCFullYear() * 12 + t.getUTCMonth();
  return expYear * 12 + (expMonth - 1) < current;
}
