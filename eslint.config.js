// @ts-check
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import globals from "globals";
import tseslint from "typescript-eslint";

import coop from "./eslint/boundaries.js";

/**
 * Contract modules that load zod at run time (decision 016), found from the sources: a module
 * with a value import of zod, or of another such module. New contract modules are covered
 * without editing a list.
 */
const classicZodContractModules = (() => {
  const dir = join(dirname(fileURLToPath(import.meta.url)), "packages/contract/src");
  const valueImports = (source) =>
    [
      ...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s*["']([^"']+)["']/gms),
    ].map((m) => m[1]);
  const modules = new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
      .map((f) => [f.replace(/\.ts$/, ""), valueImports(readFileSync(join(dir, f), "utf8"))]),
  );
  const zodful = new Set();
  for (let changed = true; changed;) {
    changed = false;
    for (const [name, imports] of modules) {
      if (zodful.has(name)) continue;
      const loadsZod = imports.some(
        (spec) =>
          spec === "zod" ||
          spec.startsWith("zod/") ||
          zodful.has(spec.replace(/^\.\//, "").replace(/\.ts$/, "")),
      );
      if (loadsZod) {
        zodful.add(name);
        changed = true;
      }
    }
  }
  return [...zodful].sort();
})();
const noZodInBrowser =
  "zod (classic or zod/mini) is kept out of the browser (docs/decisions/016-no-zod-in-the-browser.md): use `import type`, the stored-state shapes (@coop/contract/entities, @coop/contract/shape) or a zod-free contract module (cards, offer-rules, error-list, constants).";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/build/**",
      "**/dist/**",
      "**/.react-router/**",
      "data/**",
      "apps/server/src/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      ecmaVersion: "latest",
      sourceType: "module",
    },
    plugins: { "simple-import-sort": simpleImportSort, coop },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      // Import order: side effects, node: builtins, packages, the contract, then relative paths.
      "simple-import-sort/imports": [
        "error",
        { groups: [["^\\u0000"], ["^node:"], ["^@?(?!coop/)\\w"], ["^@coop/"], ["^\\."]] },
      ],
      "simple-import-sort/exports": "error",
      "no-duplicate-imports": ["error", { allowSeparateTypeImports: true }],
      // ARCHITECTURE.md: features never import each other, source never imports tests, …
      "coop/boundaries": "error",
    },
  },
  {
    files: ["apps/web/app/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // Decision 016: no zod in the browser, classic or zod/mini. The browser checks its stored
    // state with shape.ts (@coop/contract/entities, @coop/contract/shape) and takes the shared
    // rules from zod-free contract modules (cards, offer-rules, error-list, constants…); types
    // may come from anywhere.
    files: ["apps/web/app/**/*.{ts,tsx}"],
    ignores: ["apps/web/app/**/*.test.{ts,tsx}", "apps/web/app/**/test-support/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: ["zod", ...classicZodContractModules.map((m) => `@coop/contract/${m}`)].map(
            (name) => ({ name, message: noZodInBrowser, allowTypeImports: true }),
          ),
          patterns: [{ group: ["zod/*"], message: noZodInBrowser, allowTypeImports: true }],
        },
      ],
    },
  },
);
