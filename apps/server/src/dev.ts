// `npm run dev`: the same server with Vite in middleware mode, so the site has
// hot module replacement while the API stays alive on the same port.
import { createServer as createNetServer } from "node:net";
import { join } from "node:path";

import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";

import { ConfigError, loadConfig } from "./config.ts";
import { startServer } from "./server.ts";
import { webHandlerOf, webRoot } from "./web/load-web.ts";

let config;
try {
  config = loadConfig(process.env, process.cwd());
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

/** A free port for Vite's hot-reload socket, so two dev servers never share one. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once("error", reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no free port")),
      );
    });
  });
}

const vite = await createViteServer({
  root: webRoot,
  configFile: join(webRoot, "vite.config.ts"),
  server: { middlewareMode: true, hmr: { port: await freePort() } },
  appType: "custom",
});

const running = await startServer(
  config,
  {
    middleware: vite.middlewares,
    handle: async (request, page) => {
      // Loaded per request so that route and component edits apply without a restart.
      const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
      return webHandlerOf(build, "development")(request, page);
    },
  },
  { dev: true },
);
running.app.log.info(`development server with hot reload at ${running.url}`);

const stop = (signal: NodeJS.Signals) => {
  void Promise.all([running.stop(signal), vite.close()]).then(() => process.exit(0));
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
