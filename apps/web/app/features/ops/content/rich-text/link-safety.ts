/**
 * `content-authoring.link-safety`: the addresses a link in rich text may have: a web page
 * (http, https), an email (mailto), a phone number (tel), a path of this site ("/menu") or a
 * place on the page ("#faq"). `javascript:`, `data:` and every other scheme are refused, even
 * when hidden behind spaces, control characters or capitals. "coop.example/news" is read as
 * https://coop.example/news.
 */
export type LinkCheck = { ok: true; href: string } | { ok: false; reason: "empty" | "unsafe" };

const SAFE_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);

export function checkLinkHref(input: string): LinkCheck {
  const href = cleanHref(input);
  if (!href) return { ok: false, reason: "empty" };
  if (href.startsWith("#")) return { ok: true, href };
  if (href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\"))
    return { ok: true, href };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href);
  if (scheme) {
    const name = `${scheme[1]!.toLowerCase()}:`;
    if (!SAFE_SCHEMES.has(name)) return { ok: false, reason: "unsafe" };
    if ((name === "http:" || name === "https:") && !/^https?:\/\/[^/\s]/i.test(href))
      return { ok: false, reason: "unsafe" };
    return { ok: true, href };
  }
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}([/?#:]\S*)?$/i.test(href))
    return { ok: true, href: `https://${href}` };
  return { ok: false, reason: "unsafe" };
}

/** A story link's address may also be a story's full slug (`about/our-story`). */
const FULL_SLUG = /^[a-z0-9][a-z0-9/_-]*$/;

/** Whether a link mark of loaded content may stay: a safe address, or a story's full slug. */
export function isSafeLinkMark(attrs: { href?: unknown; linktype?: unknown }): boolean {
  if (typeof attrs.href !== "string") return false;
  if (attrs.linktype === "story" && FULL_SLUG.test(attrs.href)) return true;
  return isSafeHref(attrs.href);
}

/** Whether an address is one a link may keep (the editor's check of pasted links). */
export function isSafeHref(href: string): boolean {
  const check = checkLinkHref(href);
  return check.ok && check.href === href.trim();
}

/**
 * The address as a browser reads it: tabs and line breaks anywhere are dropped
 * ("java\tscript:"), and so are control characters and spaces at either end.
 */
function cleanHref(input: string): string {
  const chars = [...input].filter((c) => c !== "\t" && c !== "\n" && c !== "\r");
  const isEdge = (c: string | undefined) => c !== undefined && c.charCodeAt(0) <= 0x20;
  while (isEdge(chars[0])) chars.shift();
  while (isEdge(chars[chars.length - 1])) chars.pop();
  return chars.join("");
}
