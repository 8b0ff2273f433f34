import { describe, expect, it } from "vitest";

import { applyBpsHalfUp, computeTotals, type TotalsInput } from "./totals.ts";

const input = (overrides: Partial<TotalsInput>): TotalsInput => ({
  lineTotalsCents: [],
  discountCents: 0,
  deliveryFeeCents: 0,
  feesCents: 0,
  tipCents: 0,
  donationCents: 0,
  taxRateBps: 725,
  ...overrides,
});

describe("tax.half-up-once: tax rounding (half up, to the cent, integer arithmetic)", () => {
  it.each([
    // taxable, bps, tax — the comment is the exact value before rounding
    [1000, 725, 73], // 72.5 → 73
    [200, 725, 15], // 14.5 → 15
    [999, 725, 72], // 72.4275 → 72
    [1001, 725, 73], // 72.5725 → 73
    [1, 5000, 1], // 0.5 → 1
    [1, 4999, 0], // 0.4999 → 0
    [3, 5000, 2], // 1.5 → 2
    [5, 1000, 1], // 0.5 → 1
    [15, 1000, 2], // 1.5 → 2
    [25, 1000, 3], // 2.5 → 3
    [14, 1000, 1], // 1.4 → 1
    [16, 1000, 2], // 1.6 → 2
    [0, 725, 0],
    [12345, 0, 0],
    [10000, 10000, 10000],
    [1_000_000_000, 1, 100_000], // $10 million at 0.01 %
  ])("taxable %i at %i bps → tax %i", (taxable, bps, tax) => {
    expect(applyBpsHalfUp(taxable, bps)).toBe(tax);
    expect(computeTotals(input({ lineTotalsCents: [taxable], taxRateBps: bps })).tax).toBe(tax);
  });

  it("tax is computed once on the order, not per line (2 × $1.00 at 7.25 % → 15, not 7 + 7)", () => {
    expect(computeTotals(input({ lineTotalsCents: [100, 100] })).tax).toBe(15);
  });

  it("refuses a rate outside 0…10000 bps and a non-integer rate", () => {
    expect(() => applyBpsHalfUp(100, -1)).toThrow(RangeError);
    expect(() => applyBpsHalfUp(100, 10_001)).toThrow(RangeError);
    expect(() => applyBpsHalfUp(100, 7.25)).toThrow(RangeError);
  });

  it("refuses an amount too large to compute exactly", () => {
    expect(() => applyBpsHalfUp(Number.MAX_SAFE_INTEGER, 725)).toThrow(RangeError);
  });
});

describe("totals.formula: the order's totals", () => {
  it("total = subtotal − discount + handoff + fees + tax + tip + donations", () => {
    expect(
      computeTotals({
        lineTotalsCents: [1119, 2238, 199],
        discountCents: 500,
        deliveryFeeCents: 399,
        feesCents: 150,
        tipCents: 300,
        donationCents: 37,
        taxRateBps: 725,
      }),
    ).toEqual({
      subtotal: 3556,
      discount: 500,
      handoff: 399,
      fees: 150,
      // taxable 3556 − 500 + 399 + 150 = 3605; × 7.25 % = 261.3625 → 261
      tax: 261,
      tip: 300,
      donations: 37,
      total: 3556 - 500 + 399 + 150 + 261 + 300 + 37,
    });
  });

  it("tax.base: tax is on subtotal − discount + delivery fee + fees; tip and donations are not taxed", () => {
    const base = computeTotals(
      input({ lineTotalsCents: [2000], discountCents: 200, deliveryFeeCents: 300, feesCents: 100 }),
    );
    // 2000 − 200 + 300 + 100 = 2200 → 159.5 → 160
    expect(base.tax).toBe(160);
    const withExtras = computeTotals(
      input({
        lineTotalsCents: [2000],
        discountCents: 200,
        deliveryFeeCents: 300,
        feesCents: 100,
        tipCents: 999,
        donationCents: 55,
      }),
    );
    expect(withExtras.tax).toBe(160);
    expect(withExtras.total).toBe(base.total + 999 + 55);
  });

  it("promo.amount: the discount cannot exceed the subtotal; the tax is then on the delivery fee and fees only", () => {
    const totals = computeTotals(
      input({ lineTotalsCents: [800], discountCents: 1000, deliveryFeeCents: 200 }),
    );
    expect(totals.discount).toBe(800);
    expect(totals.tax).toBe(15); // 200 × 7.25 % = 14.5 → 15
    expect(totals.total).toBe(0 + 200 + 15);
  });

  it("tax is never negative and an empty order totals 0", () => {
    expect(computeTotals(input({ discountCents: 500 }))).toEqual({
      subtotal: 0,
      discount: 0,
      handoff: 0,
      fees: 0,
      tax: 0,
      tip: 0,
      donations: 0,
      total: 0,
    });
  });

  it.each([
    ["lineTotalsCents", input({ lineTotalsCents: [100, -1] })],
    ["lineTotalsCents", input({ lineTotalsCents: [10.5] })],
    ["discountCents", input({ discountCents: -1 })],
    ["deliveryFeeCents", input({ deliveryFeeCents: 1.2 })],
    ["feesCents", input({ feesCents: Number.NaN })],
    ["tipCents", input({ tipCents: -100 })],
    ["donationCents", input({ donationCents: 0.5 })],
  ])("money.integer-cents: money must be non-negative integer cents (%s)", (name, bad) => {
    expect(() => computeTotals(bad)).toThrow(name);
  });
});
