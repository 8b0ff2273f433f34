import { beforeAll, describe, expect, it } from "vitest";

import { ensureLanguage } from "./i18n.ts";
import { pageHeadingMeta } from "./meta.ts";

beforeAll(() => ensureLanguage("es"));

describe("pageHeadingMeta (a page's title and description from the pages namespace)", () => {
  it("has the page's heading in the title and lets search engines index it", () => {
    const meta = pageHeadingMeta("en-US", "menu-nutrition");
    expect(meta[0]).toEqual({ title: "Nutrition | Coop Chicken" });
    expect(meta.some((tag) => "name" in tag && tag.name === "robots")).toBe(false);
  });
});
