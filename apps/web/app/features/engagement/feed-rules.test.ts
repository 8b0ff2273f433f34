import { describe, expect, it } from "vitest";

import {
  carouselCards,
  inAppShowsIn,
  offerMessageCards,
  topAlertCards,
  triggerMatches,
} from "./feed-rules.ts";
import { card, message } from "./test-fixtures.ts";

const cards = [
  card({ id: "plain" }),
  card({ id: "carousel", extras: { feed_type: "homepage_carousel" } }),
  card({ id: "web", extras: { feed_type: "homepage_carousel_web" } }),
  card({ id: "alert", extras: { feed_type: "homepage_top_alert" } }),
  card({ id: "offer", extras: { feed_type: "offer_screen_message" } }),
  card({ id: "other", extras: { feed_type: "app_only_feed" } }),
];
const ids = (list: { id: string }[]) => list.map((c) => c.id);

describe("feed placement", () => {
  it("engagement-site.carousel-feed: the carousel takes homepage_carousel, homepage_carousel_web and cards with no feed type", () => {
    expect(ids(carouselCards(cards)).sort()).toEqual(["carousel", "plain", "web"]);
  });

  it("engagement-site.top-alert-feed: the top alert takes only homepage_top_alert", () => {
    expect(ids(topAlertCards(cards))).toEqual(["alert"]);
  });

  it("engagement-site.offer-message-feed: the offers page takes only offer_screen_message", () => {
    expect(ids(offerMessageCards(cards))).toEqual(["offer"]);
  });

  it("engagement-site.control-skipped: a control card shows nowhere", () => {
    const controls = [
      card({ id: "c1", is_control: true }),
      card({ id: "c2", is_control: true, extras: { feed_type: "homepage_top_alert" } }),
      card({ id: "c3", is_control: true, extras: { feed_type: "offer_screen_message" } }),
    ];
    expect(carouselCards(controls)).toEqual([]);
    expect(topAlertCards(controls)).toEqual([]);
    expect(offerMessageCards(controls)).toEqual([]);
  });

  it("engagement-site.card-order: pinned cards come first, then the newest", () => {
    const list = [
      card({ id: "old", created: "2026-11-01T00:00:00.000Z" }),
      card({ id: "new", created: "2026-11-22T00:00:00.000Z" }),
      card({ id: "pinned-old", pinned: true, created: "2026-10-01T00:00:00.000Z" }),
    ];
    expect(ids(carouselCards(list))).toEqual(["pinned-old", "new", "old"]);
  });
});

describe("in-app tags", () => {
  it("engagement-site.in-app-tags: catering only in the catering channel, mealtime only in the default one, app never, untagged always", () => {
    const catering = message({ id: "c", tags: ["catering"] });
    const mealtime = message({ id: "m", tags: ["mealtime"] });
    const app = message({ id: "a", tags: ["app"] });
    const untagged = message({ id: "u" });
    expect(inAppShowsIn(catering, "catering")).toBe(true);
    expect(inAppShowsIn(catering, "default")).toBe(false);
    expect(inAppShowsIn(mealtime, "default")).toBe(true);
    expect(inAppShowsIn(mealtime, "catering")).toBe(false);
    expect(inAppShowsIn(app, "default")).toBe(false);
    expect(inAppShowsIn(app, "catering")).toBe(false);
    expect(inAppShowsIn(untagged, "default")).toBe(true);
    expect(inAppShowsIn(untagged, "catering")).toBe(true);
  });

  it("engagement-site.in-app-triggers: a page-view message shows on its path, an event message on its event", () => {
    const onMenu = message({ id: "p", trigger: { type: "page_view", path: "/menu" } });
    const anyPage = message({ id: "q", trigger: { type: "page_view" } });
    const onEvent = message({ id: "e", trigger: { type: "event", event: "added_to_cart" } });
    expect(triggerMatches(onMenu, { type: "page_view", path: "/menu" })).toBe(true);
    expect(triggerMatches(onMenu, { type: "page_view", path: "/offers" })).toBe(false);
    expect(triggerMatches(anyPage, { type: "page_view", path: "/offers" })).toBe(true);
    expect(triggerMatches(onEvent, { type: "event", event: "added_to_cart" })).toBe(true);
    expect(triggerMatches(onEvent, { type: "event", event: "other" })).toBe(false);
    expect(triggerMatches(onEvent, { type: "session_start" })).toBe(false);
  });
});
