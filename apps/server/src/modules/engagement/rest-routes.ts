import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { endpointRoute } from "../../http/endpoint-route.ts";
import type { EngagementAccess } from "./access.ts";
import type { AnalyticsService } from "./analytics-service.ts";
import type { SendsApi } from "./sends-api.ts";

/**
 * The engine's vendor-shaped REST reads and sends under /api/braze (`engagement.rest-reads`,
 * `engagement.rest-sends`): the REST key, or a marketing or admin staff token, checked before
 * the query or body is looked at.
 */
export const engagementRestRoutes: FastifyPluginAsyncZod<{
  analytics: AnalyticsService;
  sendsApi: SendsApi;
  access: EngagementAccess;
}> = async (app, { analytics, sendsApi, access }) => {
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
  });
  const preValidation = access.keyOrMarketing;
  const errors = [400, 401, 403] as const;

  app.route({
    ...endpointRoute("brazeCampaignsList", { summary: "Campaigns, 100 a page", errors }),
    preValidation,
    handler: async (request) => analytics.campaignsList(request.query),
  });
  app.route({
    ...endpointRoute("brazeCampaignsDetails", { summary: "One campaign's details", errors }),
    preValidation,
    handler: async (request) => analytics.campaignDetails(request.query.campaign_id),
  });
  app.route({
    ...endpointRoute("brazeCampaignsDataSeries", {
      summary: "A campaign's analytics per day",
      errors,
    }),
    preValidation,
    handler: async (request) => analytics.campaignSeries(request.query),
  });
  app.route({
    ...endpointRoute("brazeCanvasList", { summary: "Canvases, 100 a page", errors }),
    preValidation,
    handler: async (request) => analytics.canvasList(request.query),
  });
  app.route({
    ...endpointRoute("brazeCanvasDataSeries", { summary: "A canvas's analytics per day", errors }),
    preValidation,
    handler: async (request) => analytics.canvasSeries(request.query),
  });
  app.route({
    ...endpointRoute("brazeCanvasDataSummary", {
      summary: "A canvas's analytics for a period",
      errors,
    }),
    preValidation,
    handler: async (request) => analytics.canvasSummary(request.query),
  });
  app.route({
    ...endpointRoute("brazeSegmentsList", { summary: "Segments, 100 a page", errors }),
    preValidation,
    handler: async (request) => analytics.segmentsList(request.query),
  });
  app.route({
    ...endpointRoute("brazeSegmentsDetails", { summary: "One segment's details", errors }),
    preValidation,
    handler: async (request) => analytics.segmentDetails(request.query.segment_id),
  });
  app.route({
    ...endpointRoute("brazeSegmentsDataSeries", { summary: "A segment's size per day", errors }),
    preValidation,
    handler: async (request) => analytics.segmentSeries(request.query),
  });
  app.route({
    ...endpointRoute("brazeMessagesSend", { summary: "Send a message now", errors }),
    preValidation,
    handler: async (request) => ({
      dispatch_id: await sendsApi.messagesSend(request.body),
      message: "success" as const,
    }),
  });
  app.route({
    ...endpointRoute("brazeCampaignsTriggerSend", {
      summary: "Send an API-triggered campaign",
      errors,
    }),
    preValidation,
    handler: async (request) => ({
      dispatch_id: await sendsApi.campaignTrigger(request.body),
      message: "success" as const,
    }),
  });
  app.route({
    ...endpointRoute("brazeCanvasTriggerSend", {
      summary: "Users enter an API-triggered canvas",
      errors,
    }),
    preValidation,
    handler: async (request) => ({
      dispatch_id: await sendsApi.canvasTrigger(request.body),
      message: "success" as const,
    }),
  });
};
