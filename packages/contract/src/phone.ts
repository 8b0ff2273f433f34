// `member.phone`: the phone rule the server and the browser share (zod-free: the sign-up and
// profile forms mask and check numbers with it; members.ts builds its schema on it).

/**
 * `member.phone`: a leading country code 1 or +1 is stripped. Returns the ten digits,
 * or null when the input is not a ten-digit US number (area code and exchange start 2–9).
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[+\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? digits : null;
}

/** `member.phone`: phone numbers are shown as (xxx) xxx-xxxx. */
export function formatPhone(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 10)}`;
}
