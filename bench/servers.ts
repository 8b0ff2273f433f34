// Starting the two servers a target is measured on — Coop itself, and a reference server
// answering the bytes Coop answered — and the single request that captures those bytes.
import { writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { type Child, describeExit, freePort, repoRoot, startChild, tempDir } from "./processes.ts";
import type { Target } from "./targets.ts";

export const serverEntry = resolve(
  repoRoot,
  process.env.BENCH_SERVER_ENTRY || "apps/server/src/main.ts",
);
const referenceEntry = join(import.meta.dirname, "reference-server.ts");
const READY_TIMEOUT_MS = 60_000;

export type Captured = {
  status: number;
  contentType: string;
  contentEncoding: string;
  body: Buffer;
};

export type Server = { origin: string; child: Child };

/** One request with node:http (no Accept-Encoding unless the target sets it, like autocannon). */
export function fetchOnce(origin: string, target: Target, timeoutMs = 10_000): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      new URL(target.path, origin),
      { method: target.method ?? "GET", headers: target.headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers["content-type"] ?? "",
            contentEncoding: response.headers["content-encoding"] ?? "",
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.setTimeout(timeoutMs, () =>
      request.destroy(new Error(`no answer within ${timeoutMs} ms`)),
    );
    request.on("error", reject);
    request.end(target.body);
  });
}

/**
 * Starts Coop as `npm start` runs it, on a free port with a throwaway DATA_DIR, in its default
 * configuration: the default log level (info: a line per request, as in production), so every
 * figure includes the cost of the request logs. `env` adds variables (REDIS_URL).
 */
export async function startCoop(
  options: { env?: Record<string, string> } = {},
): Promise<Server & { dataDir: string }> {
  const port = await freePort();
  const dataDir = await tempDir("coop-bench-data-");
  const child = startChild("The Coop server", [serverEntry], {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ...options.env,
    // No map tiles: nothing in the bench (Lighthouse included) reaches outside the machine.
    MAP_TILE_URL: "",
    // A build made elsewhere (apps/web/react-router.config.ts), when one is given.
    ...(process.env.COOP_WEB_BUILD_DIR
      ? { COOP_WEB_BUILD_DIR: process.env.COOP_WEB_BUILD_DIR }
      : {}),
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = "no answer yet";
  for (;;) {
    if (child.hasExited()) throw new Error(`Coop did not start: ${describeExit(child)}`);
    if (Date.now() > deadline) {
      throw new Error(
        `Coop was not ready within ${READY_TIMEOUT_MS / 1000} s (GET /readyz: ${last}).\n` +
          `--- its output ---\n${child.output().trim()}\n---`,
      );
    }
    try {
      const answer = await fetchOnce(origin, { name: "readiness", path: "/readyz" }, 2_000);
      if (answer.status === 200) return { origin, child, dataDir };
      last = `status ${answer.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(200);
  }
}

export async function startReference(
  captured: Captured,
  bodyDir: string,
  index: number,
): Promise<Server> {
  const bodyFile = join(bodyDir, `body-${index}`);
  await writeFile(bodyFile, captured.body);
  const args = [referenceEntry, bodyFile, String(captured.status), captured.contentType];
  if (captured.contentEncoding) args.push(captured.contentEncoding);
  const child = startChild("The reference server", args, {});
  const deadline = Date.now() + 10_000;
  for (;;) {
    const port = /^(\d+)\n/.exec(child.output())?.[1];
    if (port) return { origin: `http://127.0.0.1:${port}`, child };
    if (child.hasExited()) throw new Error(describeExit(child));
    if (Date.now() > deadline) throw new Error(`The reference server printed no port within 10 s`);
    await sleep(20);
  }
}
