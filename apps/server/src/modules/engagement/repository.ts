import { and, eq, inArray, sql } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import {
  engagementAliases,
  engagementEvents,
  engagementMessages,
  engagementPurchases,
  engagementUsers,
} from "../../db/schema/engagement.ts";

export type EngagementEventRow = typeof engagementEvents.$inferInsert;
export type EngagementPurchaseRow = typeof engagementPurchases.$inferInsert;
export type EngagementUserRow = typeof engagementUsers.$inferSelect;

export async function insertEvents(db: Db, rows: EngagementEventRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(engagementEvents).values(rows);
}

export async function insertPurchases(db: Db, rows: EngagementPurchaseRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(engagementPurchases).values(rows);
}

/** The users of these external ids, created when first seen (one statement each way). */
export async function usersByExternalId(
  db: Db,
  externalIds: string[],
  now: Date,
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (externalIds.length === 0) return found;
  const unique = [...new Set(externalIds)];
  const rows = await db
    .insert(engagementUsers)
    .values(unique.map((externalId) => ({ externalId, createdAt: now, updatedAt: now })))
    .onConflictDoUpdate({
      target: engagementUsers.externalId,
      set: { updatedAt: sql`${engagementUsers.updatedAt}` },
    })
    .returning({ id: engagementUsers.id, externalId: engagementUsers.externalId });
  for (const row of rows) if (row.externalId) found.set(row.externalId, row.id);
  return found;
}

export const aliasKey = (label: string, name: string) => `${label}\u0000${name}`;

