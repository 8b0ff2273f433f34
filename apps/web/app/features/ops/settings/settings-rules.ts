/**
 * The kitchen settings form (docs/rules.md, "Store controls (web)"): the values as typed, their
 * checks before sending, the server's field errors on their inputs and the live make-time
 * example. Pure functions; no zod in the browser.
 */
import type { OpsSettings } from "@coop/contract/ops-board";
import type { Pacing } from "@coop/contract/ops-controls";

export const PACING_KEYS = ["pickup", "curbside", "dispatch", "catering"] as const;
export type PacingKey = (typeof PACING_KEYS)[number];

export type PacingDraft = { orders: string; makeMinutes: string; noLimit: boolean };

/** The form as typed (numbers as the text of their inputs). */
export type SettingsDraft = {
  autoAdvance: boolean;
  base: string;
  perItem: string;
  cateringBase: string;
  /** Minutes per item by category id; "" = the default minutes per item. */
  categories: Record<number, string>;
  pacing: Record<PacingKey, PacingDraft>;
};

/**
 * A field of the form, named as the server names it in its error list (without "body."):
 * "settings:make_time.base_minutes", "settings:category.12", "pacing:pickup.orders_per_slot".
 */
export type FieldKey = string;

export type FieldProblem = "required" | "number" | "whole" | { min: number } | { max: number };

export function draftOf(settings: OpsSettings, pacing: Pacing): SettingsDraft {
  const categories: Record<number, string> = {};
  for (const c of settings.make_time.categories)
    categories[c.category_id] = String(c.minutes_per_item);
  const pacingDraft = {} as Record<PacingKey, PacingDraft>;
  for (const key of PACING_KEYS) {
    const limit = pacing[key];
    pacingDraft[key] = {
      orders: String(limit.orders_per_slot),
      makeMinutes: limit.make_minutes_per_slot === null ? "" : String(limit.make_minutes_per_slot),
      noLimit: limit.make_minutes_per_slot === null,
    };
  }
  return {
    autoAdvance: settings.auto_advance,
    base: String(settings.make_time.base_minutes),
    perItem: String(settings.make_time.per_item_minutes),
    cateringBase: String(settings.make_time.catering_base_minutes),
    categories,
    pacing: pacingDraft,
  };
}

/** A number typed in an input: null when empty, NaN when not a number. */
function numberOf(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : Number(trimmed.replace(",", "."));
}

function check(
  text: string,
  min: number,
  max: number,
  whole: boolean,
): { value: number } | { problem: FieldProblem } {
  const value = numberOf(text);
  if (value === null) return { problem: "required" };
  if (!Number.isFinite(value)) return { problem: "number" };
  if (whole && !Number.isInteger(value)) return { problem: "whole" };
  if (value < min) return { problem: { min } };
  if (value > max) return { problem: { max } };
  return { value };
}

export type BuiltBodies = {
  settings: OpsSettings;
  pacing: Pacing;
  problems: Record<FieldKey, FieldProblem>;
};

/**
 * `store-controls.settings-checks`: the two bodies to send (settings, pacing) from the form, with the
 * same bounds as the contract: minutes 0–240 base, 0–60 per item (and per category), 0–2880
 * catering base; orders per slot a whole 0–500; make-minutes per slot a whole 1–10000 or no
 * limit. A category left empty uses the default and is not sent. Any problem: nothing is sent.
 */
