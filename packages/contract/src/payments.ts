// Card payments: the card rules (Luhn, brand, expiry) shared by the checkout form and the
// server, and the schemas of POST orders/{id}/token (api-layer §7 "not shown"; designed in
// docs/decisions/007-payments.md). The card number and CVV are never echoed in a message.

import { z } from "zod";

export const cardBrands = ["visa", "mastercard", "amex", "discover"] as const;
export type CardBrand = (typeof cardBrands)[number];

/** How a brand is written for a person ("Visa •••• 1111"). */
export const cardBrandNames: Record<CardBrand, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
};

/** Why a payment did not go through; the client can pick a translated message by code. */
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

/** A well-formed number: 12 to 19 digits (groups may be separated) passing Luhn. */
export function cardNumberValid(number: string): boolean {
  if (!/^[\d\s-]+$/.test(number)) return false;
  const digits = cardDigits(number);
  return digits.length >= 12 && digits.length <= 19 && luhnValid(digits);
}

/**
 * The brand by issuer prefix and length, or null for a card we do not take:
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

/** American Express prints a 4-digit code on the front; the others 3 digits on the back. */
export function cvvLength(brand: CardBrand): 3 | 4 {
  return brand === "amex" ? 4 : 3;
}

/**
 * A card is good through the last day of its expiry month. "Today" is taken at the
 * latest time zone on earth (UTC−12), so a card is never refused while its month
 * still runs for the customer, wherever they are.
 */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const t = new Date(now.getTime() - 12 * 3_600_000);
  const current = t.getUTCFullYear() * 12 + t.getUTCMonth();
  return expYear * 12 + (expMonth - 1) < current;
}

const required = (what: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? "is required" : what;

export const CARD_NUMBER_INVALID = "is not a valid card number";
export const CARD_EXPIRED = "the card has expired";

/**
 * POST orders/{id}/token: card data in, a single-use token out. Expiry against the
 * server's clock is checked by the server (400 naming body.exp_month or body.exp_year).
 */
export const cardTokenBodySchema = z
  .object({
    number: z
      .string({ error: required(CARD_NUMBER_INVALID) })
      .max(40, CARD_NUMBER_INVALID)
      .refine(cardNumberValid, { error: CARD_NUMBER_INVALID })
      .meta({ description: "The card number; spaces or hyphens between groups are allowed" }),
    exp_month: z
      .number({ error: required("must be a month from 1 to 12") })
      .int("must be a month from 1 to 12")
      .min(1, "must be a month from 1 to 12")
      .max(12, "must be a month from 1 to 12"),
    exp_year: z
      .number({ error: required("must be a four-digit year, such as 2030") })
      .int("must be a four-digit year, such as 2030")
      .min(2000, "must be a four-digit year, such as 2030")
      .max(2099, "must be a four-digit year, such as 2030"),
    cvv: z
      .string({ error: required("must be the card's security code") })
      .regex(/^\d{3,4}$/, "must be the 3-digit security code (4 digits on American Express)"),
    zip: z
      .string({ error: required("must be a 5-digit ZIP code") })
      .trim()
      .regex(/^\d{5}$/, "must be a 5-digit ZIP code")
      .meta({ description: "The billing ZIP code" }),
    save: z.boolean({ error: "must be true or false" }).optional().meta({
      description: "Keep the card on the member's account once a payment with it is approved",
    }),
  })
  .superRefine((card, ctx) => {
    // Zod runs this even when a field failed its own check; judge only well-formed fields.
    if (!cardNumberValid(card.number)) return;
    const brand = cardBrand(cardDigits(card.number));
    if (!brand) {
      ctx.addIssue({
        code: "custom",
        path: ["number"],
        message: "is a card we do not accept: use Visa, Mastercard, American Express or Discover",
      });
      return;
    }
    if (/^\d{3,4}$/.test(card.cvv) && card.cvv.length !== cvvLength(brand)) {
      ctx.addIssue({
        code: "custom",
        path: ["cvv"],
        message:
          brand === "amex"
            ? "must be the 4-digit security code on the front of the card"
            : "must be the 3-digit security code on the back of the card",
      });
    }
  });
export type CardTokenBody = z.infer<typeof cardTokenBodySchema>;

export const cardTokenResponseSchema = z
  .object({
    token: z.string().meta({ description: "Single use, for this order only; send it to submit" }),
    brand: z.enum(cardBrands),
    last4: z.string().regex(/^\d{4}$/),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
    expires_at: z.iso.datetime().meta({ description: "The token is refused after this instant" }),
  })
  .meta({ id: "CardToken" });
export type CardTokenResponse = z.infer<typeof cardTokenResponseSchema>;
