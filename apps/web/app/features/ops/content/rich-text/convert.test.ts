// @vitest-environment happy-dom
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";

import type { RichTextDoc } from "@coop/contract/content";

import { fromEditorJson, toEditorJson } from "./convert.ts";
import { richTextExtensions } from "./extensions.ts";

const editors: Editor[] = [];
afterEach(() => {
  for (const e of editors.splice(0)) e.destroy();
});

function throughEditor(doc: RichTextDoc): RichTextDoc {
  const editor = new Editor({ extensions: richTextExtensions(), content: toEditorJson(doc) });
  editors.push(editor);
  return fromEditorJson(editor.getJSON());
}

const article: RichTextDoc = {
  type: "doc",
  content: [
    {
      type: "heading",
      attrs: { level: 2 },
      content: [{ type: "text", text: "Fryers for food banks" }],
    },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "We gave " },
        { type: "text", text: "12,000", marks: [{ type: "bold" }] },
        { type: "text", text: " meals, ", marks: [{ type: "bold" }, { type: "italic" }] },
        {
          type: "text",
          text: "read more",
          marks: [
            {
              type: "link",
              attrs: { href: "https://coop.example/news", target: "_blank", linktype: "url" },
            },
          ],
        },
        { type: "hard_break" },
        { type: "text", text: "Thank you.", marks: [{ type: "italic" }] },
      ],
    },
    { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "Where" }] },
    {
      type: "bullet_list",
      content: [
        {
          type: "list_item",
          content: [{ type: "paragraph", content: [{ type: "text", text: "Austin" }] }],
        },
        {
          type: "list_item",
          content: [
            { type: "paragraph", content: [{ type: "text", text: "Dallas" }] },
            {
              type: "ordered_list",
              attrs: { order: 3 },
              content: [
                {
                  type: "list_item",
                  content: [{ type: "paragraph", content: [{ type: "text", text: "Uptown" }] }],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      type: "ordered_list",
      content: [
        {
          type: "list_item",
          content: [
            {
              type: "paragraph",
              content: [
                { type: "text", text: "Menu", marks: [{ type: "link", attrs: { href: "/menu" } }] },
                {
                  type: "text",
                  text: " our story",
                  marks: [
                    {
                      type: "link",
                      attrs: { href: "about/our-story", linktype: "story", uuid: "u-1" },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe("rich-text conversion", () => {
  it("content-authoring.rich-text-json: a document through the editor comes back with every node, mark and link attribute", () => {
    expect(throughEditor(article)).toEqual(article);
  });

  it("content-authoring.rich-text-json: snake_case for the vendor, camelCase for the editor", () => {
    const json = toEditorJson(article);
    const types = JSON.stringify(json);
    expect(types).toContain('"bulletList"');
    expect(types).toContain('"hardBreak"');
    expect(types).toContain('"start":3');
    expect(JSON.stringify(fromEditorJson(json))).toContain('"bullet_list"');
  });

  it("content-authoring.rich-text-json: an empty editor saves an empty doc, trailing empty paragraphs go; unknown nodes keep their text", () => {
    expect(throughEditor({ type: "doc" })).toEqual({ type: "doc" });
    expect(
      fromEditorJson({
        type: "doc",
        content: [
          { type: "paragraph", content: [{ type: "text", text: "Hi" }] },
          { type: "paragraph" },
          { type: "paragraph" },
        ],
      }),
    ).toEqual({
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "Hi" }] }],
    });
    expect(
      fromEditorJson({
        type: "doc",
        content: [
          {
            type: "blockquote",
            content: [{ type: "paragraph", content: [{ type: "text", text: "Hi" }] }],
          },
        ],
      }),
    ).toEqual({
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "Hi" }] }],
    });
  });

  it("content-authoring.link-safety: the editor drops a javascript: link from loaded content", () => {
    const out = throughEditor({
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            {
              type: "text",
              text: "x",
              marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }],
            },
          ],
        },
      ],
    });
    expect(JSON.stringify(out)).not.toContain("javascript");
  });
});
