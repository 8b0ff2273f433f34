import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { createRequestHandler, type ServerBuild } from "react-router";

import type { WebApp } from "./register-web.ts";

export const webRoot = join(import.meta.dirname, "../../../web");

export class WebBuildMissingError extends Error {
  constructor(serverEntry: string) {
    super(
      `The web build is missing (${serverEntry}). Run "npm run build" or start with "npm start", which builds it.`,
    );
    this.name = "WebBuildMissingError";
  }
}

/**
 * The production site: the build made by `react-router build`, in `buildDir` (config's
 * COOP_WEB_BUILD_DIR, a build made elsewhere) or else apps/web/build.
 */
export async function loadBuiltWeb(buildDir = join(webRoot, "build")): Promise<WebApp> {
  const serverEntry = join(buildDir, "server/index.js");
  if (!existsSync(serverEntry)) throw new WebBuildMissingError(serverEntry);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  return {
    handle: (request) => handle(request),
    clientDir: join(buildDir, "client"),
    // Public pages are served from memory (decision 014), keyed by this build's version.
    pageCache: true,
    version: build.assets.version,
  };
}
