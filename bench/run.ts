// `npm run bench`: requests/s and p99 latency of Coop routes next to a reference measured in the
// same run — a bare node:http server in its own process answering the very same bytes from
// memory, driven by the same autocannon settings. The ratio to the reference is the figure: it
// says how close a route is to what this machine can do at all. See bench/README.md.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { availableParallelism, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createHistogram } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";

import type { ResponseListener } from "autocannon";
import autocannon from "autocannon";

import { checkoutFlows } from "./checkout.ts";
import { renderLighthouse, runLighthouse } from "./lighthouse.ts";

export type Target = {
  /** Shown in the table. */
  name: string;
  /** Path and query string. */
  path: string;
  /** Default GET. */
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The status Coop must answer with, in the first request and in every one of the run. Default 200. */
  status?: number;
  /** Connections for this target (default BENCH_CONNECTIONS). */
  connections?: number;
  /** The issue's speed target, printed next to the figures (a bench never fails on speed). */
  goal?: { minRatio?: number; maxP99Ms?: number };
};

/** What `npm run bench` measures. Add a route here; BENCH_TARGETS picks some by path or name. */
export const targets: Target[] = [
  { name: "API GET /readyz", path: "/readyz" },
  // Issue 8 "Performance": the public home page is served from the page cache (decision 014).
  { name: "SSR home /", path: "/", goal: { minRatio: 0.5 } },
  // Issue "locations and menus": a menu is served from memory, already serialized.
  {
    name: "API GET menus/m101",
    path: "/api/v1/menus/m101",
    connections: 50,
    goal: { minRatio: 0.8 },
  },
  {
    name: "API GET locations/search",
    path: "/api/v1/locations/search?lat=35.7796&lng=-78.6382&radius=50",
    connections: 10,
    goal: { maxP99Ms: 10 },
  },
];

const repoRoot = join(import.meta.dirname, "..");
const serverEntry = resolve(repoRoot, process.env.BENCH_SERVER_ENTRY || "apps/server/src/main.ts");
const referenceEntry = join(import.meta.dirname, "reference-server.ts");
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
const PIPELINING = 1;

type Settings = { duration: number; warmup: number; connections: number };

type Captured = {
  status: number;
  contentType: string;
  contentEncoding: string;
  body: Buffer;
};

type Measurement = {
  requestsPerSecond: number;
  p99Ms: number;
  responses: number;
  errors: number;
  timeouts: number;
  /** Responses whose status was not the expected one, by status. */
  unexpected: Record<string, number>;
};

type Row = { target: Target; coop?: Measurement; reference?: Measurement; note?: string };

type Child = {
  name: string;
  process: ChildProcess;
  /** The last part of what it wrote to stdout and stderr. */
  output(): string;
  exited: Promise<void>;
  hasExited(): boolean;
};

const children = new Set<Child>();
const tempDirs = new Set<string>();
const problems: string[] = [];

function fail(message: string): void {
  problems.push(message);
  process.stderr.write(`\n!!! ${message}\n\n`);
}

function progress(message: string): void {
  process.stderr.write(`${message}\n`);
}

// ---------------------------------------------------------------- settings

function readSettings(env: NodeJS.ProcessEnv): Settings {
  return {
    duration: wholeNumber(env, "BENCH_DURATION", 5, 1),
    warmup: wholeNumber(env, "BENCH_WARMUP", 1, 0),
    connections: wholeNumber(env, "BENCH_CONNECTIONS", 10, 1),
  };
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}

function selectTargets(all: Target[], filter: string | undefined): Target[] {
  if (!filter) return all;
  const wanted = filter
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const unknown = wanted.filter((w) => !all.some((t) => t.path === w || t.name === w));
  if (unknown.length > 0) {
    const known = all.map((t) => `${t.path} (${t.name})`).join(", ");
    throw new Error(`BENCH_TARGETS names no target: ${unknown.join(", ")}. Targets: ${known}`);
  }
  return all.filter((t) => wanted.includes(t.path) || wanted.includes(t.name));
}

// ---------------------------------------------------------------- processes

