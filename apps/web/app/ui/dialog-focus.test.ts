import { describe, expect, it } from "vitest";

import { trappedTabIndex } from "./dialog-focus.ts";

describe("frame.dialog-focus: dialog focus is trapped inside the dialog", () => {
  it.each([
    // [index, count, backwards, expected]
    [0, 3, false, null],
    [1, 3, false, null],
    [2, 3, false, 0],
    [-1, 3, false, 0],
    [2, 3, true, null],
    [1, 3, true, null],
    [0, 3, true, 2],
    [-1, 3, true, 2],
    [0, 1, false, 0],
    [0, 1, true, 0],
    [-1, 0, false, -1],
    [-1, 0, true, -1],
  ])("Tab from %i of %i (backwards %s) → %s", (index, count, backwards, expected) => {
    expect(trappedTabIndex(index, count, backwards)).toBe(expected);
  });
});
