import { defineConfig } from "vitest/config";

// One Vitest run covers every suite, so `npm test` ends with one summary line.
//  - unit:   pure code (contract, server domain, web lib), and the web's component tests
//            (`*.test.tsx` with Testing Library, each starting `// @vitest-environment happy-dom`)
//  - server: the real Fastify app through inject() on a fresh database per file
//  - e2e:    the built app in Debian's Chromium (see e2e/global-setup.ts)
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/server/src/domain/**/*.test.ts",
            "apps/server/src/config.test.ts",
            "apps/server/src/map-tiles.test.ts",
            "apps/web/app/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            "eslint/**/*.test.ts",
          ],
          setupFiles: ["./scripts/vitest-setup.ts"],
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          exclude: [
            "apps/server/src/domain/**",
            "apps/server/src/config.test.ts",
            "apps/server/src/map-tiles.test.ts",
          ],
          setupFiles: ["./scripts/vitest-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          globalSetup: ["./e2e/global-setup.ts"],
          setupFiles: ["./scripts/vitest-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
