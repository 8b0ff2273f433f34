import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import type { FastifyReply, FastifyRequest } from "fastify";

import type { CheckedJson } from "./checked-json.ts";

/** A strong ETag of a body. */
export function etagOf(body: Buffer | string): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** Whether an If-None-Match header names this ETag. */
export function ifNoneMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  // Weak comparison, as RFC 9110 defines it for If-None-Match: W/"x" matches "x".
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** A body made once and sent many times: its bytes, its ETag, and compressed copies. */
export type PreparedBody = { identity: Buffer; etag: string; br: Buffer; gzip: Buffer };

export function prepareBody(body: Buffer | string): PreparedBody {
  const identity = typeof body === "string" ? Buffer.from(body) : body;
  return {
    identity,
    etag: etagOf(identity),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

declare const preparedJsonBrand: unique symbol;

/** A prepared body whose bytes are checked JSON (see `checkedJson`): what `sendJsonCached` sends. */
export type PreparedJson = PreparedBody & { readonly [preparedJsonBrand]: true };

/** Prepares checked JSON once: its bytes, ETag and compressed copies. */
export function prepareJson(json: CheckedJson): PreparedJson {
  return prepareBody(json) as PreparedJson;
}

/** The coding the client prefers among br and gzip (q=0 refuses one), else identity. */
export function negotiateEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  if (!acceptEncoding) return "identity";
  let best: { coding: "br" | "gzip"; q: number } | undefined;
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (name !== "br" && name !== "gzip" && name !== "*") continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0)) continue;
    const coding = name === "gzip" ? "gzip" : "br";
    if (!best || q > best.q || (q === best.q && coding === "br")) best = { coding, q };
  }
  return best?.coding ?? "identity";
}

/**
 * Sends a prepared body, its headers (ETag included) already on the reply: 304 Not
 * Modified when the client holds it, else its bytes in the coding the client accepts.
 * `contentType`, when given, is set only on a full answer (a 304 carries no body).
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PreparedBody,
  contentType?: string,
): FastifyReply {
  if (ifNoneMatches(request.headers["if-none-match"], body.etag)) return reply.status(304).send();
  if (contentType) reply.type(contentType);
  const coding = negotiateEncoding(request.headers["accept-encoding"]);
  if (coding === "identity") return reply.send(body.identity);
  return reply.header("content-encoding", coding).send(body[coding]);
}

const JSON_TYPE = "application/json; charset=utf-8";

/**
 * Sends a JSON body with its ETag and Cache-Control, or 304 Not Modified when the
 * client already holds it. The body is sent as bytes: no second serialization, so
 * Fastify's response serializer never sees it. That is why it takes only JSON checked
 * against the route's schema (`checkedJson`, or `prepareJson` of it). A prepared body is
 * sent in the coding the client accepts, compressed once, not per request.
 */
export function sendJsonCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CheckedJson | PreparedJson,
  options: { cacheControl: string },
): FastifyReply {
  const etag = typeof body === "string" ? etagOf(body) : body.etag;
  reply
    .header("etag", etag)
    .header("cache-control", options.cacheControl)
    .header("vary", "accept-encoding");
  if (typeof body !== "string") return sendPrepared(request, reply, body, JSON_TYPE);
  if (ifNoneMatches(request.headers["if-none-match"], etag)) return reply.status(304).send();
  return reply.type(JSON_TYPE).send(body);
}
