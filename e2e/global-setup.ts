import { existsSync } from "node:fs";
import { join } from "node:path";

import type { TestProject } from "vitest/node";

import { repoRoot, type ServerProcess, startBuiltServer } from "./server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

let server: ServerProcess | undefined;

export async function setup(project: TestProject): Promise<void> {
  const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `The browser tests need Chromium at ${chromiumPath}. Install Debian's package with ` +
        "`sudo apt-get install chromium` (or set CHROMIUM_PATH to another Chromium binary).",
    );
  }
  if (!existsSync(join(repoRoot, "apps/web/build/server/index.js"))) {
    throw new Error(
      'The browser tests run against the built app: run "npm run build" first (npm test does it).',
    );
  }
  server = await startBuiltServer();
  project.provide("baseUrl", server.origin);
  project.provide("chromiumPath", chromiumPath);
}

export async function teardown(): Promise<void> {
  const code = await server?.stop();
  if (code !== 0 && code !== null) {
    throw new Error(`The server did not stop cleanly (exit ${code}):\n${server?.output()}`);
  }
}
