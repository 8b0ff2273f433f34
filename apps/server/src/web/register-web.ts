import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";

import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import { CSP_NONCE_HEADER, MAP_TILES_HEADER } from "@coop/contract/constants";

import type { MapTiles } from "../map-tiles.ts";

/** The site as the server sees it: a fetch-style handler plus where its files are. */
export type WebApp = {
  handle(request: Request): Promise<Response>;
  /** Built client files (hashed under assets/); absent in development, where Vite serves them. */
  clientDir?: string;
  /** Vite's connect middleware in development (modules, HMR). */
  middleware?: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
};

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";
// HEAD comes with GET (Fastify exposes it and drops the body).
const PAGE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

export async function registerWeb(
  app: FastifyInstance,
  web: WebApp,
  pagePolicy: (nonce: string) => string,
  mapTiles: MapTiles = { url: "", attribution: "" },
): Promise<void> {
  // The map tile settings, handed to every page request (MAP_TILES_HEADER); fixed at start.
  const mapTilesValue = encodeURIComponent(JSON.stringify(mapTiles));
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
        // A fresh nonce per page: the only inline scripts allowed are the ones carrying it.
        const nonce = randomBytes(16).toString("base64");
        reply.header("content-security-policy", pagePolicy(nonce));
        return render(web, request, reply, nonce, mapTilesValue);
      },
    });
  });
}

async function render(
  web: WebApp,
  request: FastifyRequest,
  reply: FastifyReply,
  nonce: string,
  mapTiles: string,
) {
  if (reply.raw.headersSent) return reply;
  const response = await web.handle(toWebRequest(request, nonce, mapTiles));
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

function toWebRequest(request: FastifyRequest, nonce: string, mapTiles: string): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CSP_NONCE_HEADER || name === MAP_TILES_HEADER) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  headers.set(CSP_NONCE_HEADER, nonce);
  headers.set(MAP_TILES_HEADER, mapTiles);
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
