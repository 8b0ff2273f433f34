import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { readApiHeaders } from "@coop/contract/headers";

import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError } from "../../http/http-error.ts";
import type { EngagementAccess } from "./access.ts";
import type { SegmentExports } from "./export-segment.ts";
import type { EngagementService } from "./service.ts";

/**
 * The built-in engagement engine's users in the vendor's REST shape: users/track (attributes,
 * events, purchases), users/alias/new, users/identify (`engagement.self-only`) and
 * users/export/ids (`engagement.rest-key`).
 */
export const engagementRoutes: FastifyPluginAsyncZod<{
  engagement: EngagementService;
  access: EngagementAccess;
  /** Segment exports; absent while no segment engine is wired (503 in words). */
  exports?: SegmentExports | undefined;
}> = async (app, { engagement, access, exports }) => {
  app.route({
    ...endpointRoute("brazeUsersTrack", {
      summary: "Record attributes, custom events and purchases (the vendor's users/track)",
      errors: [400, 401, 403],
    }),
    preValidation: access.selfFirst,
    handler: async (request) => {
      const deviceId = readApiHeaders(request.headers).deviceId?.trim() || null;
      return engagement.track(access.callerOf(request), request.body, deviceId);
    },
  });

  app.route({
    ...endpointRoute("brazeUsersAliasNew", {
      summary: "Add user aliases (the vendor's users/alias/new)",
      errors: [400, 401, 403, 409],
    }),
    preValidation: access.selfFirst,
    handler: async (request) => ({
      message: "success" as const,
      aliases_processed: await engagement.aliasNew(access.callerOf(request), request.body),
    }),
  });

  app.route({
    ...endpointRoute("brazeUsersIdentify", {
      summary: "Merge an alias's user into a member (the vendor's users/identify)",
      errors: [400, 401, 403, 409],
    }),
    preValidation: access.selfFirst,
    handler: async (request) => ({
      message: "success" as const,
      aliases_processed: await engagement.identify(access.callerOf(request), request.body),
    }),
  });

  app.route({
    ...endpointRoute("brazeUsersExportIds", {
      summary: "Export users by id (the vendor's users/export/ids)",
      errors: [400, 401, 403],
    }),
    preValidation: access.keyOrMarketing,
    handler: async (request) => engagement.exportIds(request.body),
  });

  app.route({
    ...endpointRoute("brazeUsersExportSegment", {
      summary: "Export a segment's users to a file (the vendor's users/export/segment)",
      errors: [400, 401, 403, 503],
    }),
    preValidation: access.keyOrMarketing,
    handler: async (request) => {
      if (!exports) {
        throw new HttpError(
          503,
          "Segment exports need the segment engine, which this server does not run yet.",
        );
      }
      return exports.start(request.body);
    },
  });

  app.route({
    ...endpointRoute("brazeUsersExportDownload", {
      summary: "Download a segment export (JSON lines, one user per line) through its signed link",
      errors: [403, 404],
    }),
    handler: async (request, reply) => {
      if (!exports) throw new HttpError(404, "There is no such export.");
      const file = await exports.download(
        request.params.object_prefix,
        request.query.expires,
        request.query.signature,
      );
      reply.header("content-type", "application/x-ndjson; charset=utf-8");
      reply.header(
        "content-disposition",
        `attachment; filename="${request.params.object_prefix}.jsonl"`,
      );
      reply.header("cache-control", "private, no-store");
      return reply.send(file);
    },
  });
};
