/** Keys of an attributes object that name the user, not attributes. */
const REFERENCE_KEYS = new Set([
  "external_id",
  "user_alias",
  "braze_id",
  "app_id",
  "_update_existing_only",
]);

const isPlain = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

/**
 * `engagement.attributes`: applies one attributes object of users/track to a user's attributes:
 * `null` removes the attribute, `{"inc": n}` adds n to a number (a missing one counts as 0),
 * `{"add": [...], "remove": [...]}` adds to and removes from an array (no duplicates added),
 * anything else replaces the value. The reference keys are not attributes.
 */
export function applyAttributes(
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (REFERENCE_KEYS.has(key)) continue;
    if (value === null) {
      delete next[key];
    } else if (isPlain(value) && Object.keys(value).length === 1 && typeof value.inc === "number") {
      const before = typeof next[key] === "number" ? (next[key] as number) : 0;
      next[key] = before + value.inc;
    } else if (
      isPlain(value) &&
      Object.keys(value).length > 0 &&
      Object.keys(value).every((k) => k === "add" || k === "remove") &&
      (value.add === undefined || Array.isArray(value.add)) &&
      (value.remove === undefined || Array.isArray(value.remove))
    ) {
      const list = Array.isArray(next[key]) ? [...(next[key] as unknown[])] : [];
      const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
      for (const item of (value.add as unknown[] | undefined) ?? []) {
        if (!list.some((x) => same(x, item))) list.push(item);
      }
      const removed = (value.remove as unknown[] | undefined) ?? [];
      next[key] = list.filter((x) => !removed.some((r) => same(x, r)));
    } else {
      next[key] = value;
    }
  }
  return next;
}
