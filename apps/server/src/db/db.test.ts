import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { openTestDatabase } from "../test-support/test-app.ts";
import { type Database, openDatabase } from "./client.ts";
import { acquireDirLock, DirLockedError } from "./dir-lock.ts";
import { appMeta } from "./schema/core.ts";
import { type Seeder, seedOnce } from "./seed/seed.ts";

describe("migrations and seeding", () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => drop());

  it("ops.migrate-once: applies the committed migrations, and applying them again changes nothing", async () => {
    await database.migrate();
    await database.migrate();
    const rows = await database.db.execute(sql`select count(*)::int as n from app_meta`);
    expect(rows).toBeDefined();
  });

  it("ops.seed-once: runs each seeder once: a second start keeps the data and seeds nothing", async () => {
    let runs = 0;
    const seeder: Seeder = {
      name: "test-once",
      async run(db) {
        runs += 1;
        await db.insert(appMeta).values({ key: "demo", value: { n: runs } });
      },
    };
    expect(await seedOnce(database.db, [seeder])).toEqual({ ran: ["test-once"] });
    expect(await seedOnce(database.db, [seeder])).toEqual({ ran: [] });
    expect(runs).toBe(1);
  });

  it("ops.seed-once: a seeder that fails leaves nothing half written", async () => {
    const failing: Seeder[] = [
      {
        name: "half-a",
        run: async (db) => void (await db.insert(appMeta).values({ key: "half", value: 1 })),
      },
      { name: "half-b", run: async () => Promise.reject(new Error("disk full")) },
    ];
    await expect(seedOnce(database.db, failing)).rejects.toThrow("disk full");
    const rows = await database.db.select().from(appMeta);
    expect(rows.map((r) => r.key)).not.toContain("half");
    expect(rows.map((r) => r.key)).not.toContain("seed:half-a");
  });

  it("answers ping", async () => {
    expect(await database.ping()).toBe(true);
  });
});

describe("embedded PGlite under DATA_DIR", () => {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
  });

  it("keeps its data across a restart", async () => {
    const dir = await mkdtemp(join(tmpdir(), "coop-db-"));
    dirs.push(dir);
    const first = await openDatabase({ kind: "pglite", dataDir: dir });
    await first.migrate();
    await first.db.insert(appMeta).values({ key: "kept", value: "yes" });
    await first.close();
    const second = await openDatabase({ kind: "pglite", dataDir: dir });
    await second.migrate();
    const rows = await second.db.select().from(appMeta);
    expect(rows.find((r) => r.key === "kept")?.value).toBe("yes");
    await second.close();
  });

  it("ops.one-process-per-data-dir: refuses a second live process on the same DATA_DIR, naming the way out", async () => {
    const dir = await mkdtemp(join(tmpdir(), "coop-lock-"));
    dirs.push(dir);
    const file = join(dir, "pglite.lock");
    // A live process other than this one holds the lock.
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      await writeFile(file, String(holder.pid));
      await expect(acquireDirLock(file)).rejects.toBeInstanceOf(DirLockedError);
      await expect(acquireDirLock(file)).rejects.toThrow(/DATABASE_URL/);
    } finally {
      holder.kill();
    }
  });

  it("ops.one-process-per-data-dir: takes over a lock left by a process that died", async () => {
    const dir = await mkdtemp(join(tmpdir(), "coop-lock-"));
    dirs.push(dir);
    const file = join(dir, "pglite.lock");
    await writeFile(file, "999999999");
    const lock = await acquireDirLock(file);
    await lock.release();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  "ops.migrate-once: PostgreSQL, two processes starting together",
  () => {
    it("migrate and seed once, under the advisory lock", async () => {
      const { database: probe, drop } = await openTestDatabase();
      // Two more pools on the same database, as two processes would have.
      const url = (probe.db as unknown as { $client: { options: { connectionString: string } } })
        .$client.options.connectionString;
      const a = await openDatabase({ kind: "postgres", url, poolSize: 2 });
      const b = await openDatabase({ kind: "postgres", url, poolSize: 2 });
      let runs = 0;
      const seeder: Seeder = {
        name: "concurrent",
        async run() {
          runs += 1;
          await new Promise((r) => setTimeout(r, 200));
        },
      };
      try {
        await Promise.all([
          a.migrate((db) => seedOnce(db, [seeder]).then(() => undefined)),
          b.migrate((db) => seedOnce(db, [seeder]).then(() => undefined)),
        ]);
        expect(runs).toBe(1);
      } finally {
        await a.close();
        await b.close();
        await drop();
      }
    });
  },
);
