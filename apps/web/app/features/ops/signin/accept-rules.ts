/**
 * `ops-shell.accept-form`: the invitation page's live password rules (the browser's part of
 * `staff.password`: 8 to 128 characters, not the name or email, not one character repeated;
 * the common-password list is checked by the server on submit) and what a refused acceptance
 * says: an expired, used or unknown link, in the page's language.
 */
import type { ApiResult } from "@coop/contract/client";
import {
  isPersonalPassword,
  isRepeatedCharacter,
  passwordLengthOk,
} from "@coop/contract/password-rules";

export type AcceptCheck = { id: "length" | "notPersonal"; met: boolean };

export function acceptChecks(password: string, name: string): AcceptCheck[] {
  const personal =
    password === "" ||
    isPersonalPassword(password, { names: [name] }) ||
    isRepeatedCharacter(password);
  return [
    { id: "length", met: passwordLengthOk(password) },
    { id: "notPersonal", met: !personal },
  ];
}

export type AcceptFailure =
  | { key: "expired" | "used" | "invalid" | "exists" | "network" }
  | { key: "field"; field: "name" | "password"; message: string }
  | { key: "failed"; reason: string };

type ErrorBody = { message?: unknown; errors?: { path?: unknown; message?: unknown }[] };

/** What a failed opsInviteAccept means for the person at the form. */
export function acceptFailure(result: Extract<ApiResult<unknown>, { ok: false }>): AcceptFailure {
  if (result.status === 0) return { key: "network" };
  const body = (
    typeof result.body === "object" && result.body !== null ? result.body : {}
  ) as ErrorBody;
  const lead = typeof body.message === "string" ? body.message : "";
  const paths = (body.errors ?? []).map((e) => (typeof e.path === "string" ? e.path : ""));
  if (paths.includes("body.token")) {
    if (/expired/i.test(lead)) return { key: "expired" };
    if (/already used/i.test(lead)) return { key: "used" };
    if (/already has a staff account/i.test(lead)) return { key: "exists" };
    return { key: "invalid" };
  }
  for (const field of ["name", "password"] as const) {
    const entry = (body.errors ?? []).find((e) => e.path === `body.${field}`);
    if (entry && typeof entry.message === "string")
      return { key: "field", field, message: entry.message };
  }
  return { key: "failed", reason: result.errors.join(" ") };
}
