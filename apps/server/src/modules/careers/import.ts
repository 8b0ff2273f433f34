import { and, desc, eq, inArray, isNotNull, notInArray } from "drizzle-orm";

import { EMPLOYMENT_TYPES } from "@coop/contract/careers";

import type { Db } from "../../db/client.ts";
import { jobOpenings, jobPositions, jobSheetSyncs } from "../../db/schema/careers.ts";
import type { JobQueue } from "../jobs/service.ts";
import { CsvError, parseCsv } from "./csv.ts";

export type ImportError = { line: number; field: string; message: string };
export type ImportReport = {
  created: number;
  updated: number;
  unchanged: number;
  /** Sheet jobs no longer in the sheet, closed by this pull (always 0 for an upload). */
  closed: number;
  errors: ImportError[];
};

/**
 * `careers.csv-import`: the columns of the jobs spreadsheet's CSV export (header names in any
 * case and order; unknown columns are ignored). The first four are required.
 */
export const CSV_COLUMNS = [
  "external_id",
  "franchise_id",
  "position",
  "title",
  "title_es",
  "employment_type",
  "pay_min",
  "pay_max",
  "status",
  "description",
  "description_es",
] as const;
const REQUIRED = ["external_id", "franchise_id", "position", "title"] as const;
type Column = (typeof CSV_COLUMNS)[number];

type JobValues = {
  restaurantId: number;
  positionSlug: string;
  title: string;
  titleEs: string | null;
  description: string;
  descriptionEs: string | null;
  employmentType: string;
  payMinCents: number | null;
  payMaxCents: number | null;
  status: string;
};

/** "12.50", "$12.50", "12" → cents; null when empty; undefined when not an amount. */
function dollars(text: string): number | null | undefined {
  const t = text.trim();
  if (t === "") return null;
  const m = /^\$?\s*(\d{1,4})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}

const key = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

/**
 * Reads the CSV into rows to write and errors by line and field: a bad row is reported (all of
 * its problems) and left out; the good rows are kept.
 */
export function readJobsCsv(
  text: string,
  known: {
    restaurants: ReadonlySet<number>;
    /** Slug, and each name in lower case, → slug. */
    positions: ReadonlyMap<string, string>;
    positionSlugs: readonly string[];
  },
): {
  rows: { line: number; externalRef: string; values: JobValues }[];
  errors: ImportError[];
  /** Every external_id the file has, good row or not. */
  seen: string[];
  /** The file could not be read as a whole (no header, a broken quote): nothing was taken. */
  fatal: boolean;
} {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError)
      return {
        rows: [],
        errors: [{ line: error.line, field: "", message: error.message }],
        seen: [],
        fatal: true,
      };
    throw error;
  }
  const errors: ImportError[] = [];
  const [header, ...data] = records;
  if (!header)
    return {
      rows: [],
      errors: [{ line: 1, field: "", message: "The file is empty: it needs a header row." }],
      seen: [],
      fatal: true,
    };
  const columns = new Map<Column, number>();
  header.fields.forEach((name, i) => {
    const k = key(name) as Column;
    if ((CSV_COLUMNS as readonly string[]).includes(k) && !columns.has(k)) columns.set(k, i);
  });
  const missing = REQUIRED.filter((c) => !columns.has(c));
  if (missing.length > 0)
    return {
      rows: [],
      errors: missing.map((c) => ({
        line: header.line,
        field: c,
        message: `The header row has no ${c} column (the columns are ${CSV_COLUMNS.join(", ")}).`,
      })),
      seen: [],
      fatal: true,
    };
  const rows: { line: number; externalRef: string; values: JobValues }[] = [];
  const firstLine = new Map<string, number>();
  const seen: string[] = [];
  for (const record of data) {
    const get = (c: Column) => {
      const i = columns.get(c);
      return i === undefined ? "" : (record.fields[i] ?? "").trim();
    };
    const line = record.line;
    const problems: ImportError[] = [];
    const problem = (field: Column, message: string) => problems.push({ line, field, message });

    const externalRef = get("external_id");
    if (!externalRef) problem("external_id", "external_id is required.");
    else if (externalRef.length > 100)
      problem("external_id", "external_id is longer than 100 characters.");
    else if (firstLine.has(externalRef))
      problem(
        "external_id",
        `external_id ${externalRef} is on line ${firstLine.get(externalRef)} already.`,
      );
    else firstLine.set(externalRef, line);
    if (externalRef) seen.push(externalRef);

    const franchise = get("franchise_id");
    const restaurantId = /^\d{1,9}$/.test(franchise) ? Number(franchise) : NaN;
    if (!franchise) problem("franchise_id", "franchise_id is required.");
    else if (!known.restaurants.has(restaurantId))
      problem("franchise_id", `franchise_id ${franchise} is not one of our restaurants.`);

    const positionText = get("position");
    const positionSlug = known.positions.get(positionText.toLowerCase());
    if (!positionText) problem("position", "position is required.");
    else if (!positionSlug)
      problem(
        "position",
        `position ${positionText} is not one of our positions (${known.positionSlugs.join(", ")}).`,
      );

    const title = get("title");
    if (!title) problem("title", "title is required.");
    else if (title.length > 120) problem("title", "title is longer than 120 characters.");
    const titleEs = get("title_es");
    if (titleEs.length > 120) problem("title_es", "title_es is longer than 120 characters.");

    const typeText = key(get("employment_type"));
    const employmentType = typeText === "" ? "part_time" : typeText;
    if (!(EMPLOYMENT_TYPES as readonly string[]).includes(employmentType))
      problem("employment_type", `employment_type must be ${EMPLOYMENT_TYPES.join(", ")}.`);

    const payMin = dollars(get("pay_min"));
    const payMax = dollars(get("pay_max"));
    if (payMin === undefined)
      problem(
        "pay_min",
        `pay_min ${get("pay_min")} is not an hourly amount in dollars, like 12.50.`,
      );
    if (payMax === undefined)
      problem(
        "pay_max",
        `pay_max ${get("pay_max")} is not an hourly amount in dollars, like 12.50.`,
      );
    if (typeof payMin === "number" && typeof payMax === "number" && payMax < payMin)
      problem("pay_max", "pay_max is less than pay_min.");

    const statusText = get("status").toLowerCase();
    const status = statusText === "" ? "open" : statusText;
    if (status !== "open" && status !== "closed")
      problem("status", "status must be open or closed.");

    const description = get("description");
    const descriptionEs = get("description_es");
    if (description.length > 8000)
      problem("description", "description is longer than 8000 characters.");
    if (descriptionEs.length > 8000)
      problem("description_es", "description_es is longer than 8000 characters.");

    if (problems.length > 0) {
      errors.push(...problems);
      continue;
    }
    rows.push({
      line,
      externalRef,
      values: {
        restaurantId,
        positionSlug: positionSlug!,
        title,
        titleEs: titleEs || null,
        description,
        descriptionEs: descriptionEs || null,
        employmentType,
        payMinCents: payMin ?? null,
        payMaxCents: payMax ?? null,
        status,
      },
    });
  }
  return { rows, errors, seen, fatal: false };
}

