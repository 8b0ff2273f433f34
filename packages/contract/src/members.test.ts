import { describe, expect, it } from "vitest";

import {
  formatPhone,
  newPasswordSchema,
  normalizePhone,
  phoneInputSchema,
  signUpBodySchema,
  ssoBodySchema,
  updateBodySchema,
} from "./members.ts";

describe("member.phone: phone rule and display", () => {
  it.each([
    ["9195550123", "9195550123"],
    ["(919) 555-0123", "9195550123"],
    ["919.555.0123", "9195550123"],
    ["+1 919 555 0123", "9195550123"],
    ["1-919-555-0123", "9195550123"],
    ["+19195550123", "9195550123"],
  ])("%s → %s", (input, digits) => expect(normalizePhone(input)).toBe(digits));

  it.each([
    "555-0123",
    "+44 20 7946 0958",
    "119195550123",
    "0195550123",
    "9191550123",
    "919-555-012a",
    "",
  ])("%j is not a US phone number", (input) => expect(normalizePhone(input)).toBeNull());

  it("shows ten digits as (xxx) xxx-xxxx", () =>
    expect(formatPhone("9195550123")).toBe("(919) 555-0123"));

  it("the input schema clears on empty or null and explains a bad number", () => {
    expect(phoneInputSchema.parse("")).toBeNull();
    expect(phoneInputSchema.parse(null)).toBeNull();
    const bad = phoneInputSchema.safeParse("12");
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(
      "must be a 10-digit US phone number, such as (919) 555-0123",
    );
  });
});

describe("member request schemas", () => {
  it.each([
    [undefined, "is required: accept the Terms of Use and Privacy Policy to create an account"],
    [
      false,
      "must be true: the Terms of Use and Privacy Policy must be accepted to create an account",
    ],
    [
      "true",
      "must be true: the Terms of Use and Privacy Policy must be accepted to create an account",
    ],
  ])(
    "member.accept-terms: sign-up refuses accept_terms %j with words naming it",
    (value, message) => {
      const result = signUpBodySchema.safeParse({
        first_name: "Ada",
        last_name: "Lovelace",
        email: "ada@coop.example",
        password: "Biscuits&Gravy42",
        ...(value === undefined ? {} : { accept_terms: value }),
      });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
        ["accept_terms", message],
      ]);
    },
  );

  it("member.email: sign-up lower-cases and trims the email, defaults the opt-ins", () => {
    expect(
      signUpBodySchema.parse({
        first_name: " Ada ",
        last_name: "Lovelace",
        email: " Ada@Coop.Example ",
        password: "Biscuits&Gravy42",
        accept_terms: true,
      }),
    ).toEqual({
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@coop.example",
      password: "Biscuits&Gravy42",
      optin: false,
      optin_sms: false,
      accept_terms: true,
    });
  });

  it("member.name: a name is trimmed, 1 to 50 characters, without < > or control characters", () => {
    const base = { email: "ada@coop.example", password: "Biscuits&Gravy42" };
    const problem = (first_name: string) =>
      signUpBodySchema
        .safeParse({ ...base, first_name, last_name: "Lovelace" })
        .error?.issues.find((i) => i.path[0] === "first_name")?.message;
    expect(problem("a".repeat(50))).toBeUndefined();
    expect(problem("  Ada  ")).toBeUndefined();
    expect(problem("a".repeat(51))).toBe("must be at most 50 characters");
    expect(problem("   ")).toBe("is required");
    for (const bad of ["<b>Ada", "Ada>", "Ada\u0007"]) {
      expect(problem(bad)).toBe("must not contain < > or control characters");
    }
  });

  it("says 'is required' for a missing field", () => {
    const result = signUpBodySchema.safeParse({});
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toContainEqual([
      "email",
      "is required",
    ]);
  });

  it("update takes any subset of the profile fields", () => {
    expect(updateBodySchema.parse({})).toEqual({});
    expect(updateBodySchema.parse({ phone: "+1 (704) 555-0199" })).toEqual({ phone: "7045550199" });
  });

  it("sso.state: single sign-on: a code or an error needs state", () => {
    expect(ssoBodySchema.safeParse({}).success).toBe(true);
    expect(ssoBodySchema.safeParse({ code: "c", state: "s" }).success).toBe(true);
    expect(ssoBodySchema.safeParse({ code: "c" }).error?.issues[0]?.path).toEqual(["state"]);
    expect(ssoBodySchema.safeParse({ error: "access_denied" }).error?.issues[0]?.path).toEqual([
      "state",
    ]);
  });

  it("password.rules: a new password is 8 to 128 characters, both included", () => {
    expect(newPasswordSchema.safeParse("a".repeat(7)).error?.issues[0]?.message).toBe(
      "must be at least 8 characters",
    );
    expect(newPasswordSchema.safeParse("a".repeat(8)).success).toBe(true);
    expect(newPasswordSchema.safeParse("a".repeat(128)).success).toBe(true);
    expect(newPasswordSchema.safeParse("a".repeat(129)).error?.issues[0]?.message).toBe(
      "must be at most 128 characters",
    );
  });
});
