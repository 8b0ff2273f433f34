import { createHash } from "node:crypto";

import type { FastifyReply, FastifyRequest } from "fastify";

/** A strong ETag of a body. */
export function etagOf(body: Buffer | string): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  // Weak comparison (RFC 9110 §13.1.2): W/"x" matches "x".
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * Sends a JSON body with its ETag and Cache-Control, or 304 Not Modified when the
 * client already holds it. The body is sent as bytes: no second serialization.
 */
export function sendJsonCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer | string,
  options: { etag?: string; cacheControl: string },
): FastifyReply {
  const etag = options.etag ?? etagOf(body);
  reply
    .header("etag", etag)
    .header("cache-control", options.cacheControl)
    .header("vary", "accept-encoding");
  if (matches(request.headers["if-none-match"], etag)) return reply.status(304).send();
  return reply.type("application/json; charset=utf-8").send(body);
}
