// The child processes of the bench (the Coop server, the reference servers), their temporary
// directories, and stopping all of them at the end or on a signal.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { fail } from "./problems.ts";

export const repoRoot = join(import.meta.dirname, "..");
const STOP_TIMEOUT_MS = 15_000;

export type Child = {
  name: string;
  process: ChildProcess;
  /** The last part of what it wrote to stdout and stderr. */
  output(): string;
  exited: Promise<void>;
  hasExited(): boolean;
};

const children = new Set<Child>();
const tempDirs = new Set<string>();

export function startChild(name: string, args: string[], env: Record<string, string>): Child {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    // Only what the child needs: an inherited DATABASE_URL or REDIS_URL must not leak in.
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let ended = false;
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => {
      ended = true;
      resolve();
    });
    child.once("error", (error) => {
      keep(Buffer.from(`${error.message}\n`));
      ended = true;
      resolve();
    });
  });
  const handle: Child = {
    name,
    process: child,
    output: () => output,
    exited,
    hasExited: () => ended,
  };
  children.add(handle);
  void exited.then(() => children.delete(handle));
  return handle;
}

const reportedExits = new Set<Child>();
/** Reports, once, that a server the bench needs has gone; true if it has. */
export function reportExit(child: Child, where: string): boolean {
  if (!child.hasExited()) return false;
  if (!reportedExits.has(child)) {
    reportedExits.add(child);
    fail(`${where}: ${describeExit(child)}`);
  }
  return true;
}

export function describeExit(child: Child): string {
  const { exitCode, signalCode } = child.process;
  const how = signalCode ? `was killed by ${signalCode}` : `exited with code ${exitCode}`;
  const output = child.output().trim();
  return `${child.name} ${how}.${output ? `\n--- its output ---\n${output}\n---` : " It printed nothing."}`;
}

export async function stopChild(child: Child): Promise<void> {
  if (child.hasExited()) return;
  child.process.stdin?.end();
  child.process.kill("SIGTERM");
  const timer = setTimeout(() => child.process.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await child.exited;
  clearTimeout(timer);
}

let cleaning: Promise<void> | undefined;
export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all([...children].map(stopChild));
    // After the children: PGlite writes to DATA_DIR until the server has stopped.
    await Promise.all([...tempDirs].map((dir) => rm(dir, { recursive: true, force: true })));
  })();
  return cleaning;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}
