/**
 * The forms of the site (docs/decisions/031-forms-eclub-careers.md): the contact form and the
 * form embeds of content pages, as data. The server checks a submission against its form's
 * fields (`forms.field-types`); the browser renders the same fields, with labels from its
 * locale files. Zod-free (`security.no-zod-in-browser`): the browser loads it.
 *
 * Field types are the spec's client-side types (zip, phone, store select, promo code,
 * favorite item, rich checkbox) plus plain ones.
 */

export type FormFieldType =
  /** One line of text (max characters: `max`, default 200). */
  | "text"
  /** Several lines (max characters: `max`, default 4000). */
  | "textarea"
  | "email"
  /** US phone: ten digits, typed with the mask ###-###-####. */
  | "phone"
  /** US ZIP: five digits (mask). */
  | "zip"
  /** A US state's two-letter code, picked from the state search. */
  | "state"
  /** One of the chain's restaurants (store select, fed by the locations list): its id. */
  | "store"
  /** A promo code: letters, digits and hyphens, at most 30. */
  | "promo"
  /** Menu items the person likes (favorites selector): skus, at most `max` (default 300). */
  | "favorites"
  /** A consent box with a sentence and link; `required` means it must be ticked. */
  | "rich-checkbox"
  /** One of `options`. */
  | "select"
  /** A calendar date YYYY-MM-DD, today or later when `future`. */
  | "date"
  /** A whole number between `min` and `max`. */
  | "number";

export type FormField = {
  readonly name: string;
  readonly type: FormFieldType;
  readonly required?: boolean;
  readonly min?: number;
  readonly max?: number;
  readonly options?: readonly string[];
  /** Dates only: must not be in the past. */
  readonly future?: boolean;
};

export type FormDefinition = {
  readonly id: FormId;
  readonly fields: readonly FormField[];
  /** The field whose value is the sender's email (the reply-to), and their name and phone. */
  readonly emailField: string;
  readonly nameField: string;
  readonly phoneField?: string;
  /** The field naming a restaurant, when the form has one. */
  readonly storeField?: string;
  /** The contact form's topic field: its value picks the inbox (FORMS_ROUTES `contact.<topic>`). */
  readonly topicField?: string;
};

export const FORM_IDS = ["contact", "franchising", "media", "donation", "catering"] as const;
export type FormId = (typeof FORM_IDS)[number];

