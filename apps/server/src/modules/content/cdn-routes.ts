import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { storyQuerySchema, storySlugParamsSchema } from "@coop/contract/content";

import { sendPrepared } from "../../http/conditional.ts";
import { endpointRoute, routeUrl } from "../../http/endpoint-route.ts";
import { badRequest } from "../../http/http-error.ts";
import type { DeliveryAnswer, DeliveryService } from "./delivery-service.ts";

const JSON_TYPE = "application/json; charset=utf-8";

function send(request: FastifyRequest, reply: FastifyReply, answer: DeliveryAnswer): void {
  reply
    .headers(answer.headers)
    .header("etag", answer.body.etag)
    .header("cache-control", answer.cacheControl)
    .header("vary", "accept-encoding");
  sendPrepared(request, reply, answer.body, JSON_TYPE);
}

/** Sends a kept answer at once (no await on the hot path), else the one the service makes. */
function respond(
  request: FastifyRequest,
  reply: FastifyReply,
  hit: DeliveryAnswer | undefined,
  make: () => Promise<DeliveryAnswer>,
): void {
  if (hit) return send(request, reply, hit);
  make().then(
    (answer) => send(request, reply, answer),
    // An error goes to the central error handler, like a thrown one.
    (error: Error) => void reply.send(error as never),
  );
}

/**
 * Answers a request whose very URL was answered before (published content, nothing changed
 * since) before its query is parsed and validated: the vendor's client repeats its URLs.
 */
function fromMemory(delivery: DeliveryService) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    const hit = delivery.cachedUrl(request.url);
    if (hit) send(request, reply, hit);
    else done();
  };
}

/**
 * The vendor's Content Delivery API v2 under /api/content/v2 (`content.delivery-api`): the
 * stories, one story by its full slug (slashes and all), and the links. Answers are prepared
 * once per query by the delivery service and sent as bytes, compressed ahead.
 */
export const cdnRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryService }> = async (
  app,
  { delivery },
) => {
  const onRequest = fromMemory(delivery);
  app.route({
    ...endpointRoute("contentStories", {
      summary:
        "Published stories (or drafts with the preview token), the vendor's query and paging",
      errors: [400, 401],
    }),
    compress: false,
    onRequest,
    handler: (request, reply) => {
      const hit = delivery.cached("stories", request.query);
      respond(request, reply, hit, () => delivery.stories(request.query, request.url));
    },
  });

  const storyRoute = endpointRoute("contentStory", {
    summary: "One story by its full slug (folder/slug); 404 when there is none",
    errors: [400, 401, 404],
  });
  const storyHandler = (request: FastifyRequest, reply: FastifyReply, fullSlug: string) => {
    const query = request.query as Record<string, unknown>;
    const hit = delivery.cached("story", query, fullSlug);
    respond(request, reply, hit, () => delivery.story(fullSlug, query, request.url));
  };
  app.route({
    ...storyRoute,
    compress: false,
    onRequest,
    handler: (request, reply) => storyHandler(request, reply, request.params.full_slug),
  });
  // A deeper slug (`news-and-community/some-article`): the rest of the path is the slug.
  app.route({
    method: "GET",
    url: `${routeUrl({ base: "/api/content/v2", path: "cdn/stories" })}/*`,
    schema: { hide: true, querystring: storyQuerySchema },
    compress: false,
    onRequest,
    handler: (request, reply) => {
      const rest = (request.params as { "*": string })["*"];
      const parsed = storySlugParamsSchema.safeParse({ full_slug: rest });
      if (!parsed.success || rest.split("/").some((part) => part === "..")) {
        throw badRequest(`"${rest}" is not a full slug: folder/slug, at most 300 characters.`, [
          { path: "full_slug", message: "Not a full slug" },
        ]);
      }
      storyHandler(request, reply, parsed.data.full_slug);
    },
  });

  app.route({
    ...endpointRoute("contentLinks", {
      summary: "Every published story and folder by uuid (drafts with the preview token)",
      errors: [400, 401],
    }),
    compress: false,
    onRequest,
    handler: (request, reply) => {
      const hit = delivery.cached("links", request.query);
      respond(request, reply, hit, () => delivery.links(request.query, request.url));
    },
  });
};
