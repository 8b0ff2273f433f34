import { createHash } from "node:crypto";

import { etagOf, prepareBody, type PreparedBody } from "../http/conditional.ts";
import { type PageKey, pathOfKey } from "./page-key.ts";

/**
 * The server render of public pages, kept per key (`pagecache.public-only`; see
 * docs/decisions/014-ssr-cache-and-budgets.md). A public page is the same for every visitor
 * (docs/decisions/003-ssr-public-state-personal-after-hydration.md): it depends only on the
 * URL, the `lang` and `source` cookies (language, in-app catering), the host (channel) and
 * the map tile setting (`pagecache.key`). A cached page is rendered from a request made of
 * exactly those parts, so nothing else a visitor sends (other cookies, headers) can reach a
 * cached render.
 *
 * Without a nonce the page's inline scripts are allowed by their sha256 hashes, computed
 * once per render and cached with the body, so the bytes are the same for everyone and
 * are compressed once (br, gzip) and answered with an ETag / 304.
 */

/** The CSP source of each distinct inline script of a document (`'sha256-…'`). */
export function inlineScriptHashes(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]!)) continue;
    sources.add(`'sha256-${createHash("sha256").update(match[2]!, "utf8").digest("base64")}'`);
  }
  return [...sources];
}

/**
 * A page rendered for the cache: always served with the CSP of its own inline scripts.
 * Only a page that may be kept is compressed ahead (it is sent many times); any other
 * (a 404, an error page) is sent once, as it is, and compressed per request.
 */
export type RenderedPage = RenderedPageParts &
  // `cacheable`: whether it may be kept (a 200 HTML page that sets no cookie).
  (
    | { cacheable: true; body: PreparedBody }
    | { cacheable: false; body: { identity: Buffer; etag: string } }
  );

type RenderedPageParts = {
  status: number;
  contentType: string;
  /** CSP sources of its inline scripts. */
  scriptHashes: string[];
  /** Its Content-Security-Policy, made once from `scriptHashes`. */
  csp: string;
  /**
   * A `Link` header preloading the page's stylesheets, or null. React puts the module
   * preloads of the page before its stylesheets in <head>; on an HTTP/1.1 link the
   * browser would then fetch two dozen scripts before the CSS its first paint waits for.
   * With the header it asks for the CSS first, before it parses the document.
   */
  preloadLinks: string | null;
};

/** `Link: <…>; rel=preload; as=style` for every same-site stylesheet of a document. */
export function stylesheetPreloads(html: string): string | null {
  const head = html.slice(0, Math.max(0, html.indexOf("</head>")));
  const hrefs = new Set<string>();
  for (const match of head.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    if (!/\brel="stylesheet"/i.test(tag)) continue;
    const href = /\bhref="(\/[^"<>\s,;]+)"/i.exec(tag)?.[1];
    if (href && !href.startsWith("//")) hrefs.add(href);
  }
  if (hrefs.size === 0) return null;
  return [...hrefs].map((href) => `<${href}>; rel=preload; as=style`).join(", ");
}

export async function renderedPageOf(
  response: Response,
  policy: (scriptHashes: readonly string[]) => string,
): Promise<RenderedPage> {
  const html = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get("content-type") ?? "text/html; charset=utf-8";
  const text = html.toString("utf8");
  const scriptHashes = inlineScriptHashes(text);
  const parts = {
    preloadLinks: stylesheetPreloads(text),
    csp: policy(scriptHashes),
    status: response.status,
    contentType,
    scriptHashes,
  };
  const cacheable =
    response.status === 200 &&
    contentType.startsWith("text/html") &&
    response.headers.getSetCookie().length === 0;
  return cacheable
    ? { ...parts, cacheable, body: prepareBody(html) }
    : { ...parts, cacheable, body: { identity: html, etag: etagOf(html) } };
}

export type PageCacheOptions = {
  /** How long a render is served as is (default 60 s). */
  ttlMs?: number;
  /** After that, how long it is still served while a new render is made (default 10 min). */
  staleMs?: number;
  /** Most renders kept; the least recently used goes first (default 200). */
  maxEntries?: number;
  now?: () => number;
  /** Called when a background revalidation fails (the stale render stays). */
  onError?: (error: unknown) => void;
};

type Entry = { page: RenderedPage; freshUntil: number; staleUntil: number };

export type CacheState = "hit" | "stale" | "miss" | "bypass";

export type PageCache = {
  /** The page for a key when a fresh render is kept, without waiting (the fast path); else undefined. */
  fresh(key: PageKey): RenderedPage | undefined;
  /**
   * The page for a key: fresh from the cache ("hit"), stale while a new render is made in
   * the background ("stale"), or rendered now ("miss"; concurrent misses share one render).
   */
  get(
    key: PageKey,
    render: () => Promise<RenderedPage>,
  ): Promise<{ page: RenderedPage; state: CacheState }>;
  /** Drops every render (a catalog change). */
  clear(): void;
  /**
   * Drops the renders of these URL paths, in every variant (host, cookies, query);
   * "all" drops everything (`pagecache.content-clear`).
   */
  clearPaths(paths: readonly string[] | "all"): void;
  readonly size: number;
};

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const ttlMs = options.ttlMs ?? 60_000;
  const staleMs = options.staleMs ?? 600_000;
  const maxEntries = options.maxEntries ?? 200;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<RenderedPage>>();
  // Bumped by clear(): a render begun before it is not stored after it.
  let generation = 0;

  function store(key: string, page: RenderedPage, startedIn: number): void {
    if (!page.cacheable || startedIn !== generation) {
      if (startedIn === generation) entries.delete(key);
      return;
    }
    const at = now();
    entries.delete(key);
    entries.set(key, { page, freshUntil: at + ttlMs, staleUntil: at + ttlMs + staleMs });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  function renderOnce(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const startedIn = generation;
    const promise = render()
      .then((page) => {
        store(key, page, startedIn);
        return page;
      })
      .finally(() => pending.delete(key));
    pending.set(key, promise);
    return promise;
  }

  function fresh(pageKey: PageKey): RenderedPage | undefined {
    const entry = entries.get(pageKey.key);
    if (!entry || now() >= entry.freshUntil) return undefined;
    // Most recently used last.
    entries.delete(pageKey.key);
    entries.set(pageKey.key, entry);
    return entry.page;
  }

  return {
    fresh,
    async get(pageKey, render) {
      const hit = fresh(pageKey);
      if (hit) return { page: hit, state: "hit" };
      const key = pageKey.key;
      const entry = entries.get(key);
      if (entry && now() < entry.staleUntil) {
        if (!pending.has(key)) {
          renderOnce(key, render).catch((error: unknown) => options.onError?.(error));
        }
        return { page: entry.page, state: "stale" };
      }
      if (entry) entries.delete(key);
      return { page: await renderOnce(key, render), state: "miss" };
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    clearPaths(paths) {
      if (paths === "all") {
        generation += 1;
        entries.clear();
        return;
      }
      const dropped = new Set(paths);
      // A render of one of these paths begun before now is not stored after.
      generation += 1;
      for (const key of [...entries.keys()]) {
        if (dropped.has(pathOfKey(key))) entries.delete(key);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
