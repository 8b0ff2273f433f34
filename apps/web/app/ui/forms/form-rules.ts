/**
 * The rules of the site's form fields (docs/decisions/031-forms-eclub-careers.md): what a
 * field accepts while it is typed (masks), what the browser checks before sending, and the
 * words the favorites selector and the store select show. Pure functions, so they can be
 * tested without a screen. The masks and the state search live in the contract
 * (form-definitions.ts) because the server applies the same ones.
 */
import {
  FAVORITES_OPTION_LIMIT,
  FAVORITES_SHOWN,
  FORM_LIMITS,
  type FormField,
  maskPhone,
  maskZip,
} from "@coop/contract/form-definitions";

/** `forms-web.promo-code`: a promo code is typed in capitals; only letters, digits and hyphens, at most 30. */
export function maskPromo(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[^A-Z0-9-]/g, "")
    .slice(0, 30);
}

/** The mask a field applies as it is typed (`forms.zip-mask`, `forms.phone-mask`, `forms-web.promo-code`). */
export function maskFor(type: FormField["type"]): ((typed: string) => string) | null {
  switch (type) {
    case "zip":
      return maskZip;
    case "phone":
      return maskPhone;
    case "promo":
      return maskPromo;
    default:
      return null;
  }
}

/** The most characters a text field takes: its own `max`, else the form limits. */
export function maxLengthOf(field: FormField): number {
  if (field.type === "textarea") return field.max ?? FORM_LIMITS.textarea;
  return field.max ?? FORM_LIMITS.text;
}

/**
 * `forms-web.character-counter`: a text box shows how many characters are left once 80% of its
 * limit is used (and not before, so short messages are not cluttered).
 */
export function counterShown(length: number, max: number): boolean {
  return length >= Math.floor(max * 0.8);
}

/** A field's value in the form's state. */
export type FieldValue = string | boolean | string[];

/** A problem the browser found: a message key of the `forms` namespace and its values. */
export type FieldProblem = {
  key:
    | "errors.required"
    | "errors.tick"
    | "errors.email"
    | "errors.zip"
    | "errors.phone"
    | "errors.tooLong"
    | "errors.promo"
    | "errors.number"
    | "errors.date"
    | "errors.pastDate"
    | "errors.option"
    | "errors.favorites";
  values?: Record<string, string | number>;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isEmpty = (value: FieldValue | undefined) =>
  value === undefined ||
  value === false ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/** Today as YYYY-MM-DD in the browser's own time zone. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * `forms-web.browser-checks`: the browser checks a field before the form is sent: a required
 * one is filled (a required box ticked), and a filled one has the shape of its type (the same
 * checks the server makes, so the person hears about a mistake at once). Null: fine.
 */
export function checkField(
  field: FormField,
  value: FieldValue | undefined,
  required = field.required ?? false,
  now = new Date(),
): FieldProblem | null {
  if (isEmpty(value)) {
    if (!required) return null;
    return { key: field.type === "rich-checkbox" ? "errors.tick" : "errors.required" };
  }
  const text = typeof value === "string" ? value.trim() : "";
  switch (field.type) {
    case "text":
    case "textarea":
      return text.length > maxLengthOf(field)
        ? { key: "errors.tooLong", values: { max: maxLengthOf(field) } }
        : null;
    case "email":
      return EMAIL.test(text) && text.length <= 254 ? null : { key: "errors.email" };
    case "zip":
      return /^\d{5}$/.test(text) ? null : { key: "errors.zip" };
    case "phone":
      return /^\d{3}-\d{3}-\d{4}$/.test(maskPhone(text)) ? null : { key: "errors.phone" };
    case "promo":
      return /^[A-Z0-9-]{1,30}$/.test(text) ? null : { key: "errors.promo" };
    case "number": {
      const min = field.min ?? 0;
      const max = field.max ?? Number.MAX_SAFE_INTEGER;
      const n = Number(text);
      return /^-?\d+$/.test(text) && n >= min && n <= max
        ? null
        : { key: "errors.number", values: { min, max } };
    }
    case "date":
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(text)))
        return { key: "errors.date" };
      return field.future && text < todayIso(now) ? { key: "errors.pastDate" } : null;
    case "select":
      return field.options?.includes(text) ? null : { key: "errors.option" };
    case "favorites": {
      const max = Math.min(field.max ?? FAVORITES_OPTION_LIMIT, FAVORITES_OPTION_LIMIT);
      return Array.isArray(value) && value.length > max
        ? { key: "errors.favorites", values: { max } }
        : null;
    }
    default:
      return null;
  }
}

