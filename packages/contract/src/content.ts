// The content service (docs/decisions/028-content-service.md): the shapes of the vendor's
// Content Delivery API v2 that Coop answers under /api/content/v2, the
// rich-text document, and the components the site renders. The browser takes the types only.
import { z } from "zod";

/** The content languages: "default" is the site's en-US, "es" its Spanish. */
export const CONTENT_LANGUAGES = ["default", "es"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** The vendor's paging: 25 a page unless asked, at most 100 (the site asks for 100). */
export const STORIES_DEFAULT_PER_PAGE = 25;
export const STORIES_MAX_PER_PAGE = 100;
/** What the site asks for: page 1, 100 a page. */
export const SITE_STORIES_PER_PAGE = 100;

/**
 * The folder of the global stories: `globals/top-banner`, …. They are
 * read by slug, never listed as pages, and left out of the sitemap and the site search.
 */
export const GLOBALS_FOLDER = "globals";
export const GLOBAL_STORY_SLUGS = [
  "jobs",
  "expansion-stores",
  "locations",
  "products",
  "top-banner",
  "categories",
  "order-statuses",
  "menus",
  "site-options",
] as const;
export type GlobalStorySlug = (typeof GLOBAL_STORY_SLUGS)[number];

// ── Rich text (the vendor's rich-text JSON, a ProseMirror document) ──────────────────────

export type RichTextMark =
  | { type: "bold" }
  | { type: "italic" }
  | {
      type: "link";
      attrs: {
        href: string;
        /** "_blank" or null; the renderer opens links to other sites in a new tab anyway. */
        target?: string | null;
        linktype?: "url" | "story" | "email" | "asset";
        uuid?: string | null;
        anchor?: string | null;
      };
    };

export type RichTextNode =
  | { type: "doc"; content?: RichTextNode[] }
  | { type: "paragraph"; content?: RichTextNode[] }
  | { type: "heading"; attrs: { level: 2 | 3 }; content?: RichTextNode[] }
  | { type: "bullet_list"; content?: RichTextNode[] }
  | { type: "ordered_list"; attrs?: { order?: number }; content?: RichTextNode[] }
  | { type: "list_item"; content?: RichTextNode[] }
  | { type: "hard_break" }
  | { type: "text"; text: string; marks?: RichTextMark[] };

export type RichTextDoc = { type: "doc"; content?: RichTextNode[] };

const markSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("bold") }),
  z.object({ type: z.literal("italic") }),
  z.object({
    type: z.literal("link"),
    attrs: z.object({
      href: z.string().max(2000),
      target: z.string().nullable().optional(),
      linktype: z.enum(["url", "story", "email", "asset"]).optional(),
      uuid: z.string().nullable().optional(),
      anchor: z.string().nullable().optional(),
    }),
  }),
]);

/**
 * A rich-text document as an editor may save it: the nodes and marks the renderer knows, nothing
 * else. Bounded in depth by the node kinds (lists nest lists).
 */
export const richTextNodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.discriminatedUnion("type", [
    z.object({ type: z.literal("doc"), content: z.array(richTextNodeSchema).optional() }),
    z.object({ type: z.literal("paragraph"), content: z.array(richTextNodeSchema).optional() }),
    z.object({
      type: z.literal("heading"),
      attrs: z.object({ level: z.union([z.literal(2), z.literal(3)]) }),
      content: z.array(richTextNodeSchema).optional(),
    }),
    z.object({ type: z.literal("bullet_list"), content: z.array(richTextNodeSchema).optional() }),
    z.object({
      type: z.literal("ordered_list"),
      attrs: z.object({ order: z.number().int().optional() }).optional(),
      content: z.array(richTextNodeSchema).optional(),
    }),
    z.object({ type: z.literal("list_item"), content: z.array(richTextNodeSchema).optional() }),
    z.object({ type: z.literal("hard_break") }),
    z.object({
      type: z.literal("text"),
      text: z.string().max(20_000),
      marks: z.array(markSchema).optional(),
    }),
  ]),
) as z.ZodType<RichTextNode>;

export const richTextDocSchema = z.object({
  type: z.literal("doc"),
  content: z.array(richTextNodeSchema).optional(),
});

// ── Field types of components (the vendor's asset and multilink fields) ─────────────────

/** An image field: `filename` is the image's URL ("" when none); `alt` its text for this language. */
export type ContentAsset = {
  id: number | string | null;
  filename: string;
  alt: string | null;
  title?: string | null;
  fieldtype?: "asset";
};

