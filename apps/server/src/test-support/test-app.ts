import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";

import pg from "pg";

import { type App, type AppDeps, buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { seedOnce } from "../db/seed/seed.ts";

/**
 * A fresh database per test file: in-memory PGlite, or, when TEST_DATABASE_URL
 * is set, a throwaway database created on that PostgreSQL server and dropped at
 * the end. Same migrations either way.
 */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: "pglite" });
    return { database, drop: () => database.close() };
  }
  const name = `coop_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 4 });
  return {
    database,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig(
    {
      LOG_LEVEL: "silent",
      // Sign-up sends a verification email: without SMTP it lands in DATA_DIR/outbox.
      DATA_DIR: join(tmpdir(), "coop-test-data"),
      TOKEN_SECRET: "t".repeat(40),
      ...overrides,
    },
    "/",
  );
}

export type TestApp = { app: App; database: Database; close(): Promise<void> };

/** The real app on a fresh, migrated database, for inject(). */
export async function createTestApp(
  options: {
    config?: Record<string, string>;
    deps?: Partial<AppDeps>;
    beforeReady?: (app: App) => void;
    /** Load the demo chain (default true). */
    seed?: boolean;
  } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  await database.migrate(
    options.seed === false ? undefined : async (db) => void (await seedOnce(db)),
  );
  const app = await buildApp(testConfig(options.config), {
    database,
    catalogCacheTtlMs: 0,
    ...options.deps,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await drop();
    },
  };
}
