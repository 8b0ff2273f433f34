// `password.rules`: the parts of the new-password rule the browser can check as the member
// types (zod-free). The common-password list stays on the server (apps/server/src/modules/
// members/passwords.ts), which applies these same functions.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** What a password is compared with: the member's email and names. */
export type PasswordAbout = { email?: string | undefined; names?: (string | undefined)[] };

/** 8 to 128 characters, both included. */
export function passwordLengthOk(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
}

/**
 * True when the password is little more than the email (or its part before @) or a name:
 * with those taken out, fewer than six letters or digits are left (a year, a few digits).
 * Words shorter than three characters are not compared.
 */
export function isPersonalPassword(password: string, about: PasswordAbout): boolean {
  const lower = password.toLowerCase();
  const email = about.email?.trim().toLowerCase();
  const personal = [
    email,
    email?.split("@")[0],
    ...(about.names ?? []).map((n) => n?.trim().toLowerCase()),
  ]
    .filter((word): word is string => word !== undefined && word.length >= 3)
    .sort((a, b) => b.length - a.length);
  const alnum = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, "");
  let rest = lower;
  for (const word of personal) rest = rest.split(word).join("");
  return rest !== lower && alnum(rest).length < 6;
}

/** One character repeated ("aaaaaaaa") is refused. */
export function isRepeatedCharacter(password: string): boolean {
  return /^(.)\1+$/.test(password);
}
