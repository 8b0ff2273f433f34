import { mkdirSync } from "node:fs";
import { isAbsolute, join } from "node:path";

import { repoRoot } from "../server-process.ts";

/**
 * Where the browser tests write their screenshots: E2E_SCREENSHOT_DIR (relative to the
 * repository) or e2e/artifacts/screenshots, which git ignores. One folder per test file.
 */
function screenshotDir(folder: string): string {
  const configured = process.env.E2E_SCREENSHOT_DIR;
  const root = configured
    ? isAbsolute(configured)
      ? configured
      : join(repoRoot, configured)
    : join(repoRoot, "e2e", "artifacts", "screenshots");
  const dir = join(root, folder);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** `screenshots("checkout")("dialog-375")` → <dir>/checkout/dialog-375.png. */
export function screenshots(folder: string): (name: string) => string {
  let dir: string | undefined;
  return (name) => join((dir ??= screenshotDir(folder)), `${name}.png`);
}
