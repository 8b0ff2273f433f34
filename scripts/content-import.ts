// `npm run content:import -- <directory>`: reads an export of `content:export` (story files and
// assets/) into the database that DATA_DIR or DATABASE_URL names, after migrating it: stories
// matched by uuid are updated, others created, all in one transaction; importing twice changes
// nothing the second time. With the embedded database, stop the server first: PGlite serves
// one process, and a running server is not told to drop its cached pages.
import { existsSync } from "node:fs";
import { resolve } from "node:path";

import { ConfigError, loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { DirLockedError } from "../apps/server/src/db/dir-lock.ts";
import { assetStoragesOf } from "../apps/server/src/modules/content/assets-storage.ts";
import { importContent } from "../apps/server/src/modules/content/content-transfer.ts";
import { StoryFileError } from "../apps/server/src/modules/content/story-files.ts";

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

const dir = process.argv[2];
if (!dir || process.argv.length > 3)
  fail("Usage: npm run content:import -- <directory of content:export>");
const source = resolve(dir!);
if (!existsSync(source)) fail(`There is no directory ${source}.`);

let config;
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
  const n = await importContent(database.db, assetStoragesOf(config).storage, source, new Date());
  process.stdout.write(
    `Imported ${source}: ${n.created} stories created, ${n.updated} updated, ${n.unchanged} unchanged, ${n.assets} images.\n`,
  );
} catch (error) {
  if (error instanceof StoryFileError) fail(`Nothing was imported. ${error.message}`);
  throw error;
} finally {
  await database.close();
}
