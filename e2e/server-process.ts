import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const repoRoot = join(import.meta.dirname, "..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

export type ServerProcess = {
  origin: string;
  /** The server's DATA_DIR (its outbox of emails is `<dataDir>/outbox`). */
  dataDir: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
};

/**
 * The built app (apps/server/src/main.ts) on a random port with a throwaway DATA_DIR. A test
 * that must know the port before the start (a PUBLIC_ORIGIN registered at an OpenID provider)
 * passes PORT in `env`.
 */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = env.PORT !== undefined ? Number(env.PORT) : await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), "coop-e2e-"));
  const child = spawn(process.execPath, [join(repoRoot, "apps/server/src/main.ts")], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // No network here: no map tiles (the map falls back to its tile-less drawing); a test
      // that wants tiles passes a MAP_TILE_URL of its own tile server.
      MAP_TILE_URL: "",
      // Placed orders move 60× faster than the clock (a kitchen minute per second), so the
      // confirmation's tracker reaches Ready within seconds (e2e/confirm.test.ts).
      ORDER_CLOCK_SPEED: "60",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  let ended = false;
  void exited.then(() => (ended = true));
  for (;;) {
    if (ended) throw new Error(`The server exited before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server was not ready within 60 s:\n${output}`);
    }
    try {
      const res = await fetch(`${origin}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    origin,
    dataDir,
    child,
    output: () => output,
    exited,
    async stop() {
      if (!ended) child.kill("SIGTERM");
      const code = await exited;
      await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