/** A link field: to a story (`cached_url` its full slug), a URL or an email. */
export type ContentLink = {
  linktype: "story" | "url" | "email";
  url: string;
  cached_url: string;
  id?: string;
  target?: "_blank" | "_self" | null;
  fieldtype?: "multilink";
};

/** Search-engine fields of a page. */
export type ContentSeo = {
  title?: string;
  description?: string;
  og_image?: ContentAsset;
};

// ── Components (bloks) ──────────────────────────────────────────────────────────────────

/** Every blok carries a unique id and its component's name; the other fields are its own. */
export type BlokBase = { _uid: string; component: string };

export type PageBlok = BlokBase & {
  component: "page";
  title: string;
  /** A short lead under the title. */
  intro?: string;
  body: Blok[];
  seo?: ContentSeo;
};
export type HeroBlok = BlokBase & {
  component: "hero";
  headline: string;
  text?: string;
  image?: ContentAsset;
  cta_label?: string;
  cta_link?: ContentLink;
};
export type RichTextBlok = BlokBase & { component: "rich_text"; text: RichTextDoc };
export type ImageBlok = BlokBase & { component: "image"; image: ContentAsset; caption?: string };
export type CtaBlok = BlokBase & {
  component: "call_to_action";
  label: string;
  link: ContentLink;
  style?: "primary" | "outline";
  text?: string;
};
export type CardBlok = BlokBase & {
  component: "card";
  title: string;
  text?: string;
  image?: ContentAsset;
  link?: ContentLink;
};
export type CardGridBlok = BlokBase & { component: "card_grid"; title?: string; cards: CardBlok[] };
export type FaqBlok = BlokBase & {
  component: "faq";
  title?: string;
  items: (BlokBase & { component: "faq_item"; question: string; answer: RichTextDoc })[];
};
/** A form of the forms module shown inside a page (`contact`, …); the forms issue builds them. */
export type FormEmbedBlok = BlokBase & { component: "form_embed"; form: string; title?: string };
/** The slot where the engagement service's content cards go (the home page). */
export type ContentCardsBlok = BlokBase & { component: "content_cards"; title?: string };
/** Products of the default menu, by sku, shown as cards that open the product. */
export type FeaturedProductsBlok = BlokBase & {
  component: "featured_products";
  title?: string;
  skus: string[];
};
/** A news or Chicken Scoop article: its own page under its folder. */
export type NewsArticleBlok = BlokBase & {
  component: "news_article";
  title: string;
  teaser: string;
  /** YYYY-MM-DD. */
  date: string;
  image?: ContentAsset;
  author?: string;
  body: RichTextDoc;
  seo?: ContentSeo;
};
/** A listing of the articles under a folder (`news-and-community`), paginated. */
export type ArticleListBlok = BlokBase & {
  component: "article_list";
  folder: string;
  title?: string;
};

export type Blok =
  | PageBlok
  | HeroBlok
  | RichTextBlok
  | ImageBlok
  | CtaBlok
  | CardBlok
  | CardGridBlok
  | FaqBlok
  | FormEmbedBlok
  | ContentCardsBlok
  | FeaturedProductsBlok
  | NewsArticleBlok
  | ArticleListBlok
  | (BlokBase & Record<string, unknown>);

// ── Global stories' components ──────────────────────────────────────────────────────────

/** `globals/top-banner`: the strip above the header; `active` false hides it. */
export type TopBannerBlok = BlokBase & {
  component: "top_banner";
  active: boolean;
  text: string;
  link?: ContentLink;
  link_label?: string;
};
/**
 * `globals/site-options`: the site-wide options, among them the global class of every page
 * (a seasonal theme such as `theme-biscuit-month`).
 */
export type SiteOptionsBlok = BlokBase & {
  component: "site_options";
  global_class: string;
};
/** `globals/order-statuses`: the tracker's name and description of each order status. */
export type OrderStatusesBlok = BlokBase & {
  component: "order_statuses";
  statuses: (BlokBase & {
    component: "order_status";
    /** The order status it names (placed, in-progress, ready, …). */
    status: string;
    name: string;
    description: string;
  })[];
};
/** `globals/expansion-stores`: restaurants opening soon, with the menu they will serve. */
export type ExpansionStoresBlok = BlokBase & {
  component: "expansion_stores";
  stores: (BlokBase & {
    component: "expansion_store";
    name: string;
    city: string;
    state: string;
    opening: string;
    text?: string;
  })[];
};
/** `globals/products`: the expansion menu's items (`/expansion-menu/items/{item}`). */
export type ProductsBlok = BlokBase & {
  component: "products";
  items: (BlokBase & {
    component: "product";
    /** The URL segment of the item. */
    item: string;
    name: string;
    description: string;
    image?: ContentAsset;
    category: string;
    calories?: string;
    allergens?: string;
  })[];
};

