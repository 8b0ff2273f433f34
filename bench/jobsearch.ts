// The job search alone: `npm run bench`'s jobsearch target (5,000 imported jobs, GET
// /api/jobsearch?zip=27601 with `accept-encoding: gzip, br`, Coop started as `npm start` runs
// it, request logs on) next to the bare node:http reference answering the same bytes.
//
//   npx node bench/jobsearch.ts          (BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS)
import { benchTarget } from "./load.ts";
import { fail, problems, progress } from "./problems.ts";
import { cleanup, tempDir } from "./processes.ts";
import { renderTable } from "./report.ts";
import { startCoop } from "./servers.ts";
import { readSettings, targets } from "./targets.ts";

async function main(): Promise<void> {
  const settings = readSettings(process.env);
  const target = targets.find((t) => t.path.startsWith("/api/jobsearch"));
  if (!target) throw new Error("bench/targets.ts has no job search target");
  progress("Starting Coop…");
  const coop = await startCoop();
  progress("Importing the jobs…");
  await target.prepare?.(coop.origin);
  const bodyDir = await tempDir("coop-bench-ref-");
  const row = await benchTarget(target, 0, coop, bodyDir, settings);
  process.stdout.write(`\n${renderTable([row])}\n`);
}

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
