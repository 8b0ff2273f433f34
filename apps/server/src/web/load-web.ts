import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { createRequestHandler, type ServerBuild } from "react-router";

import type { WebApp } from "./register-web.ts";

export const webRoot = join(import.meta.dirname, "../../../web");
// COOP_WEB_BUILD_DIR: a build made elsewhere (react-router.config.ts reads the same variable).
export const webBuildDir = process.env.COOP_WEB_BUILD_DIR || join(webRoot, "build");
const serverEntry = join(webBuildDir, "server/index.js");

export class WebBuildMissingError extends Error {
  constructor() {
    super(
      `The web build is missing (${serverEntry}). Run "npm run build" or start with "npm start", which builds it.`,
    );
    this.name = "WebBuildMissingError";
  }
}

/** The production site: the build made by `react-router build`. */
export async function loadBuiltWeb(): Promise<WebApp> {
  if (!existsSync(serverEntry)) throw new WebBuildMissingError();
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  return {
    handle: (request) => handle(request),
    clientDir: join(webBuildDir, "client"),
    // Public pages are served from memory (decision 014), keyed by this build's version.
    pageCache: true,
    version: build.assets.version,
  };
}
