import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { endpointRoute } from "../../http/endpoint-route.ts";
import { notFound } from "../../http/http-error.ts";
import type { PaymentAttemptGuard } from "./attempt-guard-service.ts";
import type { PaymentsService } from "./service.ts";

/**
 * POST orders/{id}/token (`payment.token`; designed in docs/decisions/007-payments.md):
 * card data in, a single-use token for this order out. No member token: calls on an
 * existing order use none, the unguessable order id is the capability (`order.id-capability`).
 */
export const paymentRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  /** Whether an order can still be paid (the orders module answers). */
  orderExists: (orderId: string) => Promise<boolean>;
  /** Card-testing limits (attempt-guard-service.ts). */
  guard: PaymentAttemptGuard;
}> = async (app, { payments, orderExists, guard }) => {
  app.route({
    ...endpointRoute("ordersToken", {
      summary: "Exchange card details for a single-use payment token for this order",
      description:
        "The card number and security code are used once and never stored or logged; " +
        "only brand, last four and expiry are kept. The token expires after 15 minutes " +
        "and pays for this order only. Test cards are listed in the README.",
      errors: [400, 404, 429],
    }),
    handler: async (request) => {
      const orderId = request.params.id;
      if (!(await orderExists(orderId))) throw notFound(`There is no open order ${orderId}.`);
      await guard.beforeToken(orderId, request.ip);
      return payments.tokenize(orderId, request.body);
    },
  });
};
