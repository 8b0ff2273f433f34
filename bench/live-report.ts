// The live-events section's figures, as printed after the table (bench/live-events.ts).
import { percentile } from "./live-clients.ts";
import { fail } from "./problems.ts";

/** One change's event at one subscriber: ms from the change's response and from its request. */
export type Delivery = {
  change: number;
  kind: "tracker" | "board";
  /** null: the event never came within the wait. */
  fromResponse: number | null;
  fromRequest: number | null;
};

export type LiveFigures = {
  deliveries: Delivery[];
  reference: { p50: number; p99: number };
  rssBefore: number | null;
  rssAfter: number | null;
  opened: number;
  trackers: number;
  orders: number;
  boards: number;
  changes: number;
  viaRedis: boolean;
  notes: string[];
  goalMs: number;
};

const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

export function renderLiveEvents(f: LiveFigures): string {
  const arrived = f.deliveries.filter((d) => d.fromResponse !== null && d.fromRequest !== null);
  const lost = f.deliveries.length - arrived.length;
  if (lost > 0)
    fail(`live events: ${lost} of ${f.deliveries.length} events never reached their subscriber`);
  // An event published before the response was sent arrives "before" it: 0 ms after it.
  const afterResponse = sorted(arrived.map((d) => Math.max(0, d.fromResponse!)));
  const afterRequest = sorted(arrived.map((d) => d.fromRequest!));
  const early = arrived.filter((d) => d.fromResponse! < 0).length;
  // The time until every subscriber of a change had it: the slowest delivery of each change.
  const slowest = new Map<number, number>();
  for (const d of arrived)
    slowest.set(d.change, Math.max(slowest.get(d.change) ?? 0, Math.max(0, d.fromResponse!)));
  const everyone = sorted([...slowest.values()]);
  const p99 = percentile(afterResponse, 99);
  const verdict = (value: number) => (value <= f.goalMs ? "met" : "MISSED");
  const ratio = percentile(afterRequest, 99) / f.reference.p99;
  const lines = [
    `live events: ${f.trackers} tracker streams over ${f.orders} orders` +
      (f.boards > 0 ? ` + ${f.boards} board streams` : " (no board streams)") +
      `, ${f.changes} status changes, ${f.deliveries.length} deliveries; ` +
      (f.viaRedis ? "events through Redis (REDIS_URL)" : "in-process events bus"),
    `  change's HTTP response → event at a subscriber: p50 ${ms(percentile(afterResponse, 50))}, ` +
      `p99 ${ms(p99)} (goal p99 ≤ ${f.goalMs} ms ${verdict(p99)}); ${early} of ${arrived.length} ` +
      "events came before the response (counted as 0 ms)",
    `  change's HTTP response → event at every subscriber of the change: p50 ` +
      `${ms(percentile(everyone, 50))}, p99 ${ms(percentile(everyone, 99))} ` +
      `(goal ≤ ${f.goalMs} ms ${verdict(percentile(everyone, 99))})`,
    `  change's request sent → event at a subscriber: p50 ${ms(percentile(afterRequest, 50))}, ` +
      `p99 ${ms(percentile(afterRequest, 99))}`,
  ];
  for (const kind of ["tracker", "board"] as const) {
    const of = sorted(
      arrived.filter((d) => d.kind === kind).map((d) => Math.max(0, d.fromResponse!)),
    );
    if (f.boards > 0 && of.length > 0)
      lines.push(`    ${kind}s: p50 ${ms(percentile(of, 50))}, p99 ${ms(percentile(of, 99))}`);
  }
  lines.push(
    `  reference: GET orders/{id}/status round trip on the same server with the streams open, ` +
      `p50 ${ms(f.reference.p50)}, p99 ${ms(f.reference.p99)}; ratio = event p99 from the request ` +
      `÷ status round trip p99 = ${ratio.toFixed(2)}× (1.00×: an event costs one status poll's wait)`,
  );
  if (f.rssBefore !== null && f.rssAfter !== null) {
    const per = (f.rssAfter - f.rssBefore) / f.opened;
    lines.push(
      `  server memory: RSS ${(f.rssBefore / 2 ** 20).toFixed(1)} MB before, ` +
        `${(f.rssAfter / 2 ** 20).toFixed(1)} MB with ${f.opened} streams open: ` +
        `${(per / 1024).toFixed(1)} KB per open connection`,
    );
  } else lines.push("  server memory: not read (no /proc/<pid>/status on this system)");
  for (const note of f.notes) lines.push(`  note — ${note}`);
  return lines.join("\n");
}