const same = (row: typeof jobOpenings.$inferSelect, v: JobValues) =>
  row.restaurantId === v.restaurantId &&
  row.positionSlug === v.positionSlug &&
  row.title === v.title &&
  row.titleEs === v.titleEs &&
  row.description === v.description &&
  row.descriptionEs === v.descriptionEs &&
  row.employmentType === v.employmentType &&
  row.payMinCents === v.payMinCents &&
  row.payMaxCents === v.payMaxCents &&
  row.status === v.status;

/**
 * `careers.csv-import`: good rows are written by external_id (created, updated or
 * unchanged), in one transaction; `careers.sheet-pull`: a pull of the sheet also closes the
 * open sheet jobs the sheet no longer has.
 */
export async function importJobsCsv(
  db: Db,
  text: string,
  options: {
    source: "import" | "sheet";
    now: Date;
    /** The restaurants a job may be at (a franchise id is a restaurant id). */
    restaurantIds: readonly number[];
  },
): Promise<ImportReport & { headerOk: boolean }> {
  const positionRows = await db.select().from(jobPositions);
  const positions = new Map<string, string>();
  for (const p of positionRows) {
    positions.set(p.slug, p.slug);
    positions.set(p.name.toLowerCase(), p.slug);
    if (p.nameEs) positions.set(p.nameEs.toLowerCase(), p.slug);
  }
  const { rows, errors, seen, fatal } = readJobsCsv(text, {
    restaurants: new Set(options.restaurantIds),
    positions,
    positionSlugs: positionRows.map((p) => p.slug),
  });
  const headerOk = !fatal;
  const report = { created: 0, updated: 0, unchanged: 0, closed: 0, errors, headerOk };
  await db.transaction(async (tx) => {
    const refs = rows.map((r) => r.externalRef);
    const existing = new Map(
      refs.length === 0
        ? []
        : (await tx.select().from(jobOpenings).where(inArray(jobOpenings.externalRef, refs))).map(
            (row) => [row.externalRef!, row],
          ),
    );
    for (const row of rows) {
      const found = existing.get(row.externalRef);
      if (!found) {
        await tx.insert(jobOpenings).values({
          ...row.values,
          source: options.source,
          externalRef: row.externalRef,
          postedAt: options.now,
          updatedAt: options.now,
        });
        report.created += 1;
      } else if (same(found, row.values) && found.source === options.source) {
        report.unchanged += 1;
      } else {
        await tx
          .update(jobOpenings)
          .set({ ...row.values, source: options.source, updatedAt: options.now })
          .where(eq(jobOpenings.id, found.id));
        report.updated += 1;
      }
    }
    if (options.source === "sheet" && headerOk) {
      const conditions = [
        eq(jobOpenings.source, "sheet"),
        eq(jobOpenings.status, "open"),
        isNotNull(jobOpenings.externalRef),
      ];
      if (seen.length > 0) conditions.push(notInArray(jobOpenings.externalRef, seen));
      const closed = await tx
        .update(jobOpenings)
        .set({ status: "closed", updatedAt: options.now })
        .where(and(...conditions))
        .returning({ id: jobOpenings.id });
      report.closed = closed.length;
    }
  });
  return report;
}

