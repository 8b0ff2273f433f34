import { describe, expect, it } from "vitest";

import { formatUsd } from "./money-format.ts";

describe("money.usd-format, money.integer-cents: US dollars from integer cents", () => {
  it.each([
    [20_000, "$200.00"],
    [15_000, "$150.00"],
    [0, "$0.00"],
    [1, "$0.01"],
    [10, "$0.10"],
    [99, "$0.99"],
    [100, "$1.00"],
    [123_456, "$1,234.56"],
    [100_000_000, "$1,000,000.00"],
    [-150, "-$1.50"],
    [-1, "-$0.01"],
    [-123_456, "-$1,234.56"],
  ])("%i cents → %s", (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    "refuses %s (not integer cents)",
    (cents) => {
      expect(() => formatUsd(cents)).toThrow(RangeError);
    },
  );
});
