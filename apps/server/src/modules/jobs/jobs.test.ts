import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { type Database, openDatabase } from "../../db/client.ts";
import { jobs } from "../../db/schema/operations.ts";
import { openTestDatabase } from "../../test-support/test-app.ts";
import * as repo from "./repository.ts";
import { backoffDelay, createJobQueue, type JobHandler } from "./service.ts";

let database: Database;
let drop: () => Promise<void>;
const start = new Date("2026-11-20T17:00:00.000Z");
let clock = start;
const now = () => clock;
const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.migrate();
});
afterAll(async () => drop());
beforeEach(async () => {
  await database.db.delete(jobs);
  clock = start;
  log.error.mockClear();
  log.warn.mockClear();
});

const seconds = (n: number) => new Date(start.getTime() + n * 1000);

function queueWith(kind: string, handler: JobHandler, extra = {}) {
  const queue = createJobQueue({ db: database.db, now, log, backoffMs: 5_000, ...extra });
  queue.register(kind, handler);
  return queue;
}

describe("jobs.durable: enqueue in the caller's transaction, idempotent by key", () => {
  it("jobs.durable: a job exists only when the transaction that added it commits", async () => {
    const queue = queueWith("test", async () => undefined);
    await database.db
      .transaction(async (tx) => {
        await queue.enqueue(tx, { kind: "test", key: "gone", runAt: start });
        throw new Error("roll back");
      })
      .catch(() => undefined);
    expect(await queue.find("gone")).toBeNull();
    await database.db.transaction(async (tx) => {
      await queue.enqueue(tx, { kind: "test", key: "kept", runAt: start });
    });
    expect(await queue.find("kept")).not.toBeNull();
  });

  it("jobs.durable: a second enqueue with the same key adds nothing, even after the first ran", async () => {
    const ran: string[] = [];
    const queue = queueWith(
      "test",
      async (job) => void ran.push(String((job.payload as { n: number }).n)),
    );
    expect(
      await queue.enqueue(database.db, { kind: "test", key: "k", runAt: start, payload: { n: 1 } }),
    ).toBe(true);
    expect(
      await queue.enqueue(database.db, { kind: "test", key: "k", runAt: start, payload: { n: 2 } }),
    ).toBe(false);
    expect(await queue.runDue()).toBe(1);
    expect(
      await queue.enqueue(database.db, { kind: "test", key: "k", runAt: start, payload: { n: 3 } }),
    ).toBe(false);
    expect(await queue.runDue()).toBe(0);
    expect(ran).toEqual(["1"]);
    expect((await queue.find("k"))!.doneAt).toEqual(start);
  });

  it("jobs.durable: a job waits for its run_at", async () => {
    let ran = 0;
    const queue = queueWith("test", async () => void (ran += 1));
    await queue.enqueue(database.db, { kind: "test", key: "later", runAt: seconds(60) });
    expect(await queue.runDue()).toBe(0);
    clock = seconds(59);
    expect(await queue.runDue()).toBe(0);
    clock = seconds(60);
    expect(await queue.runDue()).toBe(1);
    expect(ran).toBe(1);
  });
});

