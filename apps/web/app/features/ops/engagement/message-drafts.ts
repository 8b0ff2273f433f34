import type { CampaignChannel } from "@coop/contract/ops-engagement";

/** Where a content card shows (`extras.feed_type`); `none`: no feed type, which the site shows in the home carousel. */
export const FEED_TYPES = [
  "homepage_carousel",
  "homepage_top_alert",
  "offer_screen_message",
  "none",
] as const;
export type FeedType = (typeof FEED_TYPES)[number];
export const IN_APP_TAGS = ["catering", "mealtime", "app"] as const;

export type CardDraft = {
  type: "classic" | "captioned_image" | "image_only";
  title: string;
  description: string;
  image_url: string;
  image_alt: string;
  url: string;
  link_text: string;
  feed_type: FeedType;
  pinned: boolean;
  dismissible: boolean;
  expires_in_days: string;
};
export type InAppDraft = {
  layout: "modal" | "slideup" | "full";
  header: string;
  message: string;
  image_url: string;
  image_alt: string;
  buttons: { text: string; url: string }[];
  tags: string[];
  trigger: "session_start" | "page_view" | "event";
  trigger_event: string;
  trigger_path: string;
};
export type EmailDraft = { subject: string; body: string };

/** A message of every channel, so switching the channel loses nothing typed. */
export type MessageDrafts = { card: CardDraft; inApp: InAppDraft; email: EmailDraft };

export function emptyMessages(): MessageDrafts {
  return {
    card: {
      type: "classic",
      title: "",
      description: "",
      image_url: "",
      image_alt: "",
      url: "",
      link_text: "",
      feed_type: "homepage_carousel",
      pinned: false,
      dismissible: true,
      expires_in_days: "30",
    },
    inApp: {
      layout: "modal",
      header: "",
      message: "",
      image_url: "",
      image_alt: "",
      buttons: [],
      tags: [],
      trigger: "session_start",
      trigger_event: "",
      trigger_path: "",
    },
    email: { subject: "", body: "" },
  };
}

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

/** The message of `channel` as the contract's message schema wants it. */
export function messageOf(
  channel: CampaignChannel,
  drafts: MessageDrafts,
): Record<string, unknown> {
  if (channel === "email") return { subject: drafts.email.subject, body: drafts.email.body };
  if (channel === "content_card") {
    const c = drafts.card;
    return {
      type: c.type,
      title: c.title,
      description: c.description,
      image_url: orNull(c.image_url),
      image_alt: c.image_alt,
      url: orNull(c.url),
      link_text: orNull(c.link_text),
      extras: c.feed_type === "none" ? {} : { feed_type: c.feed_type },
      pinned: c.pinned,
      dismissible: c.dismissible,
      expires_in_days: c.expires_in_days.trim() === "" ? null : Number(c.expires_in_days),
    };
  }
  const m = drafts.inApp;
  const trigger =
    m.trigger === "event"
      ? { type: "event", event: m.trigger_event.trim() }
      : m.trigger === "page_view"
        ? { type: "page_view", ...(m.trigger_path.trim() ? { path: m.trigger_path.trim() } : {}) }
        : { type: "session_start" };
  return {
    layout: m.layout,
    header: orNull(m.header),
    message: m.message,
    image_url: orNull(m.image_url),
    image_alt: m.image_alt,
    buttons: m.buttons.map((b) => ({ text: b.text, url: orNull(b.url) })),
    tags: m.tags,
    trigger,
    extras: {},
  };
}

const str = (v: unknown, fallback = "") => (typeof v === "string" ? v : fallback);
const pick = <T extends string>(v: unknown, options: readonly T[], fallback: T): T =>
  options.includes(v as T) ? (v as T) : fallback;
const record = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The drafts of a saved message (the other channels' drafts empty). */
export function draftsOf(
  channel: CampaignChannel,
  message: Record<string, unknown>,
): MessageDrafts {
  const drafts = emptyMessages();
  if (channel === "email") {
    drafts.email = { subject: str(message.subject), body: str(message.body) };
  } else if (channel === "content_card") {
    const extras = record(message.extras);
    drafts.card = {
      type: pick(message.type, ["classic", "captioned_image", "image_only"], "classic"),
      title: str(message.title),
      description: str(message.description),
      image_url: str(message.image_url),
      image_alt: str(message.image_alt),
      url: str(message.url),
      link_text: str(message.link_text),
      feed_type: pick(extras.feed_type, FEED_TYPES, "none"),
      pinned: message.pinned === true,
      dismissible: message.dismissible !== false,
      expires_in_days:
        typeof message.expires_in_days === "number" ? String(message.expires_in_days) : "",
    };
  } else {
    const trigger = record(message.trigger);
    drafts.inApp = {
      layout: pick(message.layout, ["modal", "slideup", "full"], "modal"),
      header: str(message.header),
      message: str(message.message),
      image_url: str(message.image_url),
      image_alt: str(message.image_alt),
      buttons: (Array.isArray(message.buttons) ? message.buttons : []).map((b) => ({
        text: str(record(b).text),
        url: str(record(b).url),
      })),
      tags: (Array.isArray(message.tags) ? message.tags : []).filter(
        (tag): tag is string => typeof tag === "string",
      ),
      trigger: pick(trigger.type, ["session_start", "page_view", "event"], "session_start"),
      trigger_event: str(trigger.event),
      trigger_path: str(trigger.path),
    };
  }
  return drafts;
}
