import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { apiErrorBodySchema } from "@coop/contract/errors";
import {
  deliveryLookupBodySchema,
  deliveryLookupResponseSchema,
  locationByIdQuerySchema,
  locationIdParamsSchema,
  locationListResponseSchema,
  locationSchema,
  locationSearchQuerySchema,
  locationSearchResponseSchema,
} from "@coop/contract/locations";

import { sendJsonCached } from "../../http/conditional.ts";
import { createLocationBodies } from "./location-bodies.ts";
import type { LocationsService } from "./service.ts";

const errorResponses = { 400: apiErrorBodySchema, 404: apiErrorBodySchema };
// Opening state (is_open) changes over the day: clients revalidate after a minute.
const CACHE = "public, max-age=60, must-revalidate";

/** api-layer §7 "Location and menu calls": locations. */
export const locationRoutes: FastifyPluginAsyncZod<{
  locations: LocationsService;
  now: () => Date;
}> = async (app, { locations, now }) => {
  // The GET bodies are sent as prepared JSON, past the response serializer: they are
  // checked against the schemas these routes declare there (location-bodies.ts).
  const bodies = createLocationBodies();

  app.get(
    "/api/v1/locations",
    {
      // Checked and compressed once per catalog snapshot and opening state (bodies.list).
      compress: false,
      schema: {
        tags: ["locations"],
        summary: "Every restaurant",
        response: { 200: locationListResponseSchema },
      },
    },
    async (request, reply) => {
      const body = bodies.list(await locations.restaurants(), now(), request);
      return sendJsonCached(request, reply, body, { cacheControl: CACHE });
    },
  );

  app.get(
    "/api/v1/locations/search",
    {
      schema: {
        tags: ["locations"],
        summary: "Restaurants near a point, a ZIP, a city or a text, nearest first",
        querystring: locationSearchQuerySchema,
        response: { 200: locationSearchResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = bodies.search(await locations.search(request.query), now(), request);
      return sendJsonCached(request, reply, body, { cacheControl: CACHE });
    },
  );

  app.post(
    "/api/v1/locations/delivery",
    {
      schema: {
        tags: ["locations"],
        summary: "The nearest restaurant that delivers to a street address",
        body: deliveryLookupBodySchema,
        response: {
          200: deliveryLookupResponseSchema,
          ...errorResponses,
          422: apiErrorBodySchema,
        },
      },
    },
    async (request) => locations.delivery(request.body, now()),
  );

  app.get(
    "/api/v1/locations/:id",
    {
      schema: {
        tags: ["locations"],
        summary: "One restaurant, by id (or by one of its menu ids with byMenuId=true)",
        params: locationIdParamsSchema,
        querystring: locationByIdQuerySchema,
        response: { 200: locationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const restaurant = await locations.get(request.params.id, request.query.byMenuId);
      const body = bodies.one(restaurant, now(), request);
      return sendJsonCached(request, reply, body, { cacheControl: CACHE });
    },
  );
};
