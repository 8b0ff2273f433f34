import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { sendJsonCached } from "../../http/conditional.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import type { MenusService } from "./service.ts";

// A menu changes rarely, but availability.now and 86'd items do: revalidate (cheap, ETag) after 30 s.
const MENU_CACHE = "public, max-age=30, must-revalidate";

/** The menu calls: menus, products and time slots (`menu.fixed-menus`, `menu.product-lookup`). */
export const menuRoutes: FastifyPluginAsyncZod<{ menus: MenusService; now: () => Date }> = async (
  app,
  { menus, now },
) => {
  app.route({
    ...endpointRoute("menusGet", {
      summary: "A menu: categories with products; availability.now in the restaurant's time",
      errors: [400, 404],
    }),
    // Checked against menuResponseSchema and compressed once per menu version (the
    // service's menu cache), not per request.
    compress: false,
    handler: (request, reply) => {
      // The hot path: a cached menu is sent without a single await.
      const cached = menus.cachedMenu(request.params.menuId, now());
      if (cached) {
        sendJsonCached(request, reply, cached.body, { cacheControl: MENU_CACHE });
        return;
      }
      menus.menu(request.params.menuId, now()).then(
        (menu) => sendJsonCached(request, reply, menu.body, { cacheControl: MENU_CACHE }),
        // An error goes to the central error handler, like a thrown one.
        (error: Error) => reply.send(error as never),
      );
    },
  });

  app.route({
    ...endpointRoute("menusProduct", {
      summary: "One product with its option groups (by id or SKU)",
      errors: [400, 404],
    }),
    handler: async (request, reply) => {
      // Checked against productDetailResponseSchema by the service, once per version.
      const body = await menus.productBody(request.params.menuId, request.params.id, now());
      return sendJsonCached(request, reply, body, { cacheControl: MENU_CACHE });
    },
  });

  app.route({
    ...endpointRoute("menusTimes", {
      summary: "The 15-minute ready-time slots of a handoff mode, in the restaurant's time zone",
      errors: [400, 404],
    }),
    handler: async (request, reply) => {
      reply.header("cache-control", "no-store");
      return menus.times(request.params.menuId, request.query, now());
    },
  });
};
