import { describe, expect, it } from "vitest";

import { snapshotCache } from "./snapshot-cache.ts";

describe("menu.cache-validity: snapshotCache", () => {
  it("a reload that finds equal data keeps the object held; changed data replaces it", async () => {
    let clock = 0;
    let source = { restaurants: [{ id: 1, name: "Main St" }] };
    let loads = 0;
    const cache = snapshotCache(
      async () => {
        loads += 1;
        return structuredClone(source);
      },
      1_000,
      () => clock,
    );

    const first = await cache.get();
    clock = 1_001;
    const equal = await cache.get();
    expect(loads).toBe(2);
    expect(equal).toBe(first);
    // The reload counted: the kept object is fresh again.
    clock = 2_001;
    expect(cache.peek()).toBe(first);

    source = { restaurants: [{ id: 1, name: "Main Street" }] };
    clock = 3_002;
    const changed = await cache.get();
    expect(loads).toBe(3);
    expect(changed).not.toBe(first);
    expect(changed).toEqual(source);
    expect(cache.peek()).toBe(changed);
  });
});