// ── Delivery API shapes ─────────────────────────────────────────────────────────────────

/** A story as the delivery API answers it (the vendor's fields). */
export const storySchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  /** The full slug without a language prefix. */
  default_full_slug: z.string().nullable(),
  created_at: z.string(),
  published_at: z.string().nullable(),
  first_published_at: z.string().nullable(),
  updated_at: z.string().optional(),
  sort_by_date: z.string().nullable(),
  position: z.number().int(),
  tag_list: z.array(z.string()),
  is_startpage: z.boolean(),
  parent_id: z.number().int().nullable(),
  group_id: z.string(),
  /** "default" or "es". */
  lang: z.string(),
  path: z.string().nullable(),
  release_id: z.number().nullable(),
  meta_data: z.unknown().nullable(),
  alternates: z.array(z.unknown()),
  translated_slugs: z.array(z.unknown()).nullable().optional(),
  /** The component tree. */
  content: z.looseObject({ _uid: z.string(), component: z.string() }),
});
export type ContentStory = Omit<z.infer<typeof storySchema>, "content"> & { content: Blok };

/**
 * GET cdn/stories: the vendor's query parameters. Unknown ones are ignored, as the vendor does
 * (its client sends some of its own).
 */
export const storiesQuerySchema = z.looseObject({
  token: z.string().max(200).optional(),
  version: z.enum(["published", "draft"]).optional(),
  starts_with: z.string().max(300).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  per_page: z.coerce.number().int().min(1).max(STORIES_MAX_PER_PAGE).optional(),
  /** Comma-separated full slugs; `folder/*` excludes a folder's stories. */
  excluding_slugs: z.string().max(4000).optional(),
  /** Comma-separated full slugs; `folder/*` takes a folder's stories. */
  by_slugs: z.string().max(4000).optional(),
  /** `field:asc|desc`, field one of the story's own (position, created_at, published_at, first_published_at, name, slug, sort_by_date) or `content.<field>`. */
  sort_by: z.string().max(100).optional(),
  /** Comma-separated tags: a story with any of them. */
  with_tag: z.string().max(500).optional(),
  is_startpage: z.enum(["0", "1", "true", "false"]).optional(),
  language: z.string().max(20).optional(),
  cv: z.coerce.number().int().optional(),
  resolve_links: z.string().max(20).optional(),
  resolve_relations: z.string().max(500).optional(),
  search_term: z.string().max(200).optional(),
});

export const storyQuerySchema = z.looseObject({
  token: z.string().max(200).optional(),
  version: z.enum(["published", "draft"]).optional(),
  language: z.string().max(20).optional(),
  cv: z.coerce.number().int().optional(),
  resolve_links: z.string().max(20).optional(),
  resolve_relations: z.string().max(500).optional(),
  /** "uuid" to read the slug as a uuid. */
  find_by: z.string().max(20).optional(),
});

/** The slug of GET cdn/stories/{full_slug} (it may hold slashes: the route takes the rest of the path). */
export const storySlugParamsSchema = z.object({
  full_slug: z.string().min(1).max(300),
});

export const storiesResponseSchema = z.object({
  stories: z.array(storySchema),
  /** The cache version: changes whenever published content changes. */
  cv: z.number().int(),
  rels: z.array(z.unknown()),
  links: z.array(z.unknown()),
});
export const storyResponseSchema = z.object({
  story: storySchema,
  cv: z.number().int(),
  rels: z.array(z.unknown()),
  links: z.array(z.unknown()),
});

export const linkSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  slug: z.string(),
  path: z.string().nullable(),
  real_path: z.string(),
  name: z.string(),
  published: z.boolean(),
  parent_id: z.number().int().nullable(),
  is_folder: z.boolean(),
  is_startpage: z.boolean(),
  position: z.number().int(),
});
export const linksQuerySchema = z.looseObject({
  token: z.string().max(200).optional(),
  version: z.enum(["published", "draft"]).optional(),
  starts_with: z.string().max(300).optional(),
  cv: z.coerce.number().int().optional(),
  page: z.coerce.number().int().min(1).optional(),
  per_page: z.coerce.number().int().min(1).max(1000).optional(),
});
/** GET cdn/links: every story and folder by uuid. */
export const linksResponseSchema = z.object({
  links: z.record(z.string(), linkSchema),
});
