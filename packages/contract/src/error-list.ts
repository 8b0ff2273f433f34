// The client's error list of a failed call (`errors.client-list`). No zod here: the typed API
// client runs in the browser (`security.no-zod-in-browser`,
// docs/decisions/016-no-zod-in-the-browser.md); the error body's schema is in errors.ts.

import { CONNECTION_ISSUE } from "./constants.ts";

/**
 * `errors.client-list`: the error list of a failed call:
 *  - a list of strings: those strings;
 *  - a list of objects: each object's `message` (entries without a string message are skipped);
 *  - an object whose `errors` is a non-empty list: that list, by the two rules above (this is
 *    how our own error body is read, so field errors reach the user);
 *  - an object with a string `message`: that message;
 *  - anything else, or a list that yields nothing: "Connection issue. Please try again."
 * Empty strings are never shown: they count as missing.
 */
export function normalizeErrors(body: unknown): string[] {
  if (Array.isArray(body)) return fromList(body) ?? [CONNECTION_ISSUE];
  if (isRecord(body)) {
    if (Array.isArray(body.errors) && body.errors.length > 0) {
      const listed = fromList(body.errors);
      if (listed !== null) return listed;
    }
    if (isMessage(body.message)) return [body.message];
  }
  return [CONNECTION_ISSUE];
}

/** The messages of a list of strings or of objects with a message; null when there are none. */
function fromList(list: readonly unknown[]): string[] | null {
  const messages: string[] = [];
  for (const entry of list) {
    if (isMessage(entry)) messages.push(entry);
    else if (isRecord(entry) && isMessage(entry.message)) messages.push(entry.message);
  }
  return messages.length > 0 ? messages : null;
}

function isMessage(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
