import { readFileSync } from "node:fs";
import { relative } from "node:path";

import type { z } from "zod";

// Reading a catalog directory's JSON files record by record, and naming each problem by its
// file, record and field (catalog-files.ts reads the directory).

/** A problem in a data file: which file, which record (id or index) and which field. */
export class CatalogFileError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      `The catalog has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    this.name = "CatalogFileError";
    this.problems = problems;
  }
}

export type Problems = string[];

export function readJson(file: string, base: string, problems: Problems): unknown {
  const name = relative(base, file);
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    problems.push(`${name}: ${(error as Error).message}`);
    return undefined;
  }
}

/** "restaurants.json, record 132 (index 31), field calendars.0.open: …". */
export function describe(
  file: string,
  record: string | null,
  issues: z.core.$ZodIssue[],
  prefix: PropertyKey[] = [],
): string[] {
  return issues.map((issue) => {
    const path = [...prefix, ...issue.path].join(".");
    const where = [file, record, path ? `field ${path}` : null].filter(Boolean).join(", ");
    return `${where}: ${issue.message}`;
  });
}

const recordName = (value: unknown, index: number, key: "id" | "code" | "sku"): string => {
  const id = (value as Record<string, unknown> | null)?.[key];
  return typeof id === "string" || typeof id === "number"
    ? `record ${key} ${id} (index ${index})`
    : `record at index ${index}`;
};

/**
 * Parses an array file record by record, so each error names its record. A bad record
 * leaves `undefined` in its place, so the others keep their index.
 */
export function parseList<S extends z.ZodType>(
  file: string,
  data: unknown,
  schema: S,
  key: "id" | "code",
  problems: Problems,
): (z.infer<S> | undefined)[] {
  if (!Array.isArray(data)) {
    problems.push(`${file}: must be a JSON array of records`);
    return [];
  }
  return data.map((value, index) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data as z.infer<S>;
    problems.push(...describe(file, recordName(value, index, key), parsed.error.issues));
    return undefined;
  });
}

export const defined = <T>(value: T | undefined): value is T => value !== undefined;

export function duplicatesOf<T>(values: T[]): T[] {
  return [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];
}