function startChild(name: string, args: string[], env: Record<string, string>): Child {
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
function reportExit(child: Child, where: string): boolean {
  if (!child.hasExited()) return false;
  if (!reportedExits.has(child)) {
    reportedExits.add(child);
    fail(`${where}: ${describeExit(child)}`);
  }
  return true;
}

function describeExit(child: Child): string {
  const { exitCode, signalCode } = child.process;
  const how = signalCode ? `was killed by ${signalCode}` : `exited with code ${exitCode}`;
  const output = child.output().trim();
  return `${child.name} ${how}.${output ? `\n--- its output ---\n${output}\n---` : " It printed nothing."}`;
}

async function stopChild(child: Child): Promise<void> {
  if (child.hasExited()) return;
  child.process.stdin?.end();
  child.process.kill("SIGTERM");
  const timer = setTimeout(() => child.process.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await child.exited;
  clearTimeout(timer);
}

let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all([...children].map(stopChild));
    // After the children: PGlite writes to DATA_DIR until the server has stopped.
    await Promise.all([...tempDirs].map((dir) => rm(dir, { recursive: true, force: true })));
  })();
  return cleaning;
}

async function freePort(): Promise<number> {
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

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

// ---------------------------------------------------------------- HTTP

/** One request with node:http (no Accept-Encoding unless the target sets it, like autocannon). */
function fetchOnce(origin: string, target: Target, timeoutMs = 10_000): Promise<Captured> {
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

async function startCoop(): Promise<{ origin: string; child: Child }> {
  const port = await freePort();
  const dataDir = await tempDir("coop-bench-data-");
  const child = startChild("The Coop server", [serverEntry], {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
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
      if (answer.status === 200) return { origin, child };
      last = `status ${answer.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(200);
  }
}

async function startReference(captured: Captured, bodyDir: string, index: number) {
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

// ---------------------------------------------------------------- load

async function drive(origin: string, target: Target, seconds: number, connections: number) {
  const expected = target.status ?? 200;
  const latencyMicros = createHistogram();
  const unexpected: Record<string, number> = {};
  let responses = 0;
  const instance = autocannon({
    url: new URL(target.path, origin).href,
    method: target.method ?? "GET",
    ...(target.headers ? { headers: target.headers } : {}),
    ...(target.body !== undefined ? { body: target.body } : {}),
    connections,
    pipelining: PIPELINING,
    duration: seconds,
    timeout: 10,
  });
  const onResponse: ResponseListener = (_client, statusCode, _bytes, responseTime) => {
    responses += 1;
    latencyMicros.record(Math.max(1, Math.round(responseTime * 1000)));
    if (Number(statusCode) !== expected) {
      unexpected[statusCode] = (unexpected[statusCode] ?? 0) + 1;
    }
  };
  instance.on("response", onResponse);
  const result = await instance;
  const measurement: Measurement = {
    requestsPerSecond: result.requests.average,
    p99Ms: responses > 0 ? latencyMicros.percentile(99) / 1000 : Number.NaN,
    responses,
    errors: result.errors,
    timeouts: result.timeouts,
    unexpected,
  };
  return measurement;
}

/** A warm-up run (discarded), then the measured one; problems in the measured run are reported. */
async function measure(
  label: string,
  origin: string,
  target: Target,
  settings: Settings,
  watch: Child[],
): Promise<Measurement> {
  if (settings.warmup > 0) {
    progress(`  ${label}: warming up ${settings.warmup} s`);
    await drive(origin, target, settings.warmup, target.connections ?? settings.connections);
  }
  progress(`  ${label}: measuring ${settings.duration} s`);
  const m = await drive(
    origin,
    target,
    settings.duration,
    target.connections ?? settings.connections,
  );
  const where = `${target.name}, ${label}`;
  for (const child of watch) reportExit(child, where);
  if (m.errors > 0) {
    fail(
      `${where}: ${m.errors} connection errors (${m.timeouts} of them timeouts) in ${m.responses} responses`,
    );
  }
  const unexpectedCount = Object.values(m.unexpected).reduce((a, b) => a + b, 0);
  if (unexpectedCount > 0) {
    const byStatus = Object.entries(m.unexpected)
      .map(([status, count]) => `${count} × ${status}`)
      .join(", ");
    fail(
      `${where}: ${unexpectedCount} of ${m.responses} responses had an unexpected status ` +
        `(${byStatus}; expected ${target.status ?? 200})`,
    );
  }
  if (m.responses === 0) fail(`${where}: no responses at all`);
  return m;
}

async function benchTarget(
  target: Target,
  index: number,
  coop: { origin: string; child: Child },
  bodyDir: string,
  settings: Settings,
): Promise<Row> {
  const row: Row = { target };
  progress(`${target.name} (${target.method ?? "GET"} ${target.path})`);
  const captured = await fetchOnce(coop.origin, target);
  const expected = target.status ?? 200;
  if (captured.status !== expected) {
    const excerpt = captured.body.toString("utf8", 0, 500);
    fail(
      `${target.name}: Coop answered ${captured.status}, expected ${expected}; not measured.\n${excerpt}`,
    );
    return row;
  }
  progress(
    `  Coop answers ${captured.status}, ${captured.body.length} bytes of ` +
      `${captured.contentType || "(no content-type)"}${captured.contentEncoding ? ` (${captured.contentEncoding})` : ""}`,
  );

  const reference = await startReference(captured, bodyDir, index);
  try {
    // The reference must answer exactly what Coop answered, or the ratio means nothing.
    const check = await fetchOnce(reference.origin, target);
    if (
      check.status !== captured.status ||
      check.contentType !== captured.contentType ||
      !check.body.equals(captured.body)
    ) {
      fail(
        `${target.name}: the reference server does not answer the bytes Coop answered; not measured`,
      );
      return row;
    }
    // Alternately, reference first, so both share the machine's noise of the moment.
    row.reference = await measure("reference", reference.origin, target, settings, [
      reference.child,
    ]);
    row.coop = await measure("Coop", coop.origin, target, settings, [coop.child]);
  } finally {
    await stopChild(reference.child);
  }
  return row;
}

// ---------------------------------------------------------------- report

function formatRate(value: number | undefined): string {
  return value === undefined ? "—" : Math.round(value).toLocaleString("en-US");
}

function formatMs(value: number | undefined): string {
  return value === undefined || Number.isNaN(value) ? "—" : value.toFixed(2);
}

function formatRatio(numerator: number | undefined, denominator: number | undefined): string {
  if (numerator === undefined || denominator === undefined) return "—";
  if (!(denominator > 0) || Number.isNaN(numerator)) return "n/a";
  return `${(numerator / denominator).toFixed(2)}×`;
}

function formatGoal(
  target: Target,
  coop: Measurement | undefined,
  reference: Measurement | undefined,
): string {
  const parts: string[] = [];
  const goal = target.goal;
  if (goal?.minRatio !== undefined) {
    const ratio =
      coop && reference && reference.requestsPerSecond > 0
        ? coop.requestsPerSecond / reference.requestsPerSecond
        : undefined;
    parts.push(
      `≥${goal.minRatio.toFixed(2)}× ${ratio === undefined ? "?" : ratio >= goal.minRatio ? "met" : "MISSED"}`,
    );
  }
  if (goal?.maxP99Ms !== undefined) {
    const p99 = coop?.p99Ms;
    parts.push(
      `p99≤${goal.maxP99Ms}ms ${p99 === undefined ? "?" : p99 <= goal.maxP99Ms ? "met" : "MISSED"}`,
    );
  }
  return parts.join(", ") || "—";
}

function renderTable(rows: Row[]): string {
  const header = [
    "target",
    "Coop req/s",
    "reference req/s",
    "ratio",
    "Coop p99 ms",
    "reference p99 ms",
    "p99 ratio",
    "conns",
    "goal",
  ];
  const body = rows.map(({ target, coop, reference, note }) => [
    note ? `${target.name} (${note})` : target.name,
    formatRate(coop?.requestsPerSecond),
    formatRate(reference?.requestsPerSecond),
    formatRatio(coop?.requestsPerSecond, reference?.requestsPerSecond),
    formatMs(coop?.p99Ms),
    formatMs(reference?.p99Ms),
    formatRatio(coop?.p99Ms, reference?.p99Ms),
    String(target.connections ?? ""),
    formatGoal(target, coop, reference),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line)].join("\n");
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  const settings = readSettings(process.env);
  // "checkout" and "lighthouse" name the sections below, not targets of the table.
  const filter = process.env.BENCH_TARGETS?.split(",")
    .filter((name) => !/^(checkout|lighthouse)$/i.test(name.trim()))
    .join(",");
  const selected =
    process.env.BENCH_TARGETS && !filter ? [] : selectTargets(targets, filter || undefined);

  progress(`Starting Coop (${serverEntry})…`);
  const coop = await startCoop();
  const bodyDir = await tempDir("coop-bench-ref-");
  progress(`Coop is ready at ${coop.origin}\n`);

  const rows: Row[] = [];
  for (const [index, target] of selected.entries()) {
    if (coop.child.hasExited()) {
      rows.push({ target, note: "not run" });
      continue;
    }
    const before = problems.length;
    let row: Row;
    try {
      row = await benchTarget(target, index, coop, bodyDir, settings);
    } catch (error) {
      fail(`${target.name}: ${error instanceof Error ? error.message : String(error)}`);
      row = { target };
    }
    if (reportExit(coop.child, target.name))
      progress("Coop is gone: the remaining targets are not run.");
    if (problems.length > before) row.note = "FAILED";
    rows.push(row);
  }

  const checkout = await benchCheckoutFlow(coop, bodyDir, settings);
  const lighthouse = await benchLighthouse(coop);

  process.stdout.write(
    `\nCoop bench — autocannon ${settings.connections} connections, pipelining ${PIPELINING}, ` +
      `${settings.warmup} s warm-up (discarded) + ${settings.duration} s measured per run, ` +
      `reference then Coop; Node ${process.version}, ${availableParallelism()} CPUs\n\n`,
  );
  process.stdout.write(`${renderTable(rows)}\n\n`);
  process.stdout.write(
    "ratio = Coop req/s ÷ reference req/s, where the reference is a bare node:http server answering the same " +
      "bytes from memory on this machine in this run: 1.00× is the ceiling, 0.25× means Coop does a quarter of " +
      "what the machine can; p99 ratio = Coop p99 ÷ reference p99 (1.00× is the floor, lower is better).\n",
  );
  if (checkout) process.stdout.write(`\n${checkout}\n`);
  if (lighthouse) process.stdout.write(`\n${lighthouse}\n`);
}

/**
 * Issue 8: Lighthouse scores and first-load JavaScript of the main screens (bench/lighthouse.ts).
 * BENCH_LIGHTHOUSE=0 keeps only the JavaScript read from the pages' HTML.
 */
async function benchLighthouse(coop: { origin: string; child: Child }): Promise<string | null> {
  if (process.env.BENCH_TARGETS && !/lighthouse/i.test(process.env.BENCH_TARGETS)) return null;
  if (coop.child.hasExited()) return null;
  progress("Lighthouse and first-load JavaScript");
  try {
    const result = await runLighthouse(coop.origin, progress);
    // Chromium that cannot start is a problem of the run, not a speed figure.
    if (result.error) fail(result.error);
    for (const figure of result.figures) {
      if (figure.error) fail(`Lighthouse ${figure.path}: ${figure.error.split("\n")[0]}`);
    }
    return renderLighthouse(result);
  } catch (error) {
    fail(`Lighthouse: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * Issue 5: complete checkouts per second (eight API calls and a payment each) as a ratio to
 * the hello-world requests per second of a bare node:http server in the same run.
 */
async function benchCheckoutFlow(
  coop: { origin: string; child: Child },
  bodyDir: string,
  settings: Settings,
): Promise<string | null> {
  if (process.env.BENCH_TARGETS && !/checkout/i.test(process.env.BENCH_TARGETS)) return null;
  const concurrency = 4;
  progress(`Checkout flow (${concurrency} customers at once)`);
  const hello = {
    status: 200,
    body: Buffer.from("hello world"),
    contentType: "text/plain",
    contentEncoding: "",
  };
  const reference = await startReference(hello as Captured, bodyDir, 999);
  let helloRate: number;
  try {
    const m = await measure(
      "hello-world reference",
      reference.origin,
      { name: "hello world", path: "/" },
      { ...settings, connections: concurrency },
      [reference.child],
    );
    helloRate = m.requestsPerSecond;
  } finally {
    await stopChild(reference.child);
  }
  progress(`  Coop: checkout flows for ${settings.duration} s`);
  const result = await checkoutFlows(coop.origin, settings.duration, concurrency);
  for (const failure of result.failures.slice(0, 5)) fail(`checkout flow: ${failure}`);
  const ratio = result.perSecond / helloRate;
  const goal = 0.01;
  return (
    `checkout flow: ${result.flows} orders placed, ${result.perSecond.toFixed(1)} checkouts/s; hello-world reference ` +
    `${Math.round(helloRate).toLocaleString("en-US")} req/s; ratio ${ratio.toFixed(4)}× (goal ≥ ${goal}× ${ratio >= goal ? "met" : "MISSED"})`
  );
}

if (import.meta.main) {
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    process.stderr.write(`\n${signal}: stopping the servers…\n`);
    void cleanup().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  try {
    await main();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  } finally {
    await cleanup();
  }
  if (problems.length > 0) {
    process.stderr.write(`\nBENCH FAILED — ${problems.length} problem(s):\n`);
    for (const problem of problems) process.stderr.write(`  - ${problem.split("\n")[0]}\n`);
    process.exit(1);
  }
  process.exit(0);
}
