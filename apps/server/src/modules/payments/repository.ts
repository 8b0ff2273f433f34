import { and, desc, eq } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { savedCards } from "../../db/schema/members.ts";

/** A member's saved card (the members area's `saved_cards` table). */
export type SavedCardRow = typeof savedCards.$inferSelect;

/** One of the member's cards, by id or by what identifies a card to a person. */
export async function findSavedCard(
  db: Db,
  memberId: string,
  match: { id: string } | { brand: string; last4: string; expMonth: number; expYear: number },
): Promise<SavedCardRow | undefined> {
  const where =
    "id" in match
      ? eq(savedCards.id, match.id)
      : and(
          eq(savedCards.brand, match.brand),
          eq(savedCards.last4, match.last4),
          eq(savedCards.expMonth, match.expMonth),
          eq(savedCards.expYear, match.expYear),
        );
  const rows = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.memberId, memberId), where))
    .limit(1);
  return rows[0];
}

export async function insertSavedCard(
  db: Db,
  values: typeof savedCards.$inferInsert,
): Promise<SavedCardRow> {
  const [row] = await db.insert(savedCards).values(values).returning();
  if (!row) throw new Error("payments: a saved card was not written");
  return row;
}

export async function listSavedCards(db: Db, memberId: string): Promise<SavedCardRow[]> {
  return db
    .select()
    .from(savedCards)
    .where(eq(savedCards.memberId, memberId))
    .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
}
