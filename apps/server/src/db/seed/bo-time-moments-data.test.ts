import { describe, expect, it } from "vitest";

import { readContentFiles } from "../../test-support/content-files.ts";

// The Bo Time Moments folder of the demo content (data/content/bo-time-moments/); the checks
// every content file passes are in content-data.test.ts.
const { parsed } = readContentFiles();
const inFolder = parsed.filter(
  (s) => s.full_slug === "bo-time-moments" || s.full_slug.startsWith("bo-time-moments/"),
);

describe("Bo Time Moments demo content", () => {
  it("botime.catering-only: the folder, its start page listing the folder, and at least three stories in both languages", () => {
    expect(inFolder.find((s) => s.is_folder)?.full_slug).toBe("bo-time-moments");
    const start = inFolder.find((s) => s.is_startpage);
    const list = (start?.content?.default.body as { component: string; folder?: string }[]).find(
      (b) => b.component === "article_list",
    );
    expect(list?.folder).toBe("bo-time-moments");
    const stories = inFolder.filter((s) => !s.is_folder && !s.is_startpage);
    expect(stories.length).toBeGreaterThanOrEqual(3);
    for (const s of stories) {
      expect(s.content?.default.component, s.full_slug).toBe("news_article");
      expect(s.sort_by_date, s.full_slug).toBe(s.content?.default.date);
      expect(s.content?.es?.date, s.full_slug).toBe(s.content?.default.date);
      expect(s.content?.es?.title, s.full_slug).not.toBe(s.content?.default.title);
    }
  });
});