export function buildBodies(draft: SettingsDraft): BuiltBodies {
  const problems: Record<FieldKey, FieldProblem> = {};
  const take = (key: FieldKey, text: string, min: number, max: number, whole = false): number => {
    const result = check(text, min, max, whole);
    if ("problem" in result) {
      problems[key] = result.problem;
      return 0;
    }
    return result.value;
  };
  const base = take("settings:make_time.base_minutes", draft.base, 0, 240);
  const perItem = take("settings:make_time.per_item_minutes", draft.perItem, 0, 60);
  const cateringBase = take(
    "settings:make_time.catering_base_minutes",
    draft.cateringBase,
    0,
    2880,
  );
  const categories: OpsSettings["make_time"]["categories"] = [];
  for (const [id, text] of Object.entries(draft.categories)) {
    if (text.trim() === "") continue;
    const minutes = take(`settings:category.${id}`, text, 0, 60);
    categories.push({ category_id: Number(id), minutes_per_item: minutes });
  }
  const pacing = {} as Pacing;
  for (const key of PACING_KEYS) {
    const p = draft.pacing[key];
    pacing[key] = {
      orders_per_slot: take(`pacing:${key}.orders_per_slot`, p.orders, 0, 500, true),
      make_minutes_per_slot: p.noLimit
        ? null
        : take(`pacing:${key}.make_minutes_per_slot`, p.makeMinutes, 1, 10_000, true),
    };
  }
  return {
    settings: {
      auto_advance: draft.autoAdvance,
      make_time: {
        base_minutes: base,
        per_item_minutes: perItem,
        catering_base_minutes: cateringBase,
        categories,
      },
    },
    pacing,
    problems,
  };
}

/**
 * `store-controls.settings-server-errors`: the server's error list on the form's fields: an entry's
 * path ("body.make_time.base_minutes", "body.make_time.categories.0.minutes_per_item",
 * "body.pickup.orders_per_slot") names its input; a category entry is found by its place in
 * the list sent. Entries that name no input are returned as `other`, to show above the form.
 */
export function serverFieldErrors(
  form: "settings" | "pacing",
  body: unknown,
  sentCategories: readonly { category_id: number }[],
): { fields: Record<FieldKey, string>; other: string[] } {
  const fields: Record<FieldKey, string> = {};
  const other: string[] = [];
  const errors =
    typeof body === "object" && body !== null ? (body as { errors?: unknown }).errors : null;
  if (!Array.isArray(errors)) return { fields, other };
  for (const entry of errors) {
    if (typeof entry !== "object" || entry === null) continue;
    const { path, message } = entry as { path?: unknown; message?: unknown };
    if (typeof message !== "string" || message.trim() === "") continue;
    const field = typeof path === "string" ? path.replace(/^body\.?/, "") : "";
    const category = /^make_time\.categories\.(\d+)(\.|$)/.exec(field);
    let key: FieldKey | null = null;
    if (form === "settings" && category) {
      const sent = sentCategories[Number(category[1])];
      key = sent ? `settings:category.${sent.category_id}` : null;
    } else if (
      form === "settings" &&
      /^make_time\.(base|per_item|catering_base)_minutes$/.test(field)
    ) {
      key = `settings:${field}`;
    } else if (
      form === "pacing" &&
      /^(pickup|curbside|dispatch|catering)\.(orders_per_slot|make_minutes_per_slot)$/.test(field)
    ) {
      key = `pacing:${field}`;
    }
    if (key && fields[key] === undefined) fields[key] = message;
    else if (!key) other.push(field ? `${field}: ${message}` : message);
  }
  return { fields, other };
}

/**
 * `store-controls.make-time-example`: the minutes an order of `items` items takes by the model being
 * edited (base, or the catering base, plus minutes per item; rounded up, as the server's
 * ops.make-time); null while a field of it is not a number.
 */
export function exampleMinutes(
  draft: SettingsDraft,
  items: number,
  catering = false,
): number | null {
  const base = numberOf(catering ? draft.cateringBase : draft.base);
  const perItem = numberOf(draft.perItem);
  if (base === null || perItem === null || !Number.isFinite(base) || !Number.isFinite(perItem))
    return null;
  const total = Math.ceil(base + Math.max(0, items) * perItem - 1e-9);
  return items > 0 ? Math.max(1, total) : Math.max(0, total);
}

/** Whether the form differs from what was loaded (the unsaved-changes guard). */
export function isDirty(draft: SettingsDraft, saved: SettingsDraft): boolean {
  const norm = (d: SettingsDraft) => {
    const { categories, ...rest } = d;
    const cats = Object.entries(categories)
      .filter(([, v]) => v.trim() !== "")
      .map(([k, v]) => [k, v.trim()])
      .sort();
    return JSON.stringify({ ...rest, cats });
  };
  return norm(draft) !== norm(saved);
}
