// Driving one target with autocannon: the reference first, then Coop, each with a warm-up run
// (discarded) and a measured run whose latencies are recorded to the microsecond.
import { createHistogram } from "node:perf_hooks";

import type { ResponseListener } from "autocannon";
import autocannon from "autocannon";

import { fail, progress } from "./problems.ts";
import { type Child, reportExit, stopChild } from "./processes.ts";
import { fetchOnce, type Server, startReference } from "./servers.ts";
import { PIPELINING, type Settings, type Target } from "./targets.ts";

export type Measurement = {
  requestsPerSecond: number;
  p99Ms: number;
  responses: number;
  errors: number;
  timeouts: number;
  /** Responses whose status was not the expected one, by status. */
  unexpected: Record<string, number>;
};

export type Row = { target: Target; coop?: Measurement; reference?: Measurement; note?: string };

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
export async function measure(
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

export async function benchTarget(
  target: Target,
  index: number,
  coop: Server,
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
