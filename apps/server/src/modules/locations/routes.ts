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
import { type LocationsService, toLocationJson } from "./service.ts";

const errorResponses = { 400: apiErrorBodySchema, 404: apiErrorBodySchema };
// Opening state (is_open) changes over the day: clients revalidate after a minute.
const CACHE = "public, max-age=60, must-revalidate";

/** api-layer §7 "Location and menu calls": locations. */
export const locationRoutes: FastifyPluginAsyncZod<{
  locations: LocationsService;
  now: () => Date;
}> = async (app, { locations, now }) => {
  app.get(
    "/api/v1/locations",
    {
      schema: {
        tags: ["locations"],
        summary: "Every restaurant",
        response: { 200: locationListResponseSchema },
      },
    },
    async (request, reply) => {
      const list = await locations.list(now());
      return sendJsonCached(
        request,
        reply,
        JSON.stringify({ count: list.length, locations: list }),
        { cacheControl: CACHE },
      );
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
      const result = await locations.search(request.query, now());
      return sendJsonCached(request, reply, JSON.stringify(result), { cacheControl: CACHE });
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
      return sendJsonCached(request, reply, JSON.stringify(toLocationJson(restaurant, now())), {
        cacheControl: CACHE,
      });
    },
  );
};
