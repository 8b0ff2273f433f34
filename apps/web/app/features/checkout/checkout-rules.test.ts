import { describe, expect, it } from "vitest";

import { hasDaypartItem } from "@coop/contract/daypart";

import {
  accountErrors,
  cardErrors,
  contactErrors,
  dayLabel,
  daypartSlots,
  dialogWording,
  donationNeedsUpdate,
  failureCodeOf,
  groupSlotsByDay,
  maskCardNumber,
  maskExpiry,
  maskPhone,
  maskZip,
  nextAttempt,
  parseExpiry,
  parseTip,
  passwordChecks,
  roundUpAmount,
  settleAttempt,
  tipChoice,
  tipFor,
  vehicleErrors,
} from "./checkout-rules.ts";

const slot = (local: string) => ({ time: `${local}:00.000Z`, local, remaining: 5 });

describe("card.masks and locations.zip-mask: masks", () => {
  it("phone mask ###-###-#### while typing", () => {
    expect(maskPhone("919")).toBe("919");
    expect(maskPhone("9195")).toBe("919-5");
    expect(maskPhone("9195550123")).toBe("919-555-0123");
    expect(maskPhone("(919) 555-0123 ext")).toBe("919-555-0123");
    expect(maskPhone("1 919 555 0123")).toBe("919-555-0123");
    expect(maskPhone("919555012399")).toBe("919-555-0123");
  });
  it("zip mask: 5 digits", () => {
    expect(maskZip("27a609-1234")).toBe("27609");
  });
  it("card number in groups of four (Amex 4-6-5), expiry MM/YY", () => {
    expect(maskCardNumber("4111111111111111")).toBe("4111 1111 1111 1111");
    expect(maskCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(maskExpiry("1230")).toBe("12/30");
    expect(maskExpiry("4")).toBe("04");
    expect(parseExpiry("12/30")).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry("13/30")).toBeNull();
  });
});

describe("handoff form error flags", () => {
  it("order.checkout-contact: flags first and last name, email and phone for guests", () => {
    expect(
      Object.keys(contactErrors({ first_name: "", last_name: " ", email: "x@", phone: "919-555" })),
    ).toEqual(["first_name", "last_name", "email", "phone"]);
    expect(
      contactErrors({
        first_name: "Ada",
        last_name: "L",
        email: "ada@example.com",
        phone: "919-555-0123",
      }),
    ).toEqual({});
  });
  it("handoff.curbside-vehicle: curbside needs Make, Model and Color", () => {
    expect(Object.keys(vehicleErrors({ make: "Ford", model: "", color: " " }))).toEqual([
      "model",
      "color",
    ]);
  });
  it("card.luhn, card.expiry, card.security-code: checks the card with the contract's rules before any call", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    const ok = { number: "4111 1111 1111 1111", expiry: "12/30", cvv: "123", zip: "27609" };
    expect(cardErrors(ok, now)).toEqual({});
    expect(cardErrors({ ...ok, number: "4111 1111 1111 1112" }, now).card_number).toBe(
      "cardNumber",
    );
    expect(cardErrors({ ...ok, expiry: "10/26" }, now).card_expiry).toBe("cardExpired");
    expect(cardErrors({ ...ok, number: "3782 822463 10005" }, now).card_cvv).toBe("cvv4");
  });
});

describe("daypart.ten-thirty: the daypart rule", () => {
  it("applies when a cart product name contains 10:30", () => {
    expect(hasDaypartItem(["Biscuit", "10:30 Lunch Box"])).toBe(true);
    expect(hasDaypartItem(["Biscuit"])).toBe(false);
  });
  it("shows no slot earlier than 10:30 on any day", () => {
    const slots = [
      slot("2026-11-21T10:00"),
      slot("2026-11-21T10:15"),
      slot("2026-11-21T10:30"),
      slot("2026-11-22T06:00"),
      slot("2026-11-22T11:00"),
    ];
    expect(daypartSlots(slots, true).map((s) => s.local)).toEqual([
      "2026-11-21T10:30",
      "2026-11-22T11:00",
    ]);
    expect(daypartSlots(slots, false)).toHaveLength(5);
  });
  it("slots.grouped-by-day: groups slots by local day with Today or the date", () => {
    const days = groupSlotsByDay([
      slot("2026-11-21T10:30"),
      slot("2026-11-21T10:45"),
      slot("2026-11-22T11:00"),
    ]);
    expect(days.map((d) => [d.date, d.slots.length])).toEqual([
      ["2026-11-21", 2],
      ["2026-11-22", 1],
    ]);
    expect(dayLabel("2026-11-21", "2026-11-21", "en-US", "Today")).toBe("Today");
    expect(dayLabel("2026-11-22", "2026-11-21", "en-US", "Today")).toBe("Sunday, November 22");
  });
});

describe("tip.presets", () => {
  it("are a percent of the subtotal, to the cent", () => {
    expect(tipFor(12.34, 15)).toBe(1.85);
    expect(tipFor(12.34, 20)).toBe(2.47);
    expect(tipFor(12.34, 0)).toBe(0);
    expect(tipChoice(12.34, 2.47)).toBe(20);
    expect(tipChoice(12.34, 0)).toBe(0);
    expect(tipChoice(12.34, 3)).toBe("custom");
  });
  it("a custom tip is dollars up to $500", () => {
    expect(parseTip("$3.50")).toBe(3.5);
    expect(parseTip("3.")).toBe(3);
    expect(parseTip("abc")).toBeNull();
    expect(parseTip("600")).toBeNull();
  });
});