/** The users of these aliases (key `aliasKey`), without creating any. */
export async function usersByAlias(
  db: Db,
  aliases: { label: string; name: string }[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (aliases.length === 0) return found;
  const rows = await db
    .select()
    .from(engagementAliases)
    .where(
      inArray(
        sql`(${engagementAliases.aliasLabel}, ${engagementAliases.aliasName})`,
        aliases.map((a) => sql`(${a.label}, ${a.name})`),
      ),
    );
  for (const row of rows) found.set(aliasKey(row.aliasLabel, row.aliasName), row.userId);
  return found;
}

/** New users, one per alias, each with that alias (aliases already taken are looked up again). */
export async function createAliasUsers(
  db: Db,
  aliases: { label: string; name: string }[],
  now: Date,
): Promise<Map<string, number>> {
  if (aliases.length === 0) return new Map();
  const users = await db
    .insert(engagementUsers)
    .values(aliases.map(() => ({ createdAt: now, updatedAt: now })))
    .returning({ id: engagementUsers.id });
  const inserted = await db
    .insert(engagementAliases)
    .values(
      aliases.map((a, i) => ({
        aliasLabel: a.label,
        aliasName: a.name,
        userId: users[i]!.id,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ userId: engagementAliases.userId });
  const used = new Set(inserted.map((r) => r.userId));
  const unused = users.map((u) => u.id).filter((id) => !used.has(id));
  if (unused.length > 0)
    await db.delete(engagementUsers).where(inArray(engagementUsers.id, unused));
  return usersByAlias(db, aliases);
}

/** Adds an alias to a user; false when the alias already names a user. */
export async function addAlias(
  db: Db,
  alias: { label: string; name: string },
  userId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(engagementAliases)
    .values({ aliasLabel: alias.label, aliasName: alias.name, userId, createdAt: now })
    .onConflictDoNothing()
    .returning({ userId: engagementAliases.userId });
  return rows.length > 0;
}

export async function existingUserIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: engagementUsers.id })
    .from(engagementUsers)
    .where(inArray(engagementUsers.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function usersById(db: Db, ids: number[]): Promise<EngagementUserRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(engagementUsers).where(inArray(engagementUsers.id, ids)).for("update");
}

export async function saveAttributes(
  db: Db,
  userId: number,
  attributes: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db
    .update(engagementUsers)
    .set({ attributes, updatedAt: now })
    .where(eq(engagementUsers.id, userId));
}

export async function markSeen(db: Db, userIds: number[], at: Date): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(engagementUsers)
    .set({
      lastSeenAt: sql`greatest(${engagementUsers.lastSeenAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(inArray(engagementUsers.id, userIds));
}

/** Moves the alias user's history, messages and aliases to `into`, then deletes it. */
export async function mergeUser(db: Db, from: number, into: number): Promise<void> {
  await db.update(engagementEvents).set({ userId: into }).where(eq(engagementEvents.userId, from));
  await db
    .update(engagementPurchases)
    .set({ userId: into })
    .where(eq(engagementPurchases.userId, from));
  // `engagement.identify`: a message of a send the member already has (the same dispatch and
  // canvas step: the device got the card at first sight, the member at launch) is not moved
  // but dropped, so the member never sees one card twice.
  await db.delete(engagementMessages).where(
    and(
      eq(engagementMessages.userId, from),
      sql`exists (select 1 from ${engagementMessages} as kept
        where kept.user_id = ${into}
          and kept.dispatch_id = ${engagementMessages.dispatchId}
          and coalesce(kept.canvas_step_id, '') = coalesce(${engagementMessages.canvasStepId}, ''))`,
    ),
  );
  await db
    .update(engagementMessages)
    .set({ userId: into })
    .where(eq(engagementMessages.userId, from));
  await db
    .update(engagementAliases)
    .set({ userId: into })
    .where(eq(engagementAliases.userId, from));
  await db.delete(engagementUsers).where(eq(engagementUsers.id, from));
}

export async function aliasesOf(
  db: Db,
  userIds: number[],
): Promise<{ userId: number; label: string; name: string }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: engagementAliases.userId,
      label: engagementAliases.aliasLabel,
      name: engagementAliases.aliasName,
    })
    .from(engagementAliases)
    .where(inArray(engagementAliases.userId, userIds));
}

export type Counted = { userId: number; name: string; first: Date; last: Date; count: number };

export async function eventCounts(db: Db, userIds: number[]): Promise<Counted[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: sql<number>`${engagementEvents.userId}`.mapWith(Number),
      name: engagementEvents.name,
      first: sql<Date>`min(${engagementEvents.time})`.mapWith((v) => new Date(v as string)),
      last: sql<Date>`max(${engagementEvents.time})`.mapWith((v) => new Date(v as string)),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(engagementEvents)
    .where(inArray(engagementEvents.userId, userIds))
    .groupBy(engagementEvents.userId, engagementEvents.name);
}

export async function purchaseCounts(
  db: Db,
  userIds: number[],
): Promise<(Counted & { revenueCents: number })[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: engagementPurchases.userId,
      name: engagementPurchases.productId,
      first: sql<Date>`min(${engagementPurchases.time})`.mapWith((v) => new Date(v as string)),
      last: sql<Date>`max(${engagementPurchases.time})`.mapWith((v) => new Date(v as string)),
      count: sql<number>`count(*)`.mapWith(Number),
      revenueCents:
        sql<number>`sum(${engagementPurchases.priceCents} * ${engagementPurchases.quantity})`.mapWith(
          Number,
        ),
    })
    .from(engagementPurchases)
    .where(inArray(engagementPurchases.userId, userIds))
    .groupBy(engagementPurchases.userId, engagementPurchases.productId);
}

export async function userIdOfAlias(
  db: Db,
  label: string,
  name: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: engagementAliases.userId })
    .from(engagementAliases)
    .where(and(eq(engagementAliases.aliasLabel, label), eq(engagementAliases.aliasName, name)));
  return row?.userId;
}

/** The users of these external ids that exist (none created). */
export async function knownExternalIds(
  db: Db,
  externalIds: string[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (externalIds.length === 0) return found;
  const rows = await db
    .select({ id: engagementUsers.id, externalId: engagementUsers.externalId })
    .from(engagementUsers)
    .where(inArray(engagementUsers.externalId, externalIds));
  for (const row of rows) if (row.externalId) found.set(row.externalId, row.id);
  return found;
}

export async function usersPlain(db: Db, ids: number[]): Promise<EngagementUserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(engagementUsers)
    .where(inArray(engagementUsers.id, ids))
    .orderBy(engagementUsers.id);
}
