import { describe, expect, it } from "vitest";

import { fieldErrorsOf, refusalText } from "./auth-errors.ts";
import { completionPath, needsCompletion } from "./needs-completion.ts";
import { passwordAcceptable, passwordChecks } from "./password-checks.ts";
import { displayPhone, maskPhone, phoneProblem } from "./phone-mask.ts";

describe("the phone mask ###-###-####", () => {
  it("member.phone-mask: puts the dashes in as digits are typed", () => {
    expect(maskPhone("9")).toBe("9");
    expect(maskPhone("919")).toBe("919");
    expect(maskPhone("9195")).toBe("919-5");
    expect(maskPhone("919555")).toBe("919-555");
    expect(maskPhone("9195550")).toBe("919-555-0");
    expect(maskPhone("9195550100")).toBe("919-555-0100");
  });

  it("member.phone-mask: a pasted +1 or leading 1 is stripped, punctuation dropped, at most ten digits kept", () => {
    expect(maskPhone("+1 919 555 0100")).toBe("919-555-0100");
    expect(maskPhone("1 (919) 555-0100")).toBe("919-555-0100");
    expect(maskPhone("19195550100")).toBe("919-555-0100");
    expect(maskPhone("(919) 555.0100 ext 12")).toBe("919-555-0100");
    expect(maskPhone("919-555-01009")).toBe("919-555-0100");
    expect(maskPhone("abc")).toBe("");
  });

  it("member.phone-mask: an empty phone is fine (optional), a short or non-US number is a problem", () => {
    expect(phoneProblem("")).toBeNull();
    expect(phoneProblem("919-555-0100")).toBeNull();
    expect(phoneProblem("919-555-01")).toBe("phone");
    // Area codes and exchanges start with 2–9.
    expect(phoneProblem("019-555-0100")).toBe("phone");
    expect(phoneProblem("919-155-0100")).toBe("phone");
  });

  it("member.phone: a stored phone is shown back as (xxx) xxx-xxxx", () => {
    expect(displayPhone("9195550100")).toBe("(919) 555-0100");
    expect(displayPhone(null)).toBeNull();
    expect(displayPhone("123")).toBeNull();
  });
});

describe("the password rules shown as the member types", () => {
  const about = { email: "ada@example.com", firstName: "Ada", lastName: "Lovelace" };
  const met = (password: string) =>
    Object.fromEntries(passwordChecks(password, about).map((c) => [c.id, c.met]));

  it("member.password-rules-live: 8 to 128 characters, both included", () => {
    expect(met("x7#kq2m")).toMatchObject({ length: false });
    expect(met("x7#kq2mp")).toMatchObject({ length: true });
    expect(met("a".repeat(127) + "b")).toMatchObject({ length: true });
    expect(met("a".repeat(128) + "b")).toMatchObject({ length: false });
  });

  it("member.password-rules-live: not the email, its name part or a name, even with a few digits added", () => {
    expect(met("ada@example.com")).toMatchObject({ notPersonal: false });
    expect(met("Lovelace1815")).toMatchObject({ notPersonal: false });
    expect(met("AdaLovelace!")).toMatchObject({ notPersonal: false });
    expect(met("lovelace analytical engine")).toMatchObject({ notPersonal: true });
    expect(met("aaaaaaaaaa")).toMatchObject({ notPersonal: false });
    expect(met("")).toMatchObject({ notPersonal: false });
  });

  it("member.password-rules-live: acceptable only when every rule is met", () => {
    expect(passwordAcceptable(passwordChecks("Tr0ub4dor&3x", about))).toBe(true);
    expect(passwordAcceptable(passwordChecks("Lovelace1", about))).toBe(false);
    expect(passwordAcceptable(passwordChecks("short", about))).toBe(false);
  });
});

describe("a refused sign-in in words", () => {
  const refused = (status: number, errors: string[] = ["x"], retryAfter?: number) => ({
    status,
    errors,
    ...(retryAfter === undefined ? {} : { retryAfter }),
  });

  it("member.sign-in-errors: 401 wrong email or password, 0 a network failure, 503 the bot check unavailable", () => {
    expect(refusalText(refused(401))).toEqual({ key: "errors.wrongCredentials" });
    expect(refusalText(refused(0))).toEqual({ key: "errors.network" });
    expect(refusalText(refused(503))).toEqual({ key: "errors.botCheckUnavailable" });
  });

  it("member.sign-in-errors: 429 says how many minutes to wait, from Retry-After rounded up", () => {
    expect(refusalText(refused(429, ["x"], 420))).toEqual({
      key: "errors.rateLimitedMinutes",
      values: { count: 7 },
    });
    expect(refusalText(refused(429, ["x"], 61))).toEqual({
      key: "errors.rateLimitedMinutes",
      values: { count: 2 },
    });
    expect(refusalText(refused(429, ["x"], 45))).toEqual({ key: "errors.rateLimitedMinute" });
    expect(refusalText(refused(429))).toEqual({ key: "errors.rateLimited" });
  });

  it("member.sign-in-errors: 403 from the bot check says so; another 403 gives the server's reason", () => {
    expect(
      refusalText(refused(403, ["The bot check did not pass. Reload the page and try again."])),
    ).toEqual({ key: "errors.botCheckFailed" });
    expect(
      refusalText(refused(403, ["This form needs the bot check: the verify header is missing."])),
    ).toEqual({ key: "errors.botCheckFailed" });
    expect(refusalText(refused(403, ["This account is locked."]))).toEqual({
      key: "errors.forbidden",
      values: { message: "This account is locked." },
    });
  });

  it("member.sign-in-errors: a 400's field errors are read by field name", () => {
    expect(
      fieldErrorsOf({
        message: "body.password is one of the most common passwords.",
        errors: [
          { path: "body.password", message: "is one of the most common passwords" },
          { path: "body.password", message: "second" },
          { path: "body.email", message: "must be an email address" },
        ],
      }),
    ).toEqual({
      password: "is one of the most common passwords",
      email: "must be an email address",
    });
    expect(fieldErrorsOf(null)).toEqual({});
    expect(fieldErrorsOf({ errors: "no" })).toEqual({});
  });
});

describe("needsCompletion", () => {
  const user: { first_name: string; last_name: string; phone?: string | null } = {
    first_name: "Ada",
    last_name: "Lovelace",
    phone: "9195550100",
  };
  it("member.complete-profile: a member without a first name, last name or phone needs completing", () => {
    expect(needsCompletion(user)).toBe(false);
    expect(needsCompletion({ ...user, phone: null })).toBe(true);
    expect(needsCompletion({ ...user, first_name: " " })).toBe(true);
    expect(needsCompletion({ ...user, last_name: "" })).toBe(true);
    const { phone: _phone, ...stored } = user;
    expect(needsCompletion(stored)).toBe(true);
  });
});

describe("completionPath", () => {
  it("member.complete-profile: the completion page carries where to go afterwards", () => {
    expect(completionPath("/order/checkout?step=2")).toBe(
      "/account/complete?redirect=%2Forder%2Fcheckout%3Fstep%3D2",
    );
  });
});
