/**
 * `content-authoring.rich-text-json`: the editor (TipTap, ProseMirror underneath) names its nodes
 * in camelCase (`bulletList`, `hardBreak`); the content service stores the vendor's rich-text JSON
 * with snake_case names (`bullet_list`, `hard_break`) and an ordered list's first number as
 * `order`. These two functions translate between them, keeping every node, mark and link
 * attribute; nodes the site cannot show (none the toolbar makes) keep only their text, and a
 * link to an unsafe address (`content-authoring.link-safety`) keeps its text without the link.
 */
import type { JSONContent } from "@tiptap/core";

import type { RichTextDoc, RichTextMark, RichTextNode } from "@coop/contract/content";

import { isSafeLinkMark } from "./link-safety.ts";

const TO_EDITOR: Record<string, string> = {
  doc: "doc",
  paragraph: "paragraph",
  heading: "heading",
  bullet_list: "bulletList",
  ordered_list: "orderedList",
  list_item: "listItem",
  hard_break: "hardBreak",
  text: "text",
};
const FROM_EDITOR: Record<string, string> = Object.fromEntries(
  Object.entries(TO_EDITOR).map(([vendor, editor]) => [editor, vendor]),
);

const LINK_KEYS = ["href", "target", "linktype", "uuid", "anchor"] as const;

function pickLinkAttrs(attrs: Record<string, unknown> | undefined) {
  const out: Record<string, unknown> = {};
  for (const key of LINK_KEYS) {
    const value = attrs?.[key];
    if (value !== undefined && value !== null) out[key] = value;
  }
  return out;
}

function marksToEditor(marks: RichTextMark[] | undefined): JSONContent["marks"] {
  if (!marks?.length) return undefined;
  const out = marks
    .filter((mark) => mark.type !== "link" || isSafeLinkMark(mark.attrs))
    .map((mark) =>
      mark.type === "link"
        ? { type: "link", attrs: pickLinkAttrs(mark.attrs) }
        : { type: mark.type },
    );
  return out.length ? out : undefined;
}

function marksFromEditor(marks: JSONContent["marks"]): RichTextMark[] | undefined {
  const out: RichTextMark[] = [];
  for (const mark of marks ?? []) {
    if (mark.type === "bold" || mark.type === "italic") out.push({ type: mark.type });
    else if (
      mark.type === "link" &&
      typeof mark.attrs?.href === "string" &&
      isSafeLinkMark(mark.attrs)
    ) {
      out.push({ type: "link", attrs: pickLinkAttrs(mark.attrs) as { href: string } });
    }
  }
  return out.length ? out : undefined;
}

function nodeToEditor(node: RichTextNode): JSONContent {
  const type = TO_EDITOR[node.type] ?? "paragraph";
  if (node.type === "text") {
    const marks = marksToEditor(node.marks);
    return marks ? { type, text: node.text, marks } : { type, text: node.text };
  }
  const out: JSONContent = { type };
  if (node.type === "heading") out.attrs = { level: node.attrs.level };
  if (node.type === "ordered_list" && node.attrs?.order !== undefined)
    out.attrs = { start: node.attrs.order };
  if ("content" in node && node.content?.length) out.content = node.content.map(nodeToEditor);
  return out;
}

function textOf(node: JSONContent): JSONContent[] {
  if (node.type === "text") return [node];
  return (node.content ?? []).flatMap(textOf);
}

function nodeFromEditor(node: JSONContent): RichTextNode[] {
  const type = FROM_EDITOR[node.type ?? ""];
  if (!type) {
    // Not a node the site shows: keep its words in a paragraph.
    const content = textOf(node).flatMap(nodeFromEditor);
    return content.length ? [{ type: "paragraph", content }] : [];
  }
  if (type === "text") {
    const marks = marksFromEditor(node.marks);
    const text = node.text ?? "";
    if (!text) return [];
    return [marks ? { type: "text", text, marks } : { type: "text", text }];
  }
  if (type === "hard_break") return [{ type: "hard_break" }];
  const content = (node.content ?? []).flatMap(nodeFromEditor);
  const withContent = content.length ? { content } : {};
  if (type === "heading") {
    const level = node.attrs?.level === 3 ? 3 : 2;
    return [{ type: "heading", attrs: { level }, ...withContent }];
  }
  if (type === "ordered_list") {
    const start = node.attrs?.start;
    return [
      typeof start === "number" && start !== 1
        ? { type: "ordered_list", attrs: { order: start }, ...withContent }
        : { type: "ordered_list", ...withContent },
    ];
  }
  return [{ type, ...withContent } as RichTextNode];
}

/** The vendor's document as the editor's content. */
export function toEditorJson(doc: RichTextDoc | null | undefined): JSONContent {
  const content = (doc?.content ?? []).map(nodeToEditor);
  return { type: "doc", content: content.length ? content : [{ type: "paragraph" }] };
}

/**
 * The editor's content as the vendor's document, without empty paragraphs at its end (an empty
 * editor: a doc with no content).
 */
export function fromEditorJson(json: JSONContent): RichTextDoc {
  const content = (json.content ?? []).flatMap(nodeFromEditor);
  // The editor keeps an empty paragraph after a final list or heading (to type after it).
  while (content.length > 0 && isEmptyParagraph(content[content.length - 1]!)) content.pop();
  return content.length === 0 ? { type: "doc" } : { type: "doc", content };
}

function isEmptyParagraph(node: RichTextNode): boolean {
  return node.type === "paragraph" && !node.content?.length;
}

/** Whether a document has no words. */
export function isEmptyDoc(doc: RichTextDoc | null | undefined): boolean {
  return !doc?.content?.length;
}
