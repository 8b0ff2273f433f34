/**
 * Order totals, all in integer cents (`totals.formula`, `money.integer-cents`).
 *
 * `tax.half-up-once`: tax is computed once on the whole order, never per line, as
 *   tax = round_half_up(taxable × taxRateBps / 10 000)
 * in exact integer arithmetic (no floating point): a remainder of exactly half a cent or
 * more rounds up, less rounds down. `tax.base`: taxable = subtotal − discount + delivery fee
 * + fees, never below 0. Tip and donations are not taxed.
 */

export type TotalsInput = {
  /** Each cart line's total (unit price × quantity). */
  lineTotalsCents: number[];
  discountCents: number;
  deliveryFeeCents: number;
  feesCents: number;
  tipCents: number;
  donationCents: number;
  /** Sales tax in basis points: 725 = 7.25 %. */
  taxRateBps: number;
};

export type Totals = {
  subtotal: number;
  discount: number;
  /** The delivery fee (0 for pickup and curbside). */
  handoff: number;
  fees: number;
  tax: number;
  tip: number;
  donations: number;
  total: number;
};

/** Largest tax rate accepted: 100 %. */
const MAX_BPS = 10_000;

function assertCents(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be non-negative integer cents, got ${String(value)}`);
  }
}

/**
 * amount × bps / 10 000, rounded half up, in integers. Both arguments are non-negative
 * safe integers and the product must stay below 2^53 (amounts up to ~$9 billion at 100 %).
 * Shared by tax and percent coupons.
 */
export function applyBpsHalfUp(amountCents: number, bps: number): number {
  assertCents("amount", amountCents);
  if (!Number.isSafeInteger(bps) || bps < 0 || bps > MAX_BPS) {
    throw new RangeError(
      `basis points must be an integer from 0 to ${MAX_BPS}, got ${String(bps)}`,
    );
  }
  const scaled = amountCents * bps + MAX_BPS / 2;
  if (!Number.isSafeInteger(scaled)) {
    throw new RangeError(`amount ${amountCents} × ${bps} bps is too large to compute exactly`);
  }
  // `%` on integers is exact, so the division below is of an exact multiple of 10 000.
  return (scaled - (scaled % MAX_BPS)) / MAX_BPS;
}

/**
 * Totals of an order. The discount is capped at the subtotal; tax follows the rounding rule
 * above; total = subtotal − discount + handoff + fees + tax + tip + donations.
 * Throws a RangeError for a negative or non-integer amount (a programming error: the
 * service computes every input).
 */
export function computeTotals(input: TotalsInput): Totals {
  input.lineTotalsCents.forEach((c, i) => assertCents(`lineTotalsCents[${i}]`, c));
  assertCents("discountCents", input.discountCents);
  assertCents("deliveryFeeCents", input.deliveryFeeCents);
  assertCents("feesCents", input.feesCents);
  assertCents("tipCents", input.tipCents);
  assertCents("donationCents", input.donationCents);

  const subtotal = input.lineTotalsCents.reduce((sum, c) => sum + c, 0);
  const discount = Math.min(input.discountCents, subtotal);
  const handoff = input.deliveryFeeCents;
  const fees = input.feesCents;
  const taxable = Math.max(0, subtotal - discount + handoff + fees);
  const tax = applyBpsHalfUp(taxable, input.taxRateBps);
  const tip = input.tipCents;
  const donations = input.donationCents;
  const total = subtotal - discount + handoff + fees + tax + tip + donations;
  return { subtotal, discount, handoff, fees, tax, tip, donations, total };
}