describe("jobs.durable: a restart", () => {
  it("jobs.durable: a job enqueued before the process stopped runs after the embedded database is opened again", async () => {
    const dir = await mkdtemp(join(tmpdir(), "coop-jobs-"));
    try {
      const first = await openDatabase({ kind: "pglite", dataDir: dir });
      await first.migrate();
      const before = createJobQueue({ db: first.db, now, log });
      await first.db.transaction(async (tx) => {
        await before.enqueue(tx, { kind: "mail", key: "kept", runAt: start, payload: { to: "a" } });
      });
      await first.close();

      const second = await openDatabase({ kind: "pglite", dataDir: dir });
      await second.migrate();
      const sent: unknown[] = [];
      const after = createJobQueue({ db: second.db, now, log });
      after.register("mail", async (job) => void sent.push(job.payload));
      expect(await after.runDue()).toBe(1);
      expect(sent).toEqual([{ to: "a" }]);
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("jobs.retry-backoff", () => {
  it("jobs.retry-backoff: the delay doubles from the base and stops growing at an hour", () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 5_000))).toEqual([
      5_000, 10_000, 20_000, 40_000,
    ]);
    expect(backoffDelay(30, 5_000)).toBe(3_600_000);
  });

  it("jobs.retry-backoff: a failing job is retried after 5 s, then 10 s, and succeeds", async () => {
    let calls = 0;
    const queue = queueWith("flaky", async () => {
      calls += 1;
      if (calls < 3) throw new Error(`SMTP is down (${calls})`);
    });
    await queue.enqueue(database.db, { kind: "flaky", key: "f", runAt: start });
    await queue.runDue();
    let row = (await queue.find("f"))!;
    expect(row).toMatchObject({ attempts: 1, lastError: "SMTP is down (1)", doneAt: null });
    expect(row.runAt).toEqual(seconds(5));
    expect(row.lockedUntil).toBeNull();
    clock = seconds(4);
    expect(await queue.runDue()).toBe(0);
    clock = seconds(5);
    await queue.runDue();
    row = (await queue.find("f"))!;
    expect(row.attempts).toBe(2);
    expect(row.runAt).toEqual(seconds(15));
    clock = seconds(15);
    await queue.runDue();
    row = (await queue.find("f"))!;
    expect(row).toMatchObject({ attempts: 3, lastError: null, failedAt: null });
    expect(row.doneAt).toEqual(seconds(15));
    expect(calls).toBe(3);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.error).not.toHaveBeenCalled();
  });

  it("jobs.retry-backoff: after max_attempts failures the job is marked failed, logged, and never run again", async () => {
    let calls = 0;
    const queue = queueWith("broken", async () => {
      calls += 1;
      throw new Error("no such mailbox");
    });
    await queue.enqueue(database.db, { kind: "broken", key: "b", runAt: start, maxAttempts: 3 });
    for (let i = 0; i < 10; i += 1) {
      await queue.runDue();
      clock = new Date(clock.getTime() + 3_600_000);
    }
    const row = (await queue.find("b"))!;
    expect(calls).toBe(3);
    expect(row.attempts).toBe(3);
    expect(row.failedAt).not.toBeNull();
    expect(row.doneAt).toBeNull();
    expect(row.lastError).toBe("no such mailbox");
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]![1]).toBe("job failed for good");
  });

  it("jobs.retry-backoff: a handler's 'not yet' runs it again at the time it gives, without counting an attempt", async () => {
    let calls = 0;
    const queue = queueWith("wait", async () => {
      calls += 1;
      return calls < 4 ? { later: new Date(clock.getTime() + 60_000) } : undefined;
    });
    await queue.enqueue(database.db, { kind: "wait", key: "w", runAt: start, maxAttempts: 2 });
    for (let i = 0; i < 4; i += 1) {
      await queue.runDue();
      const row = (await queue.find("w"))!;
      expect(row.attempts).toBe(i < 3 ? 0 : 1);
      clock = new Date(clock.getTime() + 60_000);
    }
    expect((await queue.find("w"))!.doneAt).not.toBeNull();
    expect(calls).toBe(4);
  });
});

