import type { FastifyBaseLogger } from "fastify";

import type { Db } from "../../db/client.ts";
import * as repo from "./repository.ts";

export type { JobRow, NewJob } from "./repository.ts";

/**
 * What a handler answers: nothing when the job is done; `{ later }` when it is not time yet
 * (the job runs again then, and that does not count as an attempt). A thrown error is a failed
 * attempt: retried with backoff, given up after the job's max_attempts.
 */
export type JobOutcome = void | { later: Date };
export type JobHandler = (job: repo.JobRow) => Promise<JobOutcome>;

export type JobQueueOptions = {
  db: Db;
  now: () => Date;
  log: Pick<FastifyBaseLogger, "error" | "warn">;
  /** How often the worker looks for due jobs (default 1 s). */
  pollMs?: number;
  /** How long a claimed job is this worker's before another may take it (default 2 min). */
  leaseMs?: number;
  /** The first retry's delay; each next one doubles it (default 5 s, at most 1 h). */
  backoffMs?: number;
  /** Jobs claimed at once. */
  batch?: number;
  /** Done jobs are deleted this long after they ran (default 14 days). */
  keepDoneMs?: number;
};

const MAX_BACKOFF_MS = 60 * 60_000;
/** How often a worker deletes old done jobs. */
const PRUNE_EVERY_MS = 60 * 60_000;

/** `jobs.durable`: the delay before retry number `attempt` (1, 2…): base × 2^(attempt−1), capped. */
export function backoffDelay(attempt: number, baseMs: number): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * The durable job queue (`jobs.durable`, docs/rules.md "Job queue"): what must happen later is
 * a row of `jobs`, added in the caller's transaction (so it exists exactly when what caused it
 * was committed), claimed by a worker in the process with a lease, run by the handler of its
 * kind, and marked done; a failure is retried with exponential backoff up to max_attempts, then
 * marked failed and logged. A job whose worker died mid-run is taken again once its lease ran
 * out. Every process runs a worker; `FOR UPDATE SKIP LOCKED` keeps two from taking one job.
 */
export function createJobQueue(options: JobQueueOptions) {
  const { db, now, log } = options;
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const backoffMs = options.backoffMs ?? 5_000;
  const batch = options.batch ?? 10;
  const keepDoneMs = options.keepDoneMs ?? 14 * 86_400_000;
  let prunedAt = Number.NEGATIVE_INFINITY;
  const handlers = new Map<string, JobHandler>();

  let started = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The pass running now (one at a time in a process), and whether another was asked for meanwhile. */
  let running: Promise<number> | null = null;
  let again = false;

  async function runOne(job: repo.JobRow): Promise<void> {
    const handler = handlers.get(job.kind)!;
    try {
      const outcome = await handler(job);
      if (outcome && "later" in outcome) await repo.markLater(db, job, outcome.later);
      else await repo.markDone(db, job, now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = job.attempts >= job.maxAttempts;
      const retryAt = giveUp
        ? null
        : new Date(now().getTime() + backoffDelay(job.attempts, backoffMs));
      await repo.markFailed(db, job, { error: message, retryAt, now: now() });
      if (giveUp) {
        log.error(
          { err: error, job: { id: job.id, kind: job.kind, key: job.key, attempts: job.attempts } },
          "job failed for good",
        );
      } else {
        log.warn(
          { job: { id: job.id, kind: job.kind, attempts: job.attempts }, error: message },
          "job failed; retried later",
        );
      }
    }
  }

  /** Claims and runs the due jobs until none is left; the number run. */
  async function pass(): Promise<number> {
    let count = 0;
    const started = now().getTime();
    if (started - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = started;
      await repo.pruneDone(db, new Date(started - keepDoneMs));
    }
    for (;;) {
      const at = now();
      const claimed = await repo.claimDue(db, {
        now: at,
        leaseUntil: new Date(at.getTime() + leaseMs),
        limit: batch,
        kinds: [...handlers.keys()],
      });
      for (const job of claimed) await runOne(job);
      count += claimed.length;
      if (claimed.length === 0 || stopped) return count;
    }
  }

  /** Runs a pass now, or once more after the one running (a wake during a pass is not lost). */
  function runDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await pass();
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule(delay: number) {
    if (!started || stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      runDue()
        .catch((error: unknown) => log.error({ err: error }, "job worker pass failed"))
        .finally(() => schedule(pollMs));
    }, delay);
    timer.unref?.();
  }

  function wake() {
    schedule(0);
  }

  return {
    /** The database the worker uses (a handler that queues follow-up jobs outside a transaction). */
    db,

    /** Registers the handler of a kind (before start); jobs of unknown kinds are left alone. */
    register(kind: string, handler: JobHandler) {
      if (handlers.has(kind))
        throw new Error(`A handler for job kind ${kind} is registered already`);
      handlers.set(kind, handler);
    },

    /**
     * Adds a job in the caller's transaction `tx`. With a key it is idempotent: when a job with
     * that key exists (pending or done) nothing is added and the answer is false.
     */
    enqueue(tx: Db, job: repo.NewJob): Promise<boolean> {
      return repo.insertJob(tx, job);
    },

    /** Brings the pending job `key` forward to now and wakes the worker; true when it was moved. */
    async runSoon(key: string): Promise<boolean> {
      const moved = await repo.pullForward(db, key, now());
      if (moved) wake();
      return moved;
    },

    /** Looks for due jobs at once instead of at the next poll (after an enqueue in this process). */
    wake,

    /** Runs the due jobs now (the worker does this every poll); the number run. */
    runDue,

    /** Starts the worker (the app is ready). */
    start() {
      if (started) return;
      started = true;
      stopped = false;
      schedule(0);
    },

    /** Stops the worker, waiting for the job running now (the app is closing). */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },

    /** A job by key (what became of it). */
    find: (key: string) => repo.findByKey(db, key),
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
