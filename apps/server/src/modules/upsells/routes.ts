import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { endpointRoute } from "../../http/endpoint-route.ts";
import type { createUpsellsService } from "./service.ts";

/**
 * `cart.upsells`: GET upsells/{orderId} and upsells/{orderId}/product/{id} (the user param is
 * accepted and unused).
 */
export const upsellRoutes: FastifyPluginAsyncZod<{
  upsells: ReturnType<typeof createUpsellsService>;
}> = async (app, { upsells }) => {
  app.route({
    ...endpointRoute("upsellsList", { summary: "Complements of the cart", errors: [404] }),
    handler: async (request) => ({ upsells: await upsells.forOrder(request.params.orderId) }),
  });
  app.route({
    ...endpointRoute("upsellsProduct", { summary: "Complements of one product", errors: [404] }),
    handler: async (request) => ({
      upsells: await upsells.forProduct(request.params.orderId, request.params.id),
    }),
  });
};
