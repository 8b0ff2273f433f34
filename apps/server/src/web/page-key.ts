/**
 * The key of a public page in the page cache (`pagecache.key`): which pages are public
 * (`pagecache.public-only`), and the parts of a request a cached render is made of: the URL
 * with only the query parameters the page reads, the `lang` and `source` cookies and the
 * host. The cache itself is page-cache.ts.
 */

/** Query parameters a public page reads, by path; any other parameter skips the cache. */
type PublicPage = { pattern: RegExp; params: readonly string[] };

/** Folders whose pages come from the content service: the folder's page and a story under it. */
const contentFolders = ["foundation", "franchising", "chickenverse", "welcometocoop"];
/** Single-segment pages that are not content pages (personal, or made per request). */
const notContentPages = ["account", "search", "offers", "app", "ops", "api", "messaging"];
const slug = "[a-z0-9-]{1,80}";

/**
 * The pages whose server render depends on no visitor: home, the public menus, find a
 * restaurant, the order screens (their cart, location and account fill in after hydration
 * from local storage) and the content pages. Account pages, the confirmation page (an
 * order), the in-app screens, product pages and form posts are never cached.
 */
export const publicPages: readonly PublicPage[] = [
  { pattern: /^\/$/, params: [] },
  { pattern: /^\/menu$/, params: [] },
  { pattern: /^\/menu\/nutrition$/, params: [] },
  { pattern: /^\/menu\/[A-Za-z0-9_-]{1,64}$/, params: [] },
  { pattern: /^\/locations$/, params: ["mode"] },
  { pattern: /^\/order$/, params: [] },
  { pattern: /^\/order\/checkout$/, params: [] },
  // `pagecache.content-pages`: the content service's pages (a publication clears them at once).
  { pattern: new RegExp(`^/about(?:/${slug}|/chicken-scoop/${slug})?$`), params: [] },
  { pattern: /^\/news-and-community$/, params: ["page"] },
  { pattern: new RegExp(`^/news-and-community/${slug}$`), params: [] },
  { pattern: new RegExp(`^/(?:${contentFolders.join("|")})(?:/${slug})?$`), params: [] },
  { pattern: new RegExp(`^/expansion-menu(?:/items(?:/${slug})?)?$`), params: [] },
  // The catch-all content page `/{slug}` (the pages above with a single segment included);
  // only a 200 is kept, so an unknown slug's 404 never is.
  { pattern: new RegExp(`^/(?!(?:${notContentPages.join("|")})$)${slug}$`), params: [] },
];

/** Cookie values that may vary a public page, in a shape that cannot carry anything else. */
const cookieValue = /^[A-Za-z0-9_-]{0,32}$/;
const varyingCookies = ["lang", "source"] as const;

export type PageKeyInput = {
  method: string;
  /** The request URL as received: path and query. */
  url: string;
  /** protocol://host of the request (the channel is the host). */
  origin: string;
  cookie: string | undefined;
};

/** What a cached page is rendered from: the key's parts and nothing more. */
export type PageKey = {
  key: string;
  /** Absolute URL with only the query parameters the page reads, sorted. */
  url: string;
  /** The cookie header of the render: only the cookies that vary a public page. */
  cookie: string;
};

function readCookies(header: string | undefined): Map<string, string> {
  const found = new Map<string, string>();
  if (!header) return found;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!(varyingCookies as readonly string[]).includes(name)) continue;
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      return new Map([["", "\u0000"]]);
    }
    // A repeated cookie: the first wins, as in the web app's reader.
    if (!found.has(name)) found.set(name, value);
  }
  return found;
}

/**
 * The cache key of a request, or null when the request is not for a public page in a
 * cacheable form: not GET/HEAD, a path not listed, a query parameter the page does not
 * read (`?lang=` included: it sets a cookie), or an odd cookie value.
 */
export function pageKeyOf(input: PageKeyInput, variant: string): PageKey | null {
  if (input.method !== "GET" && input.method !== "HEAD") return null;
  const q = input.url.indexOf("?");
  const path = q < 0 ? input.url : input.url.slice(0, q);
  const page = publicPages.find((p) => p.pattern.test(path));
  if (!page) return null;
  const query = new URLSearchParams(q < 0 ? "" : input.url.slice(q + 1));
  const kept: [string, string][] = [];
  for (const [name, value] of query) {
    if (!page.params.includes(name) || value.length > 64) return null;
    kept.push([name, value]);
  }
  if (new Set(kept.map(([name]) => name)).size !== kept.length) return null;
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = kept.length > 0 ? `?${new URLSearchParams(kept).toString()}` : "";
  const cookies = readCookies(input.cookie);
  const cookieParts: string[] = [];
  for (const name of varyingCookies) {
    const value = cookies.get(name);
    if (value === undefined || value === "") continue;
    if (!cookieValue.test(value)) return null;
    cookieParts.push(`${name}=${value}`);
  }
  if (cookies.has("")) return null;
  // The origin is protocol://host as Fastify read it; the URL is only parsed on a miss.
  if (!/^https?:\/\/[A-Za-z0-9.:[\]-]{1,255}$/.test(input.origin)) return null;
  const url = `${input.origin}${path}${search}`;
  const cookie = cookieParts.join("; ");
  return { key: `${variant}\n${url}\n${cookie}`, url, cookie };
}

/** The URL path of a cache key (`variant\nurl\ncookie`, the URL `origin/path?query`). */
export function pathOfKey(key: string): string {
  const lines = key.split("\n");
  const url = lines[lines.length - 2] ?? "";
  const path = url.replace(/^https?:\/\/[^/]*/, "");
  const q = path.indexOf("?");
  return q < 0 ? path : path.slice(0, q);
}