export const CONTACT_TOPICS = [
  "order",
  "restaurant",
  "catering",
  "rewards",
  "website",
  "other",
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** The hidden honeypot field every form carries: people leave it empty (`forms.honeypot`). */
export const HONEYPOT_FIELD = "website_url";

/** Limits of a whole submission (`forms.size-limits`). */
export const FORM_LIMITS = {
  /** The JSON body of a submission, in bytes. */
  bodyBytes: 32 * 1024,
  /** Fields in one submission. */
  fields: 30,
  text: 200,
  textarea: 4000,
  favorites: 300,
} as const;

const person = [
  { name: "name", type: "text", required: true, max: 100 },
  { name: "email", type: "email", required: true },
  { name: "phone", type: "phone" },
] as const satisfies readonly FormField[];

export const FORM_DEFINITIONS: Readonly<Record<FormId, FormDefinition>> = {
  contact: {
    id: "contact",
    fields: [
      { name: "topic", type: "select", required: true, options: CONTACT_TOPICS },
      ...person,
      { name: "location_id", type: "store" },
      { name: "order_number", type: "text", max: 40 },
      { name: "message", type: "textarea", required: true, max: 4000 },
      { name: "reply_by", type: "select", required: true, options: ["email", "phone"] },
    ],
    emailField: "email",
    nameField: "name",
    phoneField: "phone",
    storeField: "location_id",
    topicField: "topic",
  },
  franchising: {
    id: "franchising",
    fields: [
      ...person,
      { name: "city", type: "text", required: true, max: 100 },
      { name: "state", type: "state", required: true },
      { name: "zip", type: "zip" },
      {
        name: "liquid_capital",
        type: "select",
        required: true,
        options: ["under-250k", "250k-500k", "500k-1m", "over-1m"],
      },
      { name: "units", type: "number", min: 1, max: 50 },
      { name: "message", type: "textarea", max: 4000 },
      { name: "consent", type: "rich-checkbox", required: true },
    ],
    emailField: "email",
    nameField: "name",
    phoneField: "phone",
  },
  media: {
    id: "media",
    fields: [
      ...person,
      { name: "outlet", type: "text", required: true, max: 150 },
      { name: "deadline", type: "date", future: true },
      { name: "message", type: "textarea", required: true, max: 4000 },
    ],
    emailField: "email",
    nameField: "name",
    phoneField: "phone",
  },
  donation: {
    id: "donation",
    fields: [
      { name: "organization", type: "text", required: true, max: 150 },
      ...person,
      { name: "location_id", type: "store", required: true },
      { name: "event_date", type: "date", required: true, future: true },
      {
        name: "request_type",
        type: "select",
        required: true,
        options: ["food", "gift-cards", "sponsorship"],
      },
      { name: "attendance", type: "number", min: 1, max: 100000 },
      { name: "message", type: "textarea", required: true, max: 4000 },
      { name: "nonprofit", type: "rich-checkbox", required: true },
    ],
    emailField: "email",
    nameField: "name",
    phoneField: "phone",
    storeField: "location_id",
  },
  catering: {
    id: "catering",
    fields: [
      ...person,
      { name: "location_id", type: "store", required: true },
      { name: "event_date", type: "date", required: true, future: true },
      { name: "guests", type: "number", required: true, min: 10, max: 2000 },
      { name: "promo_code", type: "promo" },
      { name: "favorites", type: "favorites", max: 300 },
      { name: "message", type: "textarea", max: 4000 },
    ],
    emailField: "email",
    nameField: "name",
    phoneField: "phone",
    storeField: "location_id",
  },
};

export function isFormId(value: string): value is FormId {
  return (FORM_IDS as readonly string[]).includes(value);
}

// ── Masks (`forms.zip-mask`, `forms.phone-mask`) ─────────────────────────────────────────────

/** The zip mask: digits only, at most 5. */
export function maskZip(typed: string): string {
  return typed.replace(/\D/g, "").slice(0, 5);
}

/** The phone mask ###-###-####: digits grouped as typed (a leading US 1 dropped), at most 10. */
export function maskPhone(typed: string): string {
  let digits = typed.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

// ── The state search and the favorites selector (screens' form rules) ────────────────────────

/** The state search shows at most this many entries (`forms.state-search`). */
export const STATE_SEARCH_LIMIT = 20;
/** What the state search says when nothing matches (English; the Spanish is in the locale). */
export const STATE_SEARCH_NO_MATCH = "Oops! No elements found. Consider changing the search query.";
/** The favorites selector: at most 300 options, 3 chips shown, then "and N other favs". */
export const FAVORITES_OPTION_LIMIT = 300;
export const FAVORITES_SHOWN = 3;

/** The US states and DC: code and name. */
// prettier-ignore
export const US_STATES: readonly (readonly [code: string, name: string])[] = [
  ["AL", "Alabama"], ["AK", "Alaska"], ["AZ", "Arizona"], ["AR", "Arkansas"],
  ["CA", "California"], ["CO", "Colorado"], ["CT", "Connecticut"], ["DE", "Delaware"],
  ["DC", "District of Columbia"], ["FL", "Florida"], ["GA", "Georgia"], ["HI", "Hawaii"],
  ["ID", "Idaho"], ["IL", "Illinois"], ["IN", "Indiana"], ["IA", "Iowa"], ["KS", "Kansas"],
  ["KY", "Kentucky"], ["LA", "Louisiana"], ["ME", "Maine"], ["MD", "Maryland"],
  ["MA", "Massachusetts"], ["MI", "Michigan"], ["MN", "Minnesota"], ["MS", "Mississippi"],
  ["MO", "Missouri"], ["MT", "Montana"], ["NE", "Nebraska"], ["NV", "Nevada"],
  ["NH", "New Hampshire"], ["NJ", "New Jersey"], ["NM", "New Mexico"], ["NY", "New York"],
  ["NC", "North Carolina"], ["ND", "North Dakota"], ["OH", "Ohio"], ["OK", "Oklahoma"],
  ["OR", "Oregon"], ["PA", "Pennsylvania"], ["RI", "Rhode Island"], ["SC", "South Carolina"],
  ["SD", "South Dakota"], ["TN", "Tennessee"], ["TX", "Texas"], ["UT", "Utah"],
  ["VT", "Vermont"], ["VA", "Virginia"], ["WA", "Washington"], ["WV", "West Virginia"],
  ["WI", "Wisconsin"], ["WY", "Wyoming"],
];

/** States whose code or name contains the query (case-insensitive), at most 20. */
export function searchStates(query: string): (readonly [string, string])[] {
  const q = query.trim().toLowerCase();
  const hits = q
    ? US_STATES.filter(([code, name]) => code.toLowerCase() === q || name.toLowerCase().includes(q))
    : US_STATES;
  return hits.slice(0, STATE_SEARCH_LIMIT);
}
