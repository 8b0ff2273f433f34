/**
 * `forms-web.refusals`: a form the server refused, in words. No answer at all is a network
 * failure; 429 too many messages; 403 a bot check that did not pass, 503 one that is
 * unavailable; anything else shows the server's own message. The form-submission path
 * (`POST /api/submit`) shows the server's message as it is for every answer, as its
 * contract says.
 */
export type Refusal = { status: number; errors: string[]; body?: unknown };

export type RefusalWords =
  | {
      key:
        | "errors.network"
        | "errors.rateLimited"
        | "errors.botCheckFailed"
        | "errors.botCheckUnavailable";
    }
  | { text: string };

export function refusalWords(refusal: Refusal, raw: boolean): RefusalWords {
  const message = refusal.errors.join(" ").trim();
  if (refusal.status === 0) return { key: "errors.network" };
  // A body that is not JSON (a proxy's page, a plain-text answer) is that answer's words.
  if (raw && typeof refusal.body === "string" && refusal.body.trim())
    return { text: refusal.body.trim().slice(0, 500) };
  if (raw && message) return { text: message };
  switch (refusal.status) {
    case 429:
      return { key: "errors.rateLimited" };
    case 403:
      return /bot check|verify/i.test(message) || !message
        ? { key: "errors.botCheckFailed" }
        : { text: message };
    case 503:
      return { key: "errors.botCheckUnavailable" };
    default:
      return { text: message || `HTTP ${refusal.status}` };
  }
}

/**
 * The field a 400 answer's error names, when it names one of the form's fields
 * (`body.request.email`, `fields.email`, `email`): the form shows it under that field too.
 */
export function serverFieldErrors(body: unknown, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof body !== "object" || body === null || !("errors" in body)) return out;
  const errors = (body as { errors: unknown }).errors;
  if (!Array.isArray(errors)) return out;
  for (const entry of errors) {
    if (typeof entry !== "object" || entry === null) continue;
    const { path, message } = entry as { path?: unknown; message?: unknown };
    if (typeof path !== "string" || typeof message !== "string") continue;
    const name = path.replace(/^body\./, "").replace(/^(request|fields)\./, "");
    if (names.includes(name)) out[name] ??= message;
  }
  return out;
}
