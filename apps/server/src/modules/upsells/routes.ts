import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { apiErrorBodySchema } from "@coop/contract/errors";
import { orderIdParamsSchema, upsellsResponseSchema } from "@coop/contract/orders";

import type { createUpsellsService } from "./service.ts";

/** api §7: GET upsells/{orderId} and upsells/{orderId}/product/{id} (the user param is accepted and unused). */
export const upsellRoutes: FastifyPluginAsyncZod<{
  upsells: ReturnType<typeof createUpsellsService>;
}> = async (app, { upsells }) => {
  const query = z.object({ user: z.string().max(64).optional() });
  app.get(
    "/api/v1/upsells/:id",
    {
      schema: {
        tags: ["upsells"],
        summary: "Complements of the cart",
        params: orderIdParamsSchema,
        querystring: query,
        response: { 200: upsellsResponseSchema, 404: apiErrorBodySchema },
      },
    },
    async (request) => ({ upsells: await upsells.forOrder(request.params.id) }),
  );
  app.get(
    "/api/v1/upsells/:id/product/:productId",
    {
      schema: {
        tags: ["upsells"],
        summary: "Complements of one product",
        params: orderIdParamsSchema.extend({ productId: z.string().trim().min(1).max(40) }),
        querystring: query,
        response: { 200: upsellsResponseSchema, 404: apiErrorBodySchema },
      },
    },
    async (request) => ({
      upsells: await upsells.forProduct(request.params.id, request.params.productId),
    }),
  );
};
