import { describe, expect, it } from "vitest";

import { cateringMenuPath, framePaths } from "./frame-paths.ts";

describe("cateringMenuPath", () => {
  it("catering-home.menu-link: the pack list before a restaurant is chosen", () => {
    expect(cateringMenuPath(false)).toBe("/#catering-menu");
    expect(framePaths.cateringMenu).toBe("/#catering-menu");
  });

  it("catering-home.menu-link: the chosen restaurant's catering menu (/order) after", () => {
    expect(cateringMenuPath(true)).toBe("/order");
  });
});
