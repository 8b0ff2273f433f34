/**
 * Money at the display edge (`money.integer-cents`: integer cents inside the program;
 * `money.usd-format`: US dollars outside).
 * Used in server messages such as `Offer not valid - $200.00 Minimum Required`.
 */

/**
 * US dollars from integer cents: "$200.00", "$1,500.00", "-$1.50", "$0.00".
 * Thousands are grouped with commas (en-US); a negative amount puts the sign before the "$".
 * Throws a RangeError for anything that is not a safe integer (a programming error).
 */
export function formatUsd(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`formatUsd expects integer cents, got ${String(cents)}`);
  }
  const abs = Math.abs(cents);
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  const rest = String(abs % 100).padStart(2, "0");
  return `${cents < 0 ? "-" : ""}$${dollars}.${rest}`;
}
