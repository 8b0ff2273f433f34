import { describe, expect, it } from "vitest";

import { checkStoryContent, MAX_BLOK_DEPTH, unsafeUrl } from "./blok-check.ts";

const errorsOf = (tree: unknown, es: unknown = null) => {
  try {
    checkStoryContent({ default: tree, es });
    return [];
  } catch (error) {
    return (error as { errors: { path: string; message: string }[] }).errors;
  }
};
const doc = (text: string, href?: string) => ({
  type: "doc",
  content: [
    {
      type: "paragraph",
      content: [
        { type: "text", text, ...(href && { marks: [{ type: "link", attrs: { href } }] }) },
      ],
    },
  ],
});

describe("blok check", () => {
  it("content.blok-check: known components need their fields; unknown ones pass", () => {
    expect(errorsOf({ _uid: "a", component: "page", title: "T", body: [] })).toEqual([]);
    expect(errorsOf({ _uid: "a", component: "page", body: [] })).toEqual([
      { path: "content.default.title", message: "is required" },
    ]);
    expect(
      errorsOf({
        _uid: "a",
        component: "news_article",
        title: "T",
        teaser: "",
        date: "2026-1-2",
        body: doc("x"),
      }),
    ).toEqual([{ path: "content.default.date", message: "must be a date (YYYY-MM-DD)" }]);
    expect(
      errorsOf({
        _uid: "a",
        component: "page",
        title: "T",
        body: [{ _uid: "b", component: "custom_thing", anything: 1 }],
      }),
    ).toEqual([]);
    const badRich = errorsOf({
      _uid: "a",
      component: "rich_text",
      text: { type: "doc", content: [{ type: "heading", attrs: { level: 1 } }] },
    });
    expect(badRich[0]!.path).toMatch(/^content\.default\.text\.content\.0/);
    expect(
      errorsOf({
        _uid: "a",
        component: "card_grid",
        cards: [{ _uid: "c", component: "hero", headline: "h" }],
      })[0],
    ).toEqual({ path: "content.default.cards.0.component", message: "must be card" });
  });

  it("content.blok-check: a tree is bounded in depth and size", () => {
    let tree: Record<string, unknown> = { _uid: "leaf", component: "box" };
    for (let i = 0; i < MAX_BLOK_DEPTH; i++)
      tree = { _uid: `n${i}`, component: "box", child: tree };
    expect(errorsOf(tree)[0]!.message).toContain(`more than ${MAX_BLOK_DEPTH} deep`);
    const big = { _uid: "a", component: "page", title: "x".repeat(600 * 1024), body: [] };
    expect(errorsOf(big)[0]!.message).toMatch(/at most 512 KB/);
  });

  it("content.safe-links: only http(s), mailto, tel, site paths and story slugs", () => {
    for (const ok of [
      "https://coop.example/a",
      "http://x.y",
      "mailto:a@b.c",
      "tel:+15555550100",
      "/menu",
      "#top",
      "",
    ])
      expect(unsafeUrl(ok)).toBeNull();
    expect(unsafeUrl("news/fryers", true)).toBeNull();
    for (const bad of [
      "javascript:alert(1)",
      " JaVa\nScRiPt:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "//evil.example",
      "news/fryers",
    ])
      expect(unsafeUrl(bad)).not.toBeNull();
    const inRichText = errorsOf({
      _uid: "a",
      component: "rich_text",
      text: doc("x", "javascript:alert(1)"),
    });
    expect(inRichText[0]!.path).toBe("content.default.text.content.0.content.0.marks.0.attrs.href");
    const inUnknown = errorsOf(
      { _uid: "a", component: "mystery", deep: { link: { linktype: "url", url: "data:x" } } },
      null,
    );
    expect(inUnknown[0]!.path).toBe("content.default.deep.link.url");
    const inImage = errorsOf({
      _uid: "a",
      component: "image",
      image: { filename: "javascript:x", alt: "" },
    });
    expect(inImage[0]!.path).toBe("content.default.image.filename");
    const spanish = errorsOf(
      { _uid: "a", component: "page", title: "T", body: [] },
      {
        _uid: "b",
        component: "call_to_action",
        label: "x",
        link: { linktype: "url", url: "javascript:x" },
      },
    );
    expect(spanish[0]!.path).toBe("content.es.link.url");
  });
});
