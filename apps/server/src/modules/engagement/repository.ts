import type { Db } from "../../db/client.ts";
import { engagementEvents } from "../../db/schema/engagement.ts";

export type EngagementEventRow = typeof engagementEvents.$inferInsert;

export async function insertEvents(db: Db, rows: EngagementEventRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(engagementEvents).values(rows);
}
