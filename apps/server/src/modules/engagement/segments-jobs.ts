import type { JobQueue } from "../jobs/service.ts";
import type { SegmentsService } from "./segments-service.ts";
import { SEGMENT_SIZES_JOB } from "./sends.ts";

const KEY = "engagement-segment-sizes";

/** The next UTC midnight after `at`. */
export function nextUtcMidnight(at: Date): Date {
  const next = new Date(at);
  next.setUTCHours(24, 0, 0, 0);
  return next;
}

/**
 * `engagement.segment-sizes`: one job measures every segment's size once a UTC day and asks to
 * run again at the next midnight; it is kept pending, so there is one such job per database.
 */
export function registerSegmentSizes(
  jobs: JobQueue,
  segments: SegmentsService,
  now: () => Date,
): void {
  jobs.register(SEGMENT_SIZES_JOB, async () => {
    await segments.measureSizes();
    return { later: nextUtcMidnight(now()) };
  });
}

/** Adds the daily job when the database has none (the key makes it idempotent). */
export async function scheduleSegmentSizes(jobs: JobQueue, now: () => Date): Promise<void> {
  await jobs.enqueue(jobs.db, { kind: SEGMENT_SIZES_JOB, key: KEY, runAt: now() });
}
