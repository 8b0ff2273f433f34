import { cardBrand, luhnValid } from "@coop/contract/cards";

/*
 * Card data never reaches the logs (`payment.no-card-data`). Two layers:
 *  1. pino redaction of every place a request body is logged under, by path;
 *  2. a last filter over each log line that masks anything shaped like a card number
 *     (a brand's prefix and length, passing Luhn), wherever it hides: an error message,
 *     a URL, a field nobody thought of.
 */

const CARD_FIELDS = ["number", "cvv", "cvc", "card_number", "cardNumber"];
const BODY_PLACES = [
  "req.body",
  "request.body",
  "body",
  "card",
  "err.body",
  "err.validation[*].params",
];

/** Paths for pino's `redact` option. */
export const cardLogRedactPaths: string[] = [
  ...BODY_PLACES.flatMap((place) => CARD_FIELDS.map((field) => `${place}.${field}`)),
  ...CARD_FIELDS.map((field) => `*.body.${field}`),
];

// 12 to 19 digits, possibly in groups separated by one space or hyphen.
const CANDIDATE = /(?<![\d])\d(?:[ -]?\d){11,18}(?![\d])/g;

const isCard = (digits: string) =>
  digits.length >= 12 && digits.length <= 19 && luhnValid(digits) && cardBrand(digits) !== null;

/**
 * Masks every card number in a text, keeping the last four ("[card •••• 1111]"). A run of
 * digit groups that is not a card as a whole is masked when some consecutive groups of it
 * are ("4111 1111 1111 1111 22").
 */
export function maskCardNumbers(text: string): string {
  return text.replace(CANDIDATE, (match) => {
    const groups = match.split(/[ -]/);
    for (let from = 0; from < groups.length; from++) {
      for (let to = groups.length; to > from; to--) {
        const digits = groups.slice(from, to).join("");
        if (isCard(digits)) return `[card •••• ${digits.slice(-4)}]`;
      }
    }
    return match;
  });
}
