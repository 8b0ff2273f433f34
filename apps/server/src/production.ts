import { type Config, ConfigError, loadConfig } from "./config.ts";
import { startServer } from "./server.ts";
import { loadBuiltWeb } from "./web/load-web.ts";

let config: Config;
try {
  config = loadConfig(process.env, process.cwd());
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

try {
  const web = await loadBuiltWeb(config.webBuildDir);
  const running = await startServer(config, web);
  const onSignal = (signal: NodeJS.Signals) => {
    const timer = setTimeout(() => {
      running.app.log.error(
        `requests still running after ${config.shutdownTimeoutMs} ms; exiting anyway`,
      );
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    running.stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        running.app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
} catch (error) {
  process.stderr.write(
    `Coop could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
