import type { TodayReport } from "@coop/contract/ops-reports";

/**
 * The day report as CSV (`ops.report-csv`): RFC 4180 (CRLF line ends; a cell with a comma,
 * quote or line break is quoted, its quotes doubled), a header row, one row per hour and a
 * total row. A text cell starting with = + - @ (or a tab or carriage return) is prefixed with '
 * so a spreadsheet shows it instead of running it as a formula; numbers are written plain.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const CSV_HEADER = [
  "restaurant",
  "date",
  "hour",
  "orders",
  "canceled",
  "sales",
  "average_ready_minutes",
  "late",
] as const;

const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

export function reportCsv(report: TodayReport): string {
  const row = (hour: string, f: TodayReport["totals"]) =>
    [
      report.restaurant.name,
      report.date,
      hour,
      f.orders,
      f.canceled,
      f.sales.toFixed(2),
      f.average_ready_minutes,
      f.late,
    ]
      .map(csvCell)
      .join(",");
  const lines = [
    CSV_HEADER.join(","),
    ...report.hours.map((h) => row(hourLabel(h.hour), h)),
    row("total", report.totals),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
