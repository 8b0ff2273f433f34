import type { FastifyBaseLogger } from "fastify";

import { type App, buildApp } from "./app.ts";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { startupSeeding } from "./db/seed/seed.ts";
import { resolveEngagementApiKey, resolveTokenSecret } from "./lib/token-secret.ts";
import { memberIntegrationNotes } from "./modules/members/startup-notes.ts";
import type { WebApp } from "./web/register-web.ts";

export type Running = {
  app: App;
  database: Database;
  url: string;
  stop(reason: string): Promise<void>;
};

/**
 * Opens the database (PGlite under DATA_DIR, or PostgreSQL at DATABASE_URL),
 * migrates and seeds it under a lock, builds the app and listens.
 */
export async function startServer(
  config: Config,
  web: WebApp,
  options: { dev?: boolean } = {},
): Promise<Running> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dataDir: config.dataDir },
  );
  let app: App | undefined;
  try {
    await database.migrate(startupSeeding(config.seedDemo));
    const secret = await resolveTokenSecret(config.tokenSecret, config.dataDir);
    // `engagement.key-file`: the engagement REST key, generated and kept in DATA_DIR when unset.
    const engagementKey = await resolveEngagementApiKey(config.engagementApiKey, config.dataDir);
    app = await buildApp(config, {
      database,
      web,
      dev: options.dev ?? false,
      tokenSecret: secret.secret,
      engagementApiKey: engagementKey.secret,
    });
    logStartup(app.log, config, database, secret);
    if (engagementKey.file) {
      app.log.info(
        `ENGAGEMENT_API_KEY is not set: the engagement REST API key is kept in ${engagementKey.file}`,
      );
    }
    const url = await app.listen({ port: config.port, host: config.host });
    let stopping: Promise<void> | undefined;
    const running: Running = {
      app,
      database,
      url,
      stop(reason) {
        stopping ??= shutdown(app!, database, reason);
        return stopping;
      },
    };
    return running;
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}

function logStartup(
  log: FastifyBaseLogger,
  config: Config,
  database: Database,
  secret: Awaited<ReturnType<typeof resolveTokenSecret>>,
): void {
  log.info(
    { database: database.kind, dataDir: config.dataDir, publicOrigin: config.publicOrigin },
    database.kind === "pglite"
      ? `database: embedded PGlite in ${config.dataDir}`
      : "database: PostgreSQL at DATABASE_URL",
  );
  if (secret.source === "generated")
    log.info(`TOKEN_SECRET is not set: generated a new secret and kept it in ${secret.file}`);
  if (secret.source === "data-dir")
    log.info(`TOKEN_SECRET is not set: using the secret kept in ${secret.file}`);
  log.info(
    config.redisUrl
      ? "shared counters: Redis at REDIS_URL"
      : "shared counters: process memory (set REDIS_URL to share them between processes)",
  );
  for (const note of memberIntegrationNotes(config)) log.info(note);
}

/** Stops accepting connections, lets in-flight requests finish, then closes the database. */
async function shutdown(app: App, database: Database, reason: string): Promise<void> {
  app.log.info(`${reason}: finishing in-flight requests, then stopping`);
  app.coop.shuttingDown = true;
  await app.close();
  await database.close();
  app.log.info("stopped");
}
