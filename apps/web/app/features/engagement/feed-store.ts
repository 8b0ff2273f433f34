// The engagement feed of this page load: one client-side fetch of `engagementFeed` after
// hydration, shared by the carousel, the top alert, the offer message, the in-app presenter and
// the header's inbox badge. Never fetched on the server: the first paint never waits for cards.
import { useEffect, useRef, useSyncExternalStore } from "react";

import { createApiClient } from "@coop/contract/client";
import type { EngagementFeed, MessageEvent } from "@coop/contract/engagement-feed";

import { api } from "../../lib/api-client.ts";
import { memberEngagementCall } from "../../lib/engagement.ts";
import { setUnreadInboxCount } from "../../lib/engagement-unread.ts";
import { useTranslation } from "../../lib/i18n-react.tsx";
import type { Language } from "../../lib/language.ts";
import { clientStore, useClientState } from "../../lib/store/client-store.ts";

export type FeedSnapshot = {
  status: "idle" | "loading" | "ready" | "error";
  feed: EngagementFeed;
  /** When the feed last arrived (ms), for the refetch after a long absence. */
  loadedAt: number;
};

const EMPTY_FEED: EngagementFeed = { cards: [], in_app_messages: [], unread: 0 };
const IDLE: FeedSnapshot = { status: "idle", feed: EMPTY_FEED, loadedAt: 0 };

/** `engagement-site.feed-refetch`: a tab shown again after this long fetches the feed again. */
export const FEED_STALE_MS = 5 * 60_000;

let snapshot: FeedSnapshot = IDLE;
let generation = 0;
const listeners = new Set<() => void>();

function set(next: FeedSnapshot) {
  snapshot = next;
  setUnreadInboxCount(next.feed.unread);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The feed now (the same object until it changes). */
export function readEngagementFeed(): FeedSnapshot {
  return snapshot;
}

/** Forgets the feed (tests; a fresh page load starts empty). */
export function resetEngagementFeed(): void {
  generation += 1;
  feedOwner = "";
  set(IDLE);
}

/** Whose feed this is: the access token it was read with ("" for the device). */
let feedOwner = "";
const currentOwner = () => clientStore.getState().token?.access.token ?? "";

/**
 * Fetches the visitor's feed in `lang`; an older answer that arrives late is dropped. After a
 * sign-in or sign-out the previous visitor's cards leave at once, before the new feed arrives
 * (nobody sees, or reports an impression of, another visitor's card).
 */
export async function loadEngagementFeed(lang: Language, now = Date.now): Promise<void> {
  const mine = ++generation;
  const owner = currentOwner();
  if (owner !== feedOwner) {
    feedOwner = owner;
    set({ status: "loading", feed: EMPTY_FEED, loadedAt: 0 });
  } else set({ ...snapshot, status: "loading" });
  const result = await api.call("engagementFeed", { query: { lang } });
  if (mine !== generation) return;
  if (result.ok) set({ status: "ready", feed: result.data, loadedAt: now() });
  else set({ status: "error", feed: EMPTY_FEED, loadedAt: now() });
}

/** The shared feed (empty on the server and during hydration). */
export function useEngagementFeed(): FeedSnapshot {
  return useSyncExternalStore(subscribe, readEngagementFeed, () => IDLE);
}

/** Sets the unread count (after the inbox read or deleted something). */
export function setEngagementUnread(unread: number): void {
  if (snapshot.feed.unread === unread) return;
  set({ ...snapshot, feed: { ...snapshot.feed, unread } });
}

type Card = EngagementFeed["cards"][number];

/** Replaces the card `id` by `change(card)`, or drops it when that is null. */
function updateCard(id: string, change: (card: Card) => Card | null) {
  if (!snapshot.feed.cards.some((card) => card.id === id)) return;
  const cards = snapshot.feed.cards.flatMap((card) => {
    if (card.id !== id) return [card];
    const next = change(card);
    return next ? [next] : [];
  });
  set({ ...snapshot, feed: { ...snapshot.feed, cards } });
}

/**
 * Event calls use `keepalive`, so a click recorded just before the page goes to another site
 * still reaches the server.
 */
const eventApi = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, { ...init, keepalive: true }),
  context: () => {
    const state = clientStore.getState();
    return {
      deviceId: state.deviceId,
      channel: state.channel,
      clientType: state.client,
      accessToken: state.token?.access.token ?? null,
      orderingToken: state.token?.ordering.access.token ?? null,
    };
  },
});

/** Ids whose impression went out during this page load (a card is counted once). */
const impressed = new Set<string>();

/**
 * Records what the visitor did with a card or a message. `engagement-site.impression-once`: an
 * impression is sent once per card (a card the feed already marks viewed sends none); a
 * dismissed card leaves the feed at once.
 */
export function sendEngagementEvent(id: string, event: MessageEvent): Promise<void> {
  // A card of the visitor before a sign-in or sign-out is not theirs to report on.
  if (currentOwner() !== feedOwner) return Promise.resolve();
  if (event === "impression") {
    const card = snapshot.feed.cards.find((c) => c.id === id);
    if (impressed.has(id) || card?.viewed) return Promise.resolve();
    impressed.add(id);
    updateCard(id, (card) => ({ ...card, viewed: true }));
  }
  if (event === "click") updateCard(id, (card) => ({ ...card, clicked: true }));
  if (event === "dismiss") updateCard(id, () => null);
  const call = memberEngagementCall(() =>
    eventApi.call("engagementMessageEvent", { params: { id, event } }),
  );
  if (!call) return Promise.resolve();
  return call.then((result) => {
    if (result.ok && clientStore.getState().token) setEngagementUnread(result.data.unread);
  });
}

/** Forgets which impressions went out (tests). */
export function resetImpressions(): void {
  impressed.clear();
}

/**
 * Mount once (the default layout): fetches the feed after hydration, again when the member
 * signs in or out or the language changes, and when the tab is shown again after
 * `FEED_STALE_MS` (`engagement-site.feed-refetch`).
 */
export function useEngagementFeedLoader(): void {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  const hydrated = useClientState((s) => s.hydrated);
  const tokenKey = useClientState((s) => s.token?.access.token ?? "");
  const languageRef = useRef(language);
  languageRef.current = language;

  useEffect(() => {
    if (!hydrated) return;
    void loadEngagementFeed(language);
  }, [hydrated, tokenKey, language]);

  useEffect(() => {
    if (!hydrated) return;
    const onVisible = () => {
      if (document.visibilityState !== "visible") return;
      if (Date.now() - snapshot.loadedAt < FEED_STALE_MS) return;
      void loadEngagementFeed(languageRef.current);
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [hydrated]);
}
