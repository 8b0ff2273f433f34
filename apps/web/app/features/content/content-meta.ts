import type { MetaDescriptor } from "react-router";

import type { ContentAsset } from "@coop/contract/content";

import { pageMeta } from "../../lib/meta.ts";
import { imageSource } from "./content-image.tsx";
import type { StoryPageData } from "./load-story.ts";

const str = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/**
 * `content-page.seo`: the head of a content page from its story: the title ("<title> | <brand>", the
 * story's SEO title, else its own), the description (SEO, else its lead or teaser), the
 * canonical URL (this site's origin and the story's path, without query), Open Graph (title,
 * description, type — `article` for an article —, URL and image), and `noindex` on a preview.
 * The home page keeps the brand's own title unless its story names one.
 */
export function contentMeta(page: StoryPageData | undefined, isHome = false): MetaDescriptor[] {
  if (!page) return [];
  const c = page.story.content as Record<string, unknown>;
  const seo = (typeof c.seo === "object" && c.seo !== null ? c.seo : {}) as Record<string, unknown>;
  const ownTitle = str(c.title) || page.story.name;
  const title = str(seo.title) || (isHome ? "" : ownTitle);
  const description = str(seo.description) || str(c.intro) || str(c.teaser) || undefined;
  const base = pageMeta(page.language, { ...(title ? { title } : {}), description });
  const canonical = `${page.origin}${page.path}`;
  const image = imageSource((seo.og_image ?? c.image) as ContentAsset | undefined);
  const isArticle = c.component === "news_article";
  const tags: MetaDescriptor[] = [
    ...base,
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:title", content: title || ownTitle },
    { property: "og:type", content: isArticle ? "article" : "website" },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: page.language === "es" ? "es_US" : "en_US" },
  ];
  if (description) tags.push({ property: "og:description", content: description });
  if (image) tags.push({ property: "og:image", content: new URL(image, page.origin).href });
  if (isArticle && /^\d{4}-\d{2}-\d{2}$/.test(str(c.date))) {
    tags.push({ property: "article:published_time", content: str(c.date) });
  }
  if (page.preview) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
