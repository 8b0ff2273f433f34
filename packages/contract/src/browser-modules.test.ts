import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

// `security.no-zod-in-browser` (docs/decisions/016-no-zod-in-the-browser.md): the contract
// modules the browser loads, and everything they import at run time, must not load zod at all
// (classic or zod/mini): stored state is checked with shape.ts. `import type` is erased and
// allowed.
// The web app's own imports are guarded by eslint (no-restricted-imports).
const browserModules = [
  "client.ts",
  "entities.ts",
  "shape.ts",
  "cards.ts",
  "offer-rules.ts",
  "error-list.ts",
  "constants.ts",
  "daypart.ts",
  "donation.ts",
  "headers.ts",
  "endpoints.ts",
  "api-types.ts",
  "phone.ts",
  "password-rules.ts",
  "engagement-names.ts",
  "form-definitions.ts",
  "careers-values.ts",
];

/** The run-time import specifiers of a module's source (type-only imports left out). */
function valueImports(source: string): string[] {
  const specifiers: string[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/gms;
  for (const match of source.matchAll(statement)) {
    const [, , typeOnly, clause = "", specifier = ""] = match;
    if (typeOnly) continue;
    // `import { type A, type B } from …` is erased too.
    const names = /^\{([^}]*)\}$/.exec(clause.trim());
    if (names?.[1]?.split(",").every((n) => n.trim() === "" || n.trim().startsWith("type ")))
      continue;
    specifiers.push(specifier);
  }
  for (const match of source.matchAll(/^\s*import\s*["']([^"']+)["']/gm))
    specifiers.push(match[1] ?? "");
  return specifiers;
}

function read(file: string): string {
  return readFileSync(new URL(`./${file}`, import.meta.url), "utf8");
}

/** Every run-time import reachable from the browser's contract modules: [importer, specifier]. */
function reachableImports(): [string, string][] {
  const seen = new Set<string>();
  const found: [string, string][] = [];
  const queue = [...browserModules];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of valueImports(read(file))) {
      found.push([file, specifier]);
      if (specifier.startsWith("./")) queue.push(specifier.slice(2));
    }
  }
  return found;
}

describe("security.no-zod-in-browser: the contract modules the browser loads", () => {
  it("load no zod (classic or zod/mini), directly or through another contract module", () => {
    const offending = reachableImports().filter(([, specifier]) => /^zod(\/|$)/.test(specifier));
    expect(offending).toEqual([]);
  });

  it("are seen by the import reader (it finds value imports and skips type-only ones)", () => {
    expect(
      valueImports(
        [
          'import { z } from "zod";',
          'import * as m from "zod/mini";',
          'import type { z as t } from "zod";',
          'import { type A, type B } from "./a.ts";',
          'import {\n  c,\n  type D,\n} from "./c.ts";',
          'export { e } from "./e.ts";',
          'import "./side-effect.ts";',
        ].join("\n"),
      ),
    ).toEqual(["zod", "zod/mini", "./c.ts", "./e.ts", "./side-effect.ts"]);
    const imports = reachableImports().map(([, specifier]) => specifier);
    expect(imports).toContain("./shape.ts");
    expect(imports).toContain("./error-list.ts");
  });
});
