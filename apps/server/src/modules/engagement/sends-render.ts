import { createHash, randomBytes } from "node:crypto";

import {
  type CampaignChannel,
  cardMessageSchema,
  emailMessageSchema,
  inAppMessageContentSchema,
} from "@coop/contract/ops-engagement";

import { HttpError } from "../../http/http-error.ts";

/** A variant of a campaign as stored (the contract's shape, the message checked). */
export type StoredVariant = {
  id: string;
  name: string;
  percent: number;
  is_control: boolean;
  message: Record<string, unknown>;
  message_es: Record<string, unknown> | null;
};

/** A canvas step as stored. */
export type StoredStep = {
  id: string;
  name: string;
  delay_minutes: number;
  channel: CampaignChannel;
  message: Record<string, unknown>;
  message_es: Record<string, unknown> | null;
};

const SCHEMAS = {
  content_card: cardMessageSchema,
  in_app_message: inAppMessageContentSchema,
  email: emailMessageSchema,
} as const;

/**
 * `engagement.message-check`: a message checked against its channel's schema; a 400 whose
 * field paths start at `path` (`variants.0.message.title`) when it does not fit.
 */
export function checkMessage(
  channel: CampaignChannel,
  message: unknown,
  path: string,
): Record<string, unknown> {
  const parsed = SCHEMAS[channel].safeParse(message ?? undefined);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const errors = parsed.error.issues.map((issue) => ({
    path: [path, ...issue.path.map(String)].join("."),
    message: issue.message,
  }));
  throw new HttpError(
    400,
    `The ${channel.replaceAll("_", " ")} message is not complete: ${errors
      .map((e) => `${e.path} ${e.message}`)
      .join("; ")}.`,
    { errors },
  );
}

/**
 * `engagement.variant-split`: the variant a user gets, from a stable hash of the user id and the
 * campaign id placed on the variants' percents (the same user always gets the same variant).
 */
export function variantFor<V extends { percent: number }>(
  sourceId: string,
  userId: number,
  variants: readonly V[],
): V {
  const digest = createHash("sha256").update(`${sourceId}:${userId}`).digest();
  const bucket = digest.readUInt32BE(0) % 100;
  let upTo = 0;
  for (const v of variants) {
    upTo += v.percent;
    if (bucket < upTo) return v;
  }
  return variants[variants.length - 1]!;
}

/** A message's id: random and unguessable (the browser sees it). */
export function messageId(): string {
  return randomBytes(24).toString("base64url");
}

/** `engagement.send-language`: the Spanish text for a user whose language attribute is es. */
export function localized(
  message: Record<string, unknown>,
  messageEs: Record<string, unknown> | null,
  language: unknown,
): Record<string, unknown> {
  const es = typeof language === "string" && language.toLowerCase().startsWith("es");
  return es && messageEs ? messageEs : message;
}

/** `engagement.liquid`: `{{api_trigger_properties.${name}}}` replaced in a text. */
export function substitute(text: string, properties: Record<string, unknown>): string {
  return text.replace(
    /\{\{\s*api_trigger_properties\.(?:\$\{\s*([\w.-]+)\s*\}|([\w.-]+))\s*\}\}/g,
    (_match, braced: string | undefined, bare: string | undefined) => {
      const value = properties[braced ?? bare ?? ""];
      return value === undefined || value === null ? "" : String(value);
    },
  );
}

function substituted<T>(value: T, properties: Record<string, unknown>): T {
  if (typeof value === "string") return substitute(value, properties) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => substituted(v, properties)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, substituted(v, properties)]),
    ) as T;
  return value;
}

/**
 * What a message row keeps as `content`: the contract's `ContentCard` or `InAppMessage` fields
 * without the per-user ones (id, viewed, clicked, read, is_control, created, expires_at), or an
 * email's subject and body; and when a card expires.
 */
export function renderContent(
  channel: CampaignChannel,
  message: Record<string, unknown>,
  campaignId: string | null,
  properties: Record<string, unknown>,
  at: Date,
): { content: Record<string, unknown>; expiresAt: Date | null } {
  const m = substituted(message, properties);
  if (channel === "content_card") {
    const card = cardMessageSchema.parse(m);
    return {
      content: {
        campaign_id: campaignId,
        type: card.type,
        title: card.title,
        description: card.description,
        image_url: card.image_url,
        image_alt: card.image_alt,
        url: card.url,
        link_text: card.link_text,
        extras: card.extras,
        pinned: card.pinned,
        dismissible: card.dismissible,
      },
      expiresAt:
        card.expires_in_days === null
          ? null
          : new Date(at.getTime() + card.expires_in_days * 86_400_000),
    };
  }
  if (channel === "in_app_message") {
    const inApp = inAppMessageContentSchema.parse(m);
    return {
      content: {
        campaign_id: campaignId,
        layout: inApp.layout,
        header: inApp.header,
        message: inApp.message,
        image_url: inApp.image_url,
        image_alt: inApp.image_alt,
        buttons: inApp.buttons,
        tags: inApp.tags,
        trigger: inApp.trigger,
        extras: inApp.extras,
      },
      expiresAt: null,
    };
  }
  const email = emailMessageSchema.parse(m);
  return { content: { subject: email.subject, body: email.body }, expiresAt: null };
}

/** `engagement.email-unsubscribe`: the line every engagement email ends with. */
export function unsubscribeLine(publicOrigin: string, lang: "en-US" | "es"): string {
  return lang === "es"
    ? `Para dejar de recibir estos correos, cambia tus preferencias en ${publicOrigin}/account/settings`
    : `To stop these emails, change your preferences at ${publicOrigin}/account/settings`;
}
