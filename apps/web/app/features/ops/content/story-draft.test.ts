import { describe, expect, it } from "vitest";

import { draftOf, saveBodyOf, tagsOf } from "./story-draft.ts";
import { article } from "./test-fixtures.ts";

describe("the editor's draft", () => {
  it("content-authoring.save-lock: the save sends the loaded lock_version, tags as a list and the article's date", () => {
    const draft = draftOf(article);
    draft.tags = "community, news , community,";
    (draft.content.default as { date: string }).date = "2026-11-22";
    expect(saveBodyOf(draft, 4)).toEqual({
      name: "Fryers for Food Banks",
      slug: "fryers-for-food-banks-2026",
      tag_list: ["community", "news"],
      sort_by_date: "2026-11-22",
      content: { default: { ...article.content.default, date: "2026-11-22" }, es: null },
      lock_version: 4,
    });
    expect(tagsOf(" , ")).toEqual([]);
  });

  it("content-authoring.save-lock: a page keeps its own date; empty skus are not saved", () => {
    const page = draftOf({
      ...article,
      sort_by_date: null,
      content: {
        default: {
          _uid: "p",
          component: "page",
          title: "Home",
          body: [{ _uid: "f", component: "featured_products", skus: ["A1", ""] }],
        },
        es: null,
      },
    });
    const body = saveBodyOf(page, 1);
    expect(body.sort_by_date).toBeNull();
    expect(body.content.default).toMatchObject({ body: [{ skus: ["A1"] }] });
  });
});
