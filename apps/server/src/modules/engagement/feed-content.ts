// The pure part of the site's engagement feed: the stored `content` of a message read in the
// visitor's language and turned into the contract's card, in-app message and inbox entry, and the
// in-app frequency cap. No I/O here; feed-service.ts reads the rows.
import {
  CARD_TYPES,
  type ContentCard,
  IN_APP_LAYOUTS,
  type InAppMessage,
  inAppTriggerSchema,
  type InboxItem,
  type MessageChannel,
} from "@coop/contract/engagement-feed";

export type FeedLanguage = "en-US" | "es";

/** The columns of an `engagement_messages` row the feed reads. */
export type StoredMessage = {
  id: string;
  channel: string;
  campaignId: string | null;
  isControl: boolean;
  content: Record<string, unknown>;
  createdAt: Date;
  expiresAt: Date | null;
  viewedAt: Date | null;
  clickedAt: Date | null;
  readAt: Date | null;
  displayCount: number;
  lastDisplayedAt: Date | null;
};

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * `engagement.feed-language`: the message's text in the visitor's language. The stored content
 * is either both languages (`{default, es}`, or the authoring shape `{message, message_es}`),
 * from which `es` picks the Spanish form when there is one, or a single language already chosen
 * when the message was sent, which is shown as stored.
 */
export function localized(content: Fields, lang: FeedLanguage): Fields {
  if (isObject(content.default)) {
    return lang === "es" && isObject(content.es) ? content.es : content.default;
  }
  if (isObject(content.message)) {
    return lang === "es" && isObject(content.message_es) ? content.message_es : content.message;
  }
  return content;
}

const text = (value: unknown, fallback = ""): string =>
  typeof value === "string" ? value : fallback;
const textOrNull = (value: unknown): string | null =>
  typeof value === "string" && value !== "" ? value : null;

/** Key-value pairs as strings (a number such as `reeligible_minutes` may be stored as one). */
function extrasOf(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === "string") out[key] = v;
    else if (typeof v === "number" || typeof v === "boolean") out[key] = String(v);
  }
  return out;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.find((v) => v === value) ?? fallback;

export function toCard(row: StoredMessage, lang: FeedLanguage): ContentCard {
  const c = localized(row.content, lang);
  return {
    id: row.id,
    campaign_id: row.campaignId,
    type: oneOf(CARD_TYPES, c.type, "classic"),
    title: text(c.title),
    description: text(c.description),
    image_url: textOrNull(c.image_url),
    image_alt: text(c.image_alt),
    url: textOrNull(c.url),
    link_text: textOrNull(c.link_text),
    extras: extrasOf(c.extras),
    pinned: c.pinned === true,
    dismissible: c.dismissible !== false,
    viewed: row.viewedAt !== null,
    clicked: row.clickedAt !== null,
    read: row.readAt !== null,
    is_control: row.isControl,
    created: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

export function toInAppMessage(row: StoredMessage, lang: FeedLanguage): InAppMessage {
  const c = localized(row.content, lang);
  const trigger = inAppTriggerSchema.safeParse(c.trigger);
  const buttons = Array.isArray(c.buttons) ? c.buttons.filter(isObject) : [];
  return {
    id: row.id,
    campaign_id: row.campaignId,
    layout: oneOf(IN_APP_LAYOUTS, c.layout, "modal"),
    header: textOrNull(c.header),
    message: text(c.message),
    image_url: textOrNull(c.image_url),
    image_alt: text(c.image_alt),
    buttons: buttons.map((b) => ({ text: text(b.text), url: textOrNull(b.url) })),
    tags: Array.isArray(c.tags) ? c.tags.filter((t): t is string => typeof t === "string") : [],
    trigger: trigger.success ? trigger.data : { type: "session_start" },
    extras: extrasOf(c.extras),
    created: row.createdAt.toISOString(),
  };
}

/**
 * `engagement.inbox`: one inbox entry: a card's title and description, an in-app message's
 * header and message, an email's subject and body.
 */
export function toInboxItem(row: StoredMessage, lang: FeedLanguage): InboxItem {
  const c = localized(row.content, lang);
  const channel = oneOf<MessageChannel>(
    ["content_card", "in_app_message", "email"],
    row.channel,
    "content_card",
  );
  const [title, body] =
    channel === "email"
      ? [text(c.subject), text(c.body)]
      : channel === "in_app_message"
        ? [text(c.header), text(c.message)]
        : [text(c.title), text(c.description)];
  const firstButton = Array.isArray(c.buttons) ? c.buttons.find(isObject) : undefined;
  return {
    id: row.id,
    channel,
    title,
    body,
    image_url: textOrNull(c.image_url),
    image_alt: text(c.image_alt),
    url: channel === "in_app_message" ? textOrNull(firstButton?.url) : textOrNull(c.url),
    link_text:
      channel === "in_app_message" ? textOrNull(firstButton?.text) : textOrNull(c.link_text),
    created: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/** `engagement.in-app-capping`: the limits, in one place. */
export const IN_APP_CAP = {
  /** In-app messages a user is shown at most in any 24 hours. */
  perDay: 3,
  dayMs: 24 * 60 * 60 * 1000,
  /** No in-app message within this long of the previous one shown. */
  minGapMs: 5 * 60 * 1000,
} as const;

/** `extras.reeligible_minutes` of the message: a whole number of minutes, or null. */
export function reeligibleMinutes(content: Fields): number | null {
  const raw = extrasOf(localized(content, "en-US").extras).reeligible_minutes;
  if (raw === undefined || !/^\d+$/.test(raw.trim())) return null;
  const minutes = Number(raw.trim());
  return minutes > 0 ? minutes : null;
}

/**
 * `engagement.in-app-capping`: which of the user's waiting in-app messages may show now.
 * `candidates` are the user's in-app messages that are not control, dismissed, deleted or
 * expired, newest first; `recentDisplays` are the times any in-app message of the user was last
 * shown (one per message). A message is offered until it was shown once, or again once its
 * `extras.reeligible_minutes` have passed since it was last shown; nothing is offered within 5
 * minutes of the last display, and at most 3 messages are shown in any 24 hours (the offer is
 * the room left).
 */
export function offerableInApp(
  candidates: StoredMessage[],
  recentDisplays: Date[],
  now: Date,
): StoredMessage[] {
  const t = now.getTime();
  const last = Math.max(...recentDisplays.map((d) => d.getTime()), Number.NEGATIVE_INFINITY);
  if (t - last < IN_APP_CAP.minGapMs) return [];
  const shownToday = recentDisplays.filter((d) => t - d.getTime() < IN_APP_CAP.dayMs).length;
  const room = IN_APP_CAP.perDay - shownToday;
  if (room <= 0) return [];
  const eligible = candidates.filter((m) => {
    if (m.displayCount < 1 || m.lastDisplayedAt === null) return true;
    const minutes = reeligibleMinutes(m.content);
    return minutes !== null && t - m.lastDisplayedAt.getTime() >= minutes * 60_000;
  });
  return eligible.slice(0, room);
}
