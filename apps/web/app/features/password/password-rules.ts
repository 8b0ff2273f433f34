/**
 * The screen rules of the forgotten-password and reset-password pages (pure, unit-tested).
 * The server decides (docs/decisions/009-members-passwords-tokens-sso-bot-check.md); these
 * rules only tell the member early what it would refuse, and turn its answers into words.
 */

/**
 * `member.reset-password-rules`: the limits of a new password, as the contract's
 * `newPasswordSchema` has them (PASSWORD_MIN_LENGTH and PASSWORD_MAX_LENGTH in
 * packages/contract/src/members.ts, a zod module the browser may not import; a unit test keeps
 * the two equal).
 */
export const NEW_PASSWORD_MIN = 8;
export const NEW_PASSWORD_MAX = 128;

export type EmailProblem = "emailRequired" | "emailInvalid";

/** An email address the server would take: something@something.tld, no spaces. */
export function emailProblem(email: string): EmailProblem | null {
  const value = email.trim();
  if (value === "") return "emailRequired";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return "emailInvalid";
  return null;
}

export type PasswordProblem = "passwordRequired" | "tooShort" | "tooLong" | "isEmail";

/**
 * `member.reset-password-rules`: 8 to 128 characters (counted as the server counts them) and
 * not the email address (nor its part before the @). The server also refuses the most common
 * passwords and ones that are little more than the email or the name; its words are shown
 * when it does.
 */
export function newPasswordProblem(password: string, email: string): PasswordProblem | null {
  if (password === "") return "passwordRequired";
  if (password.length < NEW_PASSWORD_MIN) return "tooShort";
  if (password.length > NEW_PASSWORD_MAX) return "tooLong";
  const lower = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const local = address.split("@")[0] ?? "";
  if (address !== "" && (lower === address || lower === local)) return "isEmail";
  return null;
}

export type ConfirmProblem = "confirmRequired" | "mismatch";

export function confirmProblem(password: string, confirm: string): ConfirmProblem | null {
  if (confirm === "") return "confirmRequired";
  return confirm === password ? null : "mismatch";
}

/** The token and email of the emailed link (`/account/reset-password?token=…&email=…`). */
export function resetLinkOf(search: URLSearchParams): { token: string; email: string } | null {
  const token = search.get("token")?.trim() ?? "";
  const email = search.get("email")?.trim() ?? "";
  if (token === "" || email === "") return null;
  return { token, email };
}

/**
 * `member.reset-retry-after`: whole minutes to wait, from the Retry-After header of a 429
 * (seconds, or an HTTP date); null when it says nothing usable.
 */
export function retryMinutes(retryAfter: string | null, now = Date.now()): number | null {
  if (retryAfter === null || retryAfter.trim() === "") return null;
  const value = retryAfter.trim();
  let seconds: number;
  if (/^\d+$/.test(value)) seconds = Number(value);
  else {
    const at = Date.parse(value);
    if (Number.isNaN(at)) return null;
    seconds = (at - now) / 1000;
  }
  return Math.max(1, Math.ceil(seconds / 60));
}

type FieldError = { path: string; message: string };

function fieldErrorsOf(body: unknown): FieldError[] {
  if (typeof body !== "object" || body === null || !("errors" in body)) return [];
  const errors = (body as { errors: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e): e is FieldError =>
      typeof e === "object" &&
      e !== null &&
      typeof (e as FieldError).path === "string" &&
      typeof (e as FieldError).message === "string",
  );
}

/** What a refused members/resetpassword means for the page. */
export type ResetRefusal =
  /** The link is used, replaced, expired or not a link of this account: ask for a new one. */
  | { kind: "invalidLink" }
  /** The server refused the new password: its words, shown at the field. */
  | { kind: "password"; message: string }
  /** No answer at all. */
  | { kind: "connection" }
  /** Anything else: the server's words. */
  | { kind: "other"; message: string };

/**
 * `member.reset-link`: a refused reset names its field; a refused token or email (the link's
 * parts) means the link is spent, a refused password gets the server's words at the field.
 */
export function resetRefusalOf(status: number, body: unknown, errors: string[]): ResetRefusal {
  if (status === 0) return { kind: "connection" };
  const fields = fieldErrorsOf(body);
  const password = fields.find((e) => e.path === "body.password");
  if (password) return { kind: "password", message: password.message };
  if (fields.some((e) => e.path === "body.token" || e.path === "body.email")) {
    return { kind: "invalidLink" };
  }
  return { kind: "other", message: errors.join(" ") };
}
