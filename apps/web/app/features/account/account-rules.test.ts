import { describe, expect, it } from "vitest";

import {
  displayPhone,
  fieldErrorsOf,
  firstWithError,
  itemsSummary,
  loyaltyView,
  maskPhone,
  orderDay,
  passwordChecks,
  profileChanges,
  profileProblems,
  profileValuesOf,
  usableOfferCount,
} from "./account-rules.ts";

const reward = (name: string, points: number) => ({ name, points });

describe("the account home", () => {
  it("member.home-loyalty: the bar runs to the next reward's cost and says the points still missing", () => {
    expect(
      loyaltyView({
        points: 1340,
        progress: { quantity: 1340, target: 2800 },
        next_reward: reward("Free 8-Piece Family Meal", 2800),
      }),
    ).toEqual({
      kind: "next",
      points: 1340,
      value: 1340,
      max: 2800,
      toGo: 1460,
      reward: "Free 8-Piece Family Meal",
    });
  });

  it("member.home-loyalty: one point short is 1 to go; no next reward means every reward is affordable", () => {
    const oneShort = loyaltyView({
      points: 249,
      progress: { quantity: 249, target: 250 },
      next_reward: reward("Free Buttermilk Biscuit", 250),
    });
    expect(oneShort).toMatchObject({ kind: "next", value: 249, max: 250, toGo: 1 });
    expect(
      loyaltyView({ points: 3000, progress: { quantity: 3000, target: 2800 }, next_reward: null }),
    ).toEqual({ kind: "all", points: 3000 });
  });

  it("member.home-offers: counts only incomplete, unexpired offers of the channel (wallet.visible)", () => {
    const now = new Date("2026-11-24T15:00:00Z");
    const offers = [
      { label: "$5 Off", status: "incomplete", expires: "2026-12-10T00:00:00Z" },
      { label: "Free Biscuit", status: "incomplete", expires: null },
      { label: "Used", status: "complete", expires: null },
      { label: "Expired", status: "incomplete", expires: "2026-11-23T23:59:59Z" },
      { label: "Expires today", status: "incomplete", expires: "2026-11-24T00:00:00Z" },
      { label: "Catering - Tea", status: "incomplete", expires: null },
    ];
    expect(usableOfferCount(offers, "default", now)).toBe(3);
    expect(usableOfferCount(offers, "catering", now)).toBe(1);
    expect(usableOfferCount([], "default", now)).toBe(0);
  });

  it("member.home-recent-order: the summary names two lines and counts the rest", () => {
    expect(
      itemsSummary([
        { name: "Biscuit", quantity: 2 },
        { name: "Mac & Cheese", quantity: 1 },
        { name: "Tea", quantity: 1 },
        { name: "Fries", quantity: 3 },
      ]),
    ).toEqual({ names: ["2 × Biscuit", "1 × Mac & Cheese"], more: 2 });
    expect(itemsSummary([{ name: "Tea", quantity: 1 }])).toEqual({ names: ["1 × Tea"], more: 0 });
  });

  it("member.home-recent-order: the order's day is read from its YYYYMMDD created value", () => {
    expect(orderDay("20261121 12:05")?.toISOString().slice(0, 10)).toBe("2026-11-21");
    expect(orderDay("yesterday")).toBeNull();
  });
});

describe("the profile form", () => {
  it.each([
    ["9", "9"],
    ["919", "919"],
    ["9195", "919-5"],
    ["919555", "919-555"],
    ["9195550142", "919-555-0142"],
    ["(919) 555-0142", "919-555-0142"],
    ["+1 919 555 0142", "919-555-0142"],
    ["91955501429999", "919-555-0142"],
    ["abc", ""],
  ])("member.settings-phone-mask: %j is kept as %j", (typed, shown) => {
    expect(maskPhone(typed)).toBe(shown);
  });

  it("member.settings-phone-mask: a saved phone shows as (xxx) xxx-xxxx", () => {
    expect(displayPhone("9195550142")).toBe("(919) 555-0142");
    expect(displayPhone(null)).toBe("");
  });

  const ada = profileValuesOf({
    first_name: "Ada",
    last_name: "Lovelace",
    email: "ada@coop.example",
    phone: "9195550142",
    optin: true,
    optin_sms: false,
  });

  it("member.profile-form: names, email and phone are checked with the server's bounds", () => {
    expect(profileProblems(ada, ada.email, "")).toEqual({});
    expect(
      profileProblems(
        {
          ...ada,
          first_name: " ",
          last_name: "x".repeat(51),
          email: "ada@",
          phone: "119-555-0142",
        },
        ada.email,
        "",
      ),
    ).toEqual({
      first_name: "required",
      last_name: "tooLong",
      email: "email",
      phone: "phone",
      current_password: "required",
    });
    expect(profileProblems({ ...ada, first_name: "<b>" }, ada.email, "")).toEqual({
      first_name: "nameChars",
    });
    expect(profileProblems({ ...ada, phone: "" }, ada.email, "")).toEqual({});
    expect(profileProblems({ ...ada, phone: "", optin_sms: true }, ada.email, "")).toEqual({
      optin_sms: "smsNeedsPhone",
    });
  });

  it("member.profile-form: only changed fields are sent; a new email goes with the current password (member.update-email)", () => {
    expect(profileChanges(ada, ada, "")).toBeNull();
    expect(profileChanges({ ...ada, email: " ADA@coop.example " }, ada, "")).toBeNull();
    expect(profileChanges({ ...ada, phone: "919-555-0199" }, ada, "")).toEqual({
      phone: "9195550199",
    });
    expect(profileChanges({ ...ada, phone: "" }, ada, "")).toEqual({ phone: null });
    expect(
      profileChanges({ ...ada, email: "ada@new.example", optin: false }, ada, "secret"),
    ).toEqual({ email: "ada@new.example", current_password: "secret", optin: false });
  });

  it("member.form-field-errors: body.<field> errors land on their fields, others are kept", () => {
    const body = {
      message: "Please correct the fields below.",
      errors: [
        { path: "body.phone", message: "must be a 10-digit US phone number" },
        { path: "body.current_password", message: "is not your current password" },
        { path: "body.phone", message: "second message for the same field" },
        { path: "body.nickname", message: "is not a field we know" },
        { path: "body.email", message: "" },
      ],
      requestId: "r1",
    };
    const fields = ["first_name", "email", "phone", "current_password"] as const;
    expect(fieldErrorsOf(body, fields)).toEqual({
      fields: {
        phone: "must be a 10-digit US phone number",
        current_password: "is not your current password",
      },
      other: ["is not a field we know"],
    });
    expect(fieldErrorsOf(null, fields)).toEqual({ fields: {}, other: [] });
    expect(firstWithError(fields, { phone: "x", current_password: "y" })).toBe("phone");
    expect(firstWithError(fields, {})).toBeNull();
  });
});

describe("the password form", () => {
  it("member.settings-password-rules: 8 to 128 characters, and different from the current one", () => {
    expect(passwordChecks("", "")).toEqual([
      { rule: "length", met: false },
      { rule: "differs", met: false },
    ]);
    expect(passwordChecks("1234567", "old")).toEqual([
      { rule: "length", met: false },
      { rule: "differs", met: true },
    ]);
    expect(passwordChecks("12345678", "12345678")[1]).toEqual({ rule: "differs", met: false });
    expect(passwordChecks("x".repeat(128), "old")[0]!.met).toBe(true);
    expect(passwordChecks("x".repeat(129), "old")[0]!.met).toBe(false);
  });
});
