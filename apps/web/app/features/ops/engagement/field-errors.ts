/**
 * `engagement-authoring.field-errors`: the server's 400 answer names each wrong field
 * (`errors[].path`, such as `body.rules.rules.0.attribute`); the editors show each message
 * next to its field. The path is taken without its `body.` prefix.
 */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(body: unknown): FieldErrors {
  const out: FieldErrors = {};
  if (typeof body !== "object" || body === null || !("errors" in body)) return out;
  const list = (body as { errors: unknown }).errors;
  if (!Array.isArray(list)) return out;
  for (const entry of list) {
    if (typeof entry !== "object" || entry === null) continue;
    const { path, message } = entry as { path?: unknown; message?: unknown };
    if (typeof path !== "string" || typeof message !== "string") continue;
    const key = path.replace(/^body\.?/, "");
    out[key] ??= message;
  }
  return out;
}
