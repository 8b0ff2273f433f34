// The job search bench: GET /api/jobsearch?zip=27601 with 5,000 open jobs, against Coop started
// as `npm start` runs it (its own process, PGlite under a throwaway DATA_DIR, request logs at
// info), with `accept-encoding: gzip, br`. The jobs are loaded first through the staff CSV
// import (`careers.csv-import`), spread over the demo restaurants. Prints Coop's p99 against the
// absolute goal (≤ 10 ms, `careers.search-cache`) and the ratios against the bare node:http
// reference answering the same bytes, as `bench/run.ts` does for its targets.
//
//   npx node bench/jobsearch.ts          (BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS)
import { benchTarget } from "./load.ts";
import { fail, problems, progress } from "./problems.ts";
import { cleanup, tempDir } from "./processes.ts";
import { startCoop } from "./servers.ts";
import { readSettings, type Target } from "./targets.ts";

const JOBS = 5_000;
const GOAL_P99_MS = 10;
const ADMIN = { email: "katherine@coop.example", password: "Checklist-Sunrise-88" };
const POSITIONS = ["cook", "team-member", "shift-leader", "assistant-manager", "delivery-driver"];
const TITLES = ["Line Cook", "Cashier", "Shift Leader", "Assistant Manager", "Delivery Driver"];

/** 5,000 jobs over restaurants 101–142, as the spreadsheet's CSV export. */
function jobsCsv(): string {
  const lines = [
    "external_id,franchise_id,position,title,title_es,employment_type,pay_min,pay_max",
  ];
  for (let i = 0; i < JOBS; i++) {
    const p = i % POSITIONS.length;
    lines.push(
      `bench-${i},${101 + (i % 42)},${POSITIONS[p]},${TITLES[p]} ${i},,part_time,12.00,15.00`,
    );
  }
  return lines.join("\n");
}

async function main(): Promise<void> {
  const settings = readSettings(process.env);
  progress("Starting Coop…");
  const coop = await startCoop();
  const signin = await fetch(`${coop.origin}/api/ops/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  if (!signin.ok) throw new Error(`staff sign-in answered ${signin.status}`);
  const token = ((await signin.json()) as { data: { token: string } }).data.token;
  progress(`Importing ${JOBS} jobs…`);
  const imported = await fetch(`${coop.origin}/api/ops/careers/import`, {
    method: "POST",
    headers: { "content-type": "text/csv", authorization: `Bearer ${token}` },
    body: jobsCsv(),
  });
  const report = (await imported.json()) as { created: number; errors: unknown[] };
  if (!imported.ok || report.created !== JOBS || report.errors.length > 0)
    throw new Error(
      `the import answered ${imported.status}: ${JSON.stringify(report).slice(0, 300)}`,
    );

  const target: Target = {
    name: "API GET jobsearch?zip=27601",
    path: "/api/jobsearch?zip=27601",
    headers: { "accept-encoding": "gzip, br" },
    goal: { maxP99Ms: GOAL_P99_MS },
  };
  const bodyDir = await tempDir("coop-bench-ref-");
  const row = await benchTarget(target, 0, coop, bodyDir, settings);
  if (!row.coop || !row.reference) return;
  const { coop: c, reference: r } = row;
  const met = c.p99Ms <= GOAL_P99_MS;
  process.stdout.write(
    `\njob search with ${JOBS} imported jobs (plus the demo's), ${settings.connections} connections, ${settings.duration} s:\n` +
      `  Coop (as npm start runs it): ${c.requestsPerSecond.toFixed(0)} req/s, p99 ${c.p99Ms.toFixed(2)} ms ` +
      `(goal ≤ ${GOAL_P99_MS} ms: ${met ? "met" : "NOT met"})\n` +
      `  reference (same bytes):      ${r.requestsPerSecond.toFixed(0)} req/s, p99 ${r.p99Ms.toFixed(2)} ms\n` +
      `  ratio:                       ${(c.requestsPerSecond / r.requestsPerSecond).toFixed(2)}× req/s, ` +
      `p99 ratio ${(c.p99Ms / r.p99Ms).toFixed(2)}×\n`,
  );
  if (!met) fail(`jobsearch p99 ${c.p99Ms.toFixed(2)} ms is above the ${GOAL_P99_MS} ms goal`);
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
