import { describe, expect, it } from "vitest";

import { accountSectionTarget } from "./account-sections.ts";
import {
  addressErrors,
  brandWhileTyping,
  cardErrors,
  emptyAddress,
  maskCardNumber,
  maskExpiry,
  maskZip,
  serverErrors,
  sortAddresses,
  sortCards,
} from "./payments-rules.ts";

describe("member.account-sections: /account/{slug}", () => {
  it.each([
    ["favorites", { kind: "page", section: "favorites" }],
    ["Favorites", { kind: "page", section: "favorites" }],
    ["profile", { kind: "redirect", to: "/account/settings" }],
    ["rewards", { kind: "redirect", to: "/account/offers" }],
    ["addresses", { kind: "redirect", to: "/account/payments#addresses" }],
    ["cards", { kind: "redirect", to: "/account/payments" }],
    ["wallet", { kind: "redirect", to: "/account/payments" }],
    ["orders", { kind: "redirect", to: "/account/order-history" }],
    ["toString", { kind: "not-found" }],
    ["anything", { kind: "not-found" }],
    [undefined, { kind: "not-found" }],
  ])("member.account-sections: %s", (slug, target) => {
    expect(accountSectionTarget(slug)).toEqual(target);
  });
});

describe("member.saved-cards: the add-a-card form's rules", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  const good = { number: "4111 1111 1111 1111", expiry: "12/30", cvv: "123", zip: "27601" };

  it("member.saved-cards: masks group the number (American Express 4-6-5), write MM/YY and keep 5 ZIP digits", () => {
    expect(maskCardNumber("4111111111111111")).toBe("4111 1111 1111 1111");
    expect(maskCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(maskExpiry("4")).toBe("04");
    expect(maskExpiry("1230")).toBe("12/30");
    expect(maskZip("27601-1234")).toBe("27601");
  });

  it("member.saved-cards: the brand shows from the number's first digits", () => {
    expect(brandWhileTyping("4")).toBe("visa");
    expect(brandWhileTyping("37")).toBe("amex");
    expect(brandWhileTyping("2221")).toBe("mastercard");
    expect(brandWhileTyping("6011")).toBe("discover");
    expect(brandWhileTyping("9")).toBeNull();
  });

  it("member.saved-cards: Luhn, brand, expiry (this month still good), code length and ZIP are checked", () => {
    expect(cardErrors(good, now)).toEqual({});
    expect(cardErrors({ ...good, expiry: "11/26" }, now)).toEqual({});
    expect(cardErrors({ ...good, expiry: "10/26" }, now)).toEqual({ expiry: "cardExpired" });
    expect(cardErrors({ ...good, number: "4111 1111 1111 1112" }, now)).toEqual({
      number: "cardNumber",
    });
    expect(cardErrors({ ...good, number: "3782 822463 10005" }, now)).toEqual({ cvv: "cvv4" });
    expect(cardErrors({ ...good, expiry: "13/30", zip: "276" }, now)).toEqual({
      expiry: "cardExpiry",
      zip: "zip",
    });
  });

  it("member.saved-cards: expired cards are listed after the others", () => {
    const c = (id: string, expired: boolean) => ({
      id,
      brand: "visa",
      last4: "1111",
      exp_month: 1,
      exp_year: 2030,
      expired,
      label: "",
    });
    expect(
      sortCards([c("a", true), c("b", false), c("c", true), c("d", false)]).map((x) => x.id),
    ).toEqual(["b", "d", "a", "c"]);
  });
});

describe("member.saved-addresses: the add-an-address form's rules", () => {
  it("member.saved-addresses: street, city, a two-letter state and a 5-digit ZIP are needed", () => {
    expect(addressErrors(emptyAddress)).toEqual({
      address: "address",
      city: "city",
      state: "state",
      zip: "zip",
    });
    expect(
      addressErrors({
        ...emptyAddress,
        address: "1 Main",
        city: "Raleigh",
        state: "NC",
        zip: "27601",
      }),
    ).toEqual({});
  });

  it("member.saved-addresses: the default address comes first", () => {
    const a = (id: string, d: boolean) => ({
      id,
      address: id,
      building: null,
      apt: null,
      city: "R",
      state: "NC",
      zip: "27601",
      default: d,
    });
    expect(sortAddresses([a("x", false), a("y", true), a("z", false)]).map((x) => x.id)).toEqual([
      "y",
      "x",
      "z",
    ]);
  });

  it("member.saved-addresses: the API's field errors go to their fields, anything else to the form", () => {
    expect(
      serverErrors(
        {
          message: "Fix it.",
          errors: [{ path: "zip", message: "zip must be a 5-digit ZIP code" }],
        },
        [],
        ["address", "zip"],
      ),
    ).toEqual({ fields: { zip: "zip must be a 5-digit ZIP code" }, form: null });
    expect(
      serverErrors({ message: "We don't deliver to this address yet." }, [], ["address", "zip"]),
    ).toEqual({ fields: {}, form: "We don't deliver to this address yet." });
    expect(serverErrors(null, ["Connection issue. Please try again."], ["zip"])).toEqual({
      fields: {},
      form: "Connection issue. Please try again.",
    });
  });
});
