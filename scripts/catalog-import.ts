// `npm run catalog:import -- <dir>`: loads a chain's catalog (restaurants, hours, menus,
// coupons; the format of apps/server/src/db/seed/data/README.md) into the database that
// DATA_DIR or DATABASE_URL names, after migrating it. With the embedded database, stop the
// server first: PGlite serves one process.
import { resolve } from "node:path";

import { type Catalog, readCatalogDir } from "../apps/server/src/db/seed/catalog-files.ts";
import { importCatalog } from "../apps/server/src/db/seed/catalog-import.ts";
import { CatalogFileError } from "../apps/server/src/db/seed/catalog-parse.ts";
import { fail, withDatabase } from "./script-database.ts";

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

await withDatabase(async (database, config) => {
  const n = await importCatalog(database.db, catalog!);
  process.stdout.write(
    `Imported ${n.restaurants} restaurants, ${n.menus} menus (${n.products} products), ` +
      `${n.coupons} coupons and ${n.upsells} upsell groups from ${source} into ` +
      `${database.kind === "pglite" ? config.dataDir : "DATABASE_URL"}.\n`,
  );
});
