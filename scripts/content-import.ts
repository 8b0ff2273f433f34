// `npm run content:import -- <directory>`: reads an export of `content:export` (story files and
// assets/) into the database that DATA_DIR or DATABASE_URL names, after migrating it: stories
// matched by uuid are updated, others created, all in one transaction; importing twice changes
// nothing the second time. With the embedded database, stop the server first: PGlite serves
// one process, and a running server is not told to drop its cached pages.
import { existsSync } from "node:fs";
import { resolve } from "node:path";

import { assetStoragesOf } from "../apps/server/src/modules/content/assets-storage.ts";
import { importContent } from "../apps/server/src/modules/content/content-transfer.ts";
import { StoryFileError } from "../apps/server/src/modules/content/story-files.ts";
import { fail, withDatabase } from "./script-database.ts";

const dir = process.argv[2];
if (!dir || process.argv.length > 3)
  fail("Usage: npm run content:import -- <directory of content:export>");
const source = resolve(dir!);
if (!existsSync(source)) fail(`There is no directory ${source}.`);

await withDatabase(async (database, config) => {
  try {
    const n = await importContent(database.db, assetStoragesOf(config).storage, source, new Date());
    process.stdout.write(
      `Imported ${source}: ${n.created} stories created, ${n.updated} updated, ${n.unchanged} unchanged, ${n.assets} images.\n`,
    );
  } catch (error) {
    if (error instanceof StoryFileError) fail(`Nothing was imported. ${error.message}`);
    throw error;
  }
});
