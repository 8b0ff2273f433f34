import { randomUUID } from "node:crypto";

import { desc, eq } from "drizzle-orm";
import type { z } from "zod";

import {
  type OpsSegment,
  type opsSegmentBodySchema,
  type SegmentRules,
  segmentRulesSchema,
} from "@coop/contract/ops-engagement";

import type { Db } from "../../db/client.ts";
import { engagementSegments, engagementSegmentSizes } from "../../db/schema/engagement.ts";
import { HttpError } from "../../http/http-error.ts";
import type { StaffService } from "../staff/service.ts";
import { segmentMembersOf, segmentSize, totalUsers } from "./segments-sql.ts";

type SegmentRow = typeof engagementSegments.$inferSelect;
export type Actor = { id: string };
type SegmentBody = z.infer<typeof opsSegmentBodySchema>;

/** The UTC day (YYYY-MM-DD) of an instant. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Segments: stored rules with a name (`engagement.segment-rules`), their live size, and the
 * daily size measurement (`engagement.segment-sizes`).
 */
export function createSegmentsService(deps: {
  db: Db;
  now: () => Date;
  audit: StaffService["writeAudit"];
}) {
  const { db, now, audit } = deps;

  const rulesOf = (row: SegmentRow): SegmentRules => segmentRulesSchema.parse(row.rules);
  async function view(row: SegmentRow): Promise<OpsSegment> {
    const rules = rulesOf(row);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      rules,
      tags: row.tags,
      size: await segmentSize(db, rules, now()),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }
  async function row(id: string): Promise<SegmentRow> {
    const [found] = await db.select().from(engagementSegments).where(eq(engagementSegments.id, id));
    if (!found) throw new HttpError(404, `There is no segment ${id}.`);
    return found;
  }

  return {
    row,
    rows: () => db.select().from(engagementSegments).orderBy(desc(engagementSegments.createdAt)),
    async list(): Promise<OpsSegment[]> {
      const rows = await db
        .select()
        .from(engagementSegments)
        .where(eq(engagementSegments.archived, false))
        .orderBy(desc(engagementSegments.createdAt));
      return Promise.all(rows.map(view));
    },
    get: async (id: string) => view(await row(id)),
    async create(actor: Actor, body: SegmentBody): Promise<OpsSegment> {
      const at = now();
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await tx.insert(engagementSegments).values({
          id,
          name: body.name,
          description: body.description,
          rules: body.rules,
          tags: body.tags,
          createdAt: at,
          updatedAt: at,
        });
        await audit(tx, {
          actorId: actor.id,
          action: "engagement.segment.create",
          target: `segment:${id}`,
          after: body,
          at,
        });
      });
      return view(await row(id));
    },
    async update(actor: Actor, id: string, body: SegmentBody): Promise<OpsSegment> {
      const before = await row(id);
      const at = now();
      await db.transaction(async (tx) => {
        await tx
          .update(engagementSegments)
          .set({
            name: body.name,
            description: body.description,
            rules: body.rules,
            tags: body.tags,
            updatedAt: at,
          })
          .where(eq(engagementSegments.id, id));
        await audit(tx, {
          actorId: actor.id,
          action: "engagement.segment.update",
          target: `segment:${id}`,
          before: { name: before.name, rules: before.rules },
          after: body,
          at,
        });
      });
      return view(await row(id));
    },
    async estimate(rules: SegmentRules) {
      return { size: await segmentSize(db, rules, now()), total_users: await totalUsers(db) };
    },
    /** Users of a segment (null: everyone); the users export reads it. */
    segmentMembers: segmentMembersOf(db, now),
    /** `engagement.segment-sizes`: today's size of every segment, written once a day (upsert). */
    async measureSizes(): Promise<number> {
      const at = now();
      const rows = await db
        .select()
        .from(engagementSegments)
        .where(eq(engagementSegments.archived, false));
      for (const segment of rows) {
        const size = await segmentSize(db, rulesOf(segment), at);
        await db
          .insert(engagementSegmentSizes)
          .values({ segmentId: segment.id, day: utcDay(at), size, measuredAt: at })
          .onConflictDoUpdate({
            target: [engagementSegmentSizes.segmentId, engagementSegmentSizes.day],
            set: { size, measuredAt: at },
          });
      }
      return rows.length;
    },
  };
}

export type SegmentsService = ReturnType<typeof createSegmentsService>;
