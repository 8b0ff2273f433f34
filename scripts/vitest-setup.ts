import { afterEach, beforeEach, vi } from "vitest";

// ARCHITECTURE: `console.error` in a test fails it. Every call is recorded and
// the test that caused it fails after it ends, naming what was printed.
let printed: string[] = [];
const original = console.error;

beforeEach(() => {
  printed = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    printed.push(args.map((a) => (a instanceof Error ? a.stack : String(a))).join(" "));
    original(...args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (printed.length > 0) {
    const text = printed.join("\n");
    printed = [];
    throw new Error(`console.error was called during this test:\n${text}`);
  }
});

// Component tests (`// @vitest-environment happy-dom` at the top of a `*.test.tsx`): unmount
// what a test rendered after it, before the console check above runs (hooks run last-first),
// so an error printed while unmounting fails the test that rendered it.
if (typeof document !== "undefined") {
  const { cleanup } = await import("@testing-library/react");
  afterEach(cleanup);
}
