// `npm run catalog:import -- <dir>`: loads a chain's catalog (restaurants, hours, menus,
// coupons; the format of apps/server/src/db/seed/data/README.md) into the database that
// DATA_DIR or DATABASE_URL names, after migrating it. With the embedded database, stop the
// server first: PGlite serves one process.
import { resolve } from "node:path";

import { ConfigError, loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { DirLockedError } from "../apps/server/src/db/dir-lock.ts";
import { type Catalog, readCatalogDir } from "../apps/server/src/db/seed/catalog-files.ts";
import { importCatalog } from "../apps/server/src/db/seed/catalog-import.ts";
import { CatalogFileError } from "../apps/server/src/db/seed/catalog-parse.ts";

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

const dir = process.argv[2];
if (!dir || process.argv.length > 3)
  fail("Usage: npm run catalog:import -- <directory with restaurants.json, hours.json, menus/>");

// Every file is read and checked before the database is opened.
const source = resolve(dir!);
let catalog: Catalog;
try {
  catalog = readCatalogDir(source);
} catch (error) {
  if (!(error instanceof CatalogFileError)) throw error;
  fail(`Nothing was imported. ${error.message}`);
}

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
  const n = await importCatalog(database.db, catalog!);
  process.stdout.write(
    `Imported ${n.restaurants} restaurants, ${n.menus} menus (${n.products} products), ` +
      `${n.coupons} coupons and ${n.upsells} upsell groups from ${source} into ` +
      `${database.kind === "pglite" ? config.dataDir : "DATABASE_URL"}.\n`,
  );
} finally {
  await database.close();
}
