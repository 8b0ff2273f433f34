import type { ApiResult } from "@coop/contract/client";

/**
 * What a refused staff call says: no answer → a connection problem; 409 on an invitation → the
 * email already has an account; anything else → the server's own words (it names the field).
 */
export type StaffCallFailure = { key: "network" | "exists" } | { key: "failed"; reason: string };

export function staffCallFailure(
  result: Extract<ApiResult<unknown>, { ok: false }>,
): StaffCallFailure {
  if (result.status === 0) return { key: "network" };
  if (result.status === 409) return { key: "exists" };
  return { key: "failed", reason: result.errors.join(" ") };
}

/** Focuses a field by id, or the first input of a group by its name (radio buttons, checkboxes). */
export function focusField(id: string): void {
  const field =
    document.getElementById(id) ?? document.querySelector<HTMLElement>(`input[name="${id}"]`);
  field?.focus();
}
