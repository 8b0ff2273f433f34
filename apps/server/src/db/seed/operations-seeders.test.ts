import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { DEMO_DATA_DIR, restaurants } from "./demo-data.ts";
import { readDemoOperations } from "./operations-seeders.ts";

describe("data/operations.json", () => {
  it("ops.auto-advance: every demo restaurant auto-advances (the demo moves by itself)", () => {
    const ids = restaurants.map((r) => r.id);
    expect(readDemoOperations(DEMO_DATA_DIR, ids).autoAdvance.sort()).toEqual([...ids].sort());
  });

  it("names the field of a restaurant that does not exist", async () => {
    const dir = await mkdtemp(join(tmpdir(), "coop-ops-seed-"));
    try {
      await writeFile(join(dir, "operations.json"), JSON.stringify({ autoAdvance: [101, 999] }));
      expect(() => readDemoOperations(dir, [101])).toThrow(
        "operations.json, field autoAdvance.1: restaurant 999 is not in restaurants.json",
      );
      await writeFile(join(dir, "operations.json"), JSON.stringify({ autoAdvance: ["x"] }));
      expect(() => readDemoOperations(dir, [101])).toThrow("operations.json, field autoAdvance.0");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
