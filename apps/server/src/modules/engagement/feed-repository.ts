// SQL of the site's engagement feed and inbox: the visitor's user, their messages, what they did
// with them, and the per-day counters of engagement_stats_daily.
import { and, desc, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import {
  engagementAliases,
  engagementMessages,
  engagementStatsDaily,
  engagementUsers,
} from "../../db/schema/engagement.ts";
import type { StoredMessage } from "./feed-content.ts";

/** The alias label of an anonymous browser (its `device_id`). */
export const DEVICE_ALIAS_LABEL = "device";

const storedColumns = {
  id: engagementMessages.id,
  channel: engagementMessages.channel,
  campaignId: engagementMessages.campaignId,
  isControl: engagementMessages.isControl,
  content: engagementMessages.content,
  createdAt: engagementMessages.createdAt,
  expiresAt: engagementMessages.expiresAt,
  viewedAt: engagementMessages.viewedAt,
  clickedAt: engagementMessages.clickedAt,
  readAt: engagementMessages.readAt,
  displayCount: engagementMessages.displayCount,
  lastDisplayedAt: engagementMessages.lastDisplayedAt,
};

export async function memberUserId(db: Db, memberId: string): Promise<number | null> {
  const [found] = await db
    .select({ id: engagementUsers.id })
    .from(engagementUsers)
    .where(eq(engagementUsers.externalId, memberId));
  return found?.id ?? null;
}

export async function deviceUserId(db: Db, deviceId: string): Promise<number | null> {
  const [found] = await db
    .select({ id: engagementAliases.userId })
    .from(engagementAliases)
    .where(
      and(
        eq(engagementAliases.aliasLabel, DEVICE_ALIAS_LABEL),
        eq(engagementAliases.aliasName, deviceId),
      ),
    );
  return found?.id ?? null;
}

/** The member's user, created when first seen (two first reads at once make one user). */
export async function ensureMemberUser(db: Db, memberId: string, now: Date): Promise<number> {
  await db
    .insert(engagementUsers)
    .values({ externalId: memberId, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: engagementUsers.externalId });
  const id = await memberUserId(db, memberId);
  if (id === null) throw new Error("engagement user of a member vanished after its insert");
  return id;
}

/** The device's user (the alias `device` = device id), created when first seen. */
export async function ensureDeviceUser(db: Db, deviceId: string, now: Date): Promise<number> {
  const known = await deviceUserId(db, deviceId);
  if (known !== null) return known;
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(engagementUsers)
      .values({ createdAt: now, updatedAt: now })
      .returning({ id: engagementUsers.id });
    const claimed = await tx
      .insert(engagementAliases)
      .values({
        aliasLabel: DEVICE_ALIAS_LABEL,
        aliasName: deviceId,
        userId: user!.id,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ userId: engagementAliases.userId });
    // Another request named this device first: keep its user, drop ours.
    if (claimed.length === 0)
      await tx.delete(engagementUsers).where(eq(engagementUsers.id, user!.id));
  });
  const id = await deviceUserId(db, deviceId);
  if (id === null) throw new Error("engagement user of a device vanished after its insert");
  return id;
}

const notExpired = (now: Date) =>
  or(isNull(engagementMessages.expiresAt), gt(engagementMessages.expiresAt, now));

/** `engagement.feed-contents`: cards still in the feed, control cards included. */
export async function feedCards(db: Db, userId: number, now: Date): Promise<StoredMessage[]> {
  return db
    .select(storedColumns)
    .from(engagementMessages)
    .where(
      and(
        eq(engagementMessages.userId, userId),
        eq(engagementMessages.channel, "content_card"),
        isNull(engagementMessages.deletedAt),
        isNull(engagementMessages.dismissedAt),
        notExpired(now),
      ),
    )
    .orderBy(
      desc(sql`coalesce((${engagementMessages.content} ->> 'pinned')::boolean, false)`),
      desc(engagementMessages.createdAt),
      desc(engagementMessages.id),
    );
}

/** In-app messages that could still show (the cap is applied on top). */
export async function inAppCandidates(db: Db, userId: number, now: Date): Promise<StoredMessage[]> {
  return db
    .select(storedColumns)
    .from(engagementMessages)
    .where(
      and(
        eq(engagementMessages.userId, userId),
        eq(engagementMessages.channel, "in_app_message"),
        eq(engagementMessages.isControl, false),
        isNull(engagementMessages.deletedAt),
        isNull(engagementMessages.dismissedAt),
        notExpired(now),
      ),
    )
    .orderBy(desc(engagementMessages.createdAt), desc(engagementMessages.id));
}

