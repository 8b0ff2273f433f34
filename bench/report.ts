// The table `npm run bench` prints: requests/s, p99 and their ratios to the reference, and
// each target's goal.
import type { Measurement, Row } from "./load.ts";
import type { Target } from "./targets.ts";

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

export function renderTable(rows: Row[]): string {
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
