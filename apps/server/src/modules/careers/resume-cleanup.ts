import { and, isNull, lt } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { jobResumeUploads } from "../../db/schema/careers.ts";
import type { JobQueue } from "../jobs/service.ts";
import type { ResumeFiles } from "./resume-files.ts";

export const RESUME_CLEANUP_JOB = "careers.resume-cleanup";
const KEY = "careers-resume-cleanup";
/** An upload no application took within this long is deleted, with its file. */
export const UNCLAIMED_RESUME_MS = 86_400_000;
const EVERY_MS = 3_600_000;

/**
 * `careers.resume-private`: resumes uploaded without an application (abandoned forms) are not
 * kept: a job of the queue deletes those older than a day, rows and files, every hour.
 */
export function createResumeCleanup(deps: {
  db: Db;
  jobs: JobQueue;
  resumes: ResumeFiles;
  now: () => Date;
}) {
  async function run(): Promise<number> {
    const cutoff = new Date(deps.now().getTime() - UNCLAIMED_RESUME_MS);
    const gone = await deps.db
      .delete(jobResumeUploads)
      .where(and(isNull(jobResumeUploads.claimedAt), lt(jobResumeUploads.createdAt, cutoff)))
      .returning({ file: jobResumeUploads.file });
    for (const { file } of gone) await deps.resumes.remove(file);
    return gone.length;
  }
  return {
    run,
    register() {
      deps.jobs.register(RESUME_CLEANUP_JOB, async () => {
        await run();
        return { later: new Date(deps.now().getTime() + EVERY_MS) };
      });
    },
    /** One such job per database, kept pending (the key makes the enqueue idempotent). */
    async schedule() {
      await deps.jobs.enqueue(deps.jobs.db, {
        kind: RESUME_CLEANUP_JOB,
        key: KEY,
        runAt: deps.now(),
      });
    },
  };
}
