// `npm run content:export -- [directory]`: writes the content of the database that DATA_DIR or
// DATABASE_URL names (every story and folder as a JSON file whose path is its full slug, and
// the images under assets/) into the directory (./content-export by default), for
// `content:import` on another installation. With the embedded database, stop the server first:
// PGlite serves one process.
import { existsSync, readdirSync } from "node:fs";
import { resolve } from "node:path";

import { assetStoragesOf } from "../apps/server/src/modules/content/assets-storage.ts";
import { exportContent } from "../apps/server/src/modules/content/content-transfer.ts";
import { fail, withDatabase } from "./script-database.ts";

if (process.argv.length > 3) fail("Usage: npm run content:export -- [directory]");
const target = resolve(process.argv[2] ?? "content-export");
if (existsSync(target) && readdirSync(target).length > 0)
  fail(`${target} is not empty. Name an empty or new directory, so no old file is mixed in.`);

await withDatabase(async (database, config) => {
  const n = await exportContent(database.db, assetStoragesOf(config).storages, target);
  process.stdout.write(
    `Exported ${n.stories} stories and folders and ${n.assets} images to ${target}.\n`,
  );
});
