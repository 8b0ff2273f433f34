import { describe, expect, it } from "vitest";

import { roundUpBaseCents, roundUpDonationCents } from "./donation.ts";

describe("donation.round-up: the round-up donation", () => {
  it.each([
    [1, 99],
    [99, 1],
    [101, 99],
    [1234, 66],
    [2001, 99],
    [2099, 1],
    [12_345_678, 22],
  ])("a sum of %i cents rounds up by %i (next whole dollar minus the sum)", (sum, donation) => {
    expect(roundUpDonationCents(sum)).toBe(donation);
  });

  it.each([0, 100, 2000, 20_000])(
    "a sum already whole (%i cents) gives a whole dollar, 100 cents, never 0",
    (sum) => {
      expect(roundUpDonationCents(sum)).toBe(100);
    },
  );

  it("the sum is subtotal + tax + tip + delivery fee − discount", () => {
    expect(
      roundUpBaseCents({ subtotal: 3556, discount: 500, handoff: 399, tax: 261, tip: 300 }),
    ).toBe(4016);
    expect(roundUpDonationCents(4016)).toBe(84);
  });

  it.each([-1, 1.5, Number.NaN])(
    "refuses a sum that is not non-negative integer cents (%s)",
    (sum) => {
      expect(() => roundUpDonationCents(sum)).toThrow(RangeError);
    },
  );
});
