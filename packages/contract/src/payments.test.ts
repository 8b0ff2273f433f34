import { describe, expect, it } from "vitest";

import { CARD_NUMBER_INVALID, cardTokenBodySchema } from "./payments.ts";

describe("POST orders/{id}/token body", () => {
  const good = {
    number: "4111 1111 1111 1111",
    exp_month: 12,
    exp_year: 2030,
    cvv: "123",
    zip: "27601",
  };
  const problems = (body: unknown) => {
    const parsed = cardTokenBodySchema.safeParse(body);
    return parsed.success
      ? []
      : parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  };

  it("accepts a good card, with or without save", () => {
    expect(problems(good)).toEqual([]);
    expect(problems({ ...good, save: true })).toEqual([]);
    expect(problems({ ...good, number: "3782 822463 10005", cvv: "1234", exp_month: 1 })).toEqual(
      [],
    );
  });

  it("payment.token: names each bad field in words, never quoting the number", () => {
    expect(problems({ ...good, number: "4111 1111 1111 1112" })).toEqual([
      { path: "number", message: CARD_NUMBER_INVALID },
    ]);
    expect(problems({ ...good, number: "call me" })).toEqual([
      { path: "number", message: CARD_NUMBER_INVALID },
    ]);
    expect(problems({ ...good, exp_month: 13 })).toEqual([
      { path: "exp_month", message: "must be a month from 1 to 12" },
    ]);
    expect(problems({ ...good, exp_year: 30 })).toEqual([
      { path: "exp_year", message: "must be a four-digit year, such as 2030" },
    ]);
    expect(problems({ ...good, cvv: "12" })[0]?.path).toBe("cvv");
    expect(problems({ ...good, zip: "2760" })).toEqual([
      { path: "zip", message: "must be a 5-digit ZIP code" },
    ]);
    expect(problems({ ...good, save: "yes" })[0]?.path).toBe("save");
    const missing = problems({});
    expect(missing.map((p) => p.path).sort()).toEqual([
      "cvv",
      "exp_month",
      "exp_year",
      "number",
      "zip",
    ]);
    expect(missing.every((p) => p.message === "is required")).toBe(true);
  });

  it("card.security-code: wants 4 CVV digits for American Express and 3 for the others", () => {
    expect(problems({ ...good, cvv: "1234" })).toEqual([
      { path: "cvv", message: "must be the 3-digit security code on the back of the card" },
    ]);
    expect(problems({ ...good, number: "378282246310005", cvv: "123" })).toEqual([
      { path: "cvv", message: "must be the 4-digit security code on the front of the card" },
    ]);
  });

  it("card.brands: refuses a valid number of a brand we do not take", () => {
    expect(problems({ ...good, number: "3530111333300000" })).toEqual([
      {
        path: "number",
        message: "is a card we do not accept: use Visa, Mastercard, American Express or Discover",
      },
    ]);
  });
});
