import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { endpointRoute } from "../../http/endpoint-route.ts";
import type { StaffService } from "../staff/service.ts";
import { ENGAGEMENT_STAFF_ROLES } from "./access.ts";
import type { PreviewCampaign } from "./campaigns-preview.ts";
import type { CampaignsService } from "./campaigns-service.ts";
import type { SegmentsService } from "./segments-service.ts";

/**
 * Engagement authoring under /api/ops/engagement (`engagement.authoring-roles`): marketing and
 * admin staff write segments, campaigns and canvases, launch and stop them, and preview a
 * message as a segment sees it; every write is audited.
 */
export const engagementAuthoringRoutes: FastifyPluginAsyncZod<{
  preview: PreviewCampaign;
  segments: SegmentsService;
  campaigns: CampaignsService;
  access: StaffService["access"];
}> = async (app, { preview, segments, campaigns, access }) => {
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
  });
  const authors = access.staffFirst({ roles: ENGAGEMENT_STAFF_ROLES });
  const actor = (request: Parameters<typeof authors.caller>[0]) => ({
    id: authors.caller(request).staff.id,
  });
  const errors = [400, 401, 403, 404] as const;
  const ok = <T>(data: T) => ({ status: "ok" as const, data });
  const preValidation = authors.preValidation;

  // ── Segments ──
  app.route({
    ...endpointRoute("opsEngagementSegments", { summary: "Segments with their size", errors }),
    preValidation,
    handler: async () => ok(await segments.list()),
  });
  app.route({
    ...endpointRoute("opsEngagementSegmentCreate", {
      summary: "A new segment",
      errors,
      status: 201,
    }),
    preValidation,
    handler: async (request, reply) => {
      reply.code(201);
      return ok(await segments.create(actor(request), request.body));
    },
  });
  app.route({
    ...endpointRoute("opsEngagementSegmentEstimate", {
      summary: "How many users the rules match now",
      errors,
    }),
    preValidation,
    handler: async (request) => ok(await segments.estimate(request.body.rules)),
  });
  app.route({
    ...endpointRoute("opsEngagementSegmentGet", { summary: "A segment", errors }),
    preValidation,
    handler: async (request) => ok(await segments.get(request.params.id)),
  });
  app.route({
    ...endpointRoute("opsEngagementSegmentUpdate", { summary: "Edit a segment", errors }),
    preValidation,
    handler: async (request) =>
      ok(await segments.update(actor(request), request.params.id, request.body)),
  });

  // ── Campaigns ──
  app.route({
    ...endpointRoute("opsEngagementCampaigns", { summary: "Campaigns, newest first", errors }),
    preValidation,
    handler: async () => ok(await campaigns.listCampaigns()),
  });
  app.route({
    ...endpointRoute("opsEngagementCampaignCreate", {
      summary: "A new draft campaign",
      errors,
      status: 201,
    }),
    preValidation,
    handler: async (request, reply) => {
      reply.code(201);
      return ok(await campaigns.createCampaign(actor(request), request.body));
    },
  });
  app.route({
    ...endpointRoute("opsEngagementCampaignGet", { summary: "A campaign", errors }),
    preValidation,
    handler: async (request) => ok(await campaigns.getCampaign(request.params.id)),
  });
  app.route({
    ...endpointRoute("opsEngagementCampaignUpdate", { summary: "Edit a campaign", errors }),
    preValidation,
    handler: async (request) =>
      ok(await campaigns.updateCampaign(actor(request), request.params.id, request.body)),
  });
  app.route({
    ...endpointRoute("opsEngagementCampaignLaunch", { summary: "Launch a campaign", errors }),
    preValidation,
    handler: async (request) => {
      const launched = await campaigns.launchCampaign(actor(request), request.params.id);
      app.jobs.wake();
      return ok(launched);
    },
  });
  app.route({
    ...endpointRoute("opsEngagementCampaignStop", { summary: "Stop a campaign", errors }),
    preValidation,
    handler: async (request) => ok(await campaigns.stopCampaign(actor(request), request.params.id)),
  });

  // ── Canvases ──
  app.route({
    ...endpointRoute("opsEngagementCanvases", { summary: "Canvases, newest first", errors }),
    preValidation,
    handler: async () => ok(await campaigns.listCanvases()),
  });
  app.route({
    ...endpointRoute("opsEngagementCanvasCreate", {
      summary: "A new draft canvas",
      errors,
      status: 201,
    }),
    preValidation,
    handler: async (request, reply) => {
      reply.code(201);
      return ok(await campaigns.createCanvas(actor(request), request.body));
    },
  });
  app.route({
    ...endpointRoute("opsEngagementCanvasGet", { summary: "A canvas", errors }),
    preValidation,
    handler: async (request) => ok(await campaigns.getCanvas(request.params.id)),
  });
  app.route({
    ...endpointRoute("opsEngagementCanvasUpdate", { summary: "Edit a canvas", errors }),
    preValidation,
    handler: async (request) =>
      ok(await campaigns.updateCanvas(actor(request), request.params.id, request.body)),
  });
  app.route({
    ...endpointRoute("opsEngagementCanvasLaunch", { summary: "Launch a canvas", errors }),
    preValidation,
    handler: async (request) => {
      const launched = await campaigns.launchCanvas(actor(request), request.params.id);
      app.jobs.wake();
      return ok(launched);
    },
  });
  app.route({
    ...endpointRoute("opsEngagementCanvasStop", { summary: "Stop a canvas", errors }),
    preValidation,
    handler: async (request) => ok(await campaigns.stopCanvas(actor(request), request.params.id)),
  });

  app.route({
    ...endpointRoute("opsEngagementPreview", {
      summary: "A campaign's message as a segment's users would see it",
      errors,
    }),
    preValidation,
    handler: async (request) => ok(await preview(request.body)),
  });
};
