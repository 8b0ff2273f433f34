import { describe, expect, it } from "vitest";

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@coop/contract/members";

import {
  confirmProblem,
  emailProblem,
  NEW_PASSWORD_MAX,
  NEW_PASSWORD_MIN,
  newPasswordProblem,
  resetLinkOf,
  resetRefusalOf,
  retryMinutes,
} from "./password-rules.ts";

describe("password-rules: what the password pages check before sending", () => {
  it("member.reset-password-rules: the page's limits are the contract's (8 to 128)", () => {
    expect([NEW_PASSWORD_MIN, NEW_PASSWORD_MAX]).toEqual([
      PASSWORD_MIN_LENGTH,
      PASSWORD_MAX_LENGTH,
    ]);
    expect([NEW_PASSWORD_MIN, NEW_PASSWORD_MAX]).toEqual([8, 128]);
  });

  it("member.reset-password-rules: 7 characters are too short, 8 and 128 pass, 129 are too long", () => {
    const email = "grace@coop.example";
    expect(newPasswordProblem("", email)).toBe("passwordRequired");
    expect(newPasswordProblem("a".repeat(6) + "b", email)).toBe("tooShort");
    expect(newPasswordProblem("abcdefgh", email)).toBeNull();
    expect(newPasswordProblem("x".repeat(127) + "y", email)).toBeNull();
    expect(newPasswordProblem("x".repeat(129), email)).toBe("tooLong");
  });

  it("member.reset-password-rules: the email address, or its name before the @, is refused in any case", () => {
    const email = "Grace.Hopper@coop.example";
    expect(newPasswordProblem("grace.hopper@COOP.example", email)).toBe("isEmail");
    expect(newPasswordProblem("GRACE.HOPPER", email)).toBe("isEmail");
    expect(newPasswordProblem("grace.hopper rules the fleet", email)).toBeNull();
  });

  it("the confirmation must be given and equal, character for character", () => {
    expect(confirmProblem("Tall-Ships-1906", "")).toBe("confirmRequired");
    expect(confirmProblem("Tall-Ships-1906", "tall-ships-1906")).toBe("mismatch");
    expect(confirmProblem("Tall-Ships-1906", "Tall-Ships-1906")).toBeNull();
  });

  it("an email must be given and look like one", () => {
    expect(emailProblem("  ")).toBe("emailRequired");
    expect(emailProblem("grace")).toBe("emailInvalid");
    expect(emailProblem("grace@coop")).toBe("emailInvalid");
    expect(emailProblem("grace @coop.example")).toBe("emailInvalid");
    expect(emailProblem(" grace@coop.example ")).toBeNull();
  });

  it("member.reset-link: the link's token and email are both needed", () => {
    expect(resetLinkOf(new URLSearchParams("token=abc&email=grace%40coop.example"))).toEqual({
      token: "abc",
      email: "grace@coop.example",
    });
    expect(resetLinkOf(new URLSearchParams("token=abc"))).toBeNull();
    expect(resetLinkOf(new URLSearchParams("email=grace%40coop.example&token="))).toBeNull();
  });

  it("member.reset-retry-after: Retry-After in seconds or as a date becomes whole minutes, at least one", () => {
    expect(retryMinutes("3599")).toBe(60);
    expect(retryMinutes("61")).toBe(2);
    expect(retryMinutes("5")).toBe(1);
    const now = Date.parse("2026-11-24T10:00:00Z");
    expect(retryMinutes("Tue, 24 Nov 2026 10:30:00 GMT", now)).toBe(30);
    expect(retryMinutes(null)).toBeNull();
    expect(retryMinutes("soon")).toBeNull();
  });

  it("member.reset-link: a refused token or email means the link is spent; a refused password keeps the server's words", () => {
    const tokenRefused = {
      message: "body.token is not valid any more.",
      errors: [{ path: "body.token", message: "is not valid any more" }],
    };
    expect(resetRefusalOf(400, tokenRefused, ["is not valid any more"])).toEqual({
      kind: "invalidLink",
    });
    const emailRefused = { errors: [{ path: "body.email", message: "must be an email address" }] };
    expect(resetRefusalOf(400, emailRefused, ["must be an email address"])).toEqual({
      kind: "invalidLink",
    });
    const common = "is one of the most common passwords, which are guessed first; choose another";
    expect(
      resetRefusalOf(400, { errors: [{ path: "body.password", message: common }] }, [common]),
    ).toEqual({ kind: "password", message: common });
    expect(resetRefusalOf(0, null, ["Connection issue. Please try again."])).toEqual({
      kind: "connection",
    });
    expect(resetRefusalOf(500, { message: "Something broke." }, ["Something broke."])).toEqual({
      kind: "other",
      message: "Something broke.",
    });
  });
});
