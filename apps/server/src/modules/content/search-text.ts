import type { Blok, ContentAsset, RichTextNode } from "@coop/contract/content";

/** What the site search knows of one story in one language, or of one menu item. */
export type SearchDocument = {
  kind: "page" | "article" | "product";
  /** The site path to open. */
  url: string;
  title: string;
  /** The words of the page under its title, joined by spaces. */
  body: string;
  /** More words found like the body's but never shown (a menu item's category). */
  keywords?: string;
  image: string | null;
};

/** Fields that hold words a visitor reads (strings, rich text or nested bloks). */
const TEXT_FIELDS = new Set([
  "title",
  "intro",
  "headline",
  "text",
  "caption",
  "label",
  "cta_label",
  "teaser",
  "author",
  "question",
  "answer",
  "body",
  "cards",
  "items",
  "description",
  "name",
]);

function isRichTextNode(value: unknown): value is RichTextNode {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { type?: unknown }).type === "string" &&
    !("component" in value)
  );
}

/** The text of a rich-text document, block by block. */
export function richTextWords(node: RichTextNode, out: string[] = []): string[] {
  if (node.type === "text") out.push(node.text);
  else if (node.type === "hard_break") out.push(" ");
  else {
    const before = out.length;
    for (const child of node.content ?? []) richTextWords(child, out);
    // A block ends a phrase: keep words of two paragraphs apart.
    if (out.length > before && node.type !== "doc") out.push(" ");
  }
  return out;
}

/** `search.story-text`: the readable words of a blok tree (not ids, links, image URLs, skus, folders). */
export function blokWords(value: unknown, out: string[] = [], skipTitle = false): string[] {
  if (typeof value === "string") {
    out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) blokWords(item, out);
  } else if (isRichTextNode(value)) {
    richTextWords(value, out);
    out.push(" ");
  } else if (typeof value === "object" && value !== null) {
    for (const [key, field] of Object.entries(value)) {
      if (!TEXT_FIELDS.has(key) || (skipTitle && key === "title")) continue;
      blokWords(field, out);
    }
  }
  return out;
}

function imageOf(blok: Blok): string | null {
  const fields = blok as Record<string, unknown>;
  const direct = [fields.image, (fields.seo as { og_image?: unknown } | undefined)?.og_image];
  for (const candidate of direct) {
    const file = (candidate as ContentAsset | undefined)?.filename;
    if (typeof file === "string" && file !== "") return file;
  }
  const body = Array.isArray(fields.body) ? (fields.body as Blok[]) : [];
  const hero = body.find((b) => b.component === "hero");
  const file = (hero as { image?: ContentAsset } | undefined)?.image?.filename;
  return file ? file : null;
}

/** A published story as the search reads it, in one language. */
export function storyDocument(story: { name: string; content: Blok }, url: string): SearchDocument {
  const content = story.content;
  const ownTitle = (content as { title?: unknown }).title;
  const title = typeof ownTitle === "string" && ownTitle.trim() !== "" ? ownTitle : story.name;
  const body = blokWords(content, [], true).join(" ").replace(/\s+/g, " ").trim();
  return {
    kind: content.component === "news_article" ? "article" : "page",
    url,
    title,
    body,
    image: imageOf(content),
  };
}