/**
 * `forms-web.contact-reply-by`: on the contact form, a person who asks to be answered by phone
 * must give a phone number; otherwise the phone is optional.
 */
export function isRequired(field: FormField, values: Record<string, FieldValue>): boolean {
  if (field.name === "phone" && values.reply_by === "phone") return true;
  return field.required ?? false;
}

/**
 * A form's values as the server takes them: text trimmed, numbers as numbers, empty optional
 * fields left out, and the honeypot sent as it is (empty for people).
 */
export function submissionOf(
  fields: readonly FormField[],
  values: Record<string, FieldValue>,
): Record<string, string | number | boolean | string[]> {
  const out: Record<string, string | number | boolean | string[]> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (isEmpty(value)) continue;
    if (field.type === "number" || field.type === "store") out[field.name] = Number(value);
    else if (typeof value === "string") out[field.name] = value.trim();
    else out[field.name] = value as boolean | string[];
  }
  return out;
}

// ── The favorites selector (`forms.favorites-selector`) ──────────────────────────────────────

/** A menu item the favorites selector offers. */
export type FavoriteOption = { sku: string; name: string };

/** The first chosen items shown as chips, and how many others are chosen ("and N other favs"). */
export function favoritesSummary<T>(chosen: readonly T[]): { shown: T[]; others: number } {
  return {
    shown: chosen.slice(0, FAVORITES_SHOWN),
    others: Math.max(0, chosen.length - FAVORITES_SHOWN),
  };
}

/** The menu's items, each sku once, in the menu's order, at most 300. */
export function favoriteOptions(
  categories: readonly { products: readonly { sku: string; name: string }[] }[],
): FavoriteOption[] {
  const seen = new Set<string>();
  const out: FavoriteOption[] = [];
  for (const category of categories) {
    for (const product of category.products) {
      if (!product.sku || seen.has(product.sku)) continue;
      seen.add(product.sku);
      out.push({ sku: product.sku, name: product.name });
      if (out.length === FAVORITES_OPTION_LIMIT) return out;
    }
  }
  return out;
}

/** Options whose name contains every word typed (case- and accent-insensitive). */
export function searchByWords<T>(
  items: readonly T[],
  query: string,
  text: (item: T) => string,
): T[] {
  const fold = (s: string) =>
    s
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = fold(text(item));
    return words.every((w) => haystack.includes(w));
  });
}

// ── The store select (`forms-web.store-select`) ──────────────────────────────────────────────────

/** A restaurant as the store select shows it. */
export type StoreOption = {
  id: number;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
};

/** The restaurants whose name, city, state or ZIP match what was typed, by state, city and name. */
export function searchStores(stores: readonly StoreOption[], query: string): StoreOption[] {
  const sorted = [...stores].sort(
    (a, b) =>
      a.state.localeCompare(b.state) ||
      a.city.localeCompare(b.city) ||
      a.name.localeCompare(b.name),
  );
  return searchByWords(sorted, query, (s) => `${s.name} ${s.city} ${s.state} ${s.zip}`);
}

/** How a restaurant reads in the store select: its name, then its street address and city. */
export function storeLine(store: StoreOption): { name: string; address: string } {
  return {
    name: store.name,
    address: `${store.address}, ${store.city}, ${store.state} ${store.zip}`,
  };
}

// ── Birthdays (the e-club) ───────────────────────────────────────────────────────────────────

/** The days of a birthday's month (February has 29: a birthday may be on a leap day). */
export function daysInMonth(month: number): number {
  return [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 31;
}

/** `forms-web.eclub-birthday`: month and day as MM-DD, or undefined when either is missing or the day does not exist. */
export function birthdayOf(month: string, day: string): string | undefined {
  const m = Number(month);
  const d = Number(day);
  if (!m || !d || m < 1 || m > 12 || d < 1 || d > daysInMonth(m)) return undefined;
  return `${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}
