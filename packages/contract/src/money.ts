import { z } from "zod";

/**
 * `money.integer-cents`: money crosses the JSON edge as a number of dollars with at most two
 * decimals; inside the program it is integer cents.
 */
export const amountSchema = z
  .number()
  .refine((n) => Number.isFinite(n) && Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
    error: "must be an amount in dollars with at most two decimals",
  })
  .meta({ description: "US dollars, two decimals", example: 5.49 });

/** Integer cents → dollars for JSON (1999 → 19.99). */
export function toAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/** Dollars from JSON → integer cents (19.99 → 1999), exact for two-decimal amounts. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}
