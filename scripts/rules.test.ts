// docs/rules.md is the one list of the business rules: each has a stable id, the files that
// enforce it and the tests that check it. These checks keep the list and the code in step:
// an id cited in code exists, the files it names exist, every rule has a test whose name
// cites it, and no comment points at a document a reader of the repo cannot open.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const rulesText = readFileSync(join(root, "docs/rules.md"), "utf8");

type Rule = { id: string; code: string[]; tests: string[]; retired: boolean; line: number };

function parseRules(text: string): Rule[] {
  const rules: Rule[] = [];
  const lines = text.split("\n");
  lines.forEach((line, index) => {
    const heading = /^### `([^`]+)`(.*)$/.exec(line);
    if (heading) {
      rules.push({
        id: heading[1]!,
        code: [],
        tests: [],
        retired: /retired/i.test(heading[2] ?? ""),
        line: index + 1,
      });
      return;
    }
    const current = rules.at(-1);
    const list = /^- (Code|Tests): (.*)$/.exec(line);
    if (current && list) {
      const paths = [...list[2]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
      (list[1] === "Code" ? current.code : current.tests).push(...paths);
    }
  });
  return rules;
}

const SOURCE_DIRS = [
  "apps/server/src",
  "apps/web/app",
  "packages",
  "e2e",
  "bench",
  "scripts",
  "eslint",
];
const SKIP = new Set(["node_modules", "build", "migrations", ".react-router", "dist"]);

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.(ts|tsx|js|css)$/.test(name)) out.push(path);
  }
  return out;
}

const files = SOURCE_DIRS.flatMap((dir) => walk(join(root, dir))).map((path) => ({
  path: relative(root, path),
  text: readFileSync(path, "utf8"),
}));
const testFiles = files.filter((f) => /\.test\.tsx?$/.test(f.path));
const rules = parseRules(rulesText);
const ids = new Set(rules.map((r) => r.id));
// A rule id: an area, a dot, a kebab-case name (`promo.min-inclusive`).
const ID = /^[a-z][a-z0-9-]*\.[a-z0-9][a-z0-9-]*(\.[a-z0-9-]+)*$/;
const areas = new Set(rules.map((r) => r.id.split(".")[0]!));

/** The titles given to describe/it/test in a test file (string literals only). */
function testTitles(text: string): string[] {
  const titles: string[] = [];
  const call =
    /\b(?:describe|it|test)(?:\.(?:each\([^)]*\)|concurrent|sequential|skipIf\([^)]*\)|runIf\([^)]*\)))?\(\s*(["'`])((?:\\.|(?!\1)[\s\S])*)\1/g;
  for (const match of text.matchAll(call)) titles.push(match[2]!);
  return titles;
}

describe("docs/rules.md", () => {
  it("gives every rule a well-formed id, used once", () => {
    expect(rules.length).toBeGreaterThan(100);
    const bad = rules.filter((r) => !ID.test(r.id)).map((r) => `${r.id} (line ${r.line})`);
    expect(bad).toEqual([]);
    const seen = new Set<string>();
    const twice = rules.filter((r) => (seen.has(r.id) ? true : (seen.add(r.id), false)));
    expect(twice.map((r) => r.id)).toEqual([]);
  });

  it("names files that exist, and at least one place in the code for each live rule", () => {
    const missing: string[] = [];
    for (const rule of rules) {
      if (rule.retired) continue;
      if (rule.code.length === 0) missing.push(`${rule.id}: no Code line`);
      for (const path of [...rule.code, ...rule.tests]) {
        try {
          statSync(join(root, path));
        } catch {
          missing.push(`${rule.id}: ${path}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("every live rule has a test whose name cites its id", () => {
    const named = new Set<string>();
    for (const file of testFiles) {
      for (const title of testTitles(file.text)) {
        for (const token of title.match(/[a-z][a-z0-9-]*\.[a-z0-9][a-z0-9.-]*[a-z0-9]/g) ?? []) {
          if (ids.has(token)) named.add(token);
        }
      }
    }
    const untested = rules.filter((r) => !r.retired && !named.has(r.id)).map((r) => r.id);
    expect(untested).toEqual([]);
  });
});

describe("citations in the code", () => {
  it("cite only rule ids that exist in docs/rules.md", () => {
    const unknown: string[] = [];
    // Citations are read in comments and test names: an `area.rule-name` token whose area is
    // one of the rule areas must be a rule id.
    const token = /\b([a-z][a-z0-9-]*\.[a-z0-9][a-z0-9-]*)\b/g;
    for (const file of files) {
      const places = [
        ...file.text.split("\n").filter((line) => /^\s*(\/\/|\/?\*)/.test(line)),
        ...(file.path.includes(".test.") ? testTitles(file.text) : []),
      ];
      for (const place of places) {
        for (const match of place.matchAll(token)) {
          const id = match[1]!;
          if (/\.(ts|tsx|js|json|md|css|html|svg|png)$/.test(id)) continue;
          if (areas.has(id.split(".")[0]!) && !ids.has(id)) unknown.push(`${file.path}: ${id}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });

  it("never point at documents outside the repo (spec sections, issue numbers, ARCHITECTURE decisions)", () => {
    const dangling: string[] = [];
    // A decision record is cited by its path (docs/decisions/NNN-…), which a reader can open.
    const outside = /§|\bissues? \d+\b|ARCHITECTURE(?:\.md)? decision/i;
    const bareDecision = /\bdecision \d+\b/i;
    for (const file of files) {
      if (file.path === "scripts/rules.test.ts") continue;
      file.text.split("\n").forEach((line, index) => {
        const bare = bareDecision.test(line) && !line.includes("docs/decisions/");
        if (outside.test(line) || bare) dangling.push(`${file.path}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(dangling).toEqual([]);
  });
});
