/** `frame.truncate-default`: text is truncated at 30 characters unless a place says otherwise. */
export const TRUNCATE_DEFAULT = 30;

/**
 * The first `max` characters of `text` (`frame.truncate-default`: 30 unless given), plus "..."
 * when it was longer (`frame.location-label`: the location label shows 20 characters in the
 * header and the mobile menu, 15 in the bottom bar). Characters are counted as code points, so
 * an emoji or accented letter is never cut in half; the text is otherwise left as it is (no
 * trimming).
 */
export function truncate(text: string, max: number = TRUNCATE_DEFAULT): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join("")}...` : text;
}
