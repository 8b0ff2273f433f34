/**
 * `member.password-rules-live`: the password rules the sign-up form shows as the member
 * types, each met or not yet: 8 to 128 characters, and not the email or the name (the same
 * functions the server applies). The common-password list is the server's: the form says it
 * is checked on submit and shows the server's words when it refuses.
 */
import {
  isPersonalPassword,
  isRepeatedCharacter,
  passwordLengthOk,
} from "@coop/contract/password-rules";

export type PasswordRuleId = "length" | "notPersonal";
export type PasswordCheck = { id: PasswordRuleId; met: boolean };

export function passwordChecks(
  password: string,
  about: { email: string; firstName: string; lastName: string },
): PasswordCheck[] {
  const personal =
    password === "" ||
    isPersonalPassword(password, {
      email: about.email,
      names: [about.firstName, about.lastName],
    }) ||
    isRepeatedCharacter(password);
  return [
    { id: "length", met: passwordLengthOk(password) },
    { id: "notPersonal", met: !personal },
  ];
}

/** Whether every rule the browser can check is met. */
export function passwordAcceptable(checks: PasswordCheck[]): boolean {
  return checks.every((c) => c.met);
}
