// `npm run bench`: requests/s and p99 latency of Coop routes next to a reference measured in the
// same run — a bare node:http server in its own process answering the very same bytes from
// memory, driven by the same autocannon settings. The ratio to the reference is the figure: it
// says how close a route is to what this machine can do at all. See bench/README.md.
//
// The parts: targets.ts (what is measured, settings), processes.ts (child processes, cleanup),
// servers.ts (starting Coop and a reference), load.ts (autocannon runs), report.ts (the table),
// sections.ts (checkout flow and Lighthouse), live-events.ts (trackers and boards: event delivery
// and memory per connection), problems.ts (what makes the run fail).
import { availableParallelism } from "node:os";

import { benchLiveEvents } from "./live-events.ts";
import { benchTarget, type Row } from "./load.ts";
import { fail, problems, progress } from "./problems.ts";
import { cleanup, reportExit, stopChild, tempDir } from "./processes.ts";
import { renderTable } from "./report.ts";
import { benchCheckoutFlow, benchLighthouse } from "./sections.ts";
import { serverEntry, startCoop } from "./servers.ts";
import { PIPELINING, readSettings, selectTargets, targets } from "./targets.ts";

async function main(): Promise<void> {
  const settings = readSettings(process.env);
  // "checkout", "lighthouse" and "live" name the sections below, not targets of the table.
  const filter = process.env.BENCH_TARGETS?.split(",")
    .filter((name) => !/^(checkout|lighthouse|live)$/i.test(name.trim()))
    .join(",");
  const selected =
    process.env.BENCH_TARGETS && !filter ? [] : selectTargets(targets, filter || undefined);

  // Only the live-events section: it starts a Coop of its own.
  if (selected.length === 0 && !/checkout|lighthouse/i.test(process.env.BENCH_TARGETS ?? "")) {
    const live = await benchLiveEvents();
    if (live) process.stdout.write(`\n${live}\n`);
    return;
  }

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
      await target.prepare?.(coop.origin);
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
  // Its own Coop (request logs on), after the other figures: 520 streams would weigh on them.
  await stopChild(coop.child);
  const live = await benchLiveEvents().catch((error: unknown) => {
    fail(`live events: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });

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
  if (live) process.stdout.write(`\n${live}\n`);
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
