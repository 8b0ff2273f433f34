// Which links of the content the site renders, and how (`content-page.link-safety`). Pure: no
// React, no zod. Links to this site become router links, other sites open in a new tab,
// `mailto:` and `tel:` are allowed, anything else is refused and shown as plain text.
import type { ContentLink } from "@coop/contract/content";

/** How a link of the content renders. */
export type SafeLink =
  /** A page of this site: a router link (path, query and fragment). */
  | { kind: "internal"; to: string }
  /** Another site: a new tab with `rel="noopener noreferrer"`. */
  | { kind: "external"; href: string }
  /** `mailto:` or `tel:`: a plain link. */
  | { kind: "contact"; href: string }
  /** Refused: the text shows without a link. */
  | { kind: "unsafe" };

const unsafe: SafeLink = { kind: "unsafe" };

/** The story of the home page `/`, and the folder of global stories (never pages). */
const HOME_SLUG = "home";
const GLOBALS_FOLDER = "globals";

/**
 * `content-page.story-path`: the site path of a story's full slug: `/` + the slug, a folder's start
 * page (`about/`) at the folder's path (`/about`), the home story at `/`. Null for a global
 * story or a slug that is not a plain path.
 */
export function sitePathOfSlug(fullSlug: string): string | null {
  const trimmed = fullSlug.trim().replace(/^\/+/, "").replace(/\/+$/, "");
  if (trimmed === GLOBALS_FOLDER || trimmed.startsWith(`${GLOBALS_FOLDER}/`)) return null;
  if (trimmed === HOME_SLUG || trimmed === "") return "/";
  if (!/^[A-Za-z0-9._~%/-]+$/.test(trimmed) || trimmed.includes("//")) return null;
  return `/${trimmed}`;
}

// Browsers drop ASCII tabs and newlines inside a URL and trim control characters and
// spaces around it, so `java\nscript:` is `javascript:`: judge the href the way they read it.
// eslint-disable-next-line no-control-regex
const stripped = (href: string) => href.replace(/[\u0000-\u0020\u007f]/g, "");

const schemeOf = (href: string) => /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(href)?.[1]?.toLowerCase();

/**
 * `content-page.link-safety`: how to render an href of the content. `origins` are this site's
 * origins (`https://coop.example`): an absolute URL on one of them is a page of the site.
 */
export function classifyHref(href: string, origins: readonly string[] = []): SafeLink {
  const clean = stripped(href);
  if (clean === "") return unsafe;
  // A fragment of the page itself.
  if (clean.startsWith("#")) return { kind: "internal", to: clean };
  // A path of this site; `//host` and `/\host` are other sites in disguise: refused.
  if (clean.startsWith("/")) {
    if (clean.startsWith("//") || clean.startsWith("/\\")) return unsafe;
    return { kind: "internal", to: clean };
  }
  const scheme = schemeOf(clean);
  if (scheme === "mailto" || scheme === "tel") {
    return clean.length > scheme.length + 1 ? { kind: "contact", href: clean } : unsafe;
  }
  if (scheme !== "http" && scheme !== "https") return unsafe;
  let url: URL;
  try {
    url = new URL(clean);
  } catch {
    return unsafe;
  }
  if (url.username || url.password || url.hostname === "") return unsafe;
  if (origins.includes(url.origin)) {
    return { kind: "internal", to: `${url.pathname}${url.search}${url.hash}` };
  }
  return { kind: "external", href: url.href };
}

/** An anchor within a story link (`#section`), made safe to append. */
function anchorSuffix(anchor: string | null | undefined): string {
  if (!anchor) return "";
  const clean = anchor.replace(/^#/, "");
  return /^[A-Za-z0-9_-]{1,100}$/.test(clean) ? `#${clean}` : "";
}

/** A story link: the site path of its full slug (`about/our-story` → `/about/our-story`). */
export function storyLink(fullSlug: string, anchor?: string | null): SafeLink {
  const path = sitePathOfSlug(fullSlug);
  return path === null ? unsafe : { kind: "internal", to: `${path}${anchorSuffix(anchor)}` };
}

/** An email address of a link field: `mailto:` plus the address, when it looks like one. */
function emailLink(address: string): SafeLink {
  const clean = stripped(address).replace(/^mailto:/i, "");
  return /^[^@\s<>"]+@[^@\s<>"]+$/.test(clean)
    ? { kind: "contact", href: `mailto:${clean}` }
    : unsafe;
}

/** A link field of a component (the vendor's multilink). */
export function fieldLink(
  link: ContentLink | undefined,
  origins: readonly string[] = [],
): SafeLink {
  if (!link) return unsafe;
  if (link.linktype === "story") return storyLink(link.cached_url || link.url);
  if (link.linktype === "email") return emailLink(link.url || link.cached_url);
  return classifyHref(link.url || link.cached_url, origins);
}

/** The link mark of rich text: a story link by its slug, an email, or a URL. */
export function markLink(
  attrs: { href: string; linktype?: string | undefined; anchor?: string | null | undefined },
  origins: readonly string[] = [],
): SafeLink {
  if (attrs.linktype === "story") return storyLink(attrs.href, attrs.anchor);
  if (attrs.linktype === "email") return emailLink(attrs.href);
  return classifyHref(attrs.href, origins);
}
