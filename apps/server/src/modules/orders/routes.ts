import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { readApiHeaders } from "@coop/contract/headers";
import { toCents } from "@coop/contract/money";

import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError } from "../../http/http-error.ts";
import { optionalCaller, type TokenService } from "../members/token-service.ts";
import type { PaymentAttemptGuard } from "../payments/attempt-guard-service.ts";
import { orderLiveRoutes } from "./live-routes.ts";
import type { OrderEventBus } from "./order-events.ts";
import type { PaymentsPort } from "./ports.ts";
import type { OrdersService } from "./service.ts";
import type { createSubmitService } from "./submit.ts";

const errors = [400, 401, 402, 404, 409, 422] as const;

type Options = {
  orders: OrdersService;
  submit: ReturnType<typeof createSubmitService>;
  payments: PaymentsPort;
  tokens: TokenService;
  /** Card-testing limits on submit (payments/attempt-guard-service.ts). */
  paymentGuard: PaymentAttemptGuard;
  /** The order events bus, for the live status stream (`order.live-events`). */
  events: OrderEventBus;
  maxStreamsPerIp?: number;
};

/**
 * The order calls: the cart and checkout. Calls on an existing order use no token; the
 * unguessable order id is the capability (`auth.token-classes`, `order.id-capability`).
 */
