import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { endpointRoute } from "../../http/endpoint-route.ts";
import type { StaffService } from "../staff/service.ts";
import type { AuthoringService } from "./authoring-service.ts";

/** `content.authoring-roles`: who may write the site's content. */
export const AUTHORING_ROLES = ["marketing", "admin"] as const;

/**
 * Content authoring under /api/ops/content/stories (`content.authoring-roles`): marketing and
 * admin staff list, create, edit, publish, schedule, unpublish and restore stories; every
 * write is audited.
 */
export const authoringRoutes: FastifyPluginAsyncZod<{
  authoring: AuthoringService;
  access: StaffService["access"];
}> = async (app, { authoring, access }) => {
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
  });
  const authors = access.staffFirst({ roles: AUTHORING_ROLES });
  const actor = (request: Parameters<typeof authors.caller>[0]) => ({
    id: authors.caller(request).staff.id,
  });
  const errors = [400, 401, 403, 404] as const;
  const ok = <T>(data: T) => ({ status: "ok" as const, data });
  const preValidation = authors.preValidation;

  app.route({
    ...endpointRoute("opsContentList", { summary: "Stories and folders with their state", errors }),
    preValidation,
    handler: async (request) => ok(await authoring.list(request.query)),
  });
  app.route({
    ...endpointRoute("opsContentCreate", {
      summary: "A new draft story or folder",
      errors: [...errors, 409],
      status: 201,
    }),
    preValidation,
    handler: async (request, reply) => {
      reply.code(201);
      return ok(await authoring.create(actor(request), request.body));
    },
  });
  app.route({
    ...endpointRoute("opsContentGet", { summary: "A story with its draft", errors }),
    preValidation,
    handler: async (request) => ok(await authoring.get(request.params.id)),
  });
  app.route({
    ...endpointRoute("opsContentUpdate", {
      summary: "Save the draft (409 when saved meanwhile by someone else)",
      errors: [...errors, 409],
    }),
    preValidation,
    handler: async (request) =>
      ok(await authoring.update(actor(request), request.params.id, request.body)),
  });
  app.route({
    ...endpointRoute("opsContentDelete", {
      summary: "Delete a story or an empty folder",
      errors: [...errors, 409],
    }),
    preValidation,
    handler: async (request) => authoring.remove(actor(request), request.params.id),
  });
  app.route({
    ...endpointRoute("opsContentPublish", {
      summary: "Publish the draft now, or schedule it",
      errors: [...errors, 409],
    }),
    preValidation,
    handler: async (request) =>
      ok(await authoring.publish(actor(request), request.params.id, request.body.at)),
  });
  app.route({
    ...endpointRoute("opsContentUnpublish", { summary: "Take the story off the site", errors }),
    preValidation,
    handler: async (request) => ok(await authoring.unpublish(actor(request), request.params.id)),
  });
  app.route({
    ...endpointRoute("opsContentVersions", {
      summary: "The story's versions, newest first",
      errors,
    }),
    preValidation,
    handler: async (request) => ok({ versions: await authoring.versions(request.params.id) }),
  });
  app.route({
    ...endpointRoute("opsContentRestore", { summary: "Make a version the draft", errors }),
    preValidation,
    handler: async (request) =>
      ok(await authoring.restore(actor(request), request.params.id, request.params.versionId)),
  });
  app.route({
    ...endpointRoute("opsContentPreview", {
      summary: "A link to the draft on its page, valid for an hour",
      errors: [...errors, 409],
    }),
    preValidation,
    handler: async (request) => ok(await authoring.preview(request.params.id)),
  });
};