describe("jobs.lease", () => {
  it("jobs.lease: a job claimed by a worker that died is taken again once its lease ran out", async () => {
    let ran = 0;
    const queue = queueWith("lease", async () => void (ran += 1), { leaseMs: 120_000 });
    await queue.enqueue(database.db, { kind: "lease", key: "l", runAt: start });
    // Another process claimed it and died mid-run: its lease holds until start + 2 min.
    const [claimed] = await repo.claimDue(database.db, {
      now: start,
      leaseUntil: seconds(120),
      limit: 10,
      kinds: ["lease"],
    });
    expect(claimed!.attempts).toBe(1);
    clock = seconds(119);
    expect(await queue.runDue()).toBe(0);
    clock = seconds(120);
    expect(await queue.runDue()).toBe(1);
    expect(ran).toBe(1);
    const row = (await queue.find("l"))!;
    expect(row.attempts).toBe(2);
    expect(row.doneAt).toEqual(seconds(120));
    // The dead worker's late "done" changes nothing: the job is no longer its own.
    await repo.markFailed(database.db, claimed!, {
      error: "late",
      retryAt: seconds(500),
      now: clock,
    });
    expect((await queue.find("l"))!.lastError).toBeNull();
  });

  it("jobs.lease: two workers running at once never run the same job twice", async () => {
    const runs = new Map<number, number>();
    const handler: JobHandler = async (job) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    const a = queueWith("race", handler, { batch: 3 });
    const b = queueWith("race", handler, { batch: 3 });
    for (let i = 0; i < 40; i += 1)
      await a.enqueue(database.db, { kind: "race", key: `r${i}`, runAt: start });
    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ranA + ranB).toBe(40);
    expect(runs.size).toBe(40);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    const rows = await database.db.select().from(jobs).where(eq(jobs.kind, "race"));
    expect(rows.every((r) => r.doneAt !== null && r.attempts === 1)).toBe(true);
  });
});

describe("jobs.worker-lifecycle", () => {
  it("jobs.worker-lifecycle: a started worker runs a job woken after its enqueue at once, and stops cleanly", async () => {
    const realNow = () => new Date();
    const done: string[] = [];
    const queue = createJobQueue({ db: database.db, now: realNow, log, pollMs: 3_600_000 });
    queue.register("wake", async (job) => void done.push(job.key!));
    queue.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await queue.enqueue(database.db, { kind: "wake", key: "now", runAt: realNow() });
    queue.wake();
    await vi.waitFor(() => expect(done).toEqual(["now"]), { timeout: 2_000, interval: 10 });
    await queue.stop();
    // Stopped: nothing runs any more, even when woken.
    await queue.enqueue(database.db, { kind: "wake", key: "after", runAt: realNow() });
    queue.wake();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(done).toEqual(["now"]);
  });

  it("jobs.worker-lifecycle: the worker polls by itself", async () => {
    const realNow = () => new Date();
    const done: string[] = [];
    const queue = createJobQueue({ db: database.db, now: realNow, log, pollMs: 50 });
    queue.register("poll", async (job) => void done.push(job.key!));
    queue.start();
    await queue.enqueue(database.db, { kind: "poll", key: "p", runAt: realNow() });
    await vi.waitFor(() => expect(done).toEqual(["p"]), { timeout: 2_000, interval: 10 });
    await queue.stop();
  });
});

describe("jobs.prune", () => {
  it("jobs.prune: done jobs are deleted 14 days after they ran, at most once an hour; pending and failed ones stay", async () => {
    const queue = queueWith("old", async () => undefined);
    await queue.enqueue(database.db, { kind: "old", key: "done-early", runAt: start });
    await queue.runDue();
    await database.db.insert(jobs).values([
      { kind: "other", key: "failed", runAt: start, failedAt: start },
      { kind: "other", key: "pending", runAt: start },
    ]);
    clock = new Date(start.getTime() + 14 * 86_400_000 - 1_000);
    await queue.runDue();
    expect(await queue.find("done-early")).not.toBeNull();
    // Within the hour since the last look: not looked at again.
    clock = new Date(start.getTime() + 14 * 86_400_000 + 1_000);
    await queue.runDue();
    expect(await queue.find("done-early")).not.toBeNull();
    clock = new Date(start.getTime() + 15 * 86_400_000);
    await queue.runDue();
    expect(await queue.find("done-early")).toBeNull();
    expect(await queue.find("failed")).not.toBeNull();
    expect(await queue.find("pending")).not.toBeNull();
  });
});
