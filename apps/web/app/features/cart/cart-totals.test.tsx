// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { type TotalsRow, totalsRows } from "./cart-rules.ts";
import { CartTotals } from "./cart-totals.tsx";

const zero = {
  subtotal: 0,
  discount: 0,
  handoff: 0,
  fees: 0,
  tax: 0,
  tip: 0,
  donations: 0,
  total: 0,
};
const plain = { ...zero, subtotal: 12.5, tax: 0.94, total: 13.44 };
const keys = (rows: TotalsRow[]) => rows.map((r) => r.key);
const row = (rows: TotalsRow[], key: TotalsRow["key"]) => rows.find((r) => r.key === key);

describe("cart.totals-rows: which rows the totals block shows", () => {
  it("cart.totals-rows: a plain pickup cart shows Subtotal, Tax and Total only", () => {
    expect(keys(totalsRows(plain, { delivery: false }))).toEqual(["subtotal", "tax", "total"]);
  });

  it("cart.totals-rows: Subtotal, Tax and Total show even at 0.00", () => {
    expect(keys(totalsRows(zero, { delivery: false }))).toEqual(["subtotal", "tax", "total"]);
  });

  it("cart.totals-rows: Discount shows only when not zero, as a negative amount", () => {
    expect(row(totalsRows({ ...plain, discount: 0.004 }, { delivery: false }), "discount")).toBe(
      undefined,
    );
    expect(row(totalsRows({ ...plain, discount: 1.25 }, { delivery: false }), "discount")).toEqual({
      key: "discount",
      amount: 1.25,
      shown: "negative",
    });
    // A discount the API sends negative still reads "-$1.25".
    expect(
      row(totalsRows({ ...plain, discount: -1.25 }, { delivery: false }), "discount")?.amount,
    ).toBe(1.25);
  });

  it("cart.totals-rows, cart.delivery-fee-free: Delivery Fee only for delivery, FREE at 0.00", () => {
    expect(row(totalsRows({ ...plain, handoff: 3.99 }, { delivery: false }), "delivery")).toBe(
      undefined,
    );
    expect(row(totalsRows(plain, { delivery: true }), "delivery")?.shown).toBe("free");
    expect(row(totalsRows({ ...plain, handoff: 3.99 }, { delivery: true }), "delivery")).toEqual({
      key: "delivery",
      amount: 3.99,
      shown: "money",
    });
  });

  it("cart.totals-rows: Fees shows only when not zero", () => {
    expect(row(totalsRows(plain, { delivery: false }), "fees")).toBe(undefined);
    expect(row(totalsRows({ ...plain, fees: 0.5 }, { delivery: false }), "fees")?.amount).toBe(0.5);
  });

  it("cart.totals-rows: Tip shows always where it is chosen (checkout), elsewhere only when set", () => {
    expect(row(totalsRows(plain, { delivery: false }), "tip")).toBe(undefined);
    expect(row(totalsRows(plain, { delivery: false, tip: "always" }), "tip")?.amount).toBe(0);
    expect(row(totalsRows({ ...plain, tip: 2 }, { delivery: false }), "tip")?.amount).toBe(2);
  });

  it("cart.totals-rows: Donation shows only when not zero", () => {
    expect(row(totalsRows(plain, { delivery: false }), "donation")).toBe(undefined);
    expect(
      row(totalsRows({ ...plain, donations: 0.56 }, { delivery: false }), "donation")?.amount,
    ).toBe(0.56);
  });

  it("cart.totals-rows: every row in the spec's order", () => {
    const all = {
      subtotal: 20,
      discount: 2,
      handoff: 3,
      fees: 1,
      tax: 1.5,
      tip: 3,
      donations: 0.5,
      total: 27,
    };
    expect(keys(totalsRows(all, { delivery: true }))).toEqual([
      "subtotal",
      "discount",
      "delivery",
      "fees",
      "tax",
      "tip",
      "donation",
      "total",
    ]);
  });
});

describe("CartTotals", () => {
  afterEach(cleanup);

  it("cart.totals-rows: no 'Discount -$0.00', 'Fees $0.00' or 'Donation $0.00' on a plain cart", () => {
    render(<CartTotals totals={plain} delivery={false} />);
    const text = screen.getByTestId("cart-totals").textContent ?? "";
    expect(text).toContain("Subtotal$12.50");
    expect(text).toContain("Tax$0.94");
    expect(text).toContain("Total$13.44");
    expect(text).not.toContain("Discount");
    expect(text).not.toContain("Fees");
    expect(text).not.toContain("Donation");
    expect(text).not.toContain("Tip");
  });

  it("cart.totals-rows: a discount reads negative; the checkout shows Tip at $0.00", () => {
    render(<CartTotals totals={{ ...plain, discount: 1.25 }} delivery={true} tip="always" />);
    const text = screen.getByTestId("cart-totals").textContent ?? "";
    expect(text).toContain("Discount-$1.25");
    expect(text).toContain("Delivery FeeFREE");
    expect(text).toContain("Tip$0.00");
  });
});
