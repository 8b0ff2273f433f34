import type { Db } from "../../db/client.ts";
import type { JobQueue } from "../jobs/service.ts";
import type { Actor, AuthoringService } from "./authoring-service.ts";

/** The job kind of a scheduled publication. */
export const PUBLISH_JOB = "content-publish";

/**
 * `content.schedule`: a scheduled publication is a job of the durable queue, added in the
 * transaction that set the story's publish_at. Its key names the story and the time, so asking
 * again for the same time adds nothing, and a job whose time is no longer the story's
 * publish_at (re-scheduled, published meanwhile, unpublished) does nothing.
 */
export function createPublishJobs(queue: JobQueue) {
  return {
    async schedule(tx: Db, storyId: number, at: Date, actor: Actor): Promise<void> {
      await queue.enqueue(tx, {
        kind: PUBLISH_JOB,
        key: `${PUBLISH_JOB}:${storyId}:${at.toISOString()}`,
        runAt: at,
        payload: { storyId, at: at.toISOString(), staffId: actor.id },
      });
    },
    /** Registers the handler (before the queue starts). */
    register(authoring: Pick<AuthoringService, "publishScheduled">): void {
      queue.register(PUBLISH_JOB, async (job) => {
        const { storyId, at, staffId } = job.payload as {
          storyId: number;
          at: string;
          staffId?: string;
        };
        await authoring.publishScheduled(storyId, new Date(at), staffId ?? null);
      });
    },
  };
}
