// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { EngagementFeed } from "@coop/contract/engagement-feed";

import { fakeApi, signOutForTest } from "../../lib/test-support/fake-api.ts";
import { CardCarousel } from "./card-carousel.tsx";
import { EngagementWatcher } from "./engagement-watcher.tsx";
import {
  FEED_STALE_MS,
  readEngagementFeed,
  resetEngagementFeed,
  resetImpressions,
} from "./feed-store.ts";
import { HomeTopAlert, OfferScreenMessage, useHomeCarousel } from "./home-engagement.tsx";
import { card } from "./test-fixtures.ts";

// A controllable IntersectionObserver: the test says how much of an element is visible.
type Watch = { callback: IntersectionObserverCallback; elements: Element[] };
let watches: Watch[] = [];
class FakeObserver {
  watch: Watch;
  constructor(callback: IntersectionObserverCallback) {
    this.watch = { callback, elements: [] };
    watches.push(this.watch);
  }
  observe(element: Element) {
    this.watch.elements.push(element);
  }
  disconnect() {
    watches = watches.filter((w) => w !== this.watch);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
function showFraction(ratio: number) {
  for (const watch of [...watches]) {
    const entries = watch.elements.map(
      (target) =>
        ({
          target,
          isIntersecting: ratio > 0,
          intersectionRatio: ratio,
        }) as IntersectionObserverEntry,
    );
    act(() => watch.callback(entries, {} as IntersectionObserver));
  }
}

const feed: EngagementFeed = {
  cards: [
    card({ id: "a", title: "Two-piece deal", url: "/menu", link_text: "See the menu" }),
    card({ id: "b", title: "Biscuit month", extras: { feed_type: "homepage_carousel_web" } }),
    card({ id: "ctrl", title: "Control", is_control: true }),
    card({
      id: "alert",
      title: "Closed Thursday",
      extras: { feed_type: "homepage_top_alert" },
      dismissible: true,
    }),
    card({ id: "offer", title: "Double points", extras: { feed_type: "offer_screen_message" } }),
    card({ id: "pinned", title: "Pinned news", pinned: true, created: "2026-01-01T00:00:00.000Z" }),
  ],
  in_app_messages: [],
  unread: 0,
};

function Home() {
  const carousel = useHomeCarousel();
  return (
    <>
      <HomeTopAlert />
      {carousel}
    </>
  );
}

function renderWith(ui: React.ReactNode) {
  return render(
    <MemoryRouter>
      <EngagementWatcher />
      {ui}
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetEngagementFeed();
  resetImpressions();
  watches = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  signOutForTest();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("home carousel", () => {
  it("engagement-site.carousel-feed, engagement-site.top-alert-feed, engagement-site.control-skipped, engagement-site.card-order: the carousel shows its cards, pinned first, no control card, and the top alert its own", async () => {
    fakeApi({ "GET /api/v1/engagement/feed": { status: 200, body: feed } });
    renderWith(<Home />);
    const carousel = await screen.findByRole("region", { name: "Featured for you" });
    expect(carousel.getAttribute("aria-roledescription")).toBe("carousel");
    expect(screen.getByRole("group", { name: "Card 1 of 3" }).textContent).toContain("Pinned news");
    expect(screen.queryByText("Control")).toBeNull();
    expect(screen.getByRole("region", { name: "Announcement" }).textContent).toContain(
      "Closed Thursday",
    );
  });

  it("engagement-site.feed-refetch: the feed is fetched once after hydration in the site's language, and again on a visit after five minutes", async () => {
    const sent = fakeApi({ "GET /api/v1/engagement/feed": { status: 200, body: feed } });
    const urls: string[] = [];
    const answer = globalThis.fetch;
    vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
      urls.push(url);
      return answer(url, init);
    });
    renderWith(<Home />);
    await screen.findByRole("region", { name: "Featured for you" });
    expect(urls).toEqual(["/api/v1/engagement/feed?lang=en-US"]);
    const feedCalls = () => sent.filter((c) => c.path === "/api/v1/engagement/feed");
    expect(feedCalls()).toHaveLength(1);
    document.dispatchEvent(new Event("visibilitychange"));
    expect(feedCalls()).toHaveLength(1);
    const now = Date.now();
    const clock = vi.spyOn(Date, "now").mockReturnValue(now + FEED_STALE_MS + 1);
    await act(async () => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(feedCalls()).toHaveLength(2);
    clock.mockRestore();
  });

  it("engagement-site.carousel-a11y: arrow keys and the named buttons move between cards and the position is announced", async () => {
    fakeApi({ "GET /api/v1/engagement/feed": { status: 200, body: feed } });
    const user = userEvent.setup();
    renderWith(<Home />);
    await screen.findByRole("group", { name: "Card 1 of 3" });
    await user.click(screen.getByRole("button", { name: "Next card" }));
    expect(screen.getByRole("group", { name: "Card 2 of 3" }).textContent).toContain(
      "Two-piece deal",
    );
    expect(screen.getByText("Card 2 of 3", { selector: "[aria-live=polite]" })).toBeTruthy();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("group", { name: "Card 3 of 3" }).textContent).toContain(
      "Biscuit month",
    );
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("group", { name: "Card 1 of 3" })).toBeTruthy();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("group", { name: "Card 3 of 3" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Previous card" }));
    expect(screen.getByRole("group", { name: "Card 2 of 3" })).toBeTruthy();
  });

  it("engagement-site.impression-once: an impression goes out once when half the card is visible, never for a viewed card", async () => {
    const sent = fakeApi({
      "GET /api/v1/engagement/feed": {
        status: 200,
        body: { ...feed, cards: [card({ id: "a" }), card({ id: "seen", viewed: true })] },
      },
      "POST /api/v1/engagement/messages/a/impression": {
        status: 200,
        body: { message: "success", unread: 0 },
      },
    });
    const user = userEvent.setup();
    renderWith(<Home />);
    await screen.findByRole("group", { name: "Card 1 of 2" });
    const impressions = () => sent.filter((c) => c.path.endsWith("/impression"));
    showFraction(0.3);
    expect(impressions()).toHaveLength(0);
    showFraction(0.6);
    expect(impressions().map((c) => c.path)).toEqual(["/api/v1/engagement/messages/a/impression"]);
    // Away and back: the card is viewed now, no second impression.
    await user.click(screen.getByRole("button", { name: "Next card" }));
    showFraction(1);
    await user.click(screen.getByRole("button", { name: "Next card" }));
    showFraction(1);
    expect(impressions()).toHaveLength(1);
    expect(readEngagementFeed().feed.cards.find((c) => c.id === "a")?.viewed).toBe(true);
  });

  it("engagement-site.card-click: following a card's link records a click first, with keepalive", async () => {
    const sent = fakeApi({
      "POST /api/v1/engagement/messages/a/click": {
        status: 200,
        body: { message: "success", unread: 0 },
      },
    });
    const keepalive = vi.fn();
    const original = globalThis.fetch;
    vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
      keepalive(init.keepalive);
      return original(url, init);
    });
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <CardCarousel cards={[card({ id: "a", url: "/menu", link_text: "See the menu" })]} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole("link", { name: "See the menu" }));
    expect(sent.map((c) => c.path)).toEqual(["/api/v1/engagement/messages/a/click"]);
    expect(keepalive).toHaveBeenCalledWith(true);
  });

  it("engagement-site.card-dismiss: dismissing the top alert removes it and tells the server", async () => {
    const sent = fakeApi({
      "GET /api/v1/engagement/feed": { status: 200, body: feed },
      "POST /api/v1/engagement/messages/alert/dismiss": {
        status: 200,
        body: { message: "success", unread: 0 },
      },
    });
    const user = userEvent.setup();
    renderWith(<Home />);
    await user.click(await screen.findByRole("button", { name: "Dismiss “Closed Thursday”" }));
    expect(screen.queryByRole("region", { name: "Announcement" })).toBeNull();
    expect(sent.some((c) => c.path === "/api/v1/engagement/messages/alert/dismiss")).toBe(true);
  });

  it("engagement-site.offer-message-feed: the offers page shows the offer screen message only", async () => {
    fakeApi({ "GET /api/v1/engagement/feed": { status: 200, body: feed } });
    renderWith(<OfferScreenMessage />);
    const region = await screen.findByRole("region", { name: "Message about offers" });
    expect(region.textContent).toContain("Double points");
    expect(region.textContent).not.toContain("Closed Thursday");
  });

  it("engagement-site.carousel-feed: with no card the carousel renders nothing (the slot stays hidden)", async () => {
    const sent = fakeApi({
      "GET /api/v1/engagement/feed": { status: 200, body: { ...feed, cards: [] } },
    });
    const { container } = renderWith(<Home />);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(container.textContent).toBe("");
  });
});
