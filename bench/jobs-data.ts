// The job search's data for the bench: 5,000 open jobs over restaurants 101–142, loaded through
// the staff CSV import (`careers.csv-import`) as a spreadsheet's export would be.

export const BENCH_JOBS = 5_000;
const ADMIN = { email: "katherine@coop.example", password: "Checklist-Sunrise-88" };
const POSITIONS = ["cook", "team-member", "shift-leader", "assistant-manager", "delivery-driver"];
const TITLES = ["Line Cook", "Cashier", "Shift Leader", "Assistant Manager", "Delivery Driver"];

function jobsCsv(): string {
  const lines = [
    "external_id,franchise_id,position,title,title_es,employment_type,pay_min,pay_max",
  ];
  for (let i = 0; i < BENCH_JOBS; i++) {
    const p = i % POSITIONS.length;
    lines.push(
      `bench-${i},${101 + (i % 42)},${POSITIONS[p]},${TITLES[p]} ${i},,part_time,12.00,15.00`,
    );
  }
  return lines.join("\n");
}

/** Signs in as the demo admin and imports the 5,000 jobs into the Coop at `origin`. */
export async function loadBenchJobs(origin: string): Promise<void> {
  const signin = await fetch(`${origin}/api/ops/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  if (!signin.ok) throw new Error(`staff sign-in answered ${signin.status}`);
  const token = ((await signin.json()) as { data: { token: string } }).data.token;
  const imported = await fetch(`${origin}/api/ops/careers/import`, {
    method: "POST",
    headers: { "content-type": "text/csv", authorization: `Bearer ${token}` },
    body: jobsCsv(),
  });
  const report = (await imported.json()) as { created: number; errors: unknown[] };
  if (!imported.ok || report.created !== BENCH_JOBS || report.errors.length > 0)
    throw new Error(
      `the jobs import answered ${imported.status}: ${JSON.stringify(report).slice(0, 300)}`,
    );
}