/** When each of the user's in-app messages was last shown, since `since`. */
export async function inAppDisplaysSince(db: Db, userId: number, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: engagementMessages.lastDisplayedAt })
    .from(engagementMessages)
    .where(
      and(
        eq(engagementMessages.userId, userId),
        eq(engagementMessages.channel, "in_app_message"),
        gt(engagementMessages.lastDisplayedAt, since),
      ),
    );
  return rows.flatMap((r) => (r.at ? [r.at] : []));
}

/**
 * `engagement.inbox`: the member's cards (not expired), in-app messages already shown and
 * emails, never control rows nor deleted ones.
 */
function inInbox(userId: number, now: Date): SQL | undefined {
  return and(
    eq(engagementMessages.userId, userId),
    eq(engagementMessages.isControl, false),
    isNull(engagementMessages.deletedAt),
    or(
      and(eq(engagementMessages.channel, "content_card"), notExpired(now)),
      and(
        eq(engagementMessages.channel, "in_app_message"),
        or(gt(engagementMessages.displayCount, 0), isNotNull(engagementMessages.viewedAt)),
      ),
      eq(engagementMessages.channel, "email"),
    ),
  );
}

export async function inboxRows(db: Db, userId: number, now: Date): Promise<StoredMessage[]> {
  return db
    .select(storedColumns)
    .from(engagementMessages)
    .where(inInbox(userId, now))
    .orderBy(desc(engagementMessages.createdAt), desc(engagementMessages.id));
}

export async function unreadCount(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(engagementMessages)
    .where(and(inInbox(userId, now), isNull(engagementMessages.readAt)));
  return row?.n ?? 0;
}

/** One of the user's own messages (null for another user's id or an unknown one). */
export async function ownMessage(db: Db, userId: number, id: string) {
  const [found] = await db
    .select()
    .from(engagementMessages)
    .where(and(eq(engagementMessages.id, id), eq(engagementMessages.userId, userId)));
  return found ?? null;
}

export type OwnMessage = NonNullable<Awaited<ReturnType<typeof ownMessage>>>;

/** Columns an event sets once: the update happens only while the column is still null. */
const ONCE_COLUMNS = {
  viewed: engagementMessages.viewedAt,
  clicked: engagementMessages.clickedAt,
  dismissed: engagementMessages.dismissedAt,
  read: engagementMessages.readAt,
  deleted: engagementMessages.deletedAt,
} as const;
const ONCE_FIELDS = {
  viewed: "viewedAt",
  clicked: "clickedAt",
  dismissed: "dismissedAt",
  read: "readAt",
  deleted: "deletedAt",
} as const;
export type OnceEvent = keyof typeof ONCE_COLUMNS;

/**
 * Sets the event's time if it was not set yet; true when this call set it. A single
 * `UPDATE … WHERE column IS NULL RETURNING`, so two calls at once set (and count) it once.
 */
export async function setOnce(db: Db, id: string, event: OnceEvent, now: Date): Promise<boolean> {
  const updated = await db
    .update(engagementMessages)
    .set({ [ONCE_FIELDS[event]]: now })
    .where(and(eq(engagementMessages.id, id), isNull(ONCE_COLUMNS[event])))
    .returning({ id: engagementMessages.id });
  return updated.length > 0;
}

/**
 * `engagement.in-app-capping`: an in-app message shown: one more display, unless it was already
 * counted as shown within the minimum gap (the same display reported twice).
 */
export async function recordDisplay(db: Db, id: string, now: Date, gapMs: number): Promise<void> {
  const since = new Date(now.getTime() - gapMs);
  await db
    .update(engagementMessages)
    .set({
      displayCount: sql`${engagementMessages.displayCount} + 1`,
      lastDisplayedAt: now,
    })
    .where(
      and(
        eq(engagementMessages.id, id),
        or(
          isNull(engagementMessages.lastDisplayedAt),
          lte(engagementMessages.lastDisplayedAt, since),
        ),
      ),
    );
}

export type StatColumn = "impressions" | "clicks" | "dismissals";

/** One more of `column` in the stats row of (source, variant, UTC day), created when missing. */
export async function bumpStat(
  db: Db,
  key: { sourceKind: "campaign" | "canvas"; sourceId: string; variantId: string; day: string },
  column: StatColumn,
): Promise<void> {
  const target = engagementStatsDaily[column];
  await db
    .insert(engagementStatsDaily)
    .values({ ...key, [column]: 1 })
    .onConflictDoUpdate({
      target: [
        engagementStatsDaily.sourceKind,
        engagementStatsDaily.sourceId,
        engagementStatsDaily.variantId,
        engagementStatsDaily.day,
      ],
      set: { [column]: sql`${target} + 1` },
    });
}
