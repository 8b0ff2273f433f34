import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
  type ServerEntryModule,
} from "react-router";

import type { PageLoadContext } from "@coop/contract/load-context";

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
 * What the web app's server entry (apps/web/app/entry.server.tsx) exports beside React
 * Router's own: the key under which its loaders read the page context.
 */
type WebServerEntry = ServerEntryModule & { pageContext: RouterContext<PageLoadContext> };

function isWebServerEntry(entry: ServerEntryModule): entry is WebServerEntry {
  const key = (entry as Partial<WebServerEntry>).pageContext;
  return typeof key === "object" && key !== null;
}

/**
 * A request handler of a build that hands the page context to its loaders, under the
 * build's own key (the build bundles its copy of that module). The context itself is made
 * here, by the React Router that handles the request, which checks it is its own kind.
 */
export function webHandlerOf(build: ServerBuild, mode: "production" | "development") {
  const entry = build.entry.module;
  if (!isWebServerEntry(entry)) {
    throw new Error(
      'The web build\'s server entry does not export pageContext: rebuild it with "npm run build".',
    );
  }
  const handle = createRequestHandler(build, mode);
  return (request: Request, page: PageLoadContext) =>
    handle(request, new RouterContextProvider(new Map([[entry.pageContext, page]])));
}

/**
 * The production site: the build made by `react-router build`, in `buildDir` (config's
 * COOP_WEB_BUILD_DIR, a build made elsewhere) or else apps/web/build.
 */
export async function loadBuiltWeb(buildDir = join(webRoot, "build")): Promise<WebApp> {
  const serverEntry = join(buildDir, "server/index.js");
  if (!existsSync(serverEntry)) throw new WebBuildMissingError(serverEntry);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  return {
    handle: webHandlerOf(build, "production"),
    clientDir: join(buildDir, "client"),
    // `pagecache.public-only`: public pages are served from memory, keyed by this build's
    // version (docs/decisions/014-ssr-cache-and-budgets.md).
    pageCache: true,
    version: build.assets.version,
  };
}
