/**
 * `member.phone-mask`: the phone field's mask ###-###-####. Digits are kept as typed or
 * pasted, a leading country code 1 (or +1) is dropped (`member.phone`), at most ten digits
 * are kept, and the dashes go in as the digits arrive. What is sent is the masked text: the
 * server reads it with the same rule (`normalizePhone`).
 */
import { formatPhone, normalizePhone } from "@coop/contract/phone";

export function maskPhone(input: string): string {
  let digits = input.replace(/\D/g, "");
  // US numbers never start with 1: a leading 1 is the country code (typed or pasted).
  if (digits.startsWith("1")) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * The phone field's problem: none when empty (the phone is optional) or a ten-digit US
 * number, otherwise "phone" (the form says what it needs).
 */
export function phoneProblem(masked: string): "phone" | null {
  if (masked.trim() === "") return null;
  return normalizePhone(masked) === null ? "phone" : null;
}

/** How a stored phone (ten digits) is shown back: (xxx) xxx-xxxx. */
export function displayPhone(digits: string | null | undefined): string | null {
  if (!digits) return null;
  const normal = normalizePhone(digits);
  return normal === null ? null : formatPhone(normal);
}
