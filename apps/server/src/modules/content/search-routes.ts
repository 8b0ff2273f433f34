import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { endpointRoute } from "../../http/endpoint-route.ts";
import { badRequest } from "../../http/http-error.ts";
import type { SearchService } from "./search-service.ts";

/** Published content changes rarely; a shared cache may keep an answer for a minute. */
const SEARCH_CACHE = "public, max-age=60";

/** GET /api/v1/search: the site search (`search.sources`), no sign-in needed. */
export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (
  app,
  { search },
) => {
  app.route({
    ...endpointRoute("siteSearch", {
      summary: "Site search: pages, articles and menu items in one language, typo-tolerant",
      errors: [400],
    }),
    handler: async (request, reply) => {
      // `search.query-words`: a query of only spaces and signs has nothing to look for.
      if (!/[\p{L}\p{N}]{2}/u.test(request.query.q))
        throw badRequest("The search needs a word of at least 2 letters or digits.", [
          { path: "q", message: "must contain a word of at least 2 letters or digits" },
        ]);
      reply.header("cache-control", SEARCH_CACHE);
      return { status: "ok" as const, data: await search.search(request.query) };
    },
  });
};
