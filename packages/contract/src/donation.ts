/**
 * Round-up donation (`donation.round-up`): the customer rounds the order up to the next whole
 * dollar and gives the difference.
 *
 * Zod-free and shared (`security.no-zod-in-browser`,
 * docs/decisions/016-no-zod-in-the-browser.md): the server prices the donation with it; the
 * checkout shows the amount before asking.
 */

/** The parts of the order the round-up formula adds up, in integer cents. */
export type RoundUpBase = {
  subtotal: number;
  discount: number;
  /** The delivery fee (`handoff` in the order's totals). */
  handoff: number;
  tax: number;
  tip: number;
};

/**
 * The sum the round-up is taken on (`donation.round-up`):
 * subtotal + tax + tip + delivery fee − discount. Service fees and an earlier donation are
 * not part of it.
 */
export function roundUpBaseCents(t: RoundUpBase): number {
  return t.subtotal + t.tax + t.tip + t.handoff - t.discount;
}

/**
 * The next whole dollar minus the sum; a sum that is already whole (0 included) gives a
 * whole dollar, 100 cents: the donation is never 0. So the answer is always 1…100 cents.
 * Throws a RangeError for a negative or non-integer sum (a programming error).
 */
export function roundUpDonationCents(sumCents: number): number {
  if (!Number.isSafeInteger(sumCents) || sumCents < 0) {
    throw new RangeError(
      `roundUpDonationCents expects non-negative integer cents, got ${String(sumCents)}`,
    );
  }
  return 100 - (sumCents % 100);
}
