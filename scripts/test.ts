// `npm test`: every suite (unit, server integration on PGlite, browser e2e on the
// built app), then, when TEST_DATABASE_URL is set, the database suite again on
// that PostgreSQL. Ends with one summary line of passed/failed counts.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { ensureWebBuild } from "./web-build.ts";

type Counts = {
  passed: number;
  failed: number;
  skipped: number;
  ok: boolean;
  failures: string[];
};
type Report = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  success: boolean;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string }[];
  }[];
};

// The names of what failed, so the summary at the end of a long log says which
// tests to look at (a file that failed before any test ran is named by itself).
function failuresOf(json: Report): string[] {
  const names: string[] = [];
  for (const file of json.testResults ?? []) {
    const path = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failed = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const test of failed) names.push(`${path} › ${test.fullName}`);
    if (failed.length === 0 && file.status === "failed") names.push(`${path} (the file failed)`);
  }
  return names;
}

const root = join(import.meta.dirname, "..");
const reportDir = mkdtempSync(join(tmpdir(), "coop-test-"));
const vitest = join(root, "node_modules/vitest/vitest.mjs");

function runVitest(label: string, args: string[], env: NodeJS.ProcessEnv): Counts {
  const report = join(reportDir, `${label.replace(/\W+/g, "-")}.json`);
  process.stdout.write(`\n▶ ${label}\n`);
  const result = spawnSync(
    process.execPath,
    [
      vitest,
      "run",
      ...args,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ],
    { cwd: root, stdio: "inherit", env },
  );
  try {
    const json = JSON.parse(readFileSync(report, "utf8")) as Report;
    return {
      failures: failuresOf(json),
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
      ok: result.status === 0 && json.success,
    };
  } catch {
    // No report: Vitest itself failed (a config or global-setup error, printed above).
    return { passed: 0, failed: 0, skipped: 0, ok: false, failures: [] };
  }
}

const extraArgs = process.argv.slice(2);
ensureWebBuild();

const { TEST_DATABASE_URL, ...envWithoutPg } = process.env;
const runs: [string, Counts][] = [];
runs.push([
  "all suites (database: PGlite)",
  runVitest("all suites (database: PGlite)", extraArgs, envWithoutPg),
]);
if (TEST_DATABASE_URL) {
  const label = "database suite on PostgreSQL (TEST_DATABASE_URL)";
  runs.push([label, runVitest(label, ["--project", "server", ...extraArgs], process.env)]);
}
rmSync(reportDir, { recursive: true, force: true });

const total = runs.reduce(
  (acc, [, c]) => ({
    passed: acc.passed + c.passed,
    failed: acc.failed + c.failed,
    skipped: acc.skipped + c.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
const ok = runs.every(([, c]) => c.ok);
const detail = runs.map(
  ([label, c]) => `${label}: ${c.passed} passed, ${c.failed} failed${c.ok ? "" : " (run failed)"}`,
);
const failures = runs.flatMap(([label, c]) => c.failures.map((name) => `  ✗ [${label}] ${name}`));
if (failures.length > 0) process.stdout.write(`\nFailed:\n${failures.join("\n")}\n`);
process.stdout.write(`\n${detail.join("\n")}\n`);
process.stdout.write(
  `Summary: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped — ${ok ? "OK" : "FAILED"}\n`,
);
process.exit(ok ? 0 : 1);
