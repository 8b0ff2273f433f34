// @ts-check
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The web features of ARCHITECTURE.md. A feature may use ui/ and lib/, never another feature.
const features = [
  "cart",
  "checkout",
  "locations",
  "menu",
  "product",
  "account",
  "offers",
  "content",
  "catering",
  "layout",
];

const featureZones = features.map((feature) => ({
  target: `./apps/web/app/features/${feature}`,
  from: "./apps/web/app/features",
  except: [`./${feature}`],
  message:
    "A feature must not import another feature's internals; move shared code to ui/ or lib/.",
}));

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
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [importX.createNodeResolver()],
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", "parent", "sibling", "index"],
          "newlines-between": "always",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
      "import-x/no-duplicates": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...featureZones,
            {
              target: "./apps/web/app/ui",
              from: "./apps/web/app/features",
              message: "ui/ holds shared primitives and must not depend on a feature.",
            },
            {
              target: "./apps/web/app/lib",
              from: "./apps/web/app/features",
              message: "lib/ must not depend on a feature.",
            },
            {
              target: "./apps/server/src/domain",
              from: "./apps/server/src",
              except: ["./domain"],
              message: "domain/ holds pure functions and imports nothing of the project.",
            },
            {
              target: "./apps/web",
              from: "./apps/server",
              message: "web and server share code only through packages/contract.",
            },
            {
              target: "./apps/server",
              from: "./apps/web/app",
              message: "web and server share code only through packages/contract.",
            },
          ],
        },
      ],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/*.test", "**/*.test.ts", "**/*.test.tsx", "**/test-support/**"],
              message: "Source must not import tests or test support.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      "**/*.test.ts",
      "**/*.test.tsx",
      "**/test-support/**",
      "e2e/**",
      "bench/**",
      "scripts/**",
    ],
    rules: { "no-restricted-imports": "off" },
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
);
