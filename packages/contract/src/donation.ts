/**
 * Round-up donation (screens §7, issue 5 item 12): the customer rounds the order up to the
 * next whole dollar and gives the difference.
 *
 * Zod-free and shared (decision 016): the server prices the donation with it; the
 * checkout shows the amount before asking.
 */

/** The parts of the order the spec's round-up formula adds up, in integer cents. */
export type RoundUpBase = {
  subtotal: number;
  discount: number;
  /** The delivery fee (totals.handoff). */
  handoff: number;
  tax: number;
  tip: number;
};

/**
 * The sum the round-up is taken on, exactly as screens §7 writes it:
 * subtotal + tax + tip + delivery fee − discount. Service fees and an earlier donation are
 * not part of it.
 */
export function roundUpBaseCents(t: RoundUpBase): number {
  return t.subtotal + t.tax + t.tip + t.handoff - t.discount;
}

/**
 * The next whole dollar minus the sum; a sum that is already whole (0 included) gives a
 * whole dollar, 100 cents (screens §7: "or 1 if that sum is 0"; issue 5: "or 1 when that
 * sum is already whole"). So the answer is always 1…100 cents.
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
