import { Fragment, type ReactNode } from "react";

import type { RichTextMark } from "@coop/contract/content";

import { useContentEnv } from "./content-env.tsx";
import { markLink } from "./link-safety.ts";
import { SafeAnchor } from "./safe-link.tsx";

// `content-page.rich-text`: the vendor's rich-text document (ProseMirror JSON, snake-case names)
// rendered as HTML elements: paragraphs, level 2 and 3 headings (the page title is the h1, so
// a level 1 heading renders as h2 and deeper ones as h3), bullet and ordered lists, list items,
// hard breaks and text with bold, italic and link marks. Any other node or mark is skipped,
// never a crash: the content is data an editor saved, so every field is checked here.

type UnknownNode = {
  type?: unknown;
  content?: unknown;
  attrs?: unknown;
  text?: unknown;
  marks?: unknown;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

function childrenOf(node: UnknownNode, origins: readonly string[]): ReactNode[] {
  return Array.isArray(node.content)
    ? node.content.map((child, i) => renderNode(child, i, origins))
    : [];
}

function headingLevel(attrs: unknown): 2 | 3 {
  const level = isObject(attrs) ? Number(attrs.level) : 2;
  return level >= 3 ? 3 : 2;
}

function listStart(attrs: unknown): number | undefined {
  const order = isObject(attrs) ? Number(attrs.order) : NaN;
  return Number.isInteger(order) && order !== 1 ? order : undefined;
}

function applyMark(mark: unknown, inner: ReactNode, origins: readonly string[]): ReactNode {
  if (!isObject(mark)) return inner;
  const m = mark as RichTextMark;
  switch (m.type) {
    case "bold":
      return <strong>{inner}</strong>;
    case "italic":
      return <em>{inner}</em>;
    case "link": {
      const attrs = isObject(m.attrs) ? m.attrs : undefined;
      if (!attrs || typeof attrs.href !== "string") return inner;
      return <SafeAnchor link={markLink(attrs, origins)}>{inner}</SafeAnchor>;
    }
    default:
      return inner;
  }
}

function renderText(node: UnknownNode, key: number, origins: readonly string[]): ReactNode {
  if (typeof node.text !== "string" || node.text === "") return null;
  const marks = Array.isArray(node.marks) ? node.marks : [];
  // Bold and italic inside, the link outermost: one <a> around the marked words.
  const ordered = [
    ...marks.filter((m) => !(isObject(m) && m.type === "link")),
    ...marks.filter((m) => isObject(m) && m.type === "link"),
  ];
  let out: ReactNode = node.text;
  for (const mark of ordered) out = applyMark(mark, out, origins);
  return <Fragment key={key}>{out}</Fragment>;
}

function renderNode(raw: unknown, key: number, origins: readonly string[]): ReactNode {
  if (!isObject(raw)) return null;
  const node = raw as UnknownNode;
  switch (node.type) {
    case "doc":
      return <div key={key}>{childrenOf(node, origins)}</div>;
    case "paragraph":
      return <p key={key}>{childrenOf(node, origins)}</p>;
    case "heading": {
      const Tag = headingLevel(node.attrs) === 3 ? "h3" : "h2";
      return <Tag key={key}>{childrenOf(node, origins)}</Tag>;
    }
    case "bullet_list":
      return <ul key={key}>{childrenOf(node, origins)}</ul>;
    case "ordered_list":
      return (
        <ol key={key} start={listStart(node.attrs)}>
          {childrenOf(node, origins)}
        </ol>
      );
    case "list_item":
      return <li key={key}>{childrenOf(node, origins)}</li>;
    case "hard_break":
      return <br key={key} />;
    case "text":
      return renderText(node, key, origins);
    default:
      return null;
  }
}

/** A rich-text field (`content-page.rich-text`); nothing when the document is empty or not one. */
export function RichText({ doc, className }: { doc: unknown; className?: string }) {
  const { origins } = useContentEnv();
  if (!isObject(doc) || !Array.isArray(doc.content) || doc.content.length === 0) return null;
  return (
    <div className={className ? `rich-text ${className}` : "rich-text"}>
      {childrenOf(doc as UnknownNode, origins)}
    </div>
  );
}
