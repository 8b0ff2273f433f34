import { richTextDocSchema } from "@coop/contract/content";

import { type FieldError, HttpError } from "../../http/http-error.ts";

/** The largest component tree of one language (its JSON), and how deep bloks may nest. */
export const MAX_TREE_BYTES = 512 * 1024;
export const MAX_BLOK_DEPTH = 12;

type Kind = "string" | "boolean" | "richtext" | "asset" | "link" | "bloks" | "strings" | "date";
type Fields = Record<string, { kind: Kind; required: boolean; of?: string }>;

const req = (kind: Kind, of?: string) => ({ kind, required: true, ...(of && { of }) });
const opt = (kind: Kind, of?: string) => ({ kind, required: false, ...(of && { of }) });

/**
 * `content.blok-check`: the components the site renders, with the fields each must have. Any
 * other component is kept as it is (the renderer skips it), within the size and depth bounds.
 */
const COMPONENTS: Record<string, Fields> = {
  page: { title: req("string"), intro: opt("string"), body: req("bloks") },
  hero: {
    headline: req("string"),
    text: opt("string"),
    image: opt("asset"),
    cta_label: opt("string"),
    cta_link: opt("link"),
  },
  rich_text: { text: req("richtext") },
  image: { image: req("asset"), caption: opt("string") },
  call_to_action: { label: req("string"), link: req("link"), text: opt("string") },
  card: { title: req("string"), text: opt("string"), image: opt("asset"), link: opt("link") },
  card_grid: { title: opt("string"), cards: req("bloks", "card") },
  faq: { title: opt("string"), items: req("bloks", "faq_item") },
  faq_item: { question: req("string"), answer: req("richtext") },
  form_embed: { form: req("string"), title: opt("string") },
  content_cards: { title: opt("string") },
  featured_products: { title: opt("string"), skus: req("strings") },
  news_article: {
    title: req("string"),
    teaser: req("string"),
    date: req("date"),
    image: opt("asset"),
    author: opt("string"),
    body: req("richtext"),
  },
  article_list: { folder: req("string"), title: opt("string") },
  top_banner: { active: req("boolean"), text: req("string"), link: opt("link") },
  site_options: { global_class: req("string") },
  order_statuses: { statuses: req("bloks", "order_status") },
  order_status: { status: req("string"), name: req("string"), description: req("string") },
};

const SAFE_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/**
 * `content.safe-links`: where a link or an image may point: http(s), mailto, tel, a path of
 * this site (`/…`), an anchor (`#…`) or, for a story link, a full slug. Browsers ignore
 * whitespace and control characters inside a scheme, so they are dropped before looking.
 */
export function unsafeUrl(value: string, storyLink = false): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const url = value.replace(/[\u0000-\u0020\u007f]/g, "");
  if (url === "" || url.startsWith("#")) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined)
    return SAFE_SCHEMES.has(scheme)
      ? null
      : `must not be a ${scheme}: link (only http, https, mailto, tel and paths of the site)`;
  if (url.startsWith("//")) return "must start with https:// or be a path of the site (/…)";
  if (url.startsWith("/")) return null;
  if (storyLink && /^[a-z0-9][a-z0-9/_-]*$/.test(url)) return null;
  return "must be a full address (https://…), mailto:, tel: or a path of the site (/…)";
}

class Checker {
  readonly errors: FieldError[] = [];
  fail(path: string, message: string) {
    if (this.errors.length < 50) this.errors.push({ path, message });
  }

  blok(value: unknown, path: string, depth: number, expected?: string) {
    if (depth > MAX_BLOK_DEPTH) {
      this.fail(path, `nests components more than ${MAX_BLOK_DEPTH} deep`);
      return;
    }
    if (!isObject(value) || typeof value.component !== "string" || !value.component) {
      this.fail(path, "must be a component (an object with _uid and component)");
      return;
    }
    if (typeof value._uid !== "string" || value._uid === "")
      this.fail(`${path}._uid`, "must be the component's id (a non-empty string)");
    if (expected && value.component !== expected)
      this.fail(`${path}.component`, `must be ${expected}`);
    const fields = COMPONENTS[value.component];
    if (fields) {
      for (const [name, field] of Object.entries(fields)) {
        const v = value[name];
        if (v === undefined || v === null) {
          if (field.required) this.fail(`${path}.${name}`, "is required");
          continue;
        }
        this.field(field.kind, v, `${path}.${name}`, depth, field.of);
      }
    }
    // Every other field: links and nested components anywhere are still looked at.
    for (const [name, v] of Object.entries(value)) {
      if (fields && name in fields) continue;
      this.loose(v, `${path}.${name}`, depth, 0);
    }
  }

