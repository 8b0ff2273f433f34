import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

import { describe, expect, it } from "vitest";

/**
 * Business rules never live in demo data: code outside db/seed/ reads rules and catalog from
 * the database, never from the demo chain's data files (data/) or their loader
 * (demo-data.ts). Tests and test support may use the demo data to know what to expect.
 */
const ROOT = resolve(import.meta.dirname, "../../../../..");
const SEED_DIR = resolve(import.meta.dirname);
const FORBIDDEN = [join(SEED_DIR, "data"), join(SEED_DIR, "demo-data.ts")];
const SCANNED = ["apps/server/src", "apps/web/app", "packages/contract/src", "scripts"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|js)$/.test(entry.name) ? [path] : [];
  });
}

const isTestFile = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.split("/").includes("test-support");

/** Relative import specifiers of a module: static, dynamic and re-exports. */
function importsOf(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g;
  for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** The imports of `file` that reach the demo data. */
function demoDataImports(file: string, source: string): string[] {
  return importsOf(source).filter((spec) => {
    const target = resolve(dirname(file), spec);
    return FORBIDDEN.some((f) => target === f || target.startsWith(`${f}/`));
  });
}

describe("demo data stays demo data", () => {
  it("the check finds an import of the data files or their loader", () => {
    const file = join(ROOT, "apps/server/src/modules/orders/service.ts");
    expect(
      demoDataImports(
        file,
        [
          'import { WALLET_ONLY_CODES } from "../../db/seed/data/offer-codes.ts";',
          'import menu from "../../db/seed/data/menus/default.json" with { type: "json" };',
          'export { restaurants } from "../../db/seed/demo-data.ts";',
          'const m = await import("../../db/seed/data/loyalty.json");',
          'import { seedOnce } from "../../db/seed/seed.ts";',
        ].join("\n"),
      ),
    ).toEqual([
      "../../db/seed/data/offer-codes.ts",
      "../../db/seed/data/menus/default.json",
      "../../db/seed/demo-data.ts",
      "../../db/seed/data/loyalty.json",
    ]);
  });

  it("no file outside db/seed/ but tests imports db/seed/data/ or db/seed/demo-data.ts", () => {
    const offenders = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .filter((file) => !file.startsWith(`${SEED_DIR}/`) && !isTestFile(file))
      .flatMap((file) =>
        demoDataImports(file, readFileSync(file, "utf8")).map(
          (spec) => `${relative(ROOT, file)} imports ${spec}`,
        ),
      );
    expect(offenders).toEqual([]);
  });
});
