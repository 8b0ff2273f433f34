import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";

import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import type { MapTileSettings, PageLoadContext } from "@coop/contract/load-context";

import { sendPrepared } from "../http/conditional.ts";
import type { PagePolicy } from "../http/security-headers.ts";
import type { ContentEvents } from "../modules/content/events.ts";
import {
  type CacheState,
  createPageCache,
  type PageCache,
  type PageCacheOptions,
  type RenderedPage,
  renderedPageOf,
} from "./page-cache.ts";
import { createPageContext, type PageContextDeps, type SharedPageContext } from "./page-context.ts";
import { type PageKey, pageKeyOf } from "./page-key.ts";

/**
 * The site as the server sees it: a fetch-style handler plus where its files are. The
 * handler gets the request and what the page's loaders may ask of the server.
 */
export type WebApp = {
  handle(request: Request, page: PageLoadContext): Promise<Response>;
  /** Built client files (hashed under assets/); absent in development, where Vite serves them. */
  clientDir?: string;
  /** Vite's connect middleware in development (modules, HMR). */
  middleware?: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
  /**
   * Public pages are rendered once per key and served from memory
   * (`pagecache.public-only`; docs/decisions/014-ssr-cache-and-budgets.md). The production
   * build turns it on; development (Vite) renders every request.
   */
  pageCache?: PageCacheOptions | true;
  /** The build's version: part of every cache key, so a new build never serves old pages. */
  version?: string;
};

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";
// Browsers (and shared caches, which must honour Vary: Cookie) revalidate a cached page
// every time: the ETag makes that a 304.
const PAGE_CACHE_CONTROL = "no-cache";
const PAGE_VARY = "Cookie, Accept-Encoding";
/** Response header telling how a page was served: hit, stale, miss or bypass. */
export const PAGE_CACHE_HEADER = "x-coop-page-cache";
// HEAD comes with GET (Fastify exposes it and drops the body).
const PAGE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** What the pages need from the rest of the server. */
export type WebDeps = {
  pagePolicy: PagePolicy;
  /** The menus service: the public menu pages render its menus. */
  menus: PageContextDeps["menus"];
  /** The offers service: /offers renders the public offers. */
  offers: PageContextDeps["offers"];
  /** The content service: the content pages render its published stories. */
  content: PageContextDeps["content"];
  /** Content changes of every process: each clears the cached pages it shows on. */
  contentEvents?: Pick<ContentEvents, "subscribe">;
  /** The map tile settings (MAP_TILE_URL, MAP_TILE_ATTRIBUTION); fixed at start. */
  mapTiles: MapTileSettings;
  /** The sign-in forms' settings (single sign-on, the bot check's site key); fixed at start. */
  auth: PageContextDeps["auth"];
  /** APP_REDIRECT_URIS, for the in-app screens' loaders; fixed at start. */
  appRedirectUris: readonly string[];
  now: () => Date;
};

export async function registerWeb(
  app: FastifyInstance,
  web: WebApp,
  {
    pagePolicy,
    menus,
    offers,
    content,
    contentEvents,
    mapTiles,
    auth,
    appRedirectUris,
    now,
  }: WebDeps,
): Promise<void> {
  const shared = createPageContext({
    menus,
    offers,
    content,
    mapTiles,
    auth,
    appRedirectUris,
    apiFetch: injectFetch(app),
    now,
    onError: (error) => app.log.error({ err: error }, "loading a page's data failed"),
  });
  const cache =
    web.pageCache && !web.middleware
      ? createPageCache({
          ...(web.pageCache === true ? {} : web.pageCache),
          onError: (error) => app.log.error({ err: error }, "revalidating a cached page failed"),
        })
      : undefined;
  // `pagecache.content-clear`: a publication drops the pages it shows on, at once.
  if (cache && contentEvents) {
    const stop = contentEvents.subscribe((change) => cache.clearPaths(change.paths));
    app.addHook("onClose", async () => void stop());
  }
  // What else a cached page depends on: the build, the map tile and the sign-in settings.
  const variant = `${web.version ?? ""}\n${JSON.stringify(mapTiles)}\n${JSON.stringify(auth)}`;
  await app.register(async (scope) => {
    if (web.clientDir) {
      await scope.register(fastifyStatic, {
        root: web.clientDir,
        prefix: "/",
        wildcard: false,
        index: false,
        cacheControl: false,
        etag: true,
        setHeaders(reply, path) {
          // Files under assets/ carry a content hash in their name: they never change.
          reply.header("cache-control", path.includes("/assets/") ? IMMUTABLE : SHORT);
        },
      });
    }
    if (web.middleware) {
      const middleware = web.middleware;
      scope.addHook("onRequest", (request, reply, done) => {
        // Vite answers module, asset and HMR requests; everything else goes on to the router.
        middleware(request.raw, reply.raw, (err) => {
          if (err) done(err instanceof Error ? err : new Error(String(err)));
          else done();
        });
      });
    }
    // Pages and their form posts: React Router reads the raw body itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    scope.route({
      method: [...PAGE_METHODS],
      url: "/*",
      schema: { hide: true },
      handler: (request, reply) => {
        const cookie = request.headers.cookie;
        const key = cache
          ? pageKeyOf(
              {
                method: request.method,
                url: request.url,
                origin: `${request.protocol}://${request.host}`,
                cookie: Array.isArray(cookie) ? cookie.join("; ") : cookie,
              },
              variant,
            )
          : null;
        if (cache && key) {
          return serveCached(cache, key, web, request, reply, pagePolicy, shared);
        }
        if (cache) reply.header(PAGE_CACHE_HEADER, "bypass");
        // A fresh nonce per page: the only inline scripts allowed are the ones carrying it.
        const nonce = randomBytes(16).toString("base64");
        reply.header("content-security-policy", pagePolicy(nonce));
        return render(web, request, reply, { ...shared, cspNonce: nonce });
      },
    });
  });
}

