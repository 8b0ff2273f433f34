import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { readApiHeaders } from "@coop/contract/headers";

import { endpointRoute } from "../../http/endpoint-route.ts";
import type { EngagementAccess } from "./access.ts";
import type { EngagementService } from "./service.ts";

/**
 * The built-in engagement service behind the marketing proxy's users/track: the site's
 * custom events (`engagement.add-product`: Add_Product_To_Cart) are kept in
 * engagement_events. The other proxy paths of the endpoint table are not served yet.
 */
export const engagementRoutes: FastifyPluginAsyncZod<{
  engagement: EngagementService;
  access: EngagementAccess;
}> = async (app, { engagement, access }) => {
  app.route({
    ...endpointRoute("brazeUsersTrack", {
      summary: "Record custom events (Braze users/track shape)",
      errors: [400],
    }),
    preValidation: access.selfFirst,
    handler: async (request) => {
      const deviceId = readApiHeaders(request.headers).deviceId;
      const processed = await engagement.track(request.body.events, deviceId);
      return { message: "success" as const, events_processed: processed };
    },
  });
};
