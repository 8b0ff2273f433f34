// Card payments: the schemas of POST orders/{id}/token (`payment.token`; designed in
// docs/decisions/007-payments.md). The card rules they apply live in cards.ts (zod-free, for
// the browser). The card number and CVV are never echoed in a message.

import { z } from "zod";

import { cardBrand, cardBrands, cardDigits, cardNumberValid, cvvLength } from "./cards.ts";

const required = (what: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? "is required" : what;

export const CARD_NUMBER_INVALID = "is not a valid card number";

/**
 * `payment.token`: POST orders/{id}/token, card data in, a single-use token out, each bad or
 * missing field named; the brand (`card.brands`) and the security-code length
 * (`card.security-code`) are checked with the shared card rules. Expiry against the
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