export const orderRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { orders, submit, payments, tokens, paymentGuard, events, maxStreamsPerIp },
) => {
  await app.register(orderLiveRoutes, {
    submit,
    events,
    ...(maxStreamsPerIp !== undefined && { maxStreamsPerIp }),
  });

  app.route({
    ...endpointRoute("ordersCreate", {
      summary: "Create an order from a restaurant's menu",
      errors,
    }),
    handler: async (request) => {
      // `auth.token-classes`: creating an order adds the ordering token when one exists.
      const caller = await optionalCaller(request, tokens, "ordering");
      const channel = readApiHeaders(request.headers).channel;
      return orders.create(request.body.menu_id, channel, caller?.memberId ?? null);
    },
  });

  app.route({
    ...endpointRoute("ordersGet", { summary: "An order", errors }),
    handler: async (request) => orders.get(request.params.id),
  });

  app.route({
    ...endpointRoute("ordersAddProducts", {
      summary: "Add products (priced on the server)",
      errors,
    }),
    handler: async (request) => orders.addProducts(request.params.id, request.body),
  });

  app.route({
    ...endpointRoute("ordersUpdateProducts", {
      summary: "Change cart lines",
      errors,
    }),
    handler: async (request) => orders.updateProducts(request.params.id, request.body),
  });

  app.route({
    ...endpointRoute("ordersRemoveProduct", {
      summary: "Remove a cart line",
      errors,
    }),
    handler: async (request) => orders.removeProduct(request.params.id, request.params.productId),
  });

  app.route({
    ...endpointRoute("ordersValidate", {
      summary: "Recompute and check everything before payment",
      errors,
      auth: "ordering-optional",
    }),
    handler: async (request) => {
      const caller = await optionalCaller(request, tokens, "ordering");
      const json = await orders.get(request.params.id);
      const rate = await orders.taxRate(request.params.id);
      // `payment.saved-cards`: members see their saved cards as billing accounts.
      const accounts = caller ? await payments.savedCardsOf(caller.memberId) : [];
      return {
        order: json,
        taxes: [{ label: "Sales tax", rate, amount: json.totals.tax }],
        totals: json.totals,
        billing: [{ type: "creditcard", accounts }],
        messages: json.messages,
        valid: json.messages.length === 0 || json.messages.every((m) => m.code === "coupon"),
      };
    },
  });

  app.route({
    ...endpointRoute("ordersSetHandoff", {
      summary: "Pickup, curbside or delivery (dispatch)",
      errors,
    }),
    handler: async (request) => orders.setHandoff(request.params.id, request.params.type),
  });

  app.route({
    ...endpointRoute("ordersSetAddress", {
      summary: "The delivery address (sets handoff dispatch)",
      errors,
    }),
    handler: async (request) => orders.setAddress(request.params.id, request.body.address),
  });

  app.route({
    ...endpointRoute("ordersSetCustom", {
      summary: "Custom fields: the curbside vehicle make, model and color",
      errors,
    }),
    handler: async (request) =>
      orders.setCustom(request.params.id, request.body.fields as Record<string, string>),
  });

  app.route({
    ...endpointRoute("ordersSetTime", {
      summary: "ASAP or a scheduled time among the menu's slots",
      errors,
    }),
    handler: async (request) => orders.setTime(request.params.id, request.body.time),
  });

  app.route({
    ...endpointRoute("ordersDeleteTime", {
      summary: "Back to ASAP",
      errors,
    }),
    handler: async (request) => orders.clearTime(request.params.id),
  });

  app.route({
    ...endpointRoute("ordersSetTip", {
      summary: "The tip",
      errors,
    }),
    handler: async (request) => orders.setTip(request.params.id, toCents(request.body.amount)),
  });

  app.route({
    ...endpointRoute("ordersAddCoupon", {
      summary: "Apply a coupon code (upper-cased)",
      errors,
      auth: "ordering-optional",
    }),
    handler: async (request) => {
      // A wallet offer's code needs the member who holds it (the ordering token).
      const caller = await optionalCaller(request, tokens, "ordering");
      return orders.applyCoupon(request.params.id, request.body.code, caller?.memberId ?? null);
    },
  });

  app.route({
    ...endpointRoute("ordersRemoveCoupon", {
      summary: "Remove the coupon",
      errors,
    }),
    handler: async (request) => orders.removeCoupon(request.params.id),
  });

  app.route({
    ...endpointRoute("ordersTransfer", {
      summary: "Move the order to another menu; returns what could not be carried over",
      errors,
    }),
    handler: async (request) => orders.transfer(request.params.id, request.body.menu_id),
  });

  app.route({
    ...endpointRoute("ordersSubmit", {
      summary: "Place the order (Idempotency-Key header: a replay returns the first response)",
      errors: [...errors, 429],
      headers: z.looseObject({
        "idempotency-key": z
          .string()
          .trim()
          .min(8, "must be at least 8 characters")
          .max(100)
          .optional(),
      }),
      auth: "ordering-optional",
    }),
    handler: async (request, reply) => {
      await paymentGuard.beforeCharge(request.params.id, request.ip);
      const caller = await optionalCaller(request, tokens, "ordering");
      const key = request.headers["idempotency-key"];
      const result = await submit
        .submit(
          request.params.id,
          request.body,
          caller?.memberId ?? null,
          typeof key === "string" ? key : null,
        )
        .catch(async (error: unknown) => {
          // A fresh decline (a replayed one is answered from the stored response, uncounted).
          if (error instanceof HttpError && error.statusCode === 402) {
            await paymentGuard.declined(request.params.id, request.ip);
          }
          throw error;
        });
      return reply.status(result.statusCode as never).send(result.body as never);
    },
  });

  app.route({
    ...endpointRoute("ordersStatus", {
      summary: "Where the order is (make-time model)",
      errors,
    }),
    handler: async (request) => submit.status(request.params.id),
  });

  app.route({
    ...endpointRoute("ordersArrival", {
      summary: "The curbside customer has arrived",
      errors,
    }),
    handler: async (request) => submit.arrival(request.params.id),
  });

  app.route({
    ...endpointRoute("ordersTrack", {
      summary: "Record a tracking event (products, or a payment failure of type ccsf)",
      errors,
    }),
    handler: async (request) => {
      await submit.track(request.params.id, request.body);
      return { id: request.params.id, status: "recorded" };
    },
  });

  app.route({
    ...endpointRoute("ordersCancel", {
      summary: "Cancel (until the kitchen starts): voids payment and coupon",
      errors,
    }),
    handler: async (request) => submit.cancel(request.params.id),
  });

  app.route({
    ...endpointRoute("ordersAbandon", {
      summary: "Abandon an open order",
      errors,
    }),
    handler: async (request) => {
      await orders.abandon(request.params.id);
      return { id: request.params.id, status: "abandoned" };
    },
  });

  // `donation.v2-call`: the round-up donation.
  app.route({
    ...endpointRoute("cartsSetDonations", {
      summary: "Round-up donation: the amount rounds the total up to a whole dollar",
      errors,
    }),
    handler: async (request) =>
      orders.setDonation(request.params.orderId, {
        id: request.body.id,
        amountCents: toCents(request.body.amount),
      }),
  });
};