/**
 * A public page from the cache, rendered when missing from a request made only of the
 * key's parts and without a nonce: its inline scripts are allowed by their hashes.
 */
function serveCached(
  cache: PageCache,
  key: PageKey,
  web: WebApp,
  request: FastifyRequest,
  reply: FastifyReply,
  pagePolicy: PagePolicy,
  shared: SharedPageContext,
): FastifyReply | Promise<FastifyReply> {
  // The common case answers synchronously: no promise, no render.
  const fresh = cache.fresh(key);
  if (fresh) return sendPage(request, reply, fresh, "hit");
  return cache
    .get(key, async () => {
      const headers = new Headers({ accept: "text/html" });
      if (key.cookie) headers.set("cookie", key.cookie);
      const response = await web.handle(new Request(key.url, { headers }), {
        ...shared,
        cspNonce: undefined,
      });
      return renderedPageOf(response, pagePolicy.hashes);
    })
    .then(({ page, state }) => sendPage(request, reply, page, state));
}

/** The headers of a page, made once per render (sent on every hit). */
const pageHeaders = new WeakMap<RenderedPage, Record<string, string>>();

function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
  state: CacheState,
): FastifyReply {
  let headers = pageHeaders.get(page);
  if (!headers) {
    headers = {
      "content-security-policy": page.csp,
      etag: page.body.etag,
      "cache-control": page.cacheable ? PAGE_CACHE_CONTROL : "no-store",
      vary: PAGE_VARY,
      "content-type": page.contentType,
      ...(page.preloadLinks ? { link: page.preloadLinks } : {}),
    };
    pageHeaders.set(page, headers);
  }
  reply
    .status(page.status)
    .headers(headers)
    .header(PAGE_CACHE_HEADER, page.cacheable ? state : "bypass");
  // A page not kept is sent once: as it is, compressed per request (@fastify/compress).
  if (!page.cacheable) return reply.send(page.body.identity);
  return sendPrepared(request, reply, page.body);
}

async function render(
  web: WebApp,
  request: FastifyRequest,
  reply: FastifyReply,
  page: PageLoadContext,
) {
  if (reply.raw.headersSent) return reply;
  const response = await web.handle(toWebRequest(request), page);
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body || request.method === "HEAD") return reply.send(null);
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}

function toWebRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  const controller = new AbortController();
  request.raw.once("close", () => {
    if (!request.raw.complete || request.raw.destroyed) controller.abort();
  });
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body;
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody
      ? { body: Readable.toWeb(request.body as Readable) as ReadableStream, duplex: "half" }
      : {}),
  } as RequestInit);
}

/**
 * A fetch that answers from this server's own routes through Fastify's inject: a loader reads
 * the API without a connection, so it works behind any proxy and whatever the public host.
 * Only the path and query of the URL count.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input), "http://coop.internal");
    const headers: Record<string, string> = {};
    new Headers(init?.headers ?? request?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const body = init?.body ?? (request ? await request.text() : undefined);
    if (body !== undefined && body !== null && typeof body !== "string")
      throw new TypeError("injectFetch sends text bodies only");
    const answer = await app.inject({
      method: (init?.method ?? request?.method ?? "GET") as "GET",
      url: url.pathname + url.search,
      headers,
      ...(typeof body === "string" ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value])
        responseHeaders.append(name, String(one));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || answer.statusCode < 200;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}
