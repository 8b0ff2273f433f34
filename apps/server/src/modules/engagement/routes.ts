import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { readApiHeaders } from "@coop/contract/headers";

import type { Db } from "../../db/client.ts";
import { engagementEvents } from "../../db/schema/engagement.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";

/**
 * The built-in engagement service behind the marketing proxy's users/track (api §7): the
 * site's custom events (screens §7 Add_Product_To_Cart) are kept in engagement_events.
 * The other proxy paths of the table come with the engagement issue.
 */
export const engagementRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.route({
    ...endpointRoute("brazeUsersTrack", {
      summary: "Record custom events (Braze users/track shape)",
      errors: [400],
    }),
    handler: async (request) => {
      const deviceId = readApiHeaders(request.headers).deviceId;
      const receivedAt = now();
      if (request.body.events.length > 0) {
        await db.insert(engagementEvents).values(
          request.body.events.map((e) => ({
            name: e.name,
            externalId: e.external_id ?? null,
            deviceId,
            properties: e.properties,
            time: new Date(e.time),
            receivedAt,
          })),
        );
      }
      return { message: "success" as const, events_processed: request.body.events.length };
    },
  });
};
