import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const sources = [
  "apps/web/app",
  "apps/web/public",
  "apps/web/vite.config.ts",
  "apps/web/react-router.config.ts",
  "apps/web/package.json",
  "packages/contract/src",
  "package-lock.json",
].map((p) => join(root, p));
const builtEntry = join(root, "apps/web/build/server/index.js");

function newest(path: string): number {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

/** True when the web build is missing or older than any of its sources. */
export function webBuildIsStale(): boolean {
  const built = newest(builtEntry);
  return built === 0 || sources.some((s) => newest(s) > built);
}

/** Builds the site when it is missing or stale; exits the process if the build fails. */
export function ensureWebBuild(): void {
  if (!webBuildIsStale()) return;
  process.stdout.write("Building the web app (react-router build)…\n");
  const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    process.stderr.write("The web build failed; see the messages above.\n");
    process.exit(result.status ?? 1);
  }
}