describe("donation.round-up: the round-up donation", () => {
  it("is the next whole dollar minus subtotal + tax + tip + delivery fee − discount", () => {
    expect(roundUpAmount({ subtotal: 1.79, tax: 0.15, tip: 0.5, handoff: 0, discount: 0 })).toBe(
      0.56,
    );
    expect(roundUpAmount({ subtotal: 10, tax: 0.83, tip: 0, handoff: 2.99, discount: 1 })).toBe(
      0.18,
    );
  });
  it("is 1 when the sum is already whole", () => {
    expect(roundUpAmount({ subtotal: 9.5, tax: 0.5, tip: 0, handoff: 0, discount: 0 })).toBe(1);
    expect(roundUpAmount({ subtotal: 0, tax: 0, tip: 0, handoff: 0, discount: 0 })).toBe(1);
  });
  it("donation.follows-changes: is sent again only when the order has a donation that no longer rounds up", () => {
    const totals = { subtotal: 1.79, tax: 0.15, tip: 0.5, handoff: 0, discount: 0 };
    expect(donationNeedsUpdate(null, totals)).toBe(false);
    expect(donationNeedsUpdate(0.56, totals)).toBe(false);
    expect(donationNeedsUpdate(0.06, totals)).toBe(true);
  });
});

describe("order.submit-key-per-attempt: one Idempotency-Key per Place Order attempt", () => {
  let n = 0;
  const key = () => `key-${++n}`;
  it("keeps the key while the same attempt is retried after no final answer", () => {
    const first = nextAttempt(null, "A", key);
    const lost = settleAttempt({ ...first, token: "tok" }, 0);
    const again = nextAttempt(lost, "A", key);
    expect(again.key).toBe(first.key);
    expect(again.token).toBe("tok");
    expect(nextAttempt(settleAttempt(again, 503), "A", key).key).toBe(first.key);
  });
  it("takes a new key after a change or after a final answer such as a decline", () => {
    const first = nextAttempt(null, "A", key);
    expect(nextAttempt(first, "B", key).key).not.toBe(first.key);
    const declined = settleAttempt(first, 402);
    const next = nextAttempt(declined, "A", key);
    expect(next.key).not.toBe(first.key);
    expect(next.token).toBeNull();
  });
});

describe("payment.decline-words: payment failures in words", () => {
  it("are known by code, or by the server's sentence", () => {
    expect(failureCodeOf({ code: "cvv_failed" }, [])).toBe("cvv_failed");
    expect(failureCodeOf(null, ["Your card has insufficient funds."])).toBe("insufficient_funds");
    expect(failureCodeOf(null, ["Something else"])).toBeNull();
  });
});

describe("order.confirm-dialog: order-confirmation dialog wording", () => {
  it("names the handoff and labels pickup times 'Pickup Time:'", () => {
    expect(dialogWording("curbside")).toEqual({
      handoff: "dialog.curbside",
      timeLabel: "dialog.pickupTime",
    });
    expect(dialogWording("pickup").handoff).toBe("dialog.inStore");
    expect(dialogWording("dispatch")).toEqual({
      handoff: "dialog.delivery",
      timeLabel: "dialog.deliveryTime",
    });
  });
});

describe("checkout.create-account", () => {
  const contact = { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", phone: "" };

  it("checkout.create-account: the password rules as the customer types (8 to 128, not the email or name, not one character repeated)", () => {
    expect(passwordChecks("", contact)).toEqual({
      length: false,
      personal: false,
      repeated: false,
    });
    expect(passwordChecks("short", contact).length).toBe(false);
    expect(passwordChecks("exactly8", contact).length).toBe(true);
    expect(passwordChecks("x".repeat(128), contact).length).toBe(true);
    expect(passwordChecks("x".repeat(129), contact).length).toBe(false);
    expect(passwordChecks("lovelace2024", contact).personal).toBe(false);
    expect(passwordChecks("ada@example.com", contact).personal).toBe(false);
    expect(passwordChecks("Lovelace-Analytical-Engine", contact).personal).toBe(true);
    expect(passwordChecks("aaaaaaaa", contact).repeated).toBe(false);
  });

  it("checkout.create-account: nothing to check with the box unticked; ticked, the password and the terms are required", () => {
    expect(accountErrors({ create: false, password: "", terms: false }, contact)).toEqual({});
    expect(accountErrors({ create: true, password: "", terms: false }, contact)).toEqual({
      account_password: "passwordMissing",
      account_terms: "terms",
    });
    expect(accountErrors({ create: true, password: "seven77", terms: true }, contact)).toEqual({
      account_password: "passwordLength",
    });
    expect(accountErrors({ create: true, password: "Lovelace!!", terms: true }, contact)).toEqual({
      account_password: "passwordPersonal",
    });
    expect(
      accountErrors({ create: true, password: "Analytical-Engine-1843", terms: true }, contact),
    ).toEqual({});
  });
});