  /** A field of an unknown component (or an unknown field): walked for links and bloks. */
  loose(value: unknown, path: string, depth: number, nesting: number) {
    if (nesting > 40) return this.fail(path, "is nested too deep");
    if (Array.isArray(value)) {
      value.forEach((item, i) => this.loose(item, `${path}.${i}`, depth, nesting + 1));
      return;
    }
    if (!isObject(value)) return;
    if (typeof value.component === "string") return this.blok(value, path, depth + 1);
    if (value.type === "doc") return this.richText(value, path);
    if (typeof value.linktype === "string") return this.link(value, path);
    if (typeof value.filename === "string") return this.asset(value, path);
    for (const [name, v] of Object.entries(value))
      this.loose(v, `${path}.${name}`, depth, nesting + 1);
  }

  field(kind: Kind, v: unknown, path: string, depth: number, of?: string) {
    switch (kind) {
      case "string":
        if (typeof v !== "string") this.fail(path, "must be text");
        return;
      case "boolean":
        if (typeof v !== "boolean") this.fail(path, "must be true or false");
        return;
      case "date":
        if (typeof v !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(v))
          this.fail(path, "must be a date (YYYY-MM-DD)");
        return;
      case "strings":
        if (!Array.isArray(v) || v.some((s) => typeof s !== "string"))
          this.fail(path, "must be a list of texts");
        return;
      case "richtext":
        return this.richText(v, path);
      case "asset":
        return this.asset(v, path);
      case "link":
        return this.link(v, path);
      case "bloks":
        if (!Array.isArray(v)) return this.fail(path, "must be a list of components");
        v.forEach((item, i) => this.blok(item, `${path}.${i}`, depth + 1, of));
    }
  }

  richText(v: unknown, path: string) {
    const parsed = richTextDocSchema.safeParse(v);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const where = [path, ...issue.path.map(String)].join(".");
      return this.fail(
        where,
        `is not rich text the editor knows (paragraphs, headings 2 and 3, lists, bold, italic, links): ${issue.message}`,
      );
    }
    this.walkMarks(v, path);
  }

  walkMarks(node: unknown, path: string) {
    if (!isObject(node)) return;
    if (Array.isArray(node.marks))
      node.marks.forEach((mark: unknown, i) => {
        if (isObject(mark) && mark.type === "link" && isObject(mark.attrs)) {
          const href = typeof mark.attrs.href === "string" ? mark.attrs.href : "";
          const problem = unsafeUrl(href, mark.attrs.linktype === "story");
          if (problem) this.fail(`${path}.marks.${i}.attrs.href`, problem);
        }
      });
    if (Array.isArray(node.content))
      node.content.forEach((child: unknown, i) => this.walkMarks(child, `${path}.content.${i}`));
  }

  link(v: unknown, path: string) {
    if (!isObject(v)) return this.fail(path, "must be a link (linktype, url, cached_url)");
    const story = v.linktype === "story";
    for (const key of ["url", "cached_url"] as const) {
      const url = v[key];
      if (url === undefined || url === null) continue;
      if (typeof url !== "string") {
        this.fail(`${path}.${key}`, "must be text");
        continue;
      }
      const problem = unsafeUrl(url, story);
      if (problem) this.fail(`${path}.${key}`, problem);
    }
  }

  asset(v: unknown, path: string) {
    if (!isObject(v) || typeof v.filename !== "string")
      return this.fail(path, "must be an image (filename, alt)");
    const problem = unsafeUrl(v.filename);
    if (problem) this.fail(`${path}.filename`, problem);
    if (v.alt !== undefined && v.alt !== null && typeof v.alt !== "string")
      this.fail(`${path}.alt`, "must be text");
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/**
 * `content.blok-check`: checks a story's content in both languages before it is saved; a 400
 * naming every field at fault by its path in the content.
 */
export function checkStoryContent(content: { default: unknown; es: unknown }): void {
  const checker = new Checker();
  for (const language of ["default", "es"] as const) {
    const tree = content[language];
    if (tree === null || tree === undefined) {
      if (language === "default") checker.fail("content.default", "is required");
      continue;
    }
    const size = Buffer.byteLength(JSON.stringify(tree));
    if (size > MAX_TREE_BYTES) {
      checker.fail(
        `content.${language}`,
        `is ${Math.ceil(size / 1024)} KB; a story's content may be at most ${MAX_TREE_BYTES / 1024} KB per language`,
      );
      continue;
    }
    checker.blok(tree, `content.${language}`, 1);
  }
  if (checker.errors.length > 0)
    throw new HttpError(400, `The content cannot be saved: ${describe(checker.errors[0]!)}.`, {
      errors: checker.errors,
    });
}

const describe = (e: FieldError) => `${e.path} ${e.message}`;