export const SHEET_PULL_JOB = "careers.sheet-pull";
/** The sheet's CSV is read with this timeout and at most this size. */
const SHEET_TIMEOUT_MS = 15_000;
const SHEET_MAX_BYTES = 5 * 1024 * 1024;

export const summaryOf = (r: ImportReport) =>
  `${r.created} created, ${r.updated} updated, ${r.unchanged} unchanged, ${r.closed} closed, ${r.errors.length} problem${r.errors.length === 1 ? "" : "s"}`;

/**
 * `careers.sheet-pull`: JOBS_SHEET_URL's CSV is read every interval by a job of the durable
 * queue and imported as the sheet's jobs. A pull that fails (no answer, a non-2xx answer, a
 * header without the required columns) changes no job; its outcome is kept in job_sheet_syncs
 * (the last pull only) for /ops/careers.
 */
export function createSheetPull(deps: {
  db: Db;
  now: () => Date;
  url: string;
  intervalMs: number;
  jobs: JobQueue;
  restaurantIds: () => Promise<number[]>;
  /** Called after a pull changed jobs (the search's index). */
  onChange: () => void;
  fetch?: typeof fetch;
}) {
  const { db, now } = deps;
  const doFetch = deps.fetch ?? fetch;
  const slotKey = (at: Date) => `${SHEET_PULL_JOB}:${Math.floor(at.getTime() / deps.intervalMs)}`;

  async function record(
    startedAt: Date,
    outcome: "ok" | "failed",
    report: Record<string, unknown>,
  ) {
    await db.transaction(async (tx) => {
      await tx.delete(jobSheetSyncs);
      await tx
        .insert(jobSheetSyncs)
        .values({ url: deps.url, startedAt, finishedAt: now(), outcome, report });
    });
  }

  async function pull(): Promise<{ outcome: "ok" | "failed"; summary: string }> {
    const startedAt = now();
    let text: string;
    try {
      const response = await doFetch(deps.url, {
        signal: AbortSignal.timeout(SHEET_TIMEOUT_MS),
        headers: { accept: "text/csv, text/plain;q=0.9, */*;q=0.1" },
      });
      if (!response.ok) {
        await response.body?.cancel();
        const summary = `The sheet answered HTTP ${response.status}; no job was changed.`;
        await record(startedAt, "failed", { error: summary });
        return { outcome: "failed", summary };
      }
      const bytes = Buffer.from(await response.arrayBuffer());
      if (bytes.length > SHEET_MAX_BYTES) {
        const summary = "The sheet is larger than 5 MB; no job was changed.";
        await record(startedAt, "failed", { error: summary });
        return { outcome: "failed", summary };
      }
      text = bytes.toString("utf8");
    } catch (error) {
      const summary = `The sheet could not be read (${error instanceof Error ? error.message : String(error)}); no job was changed.`;
      await record(startedAt, "failed", { error: summary });
      return { outcome: "failed", summary };
    }
    const report = await importJobsCsv(db, text, {
      source: "sheet",
      now: now(),
      restaurantIds: await deps.restaurantIds(),
    });
    const { headerOk, ...rest } = report;
    if (!headerOk) {
      const summary = `The sheet's CSV is not usable: ${report.errors.map((e) => e.message).join(" ")} No job was changed.`;
      await record(startedAt, "failed", { ...rest, error: summary });
      return { outcome: "failed", summary };
    }
    await record(startedAt, "ok", rest);
    deps.onChange();
    return { outcome: "ok", summary: summaryOf(rest) };
  }

  return {
    pull,
    /** The job handler: pull, then queue the next interval's pull. */
    register() {
      deps.jobs.register(SHEET_PULL_JOB, async () => {
        try {
          await pull();
        } finally {
          const next = new Date(
            (Math.floor(now().getTime() / deps.intervalMs) + 1) * deps.intervalMs,
          );
          await deps.jobs.enqueue(deps.jobs.db, {
            kind: SHEET_PULL_JOB,
            key: slotKey(next),
            runAt: next,
          });
        }
      });
    },
    /** At start: this interval's pull, unless it ran already (the key makes it once). */
    async schedule() {
      await deps.jobs.enqueue(db, { kind: SHEET_PULL_JOB, key: slotKey(now()), runAt: now() });
    },
    async last() {
      const [row] = await db
        .select()
        .from(jobSheetSyncs)
        .orderBy(desc(jobSheetSyncs.startedAt))
        .limit(1);
      return row ?? null;
    },
  };
}

export type SheetPull = ReturnType<typeof createSheetPull>;
