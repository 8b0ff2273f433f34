import { FORM_DEFINITIONS, type FormId, isFormId } from "@coop/contract/form-definitions";

import type { MailMessage } from "../../lib/mailer.ts";

/** The forms' names in the delivered email's subject. */
const FORM_TITLES: Record<FormId, string> = {
  contact: "Contact",
  franchising: "Franchising inquiry",
  media: "Media request",
  donation: "Donation request",
  catering: "Catering request",
};

/** The contact form's topics as the subject says them. */
export const TOPIC_TITLES: Record<string, string> = {
  order: "Order question",
  restaurant: "Restaurant visit",
  catering: "Catering",
  rewards: "Rewards",
  website: "Website",
  other: "Other question",
};

/** Readable labels of the fields (the staff read the email in English). */
const LABELS: Record<string, string> = {
  location_id: "Restaurant",
  order_number: "Order number",
  reply_by: "Reply by",
  liquid_capital: "Liquid capital",
  units: "Restaurants wanted",
  deadline: "Deadline",
  event_date: "Event date",
  request_type: "Request type",
  nonprofit: "Non-profit organization",
  promo_code: "Promo code",
  favorites: "Favorite items",
  consent: "Consent given",
};

export function fieldLabel(name: string): string {
  const known = LABELS[name];
  if (known) return known;
  const words = name.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * `forms.routing`: the inbox of a submission: FORMS_ROUTES' `form.topic`, then `form`, else
 * FORMS_INBOX.
 */
export function inboxFor(
  config: { inbox: string; routes: Record<string, string> },
  form: string,
  topic: string | null,
): string {
  return (
    (topic !== null ? config.routes[`${form}.${topic}`] : undefined) ??
    config.routes[form] ??
    config.inbox
  );
}

/** The default subject: "Contact: Order question — Downtown Raleigh". */
export function defaultSubject(
  form: FormId,
  fields: Record<string, unknown>,
  restaurantName: string | null,
): string {
  const def = FORM_DEFINITIONS[form];
  const topic = def.topicField ? fields[def.topicField] : undefined;
  const about =
    typeof topic === "string"
      ? (TOPIC_TITLES[topic] ?? topic)
      : String(fields.organization ?? fields.outlet ?? fields[def.nameField] ?? "");
  return [`${FORM_TITLES[form]}: ${about}`, restaurantName].filter(Boolean).join(" — ");
}

function valueText(value: unknown): string {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.join(", ");
  return String(value);
}

export type StoredSubmission = {
  id: string;
  form: string;
  fields: Record<string, unknown>;
  subject: string;
  inbox: string;
  replyTo: string | null;
  includeDate: boolean;
  createdAt: Date;
};

export const referenceOf = (id: string) => id.slice(0, 8).toUpperCase();

/**
 * `forms.deliver`: the email of a submission: to its inbox, Reply-To the sender, every field
 * with a readable label (the restaurant by name), the reference, and the date and time it was
 * sent when asked (`includeDate`).
 */
export function submissionMail(
  s: StoredSubmission,
  restaurant: { id: number; name: string } | null,
): MailMessage {
  const def = isFormId(s.form) ? FORM_DEFINITIONS[s.form] : undefined;
  const lines = [
    `${isFormId(s.form) ? FORM_TITLES[s.form] : s.form} — reference ${referenceOf(s.id)}`,
    "",
  ];
  const long: string[] = [];
  const order = def ? def.fields.map((f) => f.name) : Object.keys(s.fields);
  for (const name of order) {
    if (!(name in s.fields)) continue;
    const value = s.fields[name];
    if (name === def?.storeField && restaurant) {
      lines.push(`${fieldLabel(name)}: ${restaurant.name} (#${restaurant.id})`);
    } else if (name === def?.topicField && typeof value === "string") {
      lines.push(`${fieldLabel(name)}: ${TOPIC_TITLES[value] ?? value}`);
    } else if (def?.fields.find((f) => f.name === name)?.type === "textarea") {
      long.push("", `${fieldLabel(name)}:`, valueText(value));
    } else {
      lines.push(`${fieldLabel(name)}: ${valueText(value)}`);
    }
  }
  lines.push(...long);
  if (s.includeDate) {
    const when = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      dateStyle: "full",
      timeStyle: "short",
    }).format(s.createdAt);
    lines.push("", `Sent: ${when} (Eastern) — ${s.createdAt.toISOString()}`);
  }
  lines.push(
    "",
    s.replyTo
      ? "Reply to this email to answer the sender."
      : "The sender gave no email address to reply to.",
  );
  return {
    to: s.inbox,
    subject: s.subject,
    text: `${lines.join("\n")}\n`,
    ...(s.replyTo ? { replyTo: s.replyTo } : {}),
  };
}
