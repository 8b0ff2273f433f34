// What the scripts that work on an installation's database share (`catalog:import`,
// `content:export`, `content:import`): ending with a message a person can act on, and the
// database that DATA_DIR or DATABASE_URL names, migrated.
import { type Config, ConfigError, loadConfig } from "../apps/server/src/config.ts";
import { type Database, openDatabase } from "../apps/server/src/db/client.ts";
import { DirLockedError } from "../apps/server/src/db/dir-lock.ts";

/** Ends the script with the message on stderr and exit code 1. */
export const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

/**
 * Runs `work` on the installation's database, migrated first, then closes it. A configuration
 * that does not load, or an embedded database another process holds (the server: stop it
 * first), ends the script with the reason.
 */
export async function withDatabase<T>(
  work: (database: Database, config: Config) => Promise<T>,
): Promise<T> {
  let config: Config;
  try {
    config = loadConfig(process.env, process.cwd());
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dataDir: config.dataDir },
  ).catch((error: unknown) => {
    if (error instanceof DirLockedError) fail(error.message);
    throw error;
  });
  try {
    await database.migrate();
    return await work(database, config);
  } finally {
    await database.close();
  }
}
