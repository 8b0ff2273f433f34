import { describe, expect, it } from "vitest";

import {
  containsCardNumber,
  containsEmail,
  isPersonalKey,
  luhnValid,
  withoutPersonalData,
} from "./personal-data.ts";

describe("tracking.no-personal-data: personal keys are dropped whatever their value", () => {
  it.each([
    "email",
    "Email",
    "user_email",
    "emailAddress",
    "password",
    "new-password",
    "card_number",
    "cardNumber",
    "credit_card",
    "cvv",
    "CVV2",
    "cvc",
    "security_code",
    "securityCode",
    "pan",
    "pin",
  ])("drops the key %s", (key) => {
    expect(isPersonalKey(key)).toBe(true);
    expect(withoutPersonalData({ [key]: "x", kept: 1 })).toEqual({ kept: 1 });
  });

  it.each(["event", "affiliation", "location_code", "item_name", "cart_cost", "channel", "value"])(
    "keeps the key %s",
    (key) => {
      expect(isPersonalKey(key)).toBe(false);
    },
  );

  it("drops personal keys inside nested objects and lists, keeping the rest", () => {
    expect(
      withoutPersonalData({
        ecommerce: {
          currency: "USD",
          items: [{ item_id: "s1", password: "hunter2", quantity: 1 }],
          payment: { card_number: 4111111111111111, cvv: 123, brand: "visa" },
        },
      }),
    ).toEqual({
      ecommerce: {
        currency: "USD",
        items: [{ item_id: "s1", quantity: 1 }],
        payment: { brand: "visa" },
      },
    });
  });
});

describe("tracking.no-personal-data: strings holding an email address or a card number are dropped", () => {
  it.each([
    "ada@coop.example",
    "Ada.Lovelace+orders@mail.coop.example",
    "Call me at ada@coop.example please",
  ])("finds the email address in %j", (text) => {
    expect(containsEmail(text)).toBe(true);
    expect(withoutPersonalData({ note: text, n: 2 })).toEqual({ n: 2 });
  });

  it.each([
    "4111111111111111",
    "4111 1111 1111 1111",
    "5555-5555-5555-4444",
    "3782 822463 10005",
    "4222222222222",
    "4000000000000000006",
    "card 6011 1111 1111 1117 exp 12/30",
    "order 12 4111 1111 1111 1111",
  ])("finds the card number in %j", (text) => {
    expect(containsCardNumber(text)).toBe(true);
    expect(withoutPersonalData({ note: text, n: 2 })).toEqual({ n: 2 });
  });

  it.each([
    "4111 1111 1111 1112",
    "411111111111",
    "41111111111111111115",
    "(555) 123-4567",
    "2026-11-24T20:42:34.000Z",
    "0f8fad5b-d9cb-469f-a165-70867728950e",
    "12 Pieces",
    "@coop on every network",
  ])("keeps %j (not an email address nor a Luhn-valid card number)", (text) => {
    expect(containsCardNumber(text)).toBe(false);
    expect(containsEmail(text)).toBe(false);
    expect(withoutPersonalData({ note: text })).toEqual({ note: text });
  });

  it("drops such strings from lists, and keeps numbers, booleans and null as they are", () => {
    expect(
      withoutPersonalData({
        tags: ["box", "ada@coop.example", "5555 5555 5555 4444", "spicy"],
        value: 14.27,
        first: true,
        coupon: null,
      }),
    ).toEqual({ tags: ["box", "spicy"], value: 14.27, first: true, coupon: null });
  });

  it("leaves the given payload untouched (it answers a copy)", () => {
    const payload = { email: "ada@coop.example", items: [{ note: "4111111111111111" }] };
    withoutPersonalData(payload);
    expect(payload).toEqual({ email: "ada@coop.example", items: [{ note: "4111111111111111" }] });
  });

  it("luhnValid is the Luhn check", () => {
    expect(luhnValid("79927398713")).toBe(true);
    expect(luhnValid("79927398710")).toBe(false);
  });
});
