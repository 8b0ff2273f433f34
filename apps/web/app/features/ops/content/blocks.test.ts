import { describe, expect, it } from "vitest";

import { BLOCK_KINDS, copyTree, emptyTree, moveItem, newBlock, removeItem } from "./blocks.ts";

describe("page blocks", () => {
  it("content-authoring.page-blocks: every kind starts as an empty block of its component with its own id", () => {
    const blocks = BLOCK_KINDS.map(newBlock);
    expect(blocks.map((b) => b.component)).toEqual([...BLOCK_KINDS]);
    expect(new Set(blocks.map((b) => b._uid)).size).toBe(BLOCK_KINDS.length);
  });

  it("content-authoring.page-blocks: moves up and down stop at the ends; remove drops one", () => {
    expect(moveItem(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
    expect(removeItem(["a", "b", "c"], 1)).toEqual(["a", "c"]);
  });

  it("content-authoring.spanish-tree: an empty Spanish tree has the story's component (an article its date); a copy is deep", () => {
    expect(emptyTree({ _uid: "a", component: "news_article", date: "2026-11-20" })).toMatchObject({
      component: "news_article",
      title: "",
      date: "2026-11-20",
      body: { type: "doc" },
    });
    expect(emptyTree({ _uid: "p", component: "page" })).toMatchObject({
      component: "page",
      body: [],
    });
    const tree = { _uid: "1", component: "page", body: [{ _uid: "2", component: "hero" }] };
    const copy = copyTree(tree);
    expect(copy).toEqual(tree);
    expect(copy.body).not.toBe(tree.body);
  });
});
