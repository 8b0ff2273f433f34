import { describe, expect, it } from "vitest";

import {
  cardBrand,
  cardDigits,
  cardExpired,
  cardNumberValid,
  cvvLength,
  luhnValid,
} from "./cards.ts";

describe("card.luhn: Luhn", () => {
  it("accepts the documented test numbers and rejects a changed digit", () => {
    for (const n of [
      "4111111111111111",
      "5555555555554444",
      "378282246310005",
      "6011111111111117",
      "4000000000000002",
      "4000000000009995",
      "4000000000000127",
      "4000000000000069",
      "4000000000000119",
      "2223003122003222",
    ]) {
      expect(luhnValid(n), n).toBe(true);
    }
    expect(luhnValid("4111111111111112")).toBe(false);
    expect(luhnValid("4111111111111121")).toBe(false); // two digits swapped
  });

  it("only takes digits", () => {
    expect(luhnValid("")).toBe(false);
    expect(luhnValid("41111x1111111111")).toBe(false);
    expect(cardNumberValid("")).toBe(false);
  });

  it("allows groups separated by spaces or hyphens, and 12 to 19 digits", () => {
    expect(cardNumberValid("4111 1111 1111 1111")).toBe(true);
    expect(cardNumberValid("4111-1111-1111-1111")).toBe(true);
    expect(cardNumberValid("3782 822463 10005")).toBe(true);
    expect(cardDigits("3782 822463 10005")).toBe("378282246310005");
    expect(cardNumberValid("4111.1111.1111.1111")).toBe(false);
    expect(cardNumberValid("0".repeat(11))).toBe(false);
    expect(cardNumberValid("0".repeat(20))).toBe(false);
  });
});

describe("card.brands: brand from the number", () => {
  it.each([
    ["4111111111111111", "visa"],
    ["4222222222222", "visa"], // 13 digits
    ["5555555555554444", "mastercard"],
    ["5105105105105100", "mastercard"],
    ["2223003122003222", "mastercard"], // 2-series
    ["2720990000000007", "mastercard"],
    ["378282246310005", "amex"],
    ["371449635398431", "amex"],
    ["6011111111111117", "discover"],
    ["6445644564456445", "discover"],
    ["6500000000000002", "discover"],
    ["6221260000000000", "discover"],
  ])("%s is %s", (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it("is null for other issuers and for the wrong length", () => {
    expect(cardBrand("3530111333300000")).toBeNull(); // JCB
    expect(cardBrand("30569309025904")).toBeNull(); // Diners
    expect(cardBrand("2721000000000004")).toBeNull(); // just past the 2-series
    expect(cardBrand("41111111111111")).toBeNull(); // Visa with 14 digits
    expect(cardBrand("3782822463100050")).toBeNull(); // Amex with 16 digits
  });

  it("card.security-code: American Express has a 4-digit security code, the others 3", () => {
    expect(cvvLength("amex")).toBe(4);
    expect(cvvLength("visa")).toBe(3);
    expect(cvvLength("mastercard")).toBe(3);
    expect(cvvLength("discover")).toBe(3);
  });
});

describe("card.expiry: card expiry", () => {
  const at = (iso: string) => new Date(iso);

  it("a card is still good in its expiry month, up to its last day", () => {
    expect(cardExpired(7, 2026, at("2026-07-01T12:00:00Z"))).toBe(false);
    expect(cardExpired(7, 2026, at("2026-07-31T20:00:00Z"))).toBe(false);
    expect(cardExpired(12, 2026, at("2026-12-31T23:00:00Z"))).toBe(false);
  });

  it("and expired from the next month", () => {
    expect(cardExpired(6, 2026, at("2026-07-15T12:00:00Z"))).toBe(true);
    expect(cardExpired(12, 2025, at("2026-01-15T12:00:00Z"))).toBe(true);
    expect(cardExpired(7, 2026, at("2026-08-02T00:00:00Z"))).toBe(true);
  });

  it("is not refused while its month still runs anywhere on earth (UTC−12)", () => {
    // 1 August 05:00 UTC is still 31 July in Hawaii and on Baker Island.
    expect(cardExpired(7, 2026, at("2026-08-01T05:00:00Z"))).toBe(false);
    expect(cardExpired(7, 2026, at("2026-08-01T12:00:00Z"))).toBe(true);
  });
});
