import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { sendJsonCached } from "../../http/conditional.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { createLocationBodies } from "./location-bodies.ts";
import type { LocationsService } from "./service.ts";

// Opening state (is_open) changes over the day: clients revalidate after a minute.
const CACHE = "public, max-age=60, must-revalidate";

/** The location calls: the list, search, one location and the delivery lookup. */
export const locationRoutes: FastifyPluginAsyncZod<{
  locations: LocationsService;
  now: () => Date;
}> = async (app, { locations, now }) => {
  // The GET bodies are sent as prepared JSON, past the response serializer: they are
  // checked against the schemas these routes declare there (location-bodies.ts).
  const bodies = createLocationBodies();

  app.route({
    ...endpointRoute("locationsList", { summary: "Every restaurant", errors: [] }),
    // Checked and compressed once per catalog snapshot and opening state (bodies.list).
    compress: false,
    handler: async (request, reply) => {
      const body = bodies.list(await locations.restaurants(), now(), request);
      return sendJsonCached(request, reply, body, { cacheControl: CACHE });
    },
  });

  app.route({
    ...endpointRoute("locationsSearch", {
      summary: "Restaurants near a point, a ZIP, a city or a text, nearest first",
      errors: [400, 404],
    }),
    handler: async (request, reply) => {
      const body = bodies.search(await locations.search(request.query), now(), request);
      return sendJsonCached(request, reply, body, { cacheControl: CACHE });
    },
  });

  app.route({
    ...endpointRoute("locationsDelivery", {
      summary: "The nearest restaurant that delivers to a street address",
      errors: [400, 404, 422],
    }),
    handler: async (request) => locations.delivery(request.body, now()),
  });

  app.route({
    ...endpointRoute("locationsGet", {
      summary: "One restaurant, by id (or by one of its menu ids with byMenuId=true)",
      errors: [400, 404],
    }),
    handler: async (request, reply) => {
      const restaurant = await locations.get(request.params.id, request.query.byMenuId);
      const body = bodies.one(restaurant, now(), request);
      return sendJsonCached(request, reply, body, { cacheControl: CACHE });
    },
  });
};
