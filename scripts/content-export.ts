// `npm run content:export -- [directory]`: writes the content of the database that DATA_DIR or
// DATABASE_URL names (every story and folder as a JSON file whose path is its full slug, and
// the images under assets/) into the directory (./content-export by default), for
// `content:import` on another installation. With the embedded database, stop the server first:
// PGlite serves one process.
import { existsSync, readdirSync } from "node:fs";
import { resolve } from "node:path";

import { ConfigError, loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { DirLockedError } from "../apps/server/src/db/dir-lock.ts";
import { assetStoragesOf } from "../apps/server/src/modules/content/assets-storage.ts";
import { exportContent } from "../apps/server/src/modules/content/content-transfer.ts";

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

if (process.argv.length > 3) fail("Usage: npm run content:export -- [directory]");
const target = resolve(process.argv[2] ?? "content-export");
if (existsSync(target) && readdirSync(target).length > 0)
  fail(`${target} is not empty. Name an empty or new directory, so no old file is mixed in.`);

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
  const n = await exportContent(database.db, assetStoragesOf(config).storages, target);
  process.stdout.write(
    `Exported ${n.stories} stories and folders and ${n.assets} images to ${target}.\n`,
  );
} finally {
  await database.close();
}
