// The site's engagement feed and the member's inbox: whose user a call is, what they are
// offered, and what they did with it (counted in engagement_stats_daily).
import type { EngagementFeed, EngagementInbox, MessageEvent } from "@coop/contract/engagement-feed";

import type { Db } from "../../db/client.ts";
import { HttpError } from "../../http/http-error.ts";
import type { EngagementCaller } from "./access.ts";
import {
  type FeedLanguage,
  IN_APP_CAP,
  localized,
  offerableInApp,
  toCard,
  toInAppMessage,
  toInboxItem,
} from "./feed-content.ts";
import {
  bumpStat,
  deviceUserId,
  ensureDeviceUser,
  ensureMemberUser,
  feedCards,
  inAppCandidates,
  inAppDisplaysSince,
  inboxRows,
  memberUserId,
  type OwnMessage,
  ownMessage,
  recordDisplay,
  setOnce,
  type StatColumn,
  unreadCount,
} from "./feed-repository.ts";

/** Gives a user the active campaigns they should have (the engine's; idempotent). */
export type DeliverActiveTo = (userId: number) => Promise<unknown>;

export type MessageEventAnswer = { message: "success"; unread: number };

const NOT_YOURS = "There is no such message in your feed.";

function visitorOnly(): HttpError {
  return new HttpError(
    400,
    "The feed is a visitor's: call it with a member's access token or the browser's device_id header, not the REST API key.",
  );
}

/** The UTC day of an instant, as the stats rows name it (YYYY-MM-DD). */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export function createFeedService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  /** `engagement.feed-caller`: the caller's user, created when first seen. */
  async function userOf(caller: EngagementCaller, now: Date): Promise<number> {
    if (caller.kind === "key") throw visitorOnly();
    return caller.kind === "member"
      ? ensureMemberUser(db, caller.memberId, now)
      : ensureDeviceUser(db, caller.deviceId, now);
  }

  /** The caller's user if it exists (an event never creates one). */
  async function existingUserOf(caller: EngagementCaller): Promise<number | null> {
    if (caller.kind === "key") throw visitorOnly();
    return caller.kind === "member"
      ? memberUserId(db, caller.memberId)
      : deviceUserId(db, caller.deviceId);
  }

  /** `engagement.message-events`: the counters of a message's campaign or canvas step. */
  async function count(tx: Db, message: OwnMessage, column: StatColumn, now: Date) {
    // A canvas message counts for its step (the engine stores the step id as its variant too).
    const source = message.canvasId
      ? {
          sourceKind: "canvas" as const,
          sourceId: message.canvasId,
          variant: message.variantId ?? message.canvasStepId,
        }
      : message.campaignId
        ? {
            sourceKind: "campaign" as const,
            sourceId: message.campaignId,
            variant: message.variantId,
          }
        : null;
    if (source === null) return;
    const key = { sourceKind: source.sourceKind, sourceId: source.sourceId, day: utcDay(now) };
    if (source.variant) await bumpStat(tx, { ...key, variantId: source.variant }, column);
    // A control row is counted for its variant only: the total is what users were shown.
    if (!message.isControl) await bumpStat(tx, { ...key, variantId: "" }, column);
  }

  async function unreadOf(caller: EngagementCaller, userId: number, now: Date) {
    return caller.kind === "member" ? unreadCount(db, userId, now) : 0;
  }

  return {
    /**
     * `engagement.feed-contents`, `engagement.in-app-capping`: the visitor's cards (control cards
     * included, flagged), the in-app messages that may show now and the inbox's unread count.
     */
    async feed(
      caller: EngagementCaller,
      lang: FeedLanguage,
      deliverActiveTo?: DeliverActiveTo,
    ): Promise<EngagementFeed> {
      const userId = await userOf(caller, deps.now());
      if (deliverActiveTo) await deliverActiveTo(userId);
      const now = deps.now();
      const [cards, candidates, displays, unread] = await Promise.all([
        feedCards(db, userId, now),
        inAppCandidates(db, userId, now),
        inAppDisplaysSince(db, userId, new Date(now.getTime() - IN_APP_CAP.dayMs)),
        unreadOf(caller, userId, now),
      ]);
      return {
        cards: cards.map((row) => toCard(row, lang)),
        in_app_messages: offerableInApp(candidates, displays, now).map((row) =>
          toInAppMessage(row, lang),
        ),
        unread,
      };
    },

    /**
     * `engagement.message-events`, `engagement.impression-once`: what the visitor did with one of
     * their own messages (404 for any other id).
     */
    async event(
      caller: EngagementCaller,
      id: string,
      event: MessageEvent,
    ): Promise<MessageEventAnswer> {
      const userId = await existingUserOf(caller);
      if (userId === null) throw new HttpError(404, NOT_YOURS);
      const now = deps.now();
      await db.transaction(async (tx) => {
        const message = await ownMessage(tx, userId, id);
        if (message === null || message.deletedAt !== null) throw new HttpError(404, NOT_YOURS);
        switch (event) {
          case "impression":
            if (await setOnce(tx, id, "viewed", now)) await count(tx, message, "impressions", now);
            if (message.channel === "in_app_message")
              await recordDisplay(tx, id, now, IN_APP_CAP.minGapMs);
            return;
          case "click":
            if (await setOnce(tx, id, "clicked", now)) await count(tx, message, "clicks", now);
            return;
          case "dismiss":
            if (
              message.channel === "content_card" &&
              localized(message.content, "en-US").dismissible === false
            )
              throw new HttpError(409, "This card cannot be dismissed.");
            if (await setOnce(tx, id, "dismissed", now))
              await count(tx, message, "dismissals", now);
            return;
          case "read":
            await setOnce(tx, id, "read", now);
            return;
        }
      });
      return { message: "success", unread: await unreadOf(caller, userId, now) };
    },

    /** `engagement.inbox`: the member's inbox, newest first, with the unread count. */
    async inbox(memberId: string, lang: FeedLanguage): Promise<EngagementInbox> {
      const userId = await memberUserId(db, memberId);
      if (userId === null) return { items: [], unread: 0 };
      const now = deps.now();
      const [rows, unread] = await Promise.all([
        inboxRows(db, userId, now),
        unreadCount(db, userId, now),
      ]);
      return { items: rows.map((row) => toInboxItem(row, lang)), unread };
    },

    /** `engagement.inbox`: hides one entry of the member's inbox (404 when not theirs). */
    async remove(memberId: string, id: string): Promise<MessageEventAnswer> {
      const userId = await memberUserId(db, memberId);
      const now = deps.now();
      const message = userId === null ? null : await ownMessage(db, userId, id);
      if (userId === null || message === null || message.isControl)
        throw new HttpError(404, "There is no such message in your inbox.");
      await setOnce(db, id, "deleted", now);
      return { message: "success", unread: await unreadCount(db, userId, now) };
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
