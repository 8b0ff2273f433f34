// Where each content card and in-app message of the engagement feed shows. Pure functions,
// so the placement rules are tested without a browser.
import type { ContentCard, InAppMessage } from "@coop/contract/engagement-feed";
import type { Channel } from "@coop/contract/headers";

/** The card's `extras.feed_type`, or "" when it has none. */
export function feedTypeOf(card: ContentCard): string {
  return (card.extras.feed_type ?? "").trim();
}

/** `engagement-site.card-order`: pinned cards first, then the newest first. */
export function orderCards(cards: readonly ContentCard[]): ContentCard[] {
  return [...cards].sort((a, b) => {
    if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
    return Date.parse(b.created) - Date.parse(a.created);
  });
}

function placed(cards: readonly ContentCard[], test: (feedType: string) => boolean) {
  // `engagement-site.control-skipped`: a control card is only counted by the engine, never shown.
  return orderCards(cards.filter((card) => !card.is_control && test(feedTypeOf(card))));
}

/** `engagement-site.carousel-feed`: homepage_carousel, homepage_carousel_web, or no feed type. */
export function carouselCards(cards: readonly ContentCard[]): ContentCard[] {
  return placed(
    cards,
    (t) => t === "" || t === "homepage_carousel" || t === "homepage_carousel_web",
  );
}

/** `engagement-site.top-alert-feed`: the home page's top alert is the homepage_top_alert card. */
export function topAlertCards(cards: readonly ContentCard[]): ContentCard[] {
  return placed(cards, (t) => t === "homepage_top_alert");
}

/** `engagement-site.offer-message-feed`: the offers page shows the offer_screen_message cards. */
export function offerMessageCards(cards: readonly ContentCard[]): ContentCard[] {
  return placed(cards, (t) => t === "offer_screen_message");
}

/**
 * `engagement-site.in-app-tags`: a message tagged `app` never shows on the site; one tagged
 * `catering` only in the catering channel, one tagged `mealtime` only in the default channel;
 * an untagged one shows everywhere.
 */
export function inAppShowsIn(message: InAppMessage, channel: Channel): boolean {
  const tags = message.tags.map((tag) => tag.trim().toLowerCase());
  if (tags.includes("app")) return false;
  if (tags.includes("catering") && channel !== "catering") return false;
  if (tags.includes("mealtime") && channel !== "default") return false;
  return true;
}

/** Where an in-app message may show now. */
export type TriggerMoment =
  | { type: "session_start" }
  | { type: "page_view"; path: string }
  | { type: "event"; event: string };

/** `engagement-site.in-app-triggers`: whether this moment is the message's trigger. */
export function triggerMatches(message: InAppMessage, moment: TriggerMoment): boolean {
  const trigger = message.trigger;
  if (trigger.type !== moment.type) return false;
  if (trigger.type === "page_view" && moment.type === "page_view") {
    return trigger.path === undefined || trigger.path === moment.path;
  }
  if (trigger.type === "event" && moment.type === "event") return trigger.event === moment.event;
  return true;
}
