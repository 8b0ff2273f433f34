import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema/operations.ts";

export type JobRow = typeof jobs.$inferSelect;

export type NewJob = {
  kind: string;
  /** Makes the enqueue idempotent: a second job with the same key is not added. */
  key?: string;
  runAt: Date;
  payload?: Record<string, unknown>;
  maxAttempts?: number;
};

/** Adds a job in the caller's transaction; false when a job with the same key exists. */
export async function insertJob(tx: Db, job: NewJob): Promise<boolean> {
  const rows = await tx
    .insert(jobs)
    .values({
      kind: job.kind,
      key: job.key ?? null,
      runAt: job.runAt,
      payload: job.payload ?? {},
      ...(job.maxAttempts !== undefined && { maxAttempts: job.maxAttempts }),
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Takes up to `limit` due jobs of the given kinds for this worker: not done, not failed, due,
 * and not held by another worker's lease (or held by one whose lease ran out: that worker
 * died). `FOR UPDATE SKIP LOCKED`: two workers claiming at once never get the same job. The
 * claim counts an attempt, so a job that kills its process is given up after max_attempts too.
 */
export async function claimDue(
  db: Db,
  options: { now: Date; leaseUntil: Date; limit: number; kinds: string[] },
): Promise<JobRow[]> {
  if (options.kinds.length === 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        isNull(jobs.doneAt),
        isNull(jobs.failedAt),
        lte(jobs.runAt, options.now),
        or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, options.now)),
        inArray(jobs.kind, options.kinds),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(options.limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: options.leaseUntil, attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning();
  return rows.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
}

/** Marks a claimed job done (only while this worker still holds its lease). */
export async function markDone(db: Db, job: JobRow, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ doneAt: now, lockedUntil: null, lastError: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts)));
}

/** A failed run: again at `retryAt`, or given up (failed) when no attempt is left. */
export async function markFailed(
  db: Db,
  job: JobRow,
  update: { error: string; retryAt: Date | null; now: Date },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      lockedUntil: null,
      lastError: update.error.slice(0, 2000),
      ...(update.retryAt ? { runAt: update.retryAt } : { failedAt: update.now }),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts)));
}

/** The handler asked to look again at `runAt`: not an attempt, so the claim's count is undone. */
export async function markLater(db: Db, job: JobRow, runAt: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ lockedUntil: null, runAt, attempts: sql`greatest(${jobs.attempts} - 1, 0)` })
    .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts)));
}

/** Brings a pending job forward to `runAt` (when it is due later); true when one was moved. */
export async function pullForward(db: Db, key: string, runAt: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ runAt })
    .where(
      and(
        eq(jobs.key, key),
        sql`${jobs.doneAt} is null and ${jobs.failedAt} is null and ${jobs.runAt} > ${runAt}`,
      ),
    )
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Deletes the jobs done before `before` (their key no longer guards anything: what they did is
 * long past). Failed jobs stay, for someone to look at. The number deleted.
 */
export async function pruneDone(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(isNotNull(jobs.doneAt), lt(jobs.doneAt, before)))
    .returning({ id: jobs.id });
  return rows.length;
}

/** One job by key (tests, and what a caller shows about a job). */
export async function findByKey(db: Db, key: string): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.key, key));
  return row ?? null;
}
