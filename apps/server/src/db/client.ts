import { mkdir } from "node:fs/promises";
import { join } from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

import { acquireDirLock, type DirLock } from "./dir-lock.ts";

export const migrationsFolder = join(import.meta.dirname, "migrations");

/**
 * The Drizzle database, whichever driver is behind it. A transaction (Drizzle's
 * `PgTransaction`) extends `PgDatabase`, so it is a `Db` too: repositories and services take
 * a `Db` and work the same inside or outside a transaction.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies committed migrations and runs `prepare` (seeding) under a lock held across processes. */
  migrate(prepare?: (db: Db) => Promise<void>): Promise<void>;
  /** True when the database answers a query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  /** dataDir undefined means in memory (tests). */
  | { kind: "pglite"; dataDir?: string };

// Any constant will do; it names Coop's migration lock among PostgreSQL advisory locks.
const MIGRATION_LOCK_KEY = 7_240_311_893;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === "postgres"
    ? openPostgres(options.url, options.poolSize ?? 10)
    : openPglite(options.dataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", () => undefined);
  const db: Db = drizzlePg({ client: pool });
  return {
    db,
    kind: "postgres",
    async migrate(prepare) {
      // Two processes starting together: the second waits here until the first has
      // migrated and seeded, then finds nothing left to do.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg({ client: pool }), { migrationsFolder });
          if (prepare) await prepare(db);
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    ping: () => pingDb(db),
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let lock: DirLock | undefined;
  let client: PGlite;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    // PGlite is one process's database: a second process on the same files would corrupt them.
    lock = await acquireDirLock(join(dataDir, "pglite.lock"));
    try {
      client = await PGlite.create({ dataDir: join(dataDir, "pglite") });
    } catch (error) {
      await lock.release();
      throw error;
    }
  } else {
    client = await PGlite.create();
  }
  const pgliteDb = drizzlePglite({ client });
  const db: Db = pgliteDb;
  return {
    db,
    kind: "pglite",
    async migrate(prepare) {
      await migratePglite(pgliteDb, { migrationsFolder });
      if (prepare) await prepare(db);
    },
    ping: () => pingDb(db),
    async close() {
      await client.close();
      await lock?.release();
    },
  };
}

async function pingDb(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
