// `npm start`: build what is missing or stale, then run the production server
// (it migrates and seeds the database itself).
import { ConfigError, loadConfig } from "../apps/server/src/config.ts";
import { ensureWebBuild } from "./web-build.ts";

try {
  // Fail on bad configuration before spending time on a build.
  loadConfig(process.env, process.cwd());
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
ensureWebBuild();
await import("../apps/server/src/main.ts");
