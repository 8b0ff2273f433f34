import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { endpointRoute } from "../../http/endpoint-route.ts";
import { callerFirst, type TokenService } from "../members/token-service.ts";
import type { EngagementAccess } from "./access.ts";
import type { DeliverActiveTo, FeedService } from "./feed-service.ts";

/**
 * What the site reads from the engagement engine under /api/v1/engagement: the visitor's feed
 * (cards and in-app messages), what they did with a message, and the member's inbox. Every
 * answer is the caller's own, so none is cached by anyone but the browser's current page.
 */
export const engagementFeedRoutes: FastifyPluginAsyncZod<{
  feed: FeedService;
  access: EngagementAccess;
  tokens: TokenService;
  /** The engine's delivery of active campaigns to a user (idempotent), before each feed read. */
  deliverActiveTo?: DeliverActiveTo;
}> = async (app, { feed, access, tokens, deliverActiveTo }) => {
  const member = callerFirst(tokens, "access");

  app.route({
    ...endpointRoute("engagementFeed", {
      summary: "The visitor's content cards, the in-app messages that may show now, unread count",
      errors: [400, 401],
    }),
    preValidation: access.selfFirst,
    handler: async (request, reply) => {
      const answer = await feed.feed(
        access.callerOf(request),
        request.query.lang ?? "en-US",
        deliverActiveTo,
      );
      reply.header("cache-control", "private, no-store");
      return answer;
    },
  });

  app.route({
    ...endpointRoute("engagementMessageEvent", {
      summary: "Record an impression, click, dismissal or read of one of the visitor's messages",
      errors: [400, 401, 404, 409],
    }),
    preValidation: access.selfFirst,
    handler: async (request, reply) => {
      const answer = await feed.event(
        access.callerOf(request),
        request.params.id,
        request.params.event,
      );
      reply.header("cache-control", "private, no-store");
      return answer;
    },
  });

  app.route({
    ...endpointRoute("engagementInbox", {
      summary: "The member's inbox: cards, in-app messages shown and emails, newest first",
      errors: [400, 401],
    }),
    preValidation: member.preValidation,
    handler: async (request, reply) => {
      const answer = await feed.inbox(
        member.caller(request).memberId,
        request.query.lang ?? "en-US",
      );
      reply.header("cache-control", "private, no-store");
      return answer;
    },
  });

  app.route({
    ...endpointRoute("engagementInboxDelete", {
      summary: "Remove an entry from the member's inbox",
      errors: [400, 401, 404],
    }),
    preValidation: member.preValidation,
    handler: async (request, reply) => {
      const answer = await feed.remove(member.caller(request).memberId, request.params.id);
      reply.header("cache-control", "private, no-store");
      return answer;
    },
  });
};
